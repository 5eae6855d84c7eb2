import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { restrictedDataPaths, setAtPath, withoutPaths } from './field-access';

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

describe('withoutPaths and setAtPath', () => {
  it('removes nested paths from a copy and sets nested values', () => {
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
    const target: Record<string, unknown> = {};
    setAtPath(target, ['a', 'b'], 1);
    expect(target).toEqual({ a: { b: 1 } });
  });
});
