// What an audit entry changed, as lines a reader can follow (the Audit Trail's Changes column): one line
// per top-level field whose value differs between before and after, the raw before and after being JSON
// that only a developer reads comfortably.
import { AUDIT_FIELDS } from '../runtime/core/audit-fields';
import { canonicalJson } from './canonical-json';

/** Identity and bookkeeping fields: set by the server on every write, so they would only add noise. */
const IGNORED = new Set<string>(['id', 'version', ...AUDIT_FIELDS]);

const EMPTY = '(empty)';
const REMOVED = '(removed)';
const NO_CHANGES = '(no changes)';
const ARROW = ' → ';
/** Longest value shown, in characters; longer ones end in "…" (the full value stays in before/after). */
export const MAX_VALUE_LENGTH = 80;
/** Most lines shown; an entry with more (a large record created) ends with a count of the rest. */
export const MAX_LINES = 20;

type Fields = Record<string, unknown>;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function cut(text: string): string {
  const chars = Array.from(text);
  return chars.length > MAX_VALUE_LENGTH ? `${chars.slice(0, MAX_VALUE_LENGTH - 1).join('')}…` : text;
}

/** A value on one line: text as it is, objects and arrays as compact JSON, cut to a readable length. */
export function showValue(value: unknown): string {
  if (isEmpty(value)) return EMPTY;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Line breaks inside a value would read as further changes.
  return cut(text.replace(/\s+/g, ' ').trim()) || EMPTY;
}

/** The fields of one side; a side that is not an object (rare) is shown as one field named "value". */
function fieldsOf(side: unknown): Fields | undefined {
  if (side === null || side === undefined) return undefined;
  if (typeof side === 'object' && !Array.isArray(side)) return side as Fields;
  return { value: side };
}

/** Empty in any of its forms (missing, null, "") counts as one value, so null → "" is no change. */
const sameValue = (a: unknown, b: unknown) =>
  isEmpty(a) ? isEmpty(b) : !isEmpty(b) && canonicalJson(a) === canonicalJson(b);

function line(field: string, before: Fields | undefined, after: Fields | undefined): string | null {
  const name = field.replace(/\s+/g, ' ');
  if (!before) return isEmpty(after?.[field]) ? null : `${name}: ${showValue(after?.[field])}`;
  if (!after) return isEmpty(before[field]) ? null : `${name}: ${showValue(before[field])}${ARROW}${REMOVED}`;
  if (sameValue(before[field], after[field])) return null;
  return `${name}: ${showValue(before[field])}${ARROW}${showValue(after[field])}`;
}

/**
 * The changes between an entry's before and after, one line each ("\n" between them), fields in
 * alphabetical order:
 * - created (no before): `field: value`, empty fields left out;
 * - updated: `field: old → new`, with `(empty)` for a missing, null or "" value;
 * - deleted (no after): `field: old → (removed)`;
 * - both given but equal: `(no changes)`; neither given (a sign-in): "".
 */
export function auditChanges(before: unknown, after: unknown): string {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  if (!old && !now) return '';
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])]
    .filter((field) => !IGNORED.has(field))
    .sort((a, b) => a.localeCompare(b));
  const lines = fields.map((field) => line(field, old, now)).filter((text): text is string => text !== null);
  if (lines.length === 0) return old && now ? NO_CHANGES : '';
  if (lines.length > MAX_LINES) {
    const rest = lines.length - (MAX_LINES - 1);
    return [...lines.slice(0, MAX_LINES - 1), `… and ${rest} more fields`].join('\n');
  }
  return lines.join('\n');
}
