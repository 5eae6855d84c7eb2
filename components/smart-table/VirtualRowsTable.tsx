// The smart table's rows with virtualScroll: PrimeReact's DataTable in its virtual scroller, which draws
// only the rows in view (so its per-cell cost stays small), with lazy paging, sort, resizable headers,
// the leading selection / expander / row prefix / serial-number columns, data cells and child tables.
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CellEnvironment } from './CellContent';
import { childExpansion, childRowsOf } from './ChildTable';
import type { Row } from './cell-value';
import { dataColumns, primeColumns } from './data-columns';
import { resolveChildGrid } from './grid-settings';
import { PAGE_REPORT_TEMPLATE, PAGINATOR_PT, PAGINATOR_TEMPLATE } from './paginator-settings';
import type { RowsTableProps } from './rows-table-props';
import { EmptyRowsMessage } from './EmptyRowsMessage';
import { rowsModel } from './rows-model';
import { rowsViewKey, VIRTUAL_ROW_HEIGHT_PX, virtualRowHeight } from './virtual-scroll';

// The main table's data rows in the virtual scroller (not a child table's rows, an expansion or 'no records').
const VIRTUAL_CONTENT = ':scope > .p-datatable-wrapper > .p-virtualscroller > table';
const VIRTUAL_BODY_ROWS =
  `${VIRTUAL_CONTENT} > tbody.p-datatable-tbody:not(.p-datatable-virtualscroller-spacer) > ` +
  'tr:not(.p-datatable-row-expansion):not(.p-datatable-emptymessage)';

export function VirtualRowsTable({ table, options, columns, state, data, acls, services }: RowsTableProps) {
  const env: CellEnvironment = { gridOptions: options, data, acls, services, target: table };
  const childGrid = resolveChildGrid(options);
  const model = rowsModel(options, state.rows, state.first, data);
  const { serials, rowsHaveKeys, selectionMode } = model;

  // The rows' measured height is the scroller's item size, and rows of another page, sort or search are
  // shown from the top (virtual-scroll.ts says why).
  const tableRef = useRef<DataTable<DataTableValueArray>>(null);
  const [rowHeight, setRowHeight] = useState(VIRTUAL_ROW_HEIGHT_PX);
  const shownView = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const view = rowsViewKey(table.rowsRequest());
    if (shownView.current !== undefined && shownView.current !== view) tableRef.current?.resetScroll();
    shownView.current = view;
  }, [state.rows, table]);
  // The scroller draws its rows after its own first render: they are measured whenever its table resizes.
  useEffect(() => {
    const element = tableRef.current?.getElement();
    const content = element?.querySelector(VIRTUAL_CONTENT);
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const drawn = [...element.querySelectorAll<HTMLElement>(VIRTUAL_BODY_ROWS)];
      const heights = drawn.map((row) => row.offsetHeight);
      setRowHeight((current) => virtualRowHeight(heights, current));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

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
  ].filter(Boolean);
  const columnSpecs = [...model.prefixColumns, ...dataColumns(columns, env)];
  const columnCount = leadingColumns.length + columnSpecs.length;

  const tableProps = {
    value: state.rows as DataTableValueArray,
    lazy: true,
    dataKey: rowsHaveKeys ? options.selectedRecordIdentifierField : undefined,
    paginator: options.pagination,
    first: state.first,
    rows: state.rowsPerPage,
    totalRecords: state.totalRecords,
    rowsPerPageOptions: options.paginationRowsPerPageOptions,
    paginatorTemplate: PAGINATOR_TEMPLATE,
    currentPageReportTemplate: PAGE_REPORT_TEMPLATE,
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
    emptyMessage: <EmptyRowsMessage table={table} options={options} />,
    rowClassName: model.rowClassName,
    pt: {
      paginator: PAGINATOR_PT,
      ...(options.headerRowClass ? { headerRow: { className: options.headerRowClass } } : {}),
    },
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
    scrollable: true,
    scrollHeight: options.scrollHeight,
    virtualScrollerOptions: { itemSize: rowHeight },
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
      {primeColumns(columnSpecs)}
    </DataTable>
  );
}
