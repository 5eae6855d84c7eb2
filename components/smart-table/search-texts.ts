// What the simple search looks in on rows the grid holds itself: for each column shown, the text its cell
// shows (formatOptions, a composite column's valueFormatterTemplate, defaultValueIfNull), that text
// without its decoration, and the value as the row holds it. A user searches for what they see
// ("1,200", "15-01-2026"), and what matched the held value ("1200", "2026-01-15") still does.
import get from 'lodash/get';
import type { GridOptions } from '../../schemas/grid-options';
import { cellText, type Row } from './cell-value';
import type { ResolvedColumn } from './grid-settings';

/** The texts a search looks in for a row, cheapest first: the search stops at the first that matches. */
export type RowTexts = (row: Row) => Iterable<unknown>;

/** The values at the fields, as the rows hold them (the filter panel matches these, as the server does). */
export const heldValues =
  (fields: readonly string[]): RowTexts =>
  (row) =>
    fields.map((field) => get(row, field));

/**
 * The column as it would show the value alone: no prefix or suffix, and an empty currency symbol, so that
 * Starts With finds "1,200" in "S$ 1,200.00" and "001" in a prefixed "CF-001".
 */
function undecorated(column: ResolvedColumn): ResolvedColumn | null {
  const options = column.formatOptions;
  if (!options?.prefix && !options?.suffix && column.cellDataType !== 'currency') return null;
  return {
    ...column,
    formatOptions: { ...options, prefix: undefined, suffix: undefined, currency: '', currencySymbol: '' },
  };
}

/** What each column shown offers the simple search (see the top of this file). */
export function shownTexts(columns: readonly ResolvedColumn[], gridOptions: GridOptions): RowTexts {
  const searched = columns.map((column) => ({ column, bare: undecorated(column) }));
  return function* (row) {
    for (const { column } of searched) yield get(row, column.field);
    for (const { column, bare } of searched) {
      yield cellText(row, column, gridOptions);
      if (bare) yield cellText(row, bare, gridOptions);
    }
  };
}
