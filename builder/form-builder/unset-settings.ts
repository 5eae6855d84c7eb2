// Form.io's settings dialogs write an untouched field as its empty value: '' for a text field or a select,
// {} or '' for a JSON field. A smart table's grid options are checked against their schema (a select of
// import forms accepts only those forms, default data must be a list), so fields the designer left empty
// are dropped before the settings are kept: absent means "the default", as in hand-written forms.

const isUnset = (value: unknown) =>
  value === '' ||
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Drops the unset grid options of a smart table's settings, in place (other components are untouched). */
export function dropUnsetSettings(settings: Record<string, unknown>): void {
  if (settings.type !== 'smart-table') return;
  const options = settings.gridOptions;
  if (!options || typeof options !== 'object' || Array.isArray(options)) return;
  for (const [name, value] of Object.entries(options)) {
    if (isUnset(value)) delete (options as Record<string, unknown>)[name];
  }
}
