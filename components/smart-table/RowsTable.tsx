// The rows of the smart table: PrimeReact's DataTable with lazy paging, sort, resizable headers, the
// leading selection / expander / row prefix / serial-number columns, data cells and child tables.
// Memoised on what it shows: a loading flag, the header or progress panels changing do not re-render
// its cells (PrimeReact's cells are costly: 1,200 of them for a page of 100 rows × 12 columns).
import DOMPurify from 'dompurify';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActionServices } from '../../runtime/core/actions/action-context';
import { runScript } from '../../runtime/core/script';
import { interpolateHtml } from '../../runtime/core/template';
import type { CellEnvironment } from './CellContent';
import { childExpansion, childRowsOf } from './ChildTable';
import type { Row } from './cell-value';
import { styleFromCss } from './css-style';
import { dataColumns } from './data-columns';
import { resolveChildGrid, type ResolvedColumn, type ResolvedGridOptions } from './grid-settings';
import { serialNumberOf } from './serial-number';
import type { SmartTableController } from './table-controller';
import type { TableState } from './table-state';
import { rowsViewKey, VIRTUAL_ROW_HEIGHT_PX, virtualRowHeight } from './virtual-scroll';

// The main table's data rows in the virtual scroller (not a child table's rows, an expansion or 'no records').
const VIRTUAL_CONTENT = ':scope > .p-datatable-wrapper > .p-virtualscroller > table';
const VIRTUAL_BODY_ROWS =
  `${VIRTUAL_CONTENT} > tbody.p-datatable-tbody:not(.p-datatable-virtualscroller-spacer) > ` +
  'tr:not(.p-datatable-row-expansion):not(.p-datatable-emptymessage)';

function rowClasses(
  row: Row,
  fixed: string | undefined,
  script: string | undefined,
  data: Record<string, unknown>,
) {
  let dynamic = '';
  if (script?.trim()) {
    try {
      dynamic = String(runScript(script, { row, rowData: row, data }, { resultVariable: 'rowClass' }) ?? '');
    } catch (error) {
      console.warn('dynamicDataRowClass failed', error);
    }
  }
  return [fixed, dynamic].filter(Boolean).join(' ');
}

export interface RowsTableProps {
  table: SmartTableController;
  options: ResolvedGridOptions;
  columns: ResolvedColumn[];
  state: Pick<
    TableState,
    'rows' | 'first' | 'rowsPerPage' | 'totalRecords' | 'sort' | 'selection' | 'expandedRows'
  >;
  data: Record<string, unknown>;
  acls: readonly string[];
  services(): ActionServices;
}

