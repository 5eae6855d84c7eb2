import { describe, expect, it } from 'vitest';
import { dataAfterLoad } from './submission-data';

const data = { fineNumber: 'F-1', amount: '', payer: { name: 'Old' } };

describe('dataAfterLoad', () => {
  it('writes the value at each of its paths and leaves the given data alone', () => {
    const next = dataAfterLoad({
      data,
      dataKey: undefined,
      response: { x: 1 },
      value: 120,
      valuePaths: ['amount', 'fees.amount'],
    });
    expect(next).toEqual({ fineNumber: 'F-1', amount: 120, payer: { name: 'Old' }, fees: { amount: 120 } });
    expect(data.amount).toBe('');
  });

  it("with dataKey '*' merges the response into the root data", () => {
    const response = { payer: { name: 'New' }, court: 'SC' };
    const next = dataAfterLoad({ data, dataKey: '*', response, value: 'v', valuePaths: ['amount'] });
    expect(next).toEqual({ fineNumber: 'F-1', amount: 'v', payer: { name: 'New' }, court: 'SC' });
  });

  it("with dataKey '*' ignores a response that is not an object", () => {
    const next = dataAfterLoad({ data, dataKey: '*', response: [1, 2], value: 'v', valuePaths: ['amount'] });
    expect(next).toEqual({ ...data, amount: 'v' });
  });

  it('with another dataKey stores the response at that path', () => {
    const next = dataAfterLoad({
      data,
      dataKey: 'lookup.fine',
      response: { a: 1 },
      value: 'v',
      valuePaths: [],
    });
    expect(next.lookup).toEqual({ fine: { a: 1 } });
  });

  it('lets the field value win over a response key of the same name', () => {
    const next = dataAfterLoad({
      data,
      dataKey: '*',
      response: { amount: 'raw' },
      value: 'processed',
      valuePaths: ['amount'],
    });
    expect(next.amount).toBe('processed');
  });
});
