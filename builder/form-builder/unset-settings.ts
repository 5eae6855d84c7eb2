// Form.io's settings dialogs write an untouched field as its empty value: '' for a text field or a select,
// null for a number, {} or '' for a JSON field, at every depth (a smart table's column writes every format
// option it offers). A smart table's grid options and a screen configuration are checked against their
// schemas (a select of import forms accepts only those forms, default data must be a list, a currency code
// is three letters, an empty redirect URL is not "none"), so the fields the designer left empty are dropped
// before the settings are kept, in lists and their rows too: absent means "the default", as in
// hand-written forms.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUnset = (value: unknown) =>
  value === '' || value === null || (isPlainObject(value) && Object.keys(value).length === 0);

/** Drops the unset fields of an object, and of the objects in it and in its lists, in place. */
function dropUnsetFields(options: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(options)) {
    if (isPlainObject(value)) dropUnsetFields(value);
    else if (Array.isArray(value)) for (const item of value) if (isPlainObject(item)) dropUnsetFields(item);
    if (isUnset(value)) delete options[name];
  }
}

/**
 * Drops the unset settings of a smart table's grid options and of a screen configuration, in place (other
 * components are untouched).
 */
export function dropUnsetSettings(settings: Record<string, unknown>): void {
  if (settings.type === 'smart-table' && isPlainObject(settings.gridOptions))
    dropUnsetFields(settings.gridOptions);
  if (settings.type === 'screen-config') dropUnsetFields(settings);
}
