// The smart table's view (spec 001 §2.1): a wrapper holding the table and the advanced-filter panel
// (table 10 of 12 columns while the panel shows, 12 otherwise), the header, import and export progress,
// the rows (RowsTable) and the 'Loading...' spinner over them while data loads.
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { hasAccess } from '../../runtime/core/access';
import type { ActionForm } from '../../runtime/core/actions/action-context';
import type { SmartTableSettings } from '../../schemas/grid-options';
import type { ReactViewProps } from '../react-component';
import { ExportProgress } from './ExportProgress';
import { FilterPanel } from './FilterPanel';
import { ImportStatusPanel } from './ImportStatusPanel';
import { RowsTable } from './RowsTable';
import { tableControllerFor } from './table-controller';
import { exportTable } from './table-export';
import { cancelImport, importFile } from './table-import';
import { TableHeader } from './TableHeader';
import './smart-table.css';

const NO_ACLS: readonly string[] = [];

export function SmartTableView({ context, instance }: ReactViewProps<SmartTableSettings>) {
  const table = tableControllerFor(instance, context);
  // Import and export progress re-render only their own panels (a large export updates often).
  const state = useStore(
    table.store,
    useShallow(({ importStatus: _import, exportStatus: _export, ...rest }) => rest),
  );
  const importing = useStore(table.store, (s) => ['uploading', 'parsing'].includes(s.importStatus.phase));
  const exporting = useStore(table.store, (s) => s.exportStatus.running);
  const options = table.options;
  const acls = context.currentUser()?.acls ?? NO_ACLS;
  const form = (instance.root ?? instance) as unknown as ActionForm;

  if (!hasAccess(acls, options.aclResource)) return null;

  const columns = table.columns;
  const filterOpen = options.advancedSearchEnabled && state.filterPanelOpen;
  const panel = filterOpen ? (
    <div className="col-2 ignite-smart-table__filter-column">
      <FilterPanel
        columns={columns}
        fields={state.filterFields}
        otherQuery={
          state.searchType === 'advanced' && state.filterFields.length === 0
            ? state.advancedSearchQuery.trim()
            : undefined
        }
        onApply={(fields) => table.applyFilterPanel(fields)}
      />
    </div>
  ) : null;

  const body = (
    <div className={`${filterOpen ? 'col-10' : 'col-12'} ignite-smart-table__table-column`}>
      <TableHeader
        table={table}
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
      <ImportStatusPanel store={table.store} onCancel={() => cancelImport(table)} />
      <ExportProgress store={table.store} />
      <div className="ignite-smart-table__body">
        <RowsTable
          table={table}
          options={options}
          columns={columns}
          state={{
            rows: state.rows,
            first: state.first,
            rowsPerPage: state.rowsPerPage,
            totalRecords: state.totalRecords,
            sort: state.sort,
            selection: state.selection,
            expandedRows: state.expandedRows,
            formDataVersion: state.formDataVersion,
          }}
          data={table.data}
          acls={acls}
          services={() => context.actionServices(form)}
        />
        {state.loading && (
          <div className="ignite-smart-table__loading-overlay">
            <span className="ignite-smart-table__loading" role="status">
              <i className="pi pi-spin pi-spinner me-2" aria-hidden="true" />
              Loading...
            </span>
          </div>
        )}
      </div>
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
