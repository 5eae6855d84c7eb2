// The rows of the smart table: a page of rows drawn by GridTable (PrimeReact's markup without its per-cell
// cost) under PrimeReact's Paginator, with sort, resizable headers, the leading selection / expander /
// row prefix / serial-number columns, data cells and child tables; virtualScroll grids go to
// VirtualRowsTable. Memoised on what it shows: a loading flag, the header or progress panels changing
// do not re-render its cells.
import isEqual from 'lodash/isEqual';
import { Checkbox } from 'primereact/checkbox';
import { ChevronDownIcon } from 'primereact/icons/chevrondown';
import { ChevronRightIcon } from 'primereact/icons/chevronright';
import { Paginator } from 'primereact/paginator';
import { RadioButton } from 'primereact/radiobutton';
import { memo } from 'react';
import type { CellEnvironment } from './CellContent';
import { childExpansion, childRowsOf } from './ChildTable';
import type { Row } from './cell-value';
import { dataColumns } from './data-columns';
import type { GridColumn } from './grid-column';
import { resolveChildGrid } from './grid-settings';
import { GridTable } from './GridTable';
import { PAGE_REPORT_TEMPLATE, PAGINATOR_PT, PAGINATOR_TEMPLATE } from './paginator-settings';
import type { RowsTableProps } from './rows-table-props';
import { EmptyRowsMessage } from './EmptyRowsMessage';
import { rowsModel } from './rows-model';
import { VirtualRowsTable } from './VirtualRowsTable';

export type { RowsTableProps } from './rows-table-props';

function PagedRowsTable({ table, options, columns, state, data, acls, services }: RowsTableProps) {
  const env: CellEnvironment = { gridOptions: options, data, acls, services, target: table };
  const childGrid = resolveChildGrid(options);
  const model = rowsModel(options, state.rows, state.first, data);
  const identifier = options.selectedRecordIdentifierField;
  const rowKey = (row: Row) =>
    model.rowsHaveKeys ? String(row[identifier]) : String(model.serials.get(row) ?? '');

  // Selection: keyed rows are the same row when their keys are (another page's copy of a row included).
  const sameRow = (a: Row, b: Row) =>
    model.rowsHaveKeys ? a[identifier] === b[identifier] : a === b || isEqual(a, b);
  const selectedRows = Array.isArray(state.selection) ? state.selection : [];
  const isSelected = (row: Row) =>
    model.selectionMode === 'checkbox'
      ? selectedRows.some((selected) => sameRow(selected, row))
      : !Array.isArray(state.selection) && state.selection !== null && sameRow(state.selection, row);
  const toggle = (row: Row) => {
    if (model.selectionMode === 'checkbox') {
      table.select(
        isSelected(row) ? selectedRows.filter((selected) => !sameRow(selected, row)) : [...selectedRows, row],
      );
    } else {
      table.select(row);
    }
  };
  const allSelected = state.rows.length > 0 && state.rows.every(isSelected);

  const leading: GridColumn[] = [];
  if (model.selectionMode) {
    leading.push({
      key: 'select',
      className: 'p-selection-column',
      headerStyle: { width: '3rem' },
      header:
        model.selectionMode === 'checkbox' ? (
          <Checkbox
            checked={allSelected}
            aria-label={allSelected ? 'All items selected' : 'All items unselected'}
            onChange={() => table.select(allSelected ? [] : [...state.rows])}
            disabled={state.rows.length === 0}
          />
        ) : undefined,
      body: (row) =>
        model.selectionMode === 'checkbox' ? (
          <Checkbox checked={isSelected(row)} aria-label="Select row" onChange={() => toggle(row)} />
        ) : (
          <RadioButton checked={isSelected(row)} aria-label="Select row" onChange={() => toggle(row)} />
        ),
    });
  }
  const isExpanded = (row: Row) => state.expandedRows[rowKey(row)] === true;
  if (options.needsRowExpansion) {
    leading.push({
      key: 'expand',
      style: { width: '3rem' },
      body: (row) => {
        if (childRowsOf(row, childGrid.childRowsAttribute).length === 0) return null;
        const expanded = isExpanded(row);
        const icon = { className: 'p-row-toggler-icon', 'aria-hidden': true };
        return (
          <button
            type="button"
            className="p-row-toggler p-link"
            aria-expanded={expanded}
            aria-label={expanded ? 'Collapse row' : 'Expand row'}
            onClick={() => {
              const { [rowKey(row)]: _, ...others } = state.expandedRows;
              table.setExpandedRows(expanded ? others : { ...others, [rowKey(row)]: true });
            }}
          >
            {expanded ? <ChevronDownIcon {...icon} /> : <ChevronRightIcon {...icon} />}
          </button>
        );
      },
    });
  }
  const gridColumns = [...leading, ...model.prefixColumns, ...dataColumns(columns, env)];

  return (
    <GridTable
      rows={state.rows}
      columns={gridColumns}
      rowKey={(row, index) => (model.rowsHaveKeys ? rowKey(row) : index)}
      className={options.styleClass}
      tableClassName="ignite-smart-table__table"
      headerRowClassName={options.headerRowClass}
      rowHover={options.rowHover}
      resizableColumns={options.resizableColumns}
      selectable={model.selectionMode !== undefined}
      isSelected={model.selectionMode ? isSelected : undefined}
      sort={state.sort}
      onSort={(field, order) => table.sortBy(field, order)}
      rowClassName={model.rowClassName}
      isExpanded={options.needsRowExpansion ? isExpanded : undefined}
      rowExpansion={(row, expansion) =>
        childExpansion(row, { grid: childGrid, env, host: table, columnCount: gridColumns.length }, expansion)
      }
      emptyMessage={<EmptyRowsMessage table={table} options={options} />}
      footer={
        options.pagination && (
          <Paginator
            className="p-paginator-bottom"
            first={state.first}
            rows={state.rowsPerPage}
            totalRecords={state.totalRecords}
            rowsPerPageOptions={options.paginationRowsPerPageOptions}
            template={PAGINATOR_TEMPLATE}
            currentPageReportTemplate={PAGE_REPORT_TEMPLATE}
            pt={PAGINATOR_PT}
            onPageChange={(event) => table.page(event.first, event.rows)}
          />
        )
      }
    />
  );
}

function RowsTableView(props: RowsTableProps) {
  return props.options.virtualScroll ? <VirtualRowsTable {...props} /> : <PagedRowsTable {...props} />;
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
