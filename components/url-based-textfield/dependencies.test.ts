import { describe, expect, it } from 'vitest';
import { collectDependencies, defaultEventType, eventTypeOf, keyMatches } from './dependencies';

describe('collectDependencies', () => {
  it('takes dependsOnConfig rows, the key parameter included, then deprecated dependsOn keys not listed yet', () => {
    expect(
      collectDependencies({
        dependsOnConfig: [
          { fieldName: 'fineNumber', changeEventType: 'keyup', changeEventTypeParams: 'Enter' },
          { fieldName: 'currency' },
        ],
        dependsOn: ['currency', 'court'],
      }),
    ).toEqual([
      { fieldName: 'fineNumber', changeEventType: 'keyup', key: 'Enter' },
      { fieldName: 'currency', changeEventType: undefined, key: undefined },
      { fieldName: 'court' },
    ]);
  });

  it('skips blank field names and copes with neither list', () => {
    expect(collectDependencies({ dependsOnConfig: [{ fieldName: ' ' }], dependsOn: [''] })).toEqual([]);
    expect(collectDependencies({})).toEqual([]);
  });
});

describe('event types', () => {
  it('defaults to click for a radio field and change for any other', () => {
    expect(defaultEventType('radio')).toBe('click');
    expect(defaultEventType('textfield')).toBe('change');
    expect(defaultEventType(undefined)).toBe('change');
  });

  it('keeps a configured event type whatever the field', () => {
    expect(eventTypeOf({ fieldName: 'a', changeEventType: 'keydown' }, 'radio')).toBe('keydown');
    expect(eventTypeOf({ fieldName: 'a' }, 'radio')).toBe('click');
  });

  it('matches the key parameter in any case, space and esc included; no parameter matches any key', () => {
    expect(keyMatches({ fieldName: 'a', key: 'enter' }, 'Enter')).toBe(true);
    expect(keyMatches({ fieldName: 'a', key: 'Enter' }, 'a')).toBe(false);
    expect(keyMatches({ fieldName: 'a', key: 'space' }, ' ')).toBe(true);
    expect(keyMatches({ fieldName: 'a', key: 'esc' }, 'Escape')).toBe(true);
    expect(keyMatches({ fieldName: 'a' }, 'x')).toBe(true);
  });
});
