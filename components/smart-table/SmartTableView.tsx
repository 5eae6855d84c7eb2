// The smart table's view (spec 001 §2.1): a wrapper holding the table and the advanced-filter panel
// (table 10 of 12 columns while the panel shows, 12 otherwise), the header, import and export progress,
// and PrimeReact's DataTable: lazy paging with its report line, sortable and resizable headers, a
// leading selection / expander / row prefix / serial-number column, cells with actions, child tables.
import DOMPurify from 'dompurify';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { hasAccess } from '../../runtime/core/access';
import type { ActionForm } from '../../runtime/core/actions/action-context';
import { runScript } from '../../runtime/core/script';
import { interpolate } from '../../runtime/core/template';
import type { SmartTableSettings } from '../../schemas/grid-options';
import type { ReactViewProps } from '../react-component';
import type { CellEnvironment } from './CellContent';
import { ChildTable, childRowsOf } from './ChildTable';
import type { Row } from './cell-value';
import { styleFromCss } from './css-style';
import { dataColumns } from './data-columns';
import { ExportProgress } from './ExportProgress';
import { FilterPanel } from './FilterPanel';
import { resolveChildGrid } from './grid-settings';
import { ImportStatusPanel } from './ImportStatusPanel';
import { tableControllerFor } from './table-controller';
import { exportTable } from './table-export';
import { importFile } from './table-import';
import { TableHeader } from './TableHeader';
import './smart-table.css';

const ROW_HEIGHT_PX = 38;

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

export function SmartTableView({ context, instance }: ReactViewProps<SmartTableSettings>) {
  const table = tableControllerFor(instance, context);
  // Import and export progress re-render only their own panels, not the rows (a large export updates often).
  const state = useStore(
    table.store,
    useShallow(({ importStatus: _import, exportStatus: _export, ...rest }) => rest),
  );
  const importing = useStore(table.store, (s) => ['uploading', 'parsing'].includes(s.importStatus.phase));
  const exporting = useStore(table.store, (s) => s.exportStatus.running);
  const options = table.options;
  const columns = table.columns;
  const user = context.currentUser();
  const acls = user?.acls ?? [];
  const data = table.data;
  const form = (instance.root ?? instance) as unknown as ActionForm;

  const env: CellEnvironment = {
    gridOptions: options,
    data,
    acls,
    services: () => context.actionServices(form),
    target: table,
  };
  const childGrid = resolveChildGrid(options);
  const serials = useMemo(
    () => new Map(state.rows.map((row, index) => [row, state.first + index + 1])),
    [state.rows, state.first],
  );

  if (!hasAccess(acls, options.aclResource)) return null;

  const identifier = options.selectedRecordIdentifierField;
  const rowsHaveKeys = state.rows.length > 0 && state.rows.every((row) => row[identifier] !== undefined);
  const filterOpen = options.advancedSearchEnabled && state.filterPanelOpen;
  const selectionMode = options.checkboxSelection
    ? 'checkbox'
    : options.radioSelection
      ? 'radiobutton'
      : undefined;

  const panel = filterOpen ? (
    <div className="col-2 ignite-smart-table__filter-column">
      <FilterPanel
        columns={columns}
        fields={state.filterFields}
        onApply={(fields) => table.applyFilterPanel(fields)}
      />
    </div>
  ) : null;

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
    loading: state.loading,
    loadingIcon: (
      <span className="ignite-smart-table__loading" role="status">
        <i className="pi pi-spin pi-spinner me-2" aria-hidden="true" />
        Loading...
      </span>
    ),
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
          rowExpansionTemplate: (row: Row) => <ChildTable row={row} grid={childGrid} env={env} />,
        }
      : {}),
    ...(options.virtualScroll
      ? {
          scrollable: true,
          scrollHeight: options.scrollHeight,
          virtualScrollerOptions: { itemSize: ROW_HEIGHT_PX },
        }
      : {}),
  };

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
              __html: DOMPurify.sanitize(interpolate(options.dynamicRowPrefix!, { row, rowData: row, data })),
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
        body={(row: Row) => serials.get(row) ?? ''}
      />
    ),
  ].filter(Boolean);

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

  const body = (
    <div className={`${filterOpen ? 'col-10' : 'col-12'} ignite-smart-table__table-column`}>
      <TableHeader
        options={options}
        title={state.title}
        searchText={state.searchType === 'simple' ? state.simpleSearchText : ''}
        searchOperator={state.simpleSearchOperator}
        filterPanelOpen={filterOpen}
        busy={{ importing, exporting }}
        onSearch={(text) => table.search(text)}
        onOperator={(operator) => table.setSearchOperator(operator)}
        onToggleFilters={() => table.toggleFilterPanel()}
        onRefresh={() => table.reset()}
        onImport={(file) => void importFile(table, file)}
        onExport={() =>
          void exportTable(table, (blob, name) => context.actionServices(form).download(blob, name))
        }
      />
      <ImportStatusPanel store={table.store} />
      <ExportProgress store={table.store} />
      {/* PrimeReact's selection typing is a union per mode: the props are assembled above. */}
      <DataTable {...(tableProps as object)} {...(selectionProps as object)}>
        {leadingColumns}
        {dataColumns(columns, env)}
      </DataTable>
    </div>
  );

  return (
    <div className="ignite-smart-table row g-3" data-table-key={table.tableKey}>
      {options.advancedFilterPosition === 'right' ? (
        <>
          {body}
          {panel}
        </>
      ) : (
        <>
          {panel}
          {body}
        </>
      )}
    </div>
  );
}
