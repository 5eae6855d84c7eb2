// The main data call of an API-driven grid (spec 001 §7.1): a search of the REST service on apiUrl with
// page (1-based on the wire), size, sort and q. {{ }} placeholders come from the submission; a q the URL
// carries itself is joined with the search's q by ';'; a legacy API's advanced query string is appended
// to the URL as parameters; every query value is encoded.
import { searchUrl } from '../../runtime/core/rest-client';
import { interpolate } from '../../runtime/core/template';
import { encodeUrl, parseQueryString, queryParameter } from '../../runtime/core/url-query';
import { joinQueries } from './search-query';

export interface SortState {
  field?: string | undefined;
  /** Above 0 ascending, otherwise descending (§5.1); 0 or missing: unsorted. */
  order?: number | null | undefined;
}

export interface ListRequest {
  first: number;
  rows: number;
  sort?: SortState;
  /** The search's q (simple, filter panel or advanced query). */
  searchQuery?: string;
  /** An advanced query string for a legacy API (`status=OPEN&from=2026-01-01`), appended to the URL. */
  urlParameters?: string;
}

/** What the grid asks the REST service for: a search of `url` (placeholders filled) by `q`. */
export interface ListCall {
  url: string;
  q: string;
  /** 0-based, as the paginator counts. */
  page: number;
  size: number;
  sort: string | undefined;
}

/** 'field,asc' or 'field,desc' for a chosen sort, else the default sort (or none). */
export function sortParameter(
  sort: SortState | undefined,
  defaultSort: string | undefined,
): string | undefined {
  if (sort?.field && sort.order) return `${sort.field},${sort.order > 0 ? 'asc' : 'desc'}`;
  return defaultSort?.trim() || undefined;
}

/** Splits text at a separator, except inside {{ }} and {% %} (a template's own code). */
function splitOutsideTemplates(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const pair = text.slice(index, index + 2);
    if (pair === '{{' || pair === '{%') {
      depth++;
      index++;
    } else if ((pair === '}}' || pair === '%}') && depth > 0) {
      depth--;
      index++;
    } else if (depth === 0 && text[index] === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A URL template filled from a scope; each query value on its own, so a value holding & or = stays in it. */
export function fillUrlTemplate(template: string, scope: Record<string, unknown>): string {
  const [path = '', ...rest] = splitOutsideTemplates(template.trim(), '?');
  const filledPath = interpolate(path, scope);
  if (rest.length === 0) return filledPath;
  const pairs = splitOutsideTemplates(rest.join('?'), '&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = splitOutsideTemplates(pair, '=');
      return [interpolate(name, scope), interpolate(value.join('='), scope)] as [string, string];
    });
  return encodeUrl(filledPath, pairs);
}

/** A grid URL filled from the submission: `{{ data.x }}` and `{{ x }}` both work. */
export function fillUrl(template: string, data: Record<string, unknown>): string {
  return fillUrlTemplate(template, { ...data, data, submission: { data } });
}

/** The parameters of an advanced query string; a leading '?' or '&' is ignored. */
export function urlParameterPairs(query: string | undefined): [string, string][] {
  return parseQueryString((query ?? '').trim().replace(/^[?&]+/, '')).filter(([name]) => name !== '');
}

export function listCall(
  apiUrl: string,
  request: ListRequest,
  data: Record<string, unknown>,
  defaultSort?: string,
): ListCall {
  const url = encodeUrl(fillUrl(apiUrl, data), urlParameterPairs(request.urlParameters));
  const size = Math.max(1, request.rows);
  return {
    url,
    q: joinQueries(queryParameter(url, 'q'), request.searchQuery),
    page: Math.floor(request.first / size),
    size,
    sort: sortParameter(request.sort, defaultSort),
  };
}

/** The URL the grid's list call asks for. */
export function listRequestUrl(
  apiUrl: string,
  request: ListRequest,
  data: Record<string, unknown>,
  defaultSort?: string,
): string {
  const call = listCall(apiUrl, request, data, defaultSort);
  return searchUrl(call.url, call.q, call);
}
