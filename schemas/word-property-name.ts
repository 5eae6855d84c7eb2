// Property names of the timeline and the permission tile (spec 001 §5.3, §5.5): word characters only.
import Type from 'typebox';
import { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from './values/word-property-name';
export * from './values/word-property-name';

export const WordPropertyName = Type.String({
  pattern: WORD_PROPERTY_PATTERN,
  errorMessage: WORD_PROPERTY_MESSAGE,
});
