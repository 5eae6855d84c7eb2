// The plain values of the API-driven text field's settings (spec 001 §3.8, §4.3), free of TypeBox.

/** DOM events a dependency may be watched with (spec 001 §4.3). */
export const CHANGE_EVENT_TYPES = ['click', 'change', 'keyup', 'keydown'] as const;
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];

export const LABEL_POSITIONS = [
  'top',
  'left-left',
  'left-right',
  'right-left',
  'right-right',
  'bottom',
] as const;

/** '*' as apiDataPath takes the whole response; as dataKey it merges the response into the root data. */
export const WHOLE_RESPONSE = '*';
