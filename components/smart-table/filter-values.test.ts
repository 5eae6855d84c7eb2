import { describe, expect, it } from 'vitest';
import { filterValue, FilterValueError } from './filter-values';

const amount = {
  field: 'amount',
  headerName: 'Amount',
  cellDataType: 'currency' as const,
  formatOptions: {},
};
const rate = {
  field: 'rate',
  headerName: 'Rate',
  cellDataType: 'numeric' as const,
  formatOptions: { numberFormat: 'percentage' as const },
};

describe('filterValue', () => {
  it('reads an amount as the cell shows it', () => {
    expect(filterValue('S$ 1,200.00', amount)).toBe('1200');
    expect(filterValue('1,200', amount)).toBe('1200');
    expect(() => filterValue('lots', amount)).toThrow(FilterValueError);
  });

  it('reads a percentage as the fraction the rows hold, without float noise', () => {
    expect(filterValue('12.3%', rate)).toBe('0.123');
    expect(filterValue('7%', rate)).toBe('0.07');
    expect(filterValue('0.07', rate)).toBe('0.07');
  });
});
