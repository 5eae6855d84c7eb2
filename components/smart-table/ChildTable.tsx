// The expansion row's child table (spec 001 §2.1, §3.2): the row's child rows under headers that mirror
// the parent's; no paging, no refresh; 'No records to display' when empty. Child rows are keyed by the
// child grid's selectedRecordIdentifierField, and the table spans rowSpanCount of the parent's columns.
import get from 'lodash/get';
import { useState } from 'react';
import type { CellEnvironment } from './CellContent';
import type { Row } from './cell-value';
import { childRowTarget, type ChildRowHost } from './child-row-target';
import { dataColumns } from './data-columns';
import type { GridColumn, SortOrder } from './grid-column';
import { visibleColumns, type ResolvedChildGrid } from './grid-settings';
import { GridTable } from './GridTable';
import { sortRowsLocally } from './local-sort';

export function childRowsOf(row: Row, attribute: string): Row[] {
  const rows = get(row, attribute);
  return Array.isArray(rows) ? (rows.filter((child) => child && typeof child === 'object') as Row[]) : [];
}

export function ChildTable({ row, grid, env }: { row: Row; grid: ResolvedChildGrid; env: CellEnvironment }) {
  // Child rows are all there: a sortable header sorts them here.
  const [sort, setSort] = useState<{ field?: string; order?: SortOrder }>({});
  const rows = sortRowsLocally(childRowsOf(row, grid.childRowsAttribute), sort);
  const identifier = grid.selectedRecordIdentifierField;
  const keyed = rows.length > 0 && rows.every((child) => get(child, identifier) !== undefined);
  const serial: GridColumn[] = grid.slnoColumnRequired
    ? [{ key: 'slno', header: grid.slnoLabel, body: (_, index) => index + 1, style: { width: '4rem' } }]
    : [];
  return (
    <div className="ignite-smart-table__child">
      <GridTable
        rows={rows}
        columns={[...serial, ...dataColumns(visibleColumns(grid.columnDefinitions), env)]}
        rowKey={(child, index) => (keyed ? String(get(child, identifier)) : index)}
        className={grid.styleClass}
        rowHover={grid.rowHover}
        size="small"
        sort={sort}
        onSort={(field, order) => setSort({ field, order })}
        emptyMessage="No records to display"
      />
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
