import { describe, expect, it } from 'vitest';
import { dependencyValues, everyDependencyHasValue, hasValue } from './dependency-values';

describe('dependency values', () => {
  it('reads each dependency from the form data, dotted paths included', () => {
    const values = dependencyValues([{ fieldName: 'fineNumber' }, { fieldName: 'court.code' }], {
      fineNumber: 'F-1',
      court: { code: 'SC' },
    });
    expect([...values]).toEqual([
      ['fineNumber', 'F-1'],
      ['court.code', 'SC'],
    ]);
  });

  it('counts blank text, null, undefined, empty lists and objects as no value; false and 0 as values', () => {
    for (const empty of [undefined, null, '', '  ', [], {}])
      expect(hasValue(empty), String(empty)).toBe(false);
    for (const value of [false, 0, 'x', [1], { a: 1 }]) expect(hasValue(value), String(value)).toBe(true);
  });

  it('says every dependency has a value only when none is empty', () => {
    const deps = [{ fieldName: 'a' }, { fieldName: 'b' }];
    expect(everyDependencyHasValue(dependencyValues(deps, { a: 'x', b: 'y' }))).toBe(true);
    expect(everyDependencyHasValue(dependencyValues(deps, { a: 'x', b: '' }))).toBe(false);
    expect(everyDependencyHasValue(dependencyValues([], {}))).toBe(true);
  });
});
