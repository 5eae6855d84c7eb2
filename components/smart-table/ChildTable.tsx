// The expansion row's child table (spec 001 §2.1, §3.2): the row's child rows under headers that mirror
// the parent's; no paging, no refresh; 'No records to display' when empty.
import get from 'lodash/get';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { CellEnvironment } from './CellContent';
import type { Row } from './cell-value';
import { dataColumns } from './data-columns';
import { visibleColumns, type ResolvedChildGrid } from './grid-settings';

export function childRowsOf(row: Row, attribute: string): Row[] {
  const rows = get(row, attribute);
  return Array.isArray(rows) ? (rows.filter((child) => child && typeof child === 'object') as Row[]) : [];
}

export function ChildTable({ row, grid, env }: { row: Row; grid: ResolvedChildGrid; env: CellEnvironment }) {
  const rows = childRowsOf(row, grid.childRowsAttribute);
  return (
    <div className="ignite-smart-table__child">
      <DataTable
        value={rows}
        className={grid.styleClass}
        rowHover={grid.rowHover}
        emptyMessage="No records to display"
        size="small"
      >
        {grid.slnoColumnRequired && (
          <Column
            header={grid.slnoLabel}
            body={(_: Row, options: { rowIndex: number }) => options.rowIndex + 1}
            style={{ width: '4rem' }}
          />
        )}
        {dataColumns(visibleColumns(grid.columnDefinitions), env)}
      </DataTable>
    </div>
  );
}
