import { describe, expect, it } from 'vitest';
import { serialNumberOf } from './serial-number';

describe('serial numbers (slnofield)', () => {
  it("shows the record's own number at slnofield", () => {
    expect(serialNumberOf({ slNo: 7 }, 1, 'slNo')).toBe(7);
    expect(serialNumberOf({ line: { number: 12 } }, 1, 'line.number')).toBe(12);
    expect(serialNumberOf({ ref: ' A-3 ' }, 1, 'ref')).toBe('A-3');
  });

  it('numbers rows without one by their position', () => {
    expect(serialNumberOf({}, 11, 'slNo')).toBe(11);
    expect(serialNumberOf({ slNo: '' }, 2, 'slNo')).toBe(2);
    expect(serialNumberOf({ slNo: null }, 3, 'slNo')).toBe(3);
    expect(serialNumberOf({ slNo: { nested: 1 } }, 4, 'slNo')).toBe(4);
    expect(serialNumberOf({ slNo: 5 }, 6, '')).toBe(6);
  });
});
