// Two views of one value kept in step: a JSON text being typed is shown while it does not parse (the
// value stays the last valid one) or while it parses to the value; any other change to the value
// (made in the other view) replaces the text.
import isEqual from 'lodash/isEqual';

export const jsonText = (value: unknown): string =>
  value === undefined ? '' : JSON.stringify(value, null, 2);

export type ParsedDraft = { ok: true; value: unknown } | { ok: false; error: string };

export function parseDraft(text: string): ParsedDraft {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${(error as Error).message}` };
  }
}

/** The text to show for `value` given what was last typed (null: nothing typed yet). */
export function shownText(draft: string | null, value: unknown): string {
  if (draft === null) return jsonText(value);
  const parsed = parseDraft(draft);
  if (!parsed.ok || isEqual(parsed.value, value)) return draft;
  return jsonText(value);
}
