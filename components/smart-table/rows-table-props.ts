// What the smart table hands the view that draws its rows (RowsTable picks GridTable or, for virtual
// scroll, VirtualRowsTable).
import type { ActionServices } from '../../runtime/core/actions/action-context';
import type { ResolvedColumn, ResolvedGridOptions } from './grid-settings';
import type { SmartTableController } from './table-controller';
import type { TableState } from './table-state';

export interface RowsTableProps {
  table: SmartTableController;
  options: ResolvedGridOptions;
  columns: ResolvedColumn[];
  state: Pick<
    TableState,
    | 'rows'
    | 'first'
    | 'rowsPerPage'
    | 'totalRecords'
    | 'sort'
    | 'selection'
    | 'expandedRows'
    | 'formDataVersion'
  >;
  data: Record<string, unknown>;
  acls: readonly string[];
  services(): ActionServices;
}
