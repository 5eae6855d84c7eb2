// Two views of one value kept in step: a JSON text being typed is shown while it is not a value its
// owner takes (not JSON yet, empty, or JSON of the wrong shape: the value stays the last valid one) or
// while it parses to the value; any other change to the value (made in the other view) replaces the text.
import isEqual from 'lodash/isEqual';

export const jsonText = (value: unknown): string =>
  value === undefined ? '' : JSON.stringify(value, null, 2);

export type ParsedDraft = { ok: true; value: unknown } | { ok: false; error: string };

/** What a text must be, beyond JSON, for its owner to take it. */
export interface DraftRules {
  /** An empty text is no value (an optional setting left unset), not a text still to be typed. */
  emptyIsUnset?: boolean;
  /** Why the owner does not take this value (the text then stays, with the reason), or nothing. */
  refusal?(value: unknown): string | undefined;
}

export function parseDraft(text: string, rules: DraftRules = {}): ParsedDraft {
  if (text.trim() === '')
    return rules.emptyIsUnset
      ? { ok: true, value: undefined }
      : { ok: false, error: 'Not valid JSON yet: the text is empty' };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${(error as Error).message}` };
  }
  const refusal = rules.refusal?.(value);
  return refusal ? { ok: false, error: refusal } : { ok: true, value };
}

/** The text to show for `value` given what was last typed (null: nothing typed yet). */
export function shownText(draft: string | null, value: unknown, rules: DraftRules = {}): string {
  if (draft === null) return jsonText(value);
  const parsed = parseDraft(draft, rules);
  if (!parsed.ok || isEqual(parsed.value, value)) return draft;
  return jsonText(value);
}
