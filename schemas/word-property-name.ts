// Property names of the timeline and the permission tile (spec 001 §5.3, §5.5): word characters only.
import Type from 'typebox';

export const WORD_PROPERTY_PATTERN = '^\\w+$';
export const WORD_PROPERTY_MESSAGE =
  'The property name must only contain alphanumeric characters, underscores and should not be ended by dash or dot.';

export const WordPropertyName = Type.String({
  pattern: WORD_PROPERTY_PATTERN,
  errorMessage: WORD_PROPERTY_MESSAGE,
});
