// One load of the grid's rows (spec 001 §4.1): static default data first, then the form's context
// data, then the remote API. Rows held locally are searched (for what their cells show), sorted and
// paged here; the API pages on the server, except when it answers a plain list (pageDataFieldName '*',
// §3.1, §7.1): that list is every row, asked for once (up to the REST service's 1,000) and then held,
// searched, sorted and paged here like local data. A missing API URL logs 'Grid API Url not populated'
// and answers no data (§8).
import get from 'lodash/get';
import type { SearchOperator } from '../../schemas/grid-options';
import type { Row } from './cell-value';
import type { ResolvedColumn, ResolvedGridOptions } from './grid-settings';
import { REST_DEFAULT_PAGE_SIZE, type RestClient } from '../../runtime/core/rest-client';
import { listCall, type SortState } from './list-request';
import { filterValue, FilterValueError } from './filter-values';
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
  // Filter fields match as on the server, by the column's type, with the value the rows hold.
  for (const { key, value } of request.filterFields) {
    const column = filterColumn(key, columns);
    const match = filterMatchOf(column);
    try {
      rows = filterRows(rows, key, match === 'equals' ? filterValue(value, column) : value, match);
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      console.warn(`The filter on ${key} is left out: ${error.message}`);
    }
  }
  rows = sortRows(rows, request.sort);
  return {
    rows: options.pagination ? pageRows(rows, request.first, request.rows) : rows,
    totalRecords: rows.length,
  };
}

/** The plain list of an API that answers one (pageDataFieldName '*'), with the call it answered. */
export interface HeldList {
  call: string;
  rows: Row[];
}

/**
 * The list call of an API's plain list: the first 1,000 rows, in the default order (sorted here). The
 * search box and the filter panel are applied here too, to the list held, so they are not sent (the list
 * is asked for once, and a row is matched on what its cells show); only an advanced query typed as text,
 * which this side cannot read, goes to the API.
 */
const wholeListRequest = (request: RowsRequest): RowsRequest => ({
  ...request,
  first: 0,
  rows: REST_DEFAULT_PAGE_SIZE,
  sort: {},
  ...(request.simpleSearchText || request.filterFields.length > 0
    ? { searchQuery: '', urlParameters: undefined }
    : {}),
});

export function contextRows(options: ResolvedGridOptions, data: Record<string, unknown>): Row[] {
  const value = options.contextDataFieldName ? get(data, options.contextDataFieldName) : undefined;
  return Array.isArray(value) ? (value.filter((row) => row && typeof row === 'object') as Row[]) : [];
}

export interface LoadEnvironment {
  data: Record<string, unknown>;
  rest: Pick<RestClient, 'search'>;
  /** An API's plain list read before: used again when the call would be the same (paging, sorting). */
  held?: HeldList | null;
  /** Keeps an API's plain list for the loads after this one. */
  hold?(list: HeldList): void;
}

export async function loadRows(
  options: ResolvedGridOptions,
  columns: readonly ResolvedColumn[],
  request: RowsRequest,
  env: LoadEnvironment,
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
      const wholeList = options.pageDataFieldName === '*';
      const call = listCall(
        options.apiUrl,
        wholeList ? wholeListRequest(request) : request,
        env.data,
        options.defaultSort,
      );
      const key = JSON.stringify([call.url, call.q, call.page, call.size, call.sort]);
      if (wholeList && env.held?.call === key) return localPage(env.held.rows, request, columns, options);
      const page = readPage(
        await env.rest.search<unknown>(call.url, call.q, call, http),
        options.pageDataFieldName,
      );
      if (!page.wholeList) return page;
      if (wholeList) env.hold?.({ call: key, rows: page.rows });
      // Every row, whatever was asked: searched, sorted and paged here.
      return localPage(page.rows, request, columns, options);
    }
  }
}
