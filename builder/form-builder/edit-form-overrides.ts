// Fields added to Form.io's own settings dialogs (its builder's `editForm` option: per type, tabs whose
// components are merged in by key). Form.io checks `validate.patternMessage` but its dialog has no field
// for it, and "Custom Error Message" replaces every message of the field ("is required" too).

const PATTERN_MESSAGE_FIELD = {
  weight: 131,
  type: 'textfield',
  input: true,
  key: 'validate.patternMessage',
  label: 'Regular Expression Pattern Message',
  placeholder: 'Write the date as 2026-04-30',
  tooltip:
    'Shown when the value does not match the pattern, instead of the pattern itself. The other messages (such as "is required") stay as they are.',
};

/** The types whose Validation tab has Form.io's "Regular Expression Pattern". */
const PATTERN_TYPES = ['textfield', 'textarea', 'email', 'url', 'phoneNumber', 'password'];

export const EDIT_FORM_OVERRIDES: Readonly<Record<string, readonly unknown[]>> = Object.fromEntries(
  PATTERN_TYPES.map((type) => [type, [{ key: 'validation', components: [PATTERN_MESSAGE_FIELD] }]]),
);

/** A type's overrides, as Form.io's editForm() takes them (a copy: it merges into what it is given). */
export const editFormOverridesOf = (type: string): unknown[] =>
  structuredClone([...(EDIT_FORM_OVERRIDES[type] ?? [])]);
