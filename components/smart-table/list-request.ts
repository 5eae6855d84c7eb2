// The main data call of an API-driven grid (spec 001 §7.1): GET apiUrl with page (1-based), size, sort
// and q. {{ }} placeholders come from the submission; a q the URL carries itself is joined with the
// search's q by ';'; every query value is encoded.
import { interpolate } from '../../runtime/core/template';
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
}

/** 'field,asc' or 'field,desc' for a chosen sort, else the default sort (or none). */
export function sortParameter(
  sort: SortState | undefined,
  defaultSort: string | undefined,
): string | undefined {
  if (sort?.field && sort.order) return `${sort.field},${sort.order > 0 ? 'asc' : 'desc'}`;
  return defaultSort?.trim() || undefined;
}

/** Splits a query string into decoded pairs; a malformed escape is kept as written. */
function parseQuery(query: string): [string, string][] {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

/** The URL with its query values encoded (placeholders may have put anything there). */
export function encodeUrl(url: string, extra: [string, string | undefined][] = []): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const pairs = at < 0 ? [] : parseQuery(url.slice(at + 1));
  const names = new Set(extra.map(([name]) => name));
  const all = [...pairs.filter(([name]) => !names.has(name)), ...extra].filter(
    (pair): pair is [string, string] => pair[1] !== undefined,
  );
  if (all.length === 0) return path;
  return `${path}?${all.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
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

export function listRequestUrl(
  apiUrl: string,
  request: ListRequest,
  data: Record<string, unknown>,
  defaultSort?: string,
): string {
  const url = fillUrl(apiUrl, data);
  const at = url.indexOf('?');
  const ownQuery = at < 0 ? undefined : parseQuery(url.slice(at + 1)).find(([name]) => name === 'q')?.[1];
  const rows = Math.max(1, request.rows);
  return encodeUrl(url, [
    ['page', String(Math.floor(request.first / rows) + 1)],
    ['size', String(rows)],
    ['sort', sortParameter(request.sort, defaultSort)],
    ['q', joinQueries(ownQuery, request.searchQuery) || undefined],
  ]);
}
