import { describe, expect, it } from 'vitest';
import { sortRowsLocally } from './local-sort';

const rows = [
  { ref: 'INS-10', amount: 300 },
  { ref: 'INS-2', amount: null },
  { ref: 'INS-1', amount: 100 },
];

describe('sortRowsLocally', () => {
  it('sorts text with numbers in it as numbers, both ways', () => {
    expect(sortRowsLocally(rows, { field: 'ref', order: 1 }).map((row) => row.ref)).toEqual([
      'INS-1',
      'INS-2',
      'INS-10',
    ]);
    expect(sortRowsLocally(rows, { field: 'ref', order: -1 }).map((row) => row.ref)).toEqual([
      'INS-10',
      'INS-2',
      'INS-1',
    ]);
  });

  it('puts empty values first when ascending and last when descending', () => {
    expect(sortRowsLocally(rows, { field: 'amount', order: 1 }).map((row) => row.amount)).toEqual([
      null,
      100,
      300,
    ]);
    expect(sortRowsLocally(rows, { field: 'amount', order: -1 }).map((row) => row.amount)).toEqual([
      300,
      100,
      null,
    ]);
  });

  it('keeps the order without a sort and never changes the list it is given', () => {
    const copy = [...rows];
    expect(sortRowsLocally(rows, {})).toEqual(rows);
    sortRowsLocally(rows, { field: 'ref', order: 1 });
    expect(rows).toEqual(copy);
  });
});
