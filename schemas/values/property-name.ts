// Property names of screen configurations and components (spec 000 §5), free of TypeBox.

/** Property names: alphanumerics, underscore, dot and dash, not ending in dash or dot (spec 000 §5). */
export const PROPERTY_NAME_PATTERN = '^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$';
export const PROPERTY_NAME_MESSAGE =
  'The property name must only contain alphanumeric characters, underscores, dots and dashes and should not be ended by dash or dot.';
