// Pieces the custom components' builder settings forms share. Every maker answers a new object, so
// no two forms (or two uses in one form) hold the same mutable component.
import { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from '../schemas/values/word-property-name';

/** More settings of a field; a `validate` given here is merged after what the maker sets. */
export type FieldExtras = Record<string, unknown> & { validate?: Record<string, unknown> };

export interface EditFormTab {
  label: string;
  key: string;
  components: unknown[];
}

export interface SelectOption {
  label: string;
  value: unknown;
}

/** The settings form Form.io's builder shows: one tab strip. */
export function tabbedEditForm(tabs: EditFormTab[]) {
  return { components: [{ type: 'tabs', key: 'tabs', components: tabs }] };
}

export const textField = (key: string, label: string, extras: FieldExtras = {}) => ({
  type: 'textfield',
  key,
  label,
  input: true,
  ...extras,
});

export const requiredTextField = (key: string, label: string, extras: FieldExtras = {}) =>
  textField(key, label, { ...extras, validate: { required: true, ...extras.validate } });

export const textAreaField = (key: string, label: string, extras: FieldExtras = {}) => ({
  type: 'textarea',
  key,
  label,
  input: true,
  ...extras,
});

/** A JavaScript setting, edited in the code editor. */
export const scriptField = (key: string, label: string, extras: FieldExtras = {}) =>
  textAreaField(key, label, { editor: 'ace', as: 'javascript', ...extras });

/** What a JSON list setting holds in each entry. */
export type JsonListEntries = 'any' | 'objects';

/** The message a JSON list setting refuses other text with. */
export function jsonListMessage(label: string, entries: JsonListEntries = 'any'): string {
  return entries === 'objects'
    ? `${label} must be a JSON list of objects: [ { … }, … ]`
    : `${label} must be a JSON list: [ … ]`;
}

/**
 * The dialog check of a JSON list setting, as Form.io evaluates a custom rule (`input` is the field's
 * value; `valid` what it answers). The editor keeps text that is not JSON as a string and stores parsed
 * JSON as it is: both are refused unless they are a list, so a Save never stores the text in its place.
 */
function jsonListRule(message: string, entries: JsonListEntries): string {
  const entryCheck =
    entries === 'objects'
      ? ' && input.every(function (entry) { return entry !== null && typeof entry === "object" && !Array.isArray(entry); })'
      : '';
  return (
    `valid = input === undefined || input === null || input === "" || (Array.isArray(input)${entryCheck})` +
    ` || ${JSON.stringify(message)};`
  );
}

/**
 * A JSON list setting, edited in the code editor and stored parsed. The dialog refuses to save text that
 * is not JSON, or JSON that is not a list (of objects, when `entries` says so), with a message naming it.
 */
export const jsonListField = (key: string, label: string, rows: number, entries: JsonListEntries = 'any') =>
  textAreaField(key, label, {
    as: 'json',
    editor: 'ace',
    rows,
    validate: { custom: jsonListRule(jsonListMessage(label, entries), entries) },
  });

export const checkboxField = (key: string, label: string, extras: FieldExtras = {}) => ({
  type: 'checkbox',
  key,
  label,
  input: true,
  ...extras,
});

export const numberField = (key: string, label: string, extras: FieldExtras = {}) => ({
  type: 'number',
  key,
  label,
  input: true,
  ...extras,
});

export const selectField = (
  key: string,
  label: string,
  options: readonly SelectOption[],
  extras: FieldExtras = {},
) => ({
  type: 'select',
  key,
  label,
  input: true,
  dataSrc: 'values',
  data: { values: options.map((option) => ({ ...option })) },
  ...extras,
});

/** Select options labelled with their own values. */
export const optionsLabelledByValue = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ label: String(value), value }));

/** A table of rows to fill in. */
export const rowsField = (key: string, label: string, components: unknown[], extras: FieldExtras = {}) => ({
  type: 'datagrid',
  key,
  label,
  input: true,
  // No blank row to fill in before the settings save.
  initEmpty: true,
  ...extras,
  components,
});

export const labelField = () => requiredTextField('label', 'Label');
export const keyField = () => requiredTextField('key', 'Key');
export const hideLabelField = () => checkboxField('hideLabel', 'Hide Label');

/** The property name of the timeline and the permission tile (spec 001 §5.3, §5.5). */
export const wordPropertyNameField = () =>
  requiredTextField('customOptions.propertyName', 'Property Name', {
    validate: { pattern: WORD_PROPERTY_PATTERN, patternMessage: WORD_PROPERTY_MESSAGE },
  });
