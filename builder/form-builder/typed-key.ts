// Keeps the key a designer typed in a new component's settings dialog. Form.io's builder gives a new
// component the key made from its label on each change of the label unless the dialog's data says
// `keyModified`, but it records a typed key on its own copy of the component, not in that data: a label
// changed after the key replaced the typed key. The mark is the dialog's own and is not saved.

const KEY_MODIFIED = 'keyModified';

/** What Form.io says of a field that changed, as it changes (its form's change event comes later, once). */
interface FieldChange {
  component?: { key?: string };
  flags?: { modified?: boolean };
}

export interface SettingsForm {
  data: Record<string, unknown>;
  on(event: 'componentChange', listener: (change: FieldChange) => void): void;
}

/** From the designer's first edit of the key, the dialog's data says the key is theirs. */
export function keepTypedKey(settingsForm: SettingsForm): void {
  // Each field's own change: the form's change event is debounced and names only the last field changed.
  settingsForm.on('componentChange', (change) => {
    if (change.flags?.modified && change.component?.key === 'key') settingsForm.data[KEY_MODIFIED] = true;
  });
}

/** Drops the mark from settings about to be saved, in place. */
export function dropKeyMark(settings: Record<string, unknown>): void {
  delete settings[KEY_MODIFIED];
}
