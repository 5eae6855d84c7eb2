// What an audit entry changed, as lines a reader can follow (the Audit Trail's Changes column): one line
// per value that differs between before and after, the raw before and after being JSON that only a
// developer reads comfortably. Nested objects and lists of objects are followed down to their values,
// named by path (`address.city`, `events #2.amount`: the list's second item), so that one changed
// instalment reads as one line instead of two cut-off JSON texts. A list of plain values (a role's acls, a
// resource's searchable fields) is a set of names rather than a sequence: it reads as what was added and
// what was removed (`acls: added dashboard.view`), not as the positions that shifted.
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

/** Missing, null, "" and an empty list or object: nothing to show. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value).length === 0);

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

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list whose items are all plain values (text, numbers, true/false), none of them an object or list. */
const isPlainList = (value: unknown): value is unknown[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => item === null || typeof item !== 'object');

/**
 * The values inside a field's value by path, in their order: an object's by key (`address.city`), a list's
 * by its items' numbers counted from 1 (`events #2`); a list of plain values, an empty object or list, and
 * anything else, is one value.
 */
function leaves(value: unknown, path: string, into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value) && value.length > 0 && !isPlainList(value))
    value.forEach((item, index) => leaves(item, `${path} #${index + 1}`, into));
  else if (isObject(value) && Object.keys(value).length > 0)
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, into);
  else into.set(path, value);
  return into;
}

/** A plain list's items as one text: `a, b, c`. */
const showItems = (items: readonly unknown[]) =>
  showValue(items.map((item) => (isEmpty(item) ? EMPTY : String(item))).join(', '));

/** The items of `from` that `to` does not hold, as many times as `from` holds them more often. */
function itemsNotIn(from: readonly unknown[], to: readonly unknown[]): unknown[] {
  const left = new Map<string, number>();
  for (const item of to) left.set(canonicalJson(item), (left.get(canonicalJson(item)) ?? 0) + 1);
  return from.filter((item) => {
    const key = canonicalJson(item);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    return count === 0;
  });
}

/**
 * The lines of a list of plain values that changed, when both sides are such lists or empty: what was
 * added, what was removed, or that only the order changed; undefined for any other pair of values.
 */
function plainListLines(path: string, was: unknown, is: unknown): string[] | undefined {
  if (!(isPlainList(was) || isEmpty(was)) || !(isPlainList(is) || isEmpty(is))) return undefined;
  if (!isPlainList(was) && !isPlainList(is)) return undefined;
  const old = isPlainList(was) ? was : [];
  const now = isPlainList(is) ? is : [];
  const added = itemsNotIn(now, old);
  const removed = itemsNotIn(old, now);
  const lines: string[] = [];
  if (added.length > 0) lines.push(`${path}: added ${showItems(added)}`);
  if (removed.length > 0) lines.push(`${path}: removed ${showItems(removed)}`);
  if (lines.length === 0) lines.push(`${path}: order changed`);
  return lines;
}

/** The lines of one top-level field: one per value inside it that was set, changed or removed. */
function fieldLines(field: string, before: Fields | undefined, after: Fields | undefined): string[] {
  const name = field.replace(/\s+/g, ' ');
  const old = before ? leaves(before[field], name) : new Map<string, unknown>();
  const now = after ? leaves(after[field], name) : new Map<string, unknown>();
  const lines: string[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const was = old.get(path);
    const is = now.get(path);
    const shown = (value: unknown) => (isPlainList(value) ? showItems(value) : showValue(value));
    if (!before) {
      if (!isEmpty(is)) lines.push(`${path}: ${shown(is)}`);
    } else if (!after) {
      if (!isEmpty(was)) lines.push(`${path}: ${shown(was)}${ARROW}${REMOVED}`);
    } else if (!sameValue(was, is)) {
      lines.push(...(plainListLines(path, was, is) ?? [`${path}: ${shown(was)}${ARROW}${shown(is)}`]));
    }
  }
  return lines;
}

/**
 * The changes between an entry's before and after, one line each ("\n" between them), top-level fields in
 * alphabetical order and the values inside one in their own order:
 * - created (no before): `field: value`, empty values left out, a list of plain values as `a, b, c`;
 * - updated: `field: old → new`, with `(empty)` for a missing, null or "" value; a list of plain values
 *   `field: added x, y` and `field: removed z` (`field: order changed` when only its order did);
 * - deleted (no after): `field: old → (removed)`;
 * - both given but equal: `(no changes)`; neither given (a sign-in): "".
 */
export function auditChanges(before: unknown, after: unknown): string {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  if (!old && !now) return '';
  const lines = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])]
    .filter((field) => !IGNORED.has(field))
    .sort((a, b) => a.localeCompare(b))
    .flatMap((field) => fieldLines(field, old, now));
  if (lines.length === 0) return old && now ? NO_CHANGES : '';
  if (lines.length > MAX_LINES) {
    const rest = lines.length - (MAX_LINES - 1);
    return [...lines.slice(0, MAX_LINES - 1), `… and ${rest} more changes`].join('\n');
  }
  return lines.join('\n');
}
