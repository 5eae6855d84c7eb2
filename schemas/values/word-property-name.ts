// The plain values of property names made of word characters (spec 001 §5.3, §5.5), free of TypeBox.

export const WORD_PROPERTY_PATTERN = '^\\w+$';
export const WORD_PROPERTY_MESSAGE =
  'The property name must only contain alphanumeric characters, underscores and should not be ended by dash or dot.';
