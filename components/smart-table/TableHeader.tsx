// The grid's header (spec 001 §2.1): the title, then the optional controls: the advanced-search
// dropdown and filter toggle, simple search, refresh ('Refresh Grid Data'), import and 'Export to
// Excel'; below them, a notice when an additional data provider failed (the rows are the base rows).
import { useRef } from 'react';
import { useStore } from 'zustand';
import type { SearchOperator } from '../../schemas/grid-options';
import { AdvancedSearchMenu } from './AdvancedSearchMenu';
import type { ResolvedGridOptions } from './grid-settings';
import { SearchBox } from './SearchBox';
import type { SmartTableController } from './table-controller';

interface TableHeaderProps {
  table: SmartTableController;
  options: ResolvedGridOptions;
  title: string;
  searchText: string;
  searchOperator: SearchOperator;
  filterPanelOpen: boolean;
  busy: { importing: boolean; exporting: boolean };
  onSearch(text: string): void;
  onOperator(operator: SearchOperator): void;
  onToggleFilters(): void;
  onRefresh(): void;
  onImport(file: File): void;
  onExport(): void;
}

export function TableHeader(props: TableHeaderProps) {
  const { options, busy } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const providerFailure = useStore(props.table.store, (state) => state.providerFailure);
  const loadFailure = useStore(props.table.store, (state) => state.loadFailure);
  return (
    <div className={`ignite-smart-table__header ${options.gridHeaderClass}`}>
      {props.title && (
        <h5 className={`ignite-smart-table__title ${options.gridTitleClass}`}>{props.title}</h5>
      )}
      <div className={`ignite-smart-table__controls ${options.gridSearchControlClass}`}>
        {options.advancedSearchEnabled && <AdvancedSearchMenu table={props.table} />}
        {options.advancedSearchEnabled && (
          <button
            type="button"
            className={`btn btn-sm ${props.filterPanelOpen ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={props.filterPanelOpen}
            title="Advanced Search"
            onClick={props.onToggleFilters}
          >
            <i className="pi pi-filter me-1" aria-hidden="true" />
            Advanced Search
          </button>
        )}
        {options.globalSearchEnabled && (
          <SearchBox
            text={props.searchText}
            operator={props.searchOperator}
            placeholder={options.globalSearchPlaceholder}
            onOperator={props.onOperator}
            onSearch={props.onSearch}
          />
        )}
        {options.refreshEnabled && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            title="Refresh Grid Data"
            aria-label="Refresh Grid Data"
            onClick={props.onRefresh}
          >
            <i className="pi pi-refresh" aria-hidden="true" />
          </button>
        )}
        {options.importDataEnabled && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="d-none"
              data-testid="smart-table-import-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) props.onImport(file);
              }}
            />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={busy.importing}
              onClick={() => fileInput.current?.click()}
            >
              <i className="pi pi-upload me-1" aria-hidden="true" />
              {options.importButtonDataLabel}
            </button>
          </>
        )}
        {options.exportToExcel && (
          <button
            type="button"
            className="btn btn-sm btn-outline-success"
            disabled={busy.exporting}
            onClick={props.onExport}
          >
            <i className="pi pi-file-excel me-1" aria-hidden="true" />
            Export to Excel
          </button>
        )}
      </div>
      {loadFailure && (
        <div className="alert alert-danger w-100 py-1 px-2 small mb-2" role="alert">
          The rows could not be loaded ({loadFailure}). Refresh to try again.
        </div>
      )}
      {providerFailure && (
        <div className="alert alert-warning w-100 py-1 px-2 small mb-2" role="status">
          Some related data could not be loaded ({providerFailure.apiError.message}); the table shows its own
          columns only.
        </div>
      )}
    </div>
  );
}
