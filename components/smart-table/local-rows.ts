// Rows the grid holds itself (default data, a form field): sorted, searched and paged in the browser.
// Local sort puts nulls first and compares text by locale (spec 001 §5.1).
import get from 'lodash/get';
import type { SearchOperator } from '../../schemas/grid-options';
import type { SortState } from './list-request';
import { heldValues, type RowTexts } from './search-texts';

type Row = Record<string, unknown>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) && isEmpty(b)) return 0;
  if (isEmpty(a)) return -1;
  if (isEmpty(b)) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

export function sortRows(rows: readonly Row[], sort: SortState | undefined): Row[] {
  if (!sort?.field || !sort.order) return [...rows];
  const direction = sort.order > 0 ? 1 : -1;
  const field = sort.field;
  return [...rows].sort((a, b) => direction * compareValues(get(a, field), get(b, field)));
}

/** The text as a search compares it: any run of spaces (a formatter's no-break ones too) as one, any case. */
const searchable = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Rows where any of their texts (search-texts.ts) contains (or starts with) the text, ignoring case. */
export function searchRows(
  rows: readonly Row[],
  textsOf: RowTexts,
  text: string,
  operator: SearchOperator,
): Row[] {
  const needle = searchable(text.trim());
  if (!needle) return [...rows];
  const matches = (value: unknown) => {
    if (isEmpty(value) || typeof value === 'object') return false;
    const haystack = searchable(String(value));
    return operator === 'contains' ? haystack.includes(needle) : haystack.startsWith(needle);
  };
  return rows.filter((row) => {
    for (const value of textsOf(row)) if (matches(value)) return true;
    return false;
  });
}

/**
 * Rows whose field matches a filter field's text as the server matches it (search-query.ts): numbers
 * numerically, booleans and other equal values as typed (ignoring case), dates by prefix, text by contains.
 */
export function filterRows(
  rows: readonly Row[],
  field: string,
  text: string,
  match: 'equals' | 'startsWith' | 'contains',
): Row[] {
  const needle = text.trim();
  if (!needle) return [...rows];
  if (match !== 'equals')
    return searchRows(rows, heldValues([field]), needle, match === 'contains' ? 'contains' : 'starts_with');
  const number = Number(needle);
  return rows.filter((row) => {
    const value = get(row, field);
    if (isEmpty(value) || typeof value === 'object') return false;
    if (typeof value === 'number') return Number.isFinite(number) && value === number;
    return String(value).toLowerCase() === needle.toLowerCase();
  });
}

export function pageRows(rows: readonly Row[], first: number, size: number): Row[] {
  return rows.slice(first, first + size);
}
