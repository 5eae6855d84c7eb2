// The grid's header (spec 001 §2.1): the title, then the optional controls: advanced search toggle,
// simple search, refresh ('Refresh Grid Data'), import and 'Export to Excel'.
import { useRef } from 'react';
import type { SearchOperator } from '../../schemas/grid-options';
import type { ResolvedGridOptions } from './grid-settings';
import { SearchBox } from './SearchBox';

interface TableHeaderProps {
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
  return (
    <div className={`ignite-smart-table__header ${options.gridHeaderClass}`}>
      {props.title && (
        <h5 className={`ignite-smart-table__title ${options.gridTitleClass}`}>{props.title}</h5>
      )}
      <div className={`ignite-smart-table__controls ${options.gridSearchControlClass}`}>
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
    </div>
  );
}