function RowsTableView({ table, options, columns, state, data, acls, services }: RowsTableProps) {
  const env: CellEnvironment = { gridOptions: options, data, acls, services, target: table };
  const childGrid = resolveChildGrid(options);
  const serials = useMemo(
    () => new Map(state.rows.map((row, index) => [row, state.first + index + 1])),
    [state.rows, state.first],
  );
  const identifier = options.selectedRecordIdentifierField;
  const rowsHaveKeys = state.rows.length > 0 && state.rows.every((row) => row[identifier] !== undefined);
  const selectionMode = options.checkboxSelection
    ? 'checkbox'
    : options.radioSelection
      ? 'radiobutton'
      : undefined;

  // virtualScroll: the rows' measured height is the scroller's item size, and rows of another page, sort or
  // search are shown from the top (virtual-scroll.ts says why).
  const tableRef = useRef<DataTable<DataTableValueArray>>(null);
  const [rowHeight, setRowHeight] = useState(VIRTUAL_ROW_HEIGHT_PX);
  const shownView = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (!options.virtualScroll) return;
    const view = rowsViewKey(table.rowsRequest());
    if (shownView.current !== undefined && shownView.current !== view) tableRef.current?.resetScroll();
    shownView.current = view;
  }, [options.virtualScroll, state.rows, table]);
  // The scroller draws its rows after its own first render: they are measured whenever its table resizes.
  useEffect(() => {
    const element = tableRef.current?.getElement();
    const content = element?.querySelector(VIRTUAL_CONTENT);
    if (!options.virtualScroll || !element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const drawn = [...element.querySelectorAll<HTMLElement>(VIRTUAL_BODY_ROWS)];
      const heights = drawn.map((row) => row.offsetHeight);
      setRowHeight((current) => virtualRowHeight(heights, current));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [options.virtualScroll]);

  const leadingColumns = [
    selectionMode && (
      <Column
        key="select"
        selectionMode={selectionMode === 'checkbox' ? 'multiple' : 'single'}
        headerStyle={{ width: '3rem' }}
      />
    ),
    options.needsRowExpansion && (
      <Column
        key="expand"
        expander={(row: Row) => childRowsOf(row, childGrid.childRowsAttribute).length > 0}
        style={{ width: '3rem' }}
      />
    ),
    options.dynamicRowPrefix && (
      <Column
        key="prefix"
        body={(row: Row) => (
          <span
            className="ignite-smart-table__prefix"
            dangerouslySetInnerHTML={{
              // Row values are text in the prefix's markup (interpolateHtml), like any HTML content.
              __html: DOMPurify.sanitize(
                interpolateHtml(options.dynamicRowPrefix!, { row, rowData: row, data }),
              ),
            }}
          />
        )}
        style={{ width: '3rem' }}
      />
    ),
    options.slnoColumnRequired && (
      <Column
        key="slno"
        header={options.slnoLabel}
        headerStyle={styleFromCss(options.slnoColumnStyle)}
        body={(row: Row) => serialNumberOf(row, serials.get(row) ?? 0, options.slnofield)}
      />
    ),
  ].filter(Boolean);
  const columnCount = leadingColumns.length + columns.length;

  const tableProps = {
    value: state.rows as DataTableValueArray,
    lazy: true,
    dataKey: rowsHaveKeys ? identifier : undefined,
    paginator: options.pagination,
    first: state.first,
    rows: state.rowsPerPage,
    totalRecords: state.totalRecords,
    rowsPerPageOptions: options.paginationRowsPerPageOptions,
    paginatorTemplate:
      'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    currentPageReportTemplate: 'Showing {first} to {last} of {totalRecords} records',
    onPage: (event: { first: number; rows: number }) => table.page(event.first, event.rows),
    sortField: state.sort.field,
    sortOrder: (state.sort.order ?? 0) as 1 | -1 | 0,
    removableSort: true,
    onSort: (event: { sortField: string; sortOrder: 1 | 0 | -1 | null | undefined }) =>
      table.sortBy(event.sortField, event.sortOrder),
    resizableColumns: options.resizableColumns,
    columnResizeMode: 'fit' as const,
    rowHover: options.rowHover,
    className: options.styleClass,
    tableClassName: 'ignite-smart-table__table',
    emptyMessage: <div className={options.noDataLabelStyleClass}>{options.noDataLabel}</div>,
    rowClassName: (row: Row) => rowClasses(row, options.dataRowClass, options.dynamicDataRowClass, data),
    pt: options.headerRowClass ? { headerRow: { className: options.headerRowClass } } : undefined,
    ...(options.needsRowExpansion
      ? {
          // Keyed rows expand by key (an object), others by identity (a list), as PrimeReact wants.
          expandedRows: rowsHaveKeys
            ? (state.expandedRows as DataTableExpandedRows)
            : (state.rows.filter(
                (row) => state.expandedRows[String(serials.get(row))],
              ) as DataTableValueArray),
          onRowToggle: (event: { data: DataTableExpandedRows | DataTableValueArray }) =>
            table.setExpandedRows(
              Array.isArray(event.data)
                ? Object.fromEntries(event.data.map((row) => [String(serials.get(row as Row)), true]))
                : (event.data as Record<string, boolean>),
            ),
          rowExpansionTemplate: (row: Row, expansion: { customRendering: boolean }) =>
            childExpansion(row, { grid: childGrid, env, host: table, columnCount }, expansion),
        }
      : {}),
    ...(options.virtualScroll
      ? {
          scrollable: true,
          scrollHeight: options.scrollHeight,
          virtualScrollerOptions: { itemSize: rowHeight },
        }
      : {}),
  };

  const selectionProps =
    selectionMode === 'checkbox'
      ? {
          selectionMode: 'checkbox' as const,
          selection: (Array.isArray(state.selection) ? state.selection : []) as DataTableValueArray,
          onSelectionChange: (event: { value: unknown }) => table.select(event.value as Row[]),
        }
      : selectionMode === 'radiobutton'
        ? {
            selectionMode: 'radiobutton' as const,
            selection: (Array.isArray(state.selection) ? null : state.selection) as Row | null,
            onSelectionChange: (event: { value: unknown }) => table.select(event.value as Row | null),
          }
        : {};

  // PrimeReact's selection typing is a union per mode: the props are assembled above.
  return (
    <DataTable ref={tableRef} {...(tableProps as object)} {...(selectionProps as object)}>
      {leadingColumns}
      {dataColumns(columns, env)}
    </DataTable>
  );
}

/** Re-renders only when a prop changes: the state slice is compared field by field. */
export const RowsTable = memo(RowsTableView, (before, after) => {
  const keys = Object.keys(after.state) as (keyof RowsTableProps['state'])[];
  return (
    before.table === after.table &&
    before.options.columnDefinitions === after.options.columnDefinitions &&
    before.acls === after.acls &&
    keys.every((key) => before.state[key] === after.state[key])
  );
});
