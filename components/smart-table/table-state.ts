// What one smart table holds while it runs: its rows, paging, sort, search, selection, expansion and
// the progress of an import or export. One store per component instance, kept across Form.io redraws.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SearchOperator } from '../../schemas/grid-options';
import type { SavedQuery } from './saved-queries';
import type { Row } from './cell-value';
import type { ApiErrorMarker } from './data-providers';
import type { RowProblem } from './import-validation';
import type { SortState } from './list-request';
import type { FilterField } from './search-query';

export type ImportPhase = 'idle' | 'uploading' | 'parsing' | 'done' | 'error';

export interface ImportStatus {
  phase: ImportPhase;
  /** Upload progress, 0 to 1. */
  progress: number;
  fileName?: string;
  message?: string;
  rowCount?: number;
  problems: RowProblem[];
}

export interface ExportStatus {
  running: boolean;
  done: number;
  total: number;
  message?: string;
  /** The user asked to stop: the export stops before its next slice of rows. */
  cancelling?: boolean;
}

export interface TableState {
  rows: Row[];
  totalRecords: number;
  /** Initial state (§3.6): first 0, rows 10 (the configured page size). */
  first: number;
  rowsPerPage: number;
  sort: SortState;
  loading: boolean;
  /** Data arrived at least once. */
  loaded: boolean;
  /** The title with its placeholders evaluated after the last load. */
  title: string;
  searchType: 'simple' | 'advanced';
  simpleSearchText: string;
  simpleSearchOperator: SearchOperator;
  advancedSearchQuery: string;
  filterFields: FilterField[];
  filterPanelOpen: boolean;
  /** The user's saved advanced queries of this table (the advanced-search dropdown). */
  savedQueries: SavedQuery[];
  selection: Row | Row[] | null;
  expandedRows: Record<string, boolean>;
  importStatus: ImportStatus;
  exportStatus: ExportStatus;
  /** Each additional data provider's last result, by name (for the title and later providers). */
  providerResults: Record<string, unknown>;
  /** The failure of a provider at the last load: the rows shown are then the base rows. */
  providerFailure: ApiErrorMarker | null;
  /** Why the last load failed (its rows are then none: the ones before were for another search). */
  loadFailure: string | null;
  /** Counts the frames in which the form changed, for rows whose scripts read its data (row-scripts.ts). */
  formDataVersion: number;
}

export const IDLE_IMPORT: ImportStatus = { phase: 'idle', progress: 0, problems: [] };
export const IDLE_EXPORT: ExportStatus = { running: false, done: 0, total: 0 };

export function createTableState(
  initial: Pick<TableState, 'rowsPerPage' | 'simpleSearchOperator' | 'title' | 'savedQueries' | 'loading'>,
): StoreApi<TableState> {
  return createStore<TableState>(() => ({
    rows: [],
    totalRecords: 0,
    first: 0,
    sort: {},
    loaded: false,
    searchType: 'simple',
    simpleSearchText: '',
    advancedSearchQuery: '',
    filterFields: [],
    filterPanelOpen: false,
    selection: null,
    expandedRows: {},
    importStatus: IDLE_IMPORT,
    exportStatus: IDLE_EXPORT,
    providerResults: {},
    providerFailure: null,
    loadFailure: null,
    formDataVersion: 0,
    ...initial,
  }));
}
