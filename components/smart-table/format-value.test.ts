import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../schemas/grid-options';
import { formatDate, parseDate } from './date-format';
import { formatCellValue } from './format-value';
import { resolveColumn } from './grid-settings';
import { parseDigitsInfo } from './number-format';

const show = (value: unknown, column: Partial<ColumnDefinition>) =>
  formatCellValue(value, resolveColumn({ field: 'f', ...column }));

describe('cell formatting (spec 001 §3.3, §9)', () => {
  it("shows '--' for an empty value, or the column's defaultValueIfNull", () => {
    expect(show(null, {})).toBe('--');
    expect(show('', {})).toBe('--');
    expect(show(undefined, { defaultValueIfNull: 'n/a' })).toBe('n/a');
    expect(show(0, { cellDataType: 'number' })).toBe('0');
  });

  it('applies case, prefix and suffix', () => {
    expect(show('tan wei-ming', { formatOptions: { case: 'title_case' } })).toBe('Tan Wei-Ming');
    expect(show('Open', { formatOptions: { case: 'upper_case', prefix: '[', suffix: ']' } })).toBe('[OPEN]');
    expect(show('MiXeD', { formatOptions: { case: 'lower_case' } })).toBe('mixed');
    expect(show('As Is', { formatOptions: { case: 'no_change' } })).toBe('As Is');
  });

  it('formats dates from the source format to the target format (default DD-MM-YYYY)', () => {
    expect(show('2026-02-01', { cellDataType: 'date' })).toBe('01-02-2026');
    expect(
      show('2026-02-01 13:45:00', {
        cellDataType: 'date',
        formatOptions: { targetFormat: 'DD MMM YYYY, hh:mm A' },
      }),
    ).toBe('01 Feb 2026, 01:45 PM');
    expect(
      show('31/01/2026', {
        cellDataType: 'date',
        formatOptions: { enableDateFormatter: true, sourceFormat: 'DD/MM/YYYY', targetFormat: 'YYYY-MM-DD' },
      }),
    ).toBe('2026-01-31');
    expect(show('not a date', { cellDataType: 'date' })).toBe('not a date');
    expect(show('2026-02-01', { cellDataType: 'date', formatOptions: { enableDateFormatter: false } })).toBe(
      '2026-02-01',
    );
  });

  it('formats booleans as yes_no (default), true_false or 1_0', () => {
    expect(show(true, { cellDataType: 'boolean' })).toBe('Yes');
    expect(show(false, { cellDataType: 'boolean' })).toBe('No');
    expect(show('true', { cellDataType: 'boolean', formatOptions: { booleanFormat: 'true_false' } })).toBe(
      'True',
    );
    expect(show(false, { cellDataType: 'boolean', formatOptions: { booleanFormat: '1_0' } })).toBe('0');
  });

  it('formats decimals with digitsInfo (default 1.2-2) or decimalPlaces, and percentages', () => {
    expect(show(1234.5, { cellDataType: 'decimal' })).toBe('1,234.50');
    expect(show('1234.567', { cellDataType: 'decimal', formatOptions: { decimalPlaces: 1 } })).toBe(
      '1,234.6',
    );
    expect(show(7, { cellDataType: 'decimal', formatOptions: { digitsInfo: '2.0-0' } })).toBe('07');
    expect(show(0.256, { cellDataType: 'number', formatOptions: { numberFormat: 'percentage' } })).toBe(
      '25.6%',
    );
    expect(
      show(0.256, {
        cellDataType: 'number',
        formatOptions: { numberFormat: 'percentage', decimalPlaces: 0 },
      }),
    ).toBe('26%');
    expect(show(42, { cellDataType: 'numeric' })).toBe('42');
    expect(show(1234.5, { cellDataType: 'number', formatOptions: { disableNumberFormatter: true } })).toBe(
      '1234.5',
    );
    expect(show('abc', { cellDataType: 'number' })).toBe('abc');
  });

  it("formats currency as 'S$ ' with two decimals in en-SG by default", () => {
    expect(show(1250, { cellDataType: 'currency' })).toBe('S$ 1,250.00');
    expect(show(-5.5, { cellDataType: 'currency' })).toBe('-S$ 5.50');
    expect(
      show(99.999, { cellDataType: 'currency', formatOptions: { currency: 'US$', decimalPlaces: 0 } }),
    ).toBe('US$100');
  });

  it('reads digits info as Angular does', () => {
    expect(parseDigitsInfo('1.2-2')).toEqual({
      minimumIntegerDigits: 1,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(parseDigitsInfo('3.1-5')).toEqual({
      minimumIntegerDigits: 3,
      minimumFractionDigits: 1,
      maximumFractionDigits: 5,
    });
    expect(parseDigitsInfo('rubbish')).toBeNull();
  });

  it('round-trips date tokens', () => {
    const date = parseDate('2026-03-04 05:06:07', 'YYYY-MM-DD HH:mm:ss')!;
    expect(formatDate(date, 'D/M/YY H:mm:ss [at] h a')).toBe('4/3/26 5:06:07 at 5 am');
  });
});
