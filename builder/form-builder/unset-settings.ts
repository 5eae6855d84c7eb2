// A settings dialog keeps only what the designer set. Form.io's settings dialogs write every field they
// offer: a field left alone as its default or its empty value ('' for a text field or a select, null for a
// number, false for a checkbox, [] for a list, {} or '' for a JSON field), at every depth (a smart table's
// column writes every format option it offers), in the rows they opened with and in rows added.
// Written, such a value no longer means "the default": a date column given the date formatter's untouched
// false stops formatting its dates, a child table given an untouched row hover loses it. So what
// the dialog wrote into a setting the component did not have when the dialog opened, and that is still
// what the dialog showed for it, is dropped: absent means "the default", as in hand-written forms. What
// the component had is kept as the dialog hands it on (the builder's save then keeps what did not change
// as it was loaded: saved-components.ts).
//
// Only the paths of the dialog's own fields are looked at: a value no field of the dialog writes (a screen
// configuration's steps, a request body, a popup's data, a table's default data rows, edited under Advanced
// settings or as JSON) is kept as it is, empty strings, nulls and empty objects inside it included.
// Settings edited as JSON text keep what was typed, but for a dialog field's setting the component did not
// have, typed empty ('' , null, {}): that is the field left empty, not a value.
import type { DialogFields } from './dialog-fields';

type Settings = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUnset = (value: unknown) =>
  value === '' || value === null || (isPlainObject(value) && Object.keys(value).length === 0);

/** Whether two JSON values are the same. */
export function sameJson(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => sameJson(item, right[index]));
  }
  if (!isPlainObject(left) || !isPlainObject(right)) return false;
  const names = Object.keys(left);
  if (names.length !== Object.keys(right).length) return false;
  return names.every((name) => Object.hasOwn(right, name) && sameJson(left[name], right[name]));
}

/** Whether `value` holds everything `part` holds (objects may hold more). */
function holds(value: unknown, part: unknown): boolean {
  if (isPlainObject(part))
    return isPlainObject(value) && Object.keys(part).every((name) => holds(value[name], part[name]));
  return sameJson(value, part);
}

/**
 * Pairs list items with the items the list had: first with one they `match` (unchanged), then the rest
 * with the one in their place. -1: an item the list did not have.
 */
export function pairItems(
  items: readonly unknown[],
  before: readonly unknown[],
  match: (item: unknown, earlier: unknown) => boolean,
): number[] {
  const pairs = items.map(() => -1);
  const taken = new Set<number>();
  items.forEach((item, index) => {
    const found = before.findIndex((earlier, at) => !taken.has(at) && match(item, earlier));
    if (found < 0) return;
    pairs[index] = found;
    taken.add(found);
  });
  pairs.forEach((pair, index) => {
    if (pair >= 0 || index >= before.length || taken.has(index)) return;
    pairs[index] = index;
    taken.add(index);
  });
  return pairs;
}

/** Whether a field of the dialog writes below `path` (an object holding settings, not a value). */
const holdsFields = (fields: DialogFields, path: string) =>
  [...fields.keys()].some((name) => name.startsWith(`${path}.`));

/**
 * Drops, in place, what the dialog wrote of its own into settings the component did not have: `blankOnly`
 * (settings edited as JSON text) drops the empty ones only, a default typed is kept.
 */
function dropUntouched(
  settings: Settings,
  opened: unknown,
  fields: DialogFields,
  base: string,
  blankOnly = false,
): void {
  const before = isPlainObject(opened) ? opened : {};
  for (const [name, value] of Object.entries(settings)) {
    const path = base + name;
    const had = Object.hasOwn(before, name);
    const field = fields.get(path);
    const rowFields = field?.rows;
    if (rowFields && Array.isArray(value)) {
      const openedRows = Array.isArray(before[name]) ? (before[name] as unknown[]) : [];
      // An unchanged row still holds all it held (the dialog only adds to it); an edited one keeps its place.
      const pairs = pairItems(value, openedRows, holds);
      value.forEach((row, index) => {
        if (isPlainObject(row)) dropUntouched(row, openedRows[pairs[index] ?? -1], rowFields, '', blankOnly);
      });
      // A list the component did not have, left empty (or with blank rows only).
      if (!had && value.every((row) => isPlainObject(row) && Object.keys(row).length === 0))
        delete settings[name];
    } else if (field) {
      // A field taking several values writes one empty value untouched.
      const blank = isUnset(value) || (Array.isArray(value) && value.length > 0 && value.every(isUnset));
      const untouched =
        blank || (!blankOnly && field.untouched !== undefined && sameJson(value, field.untouched.value));
      if (!had && !field.required && untouched) delete settings[name];
    } else if (isPlainObject(value) && holdsFields(fields, path)) {
      dropUntouched(value, before[name], fields, `${path}.`, blankOnly);
      if (!had && Object.keys(value).length === 0) delete settings[name];
    } else if (!had && !blankOnly && isUnset(value)) delete settings[name];
    // Any other value is no field's: kept as it is, whatever it holds.
  }
}

/** A settings dialog: the component as it opened it, and the fields it offers. */
export interface SettingsDialog {
  opened: Settings;
  fields: DialogFields;
  /** The component's JSON is edited as text instead of with the dialog's fields. */
  asText?: boolean;
}

/**
 * Keeps, in place, what the designer set of the settings a dialog hands on: what the component had, and
 * what the designer changed; a dialog's untouched fields and its empty ones go. Settings edited as JSON text
 * lose only the dialog fields' settings typed empty that the component did not have.
 */
export function keepSetSettings(settings: Settings, dialog: SettingsDialog): void {
  dropUntouched(settings, dialog.opened, dialog.fields, '', dialog.asText === true);
}
