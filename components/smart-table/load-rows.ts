// One load of the grid's rows (spec 001 §4.1): static default data first, then the form's context
// data, then the remote API. Rows held locally are searched (for what their cells show), sorted and
// paged here; the API pages on the server. A missing API URL logs 'Grid API Url not populated' and
// answers no data (§8).
import get from 'lodash/get';
import type { SearchOperator } from '../../schemas/grid-options';
import type { Row } from './cell-value';
import type { ResolvedColumn, ResolvedGridOptions } from './grid-settings';
import type { RestClient } from '../../runtime/core/rest-client';
import { listCall, type SortState } from './list-request';
import { filterRows, pageRows, searchRows, sortRows } from './local-rows';
import { readPage, type PageOfRows } from './page-response';
import { filterColumn, filterMatchOf, type FilterField } from './search-query';
import { shownTexts } from './search-texts';
import type { RequestOptions } from '../../runtime/core/http';

export interface RowsRequest {
  first: number;
  rows: number;
  sort: SortState;
  /** q of the search (API data). */
  searchQuery: string;
  /** A legacy API's advanced query string, appended to the URL (advancedSearchUrlParameters). */
  urlParameters?: string;
  /** The simple search and filter fields, for rows held locally. */
  simpleSearchText: string;
  simpleSearchOperator: SearchOperator;
  filterFields: readonly FilterField[];
}

export type DataSource = 'default' | 'context' | 'api';

export function dataSourceOf(options: ResolvedGridOptions): DataSource {
  if (options.defaultData && options.defaultData.length > 0) return 'default';
  return options.gridDataContext === 'contextDataDriven' ? 'context' : 'api';
}

/** A page of rows held locally: searched for what their cells show, filtered, sorted, then paged. */
export function localPage(
  all: readonly Row[],
  request: RowsRequest,
  columns: readonly ResolvedColumn[],
  options: ResolvedGridOptions,
): PageOfRows {
  let rows = searchRows(
    all,
    shownTexts(columns, options),
    request.simpleSearchText,
    request.simpleSearchOperator,
  );
  // Filter fields match as on the server, by the column's type.
  for (const { key, value } of request.filterFields)
    rows = filterRows(rows, key, value, filterMatchOf(filterColumn(key, columns)));
  rows = sortRows(rows, request.sort);
  return {
    rows: options.pagination ? pageRows(rows, request.first, request.rows) : rows,
    totalRecords: rows.length,
  };
}

export function contextRows(options: ResolvedGridOptions, data: Record<string, unknown>): Row[] {
  const value = options.contextDataFieldName ? get(data, options.contextDataFieldName) : undefined;
  return Array.isArray(value) ? (value.filter((row) => row && typeof row === 'object') as Row[]) : [];
}

export async function loadRows(
  options: ResolvedGridOptions,
  columns: readonly ResolvedColumn[],
  request: RowsRequest,
  env: { data: Record<string, unknown>; rest: Pick<RestClient, 'search'> },
  http: RequestOptions = {},
): Promise<PageOfRows> {
  switch (dataSourceOf(options)) {
    case 'default':
      return localPage(options.defaultData as Row[], request, columns, options);
    case 'context':
      return localPage(contextRows(options, env.data), request, columns, options);
    default: {
      if (!options.apiUrl?.trim()) {
        console.error('Grid API Url not populated');
        return { rows: [], totalRecords: 0 };
      }
      const call = listCall(options.apiUrl, request, env.data, options.defaultSort);
      return readPage(
        await env.rest.search<unknown>(call.url, call.q, call, http),
        options.pageDataFieldName,
      );
    }
  }
}
