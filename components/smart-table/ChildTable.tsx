// The expansion row's child table (spec 001 §2.1, §3.2): the row's child rows under headers that mirror
// the parent's; no paging, no refresh; 'No records to display' when empty. Child rows are keyed by the
// child grid's selectedRecordIdentifierField, and the table spans rowSpanCount of the parent's columns.
import get from 'lodash/get';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { CellEnvironment } from './CellContent';
import type { Row } from './cell-value';
import { childRowTarget, type ChildRowHost } from './child-row-target';
import { dataColumns } from './data-columns';
import { visibleColumns, type ResolvedChildGrid } from './grid-settings';

export function childRowsOf(row: Row, attribute: string): Row[] {
  const rows = get(row, attribute);
  return Array.isArray(rows) ? (rows.filter((child) => child && typeof child === 'object') as Row[]) : [];
}

export function ChildTable({ row, grid, env }: { row: Row; grid: ResolvedChildGrid; env: CellEnvironment }) {
  const rows = childRowsOf(row, grid.childRowsAttribute);
  const identifier = grid.selectedRecordIdentifierField;
  const keyed = rows.length > 0 && rows.every((child) => get(child, identifier) !== undefined);
  return (
    <div className="ignite-smart-table__child">
      <DataTable
        value={rows}
        dataKey={keyed ? identifier : undefined}
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

export interface ChildExpansion {
  grid: ResolvedChildGrid;
  env: CellEnvironment;
  host: ChildRowHost;
  /** How many columns the parent's rows have, the leading ones included. */
  columnCount: number;
}

/**
 * The expansion row's content for PrimeReact's rowExpansionTemplate. With a rowSpanCount below the
 * parent's column count the cells are drawn here: the child table over the first rowSpanCount columns,
 * one empty cell over the rest.
 */
export function childExpansion(row: Row, expansion: ChildExpansion, options: { customRendering: boolean }) {
  const { grid, host, columnCount } = expansion;
  const env = { ...expansion.env, target: childRowTarget(host, row, grid) };
  const table = <ChildTable row={row} grid={grid} env={env} />;
  const span = grid.rowSpanCount;
  if (span === undefined || span >= columnCount) return table;
  options.customRendering = true;
  return (
    <>
      <td colSpan={span} role="cell" className="ignite-smart-table__child-cell">
        {table}
      </td>
      <td colSpan={columnCount - span} role="cell" className="ignite-smart-table__child-rest" />
    </>
  );
}
