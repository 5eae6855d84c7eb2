import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { putBack, restrictedDataPaths, withoutPaths } from './field-access';

const components: FormComponent[] = [
  { type: 'textfield', key: 'caseNumber', input: true },
  { type: 'number', key: 'amount', input: true, aclResource: 'fines.amount,fines.admin' },
  {
    type: 'panel',
    key: 'internal',
    input: false,
    aclResource: 'fines.internal',
    components: [{ type: 'textarea', key: 'note', input: true }],
  },
  {
    type: 'container',
    key: 'bank',
    input: true,
    components: [{ type: 'textfield', key: 'iban', input: true, aclResource: 'fines.bank' }],
  },
];

describe('restrictedDataPaths', () => {
  it('restricts fields whose acl is missing, and everything inside a restricted panel', () => {
    expect(restrictedDataPaths(components, [])).toEqual([['amount'], ['note'], ['bank', 'iban']]);
  });
  it('grants on any of comma-separated acls', () => {
    expect(restrictedDataPaths(components, ['fines.admin', 'fines.internal', 'fines.bank'])).toEqual([]);
  });
});

describe('withoutPaths', () => {
  it('removes nested paths from a copy', () => {
    const data = { amount: 5, bank: { iban: 'X', name: 'B' } };
    expect(withoutPaths(data, [['amount'], ['bank', 'iban']])).toEqual({ bank: { name: 'B' } });
    expect(data).toEqual({ amount: 5, bank: { iban: 'X', name: 'B' } });
    // Through arrays and past missing parts; what is off the paths is shared, the input untouched.
    const rows = { lines: [{ fee: 1, note: 'a' }], other: { deep: { x: 1 } }, plain: 'p' };
    const visible = withoutPaths(rows, [
      ['lines', '0', 'fee'],
      ['missing', 'x'],
      ['plain', 'x'],
    ]);
    expect(visible).toEqual({ lines: [{ note: 'a' }], other: { deep: { x: 1 } }, plain: 'p' });
    expect(rows.lines[0]).toEqual({ fee: 1, note: 'a' });
    expect(visible.other).toBe(rows.other);
  });

  it("removes a grid's column from every row, in grids within grids too", () => {
    const data = {
      contacts: [
        { name: 'A', ssn: 'S-1', phones: [{ number: '1', pin: 'p1' }] },
        { name: 'B', ssn: 'S-2', phones: [] },
        'not a row',
      ],
    };
    const visible = withoutPaths(data, [
      ['contacts', 'ssn'],
      ['contacts', 'phones', 'pin'],
    ]);
    expect(visible).toEqual({
      contacts: [{ name: 'A', phones: [{ number: '1' }] }, { name: 'B', phones: [] }, 'not a row'],
    });
    expect(data.contacts[0]).toEqual({ name: 'A', ssn: 'S-1', phones: [{ number: '1', pin: 'p1' }] });
  });
});

describe('putBack', () => {
  it('puts stored values back at nested paths, making the objects on the way', () => {
    const target: Record<string, unknown> = { amount: 1 };
    putBack(target, { bank: { iban: 'X' }, amount: 9 }, ['bank', 'iban']);
    putBack(target, { other: 1 }, ['missing', 'x']);
    expect(target).toEqual({ amount: 1, bank: { iban: 'X' } });
  });

  it("puts a grid's column back row by row, by position; new rows get nothing", () => {
    const target: Record<string, unknown> = {
      contacts: [{ name: 'A2', ssn: 'FORGED' }, { name: 'B2' }, { name: 'C (new)' }],
    };
    const stored = {
      contacts: [
        { name: 'A', ssn: 'S-1' },
        { name: 'B', ssn: 'S-2' },
      ],
    };
    putBack(target, stored, ['contacts', 'ssn']);
    expect(target.contacts).toEqual([
      { name: 'A2', ssn: 'S-1' },
      { name: 'B2', ssn: 'S-2' },
      { name: 'C (new)' },
    ]);
    const left: Record<string, unknown> = {};
    putBack(left, stored, ['contacts', 'ssn']);
    expect(left).toEqual({});
  });
});
