// The selection as stored at selectedRecordStorageField (spec 001 §3.1): identifiers
// (selectedRecordIdentifierField, default 'id') or whole records with useCompleteRecordDataAsSelection;
// a list for checkboxes, one value for a radio button.
import get from 'lodash/get';
import type { Row } from './cell-value';

export interface SelectionSettings {
  multiple: boolean;
  identifierField: string;
  wholeRecord: boolean;
}

export function storedSelection(selected: Row | Row[] | null, settings: SelectionSettings): unknown {
  const stored = (row: Row) => (settings.wholeRecord ? row : get(row, settings.identifierField));
  if (settings.multiple) return (Array.isArray(selected) ? selected : selected ? [selected] : []).map(stored);
  const row = Array.isArray(selected) ? selected[0] : selected;
  return row ? stored(row) : null;
}

/** The identifier of a stored selection's entry (an identifier, or a whole record's). */
function storedId(value: unknown, settings: SelectionSettings): string {
  return String(value && typeof value === 'object' ? get(value, settings.identifierField) : value);
}

/**
 * A checkbox selection across pages: what was stored for rows not on this page, then this page's
 * selection. Ticks on page 1 stay when page 2 is ticked; unticking here touches this page's rows only.
 */
export function mergedSelection(
  stored: unknown,
  pageRows: readonly Row[],
  pageSelection: readonly Row[],
  settings: SelectionSettings,
): unknown[] {
  const onPage = new Set(pageRows.map((row) => String(get(row, settings.identifierField))));
  const elsewhere = (Array.isArray(stored) ? stored : []).filter(
    (value) => !onPage.has(storedId(value, settings)),
  );
  return [...elsewhere, ...(storedSelection([...pageSelection], settings) as unknown[])];
}

/** The rows of this page that a stored selection names (for showing it ticked). */
export function rowsOfSelection(
  stored: unknown,
  rows: readonly Row[],
  settings: SelectionSettings,
): Row | Row[] | null {
  const values = Array.isArray(stored) ? stored : stored === null || stored === undefined ? [] : [stored];
  const ids = new Set(values.map((value) => storedId(value, settings)));
  const picked = rows.filter((row) => ids.has(String(get(row, settings.identifierField))));
  return settings.multiple ? picked : (picked[0] ?? null);
}
