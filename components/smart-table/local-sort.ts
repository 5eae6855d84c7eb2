// Sorting rows that are all in hand (a child table's rows) by one field, as PrimeReact's DataTable sorts
// them: text by the locale with numbers in text compared as numbers, empty values first when ascending.
import get from 'lodash/get';
import type { Row } from './cell-value';

const collator = new Intl.Collator(undefined, { numeric: true });

function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined;
  const bEmpty = b === null || b === undefined;
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? -1 : 1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The rows in the sort's order (a new list), or the rows as they are without a sort. */
export function sortRowsLocally(rows: readonly Row[], sort: { field?: string; order?: number }): Row[] {
  const { field, order } = sort;
  if (!field || !order) return [...rows];
  return [...rows].sort((a, b) => order * compareValues(get(a, field), get(b, field)));
}
