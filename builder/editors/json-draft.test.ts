import { describe, expect, it } from 'vitest';
import { parseDraft, shownText } from './json-draft';

const settings = { key: 'pay', label: 'Pay' };
const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'Not an object';

describe('a JSON text kept in step with its value', () => {
  it('keeps an emptied text, as not JSON yet, instead of putting the value back', () => {
    expect(parseDraft('  ')).toEqual({ ok: false, error: 'Not valid JSON yet: the text is empty' });
    expect(shownText('', settings)).toBe('');
  });

  it('takes an emptied text as no value where empty means unset', () => {
    expect(parseDraft('', { emptyIsUnset: true })).toEqual({ ok: true, value: undefined });
    expect(shownText('', undefined, { emptyIsUnset: true })).toBe('');
  });

  it('keeps JSON its owner refuses, with the reason, instead of putting the value back', () => {
    expect(parseDraft('[]', { refusal: asObject })).toEqual({ ok: false, error: 'Not an object' });
    expect(shownText('[]', settings, { refusal: asObject })).toBe('[]');
    expect(parseDraft('{}', { refusal: asObject })).toEqual({ ok: true, value: {} });
  });

  it('shows the value once the text is the value, and a change made elsewhere over the text', () => {
    expect(shownText(null, settings)).toBe(JSON.stringify(settings, null, 2));
    expect(shownText('{"key":"pay","label":"Pay"}', settings)).toBe('{"key":"pay","label":"Pay"}');
    expect(shownText('{"key":"pay"}', settings)).toBe(JSON.stringify(settings, null, 2));
    expect(shownText('{"key":', settings)).toBe('{"key":');
  });
});
