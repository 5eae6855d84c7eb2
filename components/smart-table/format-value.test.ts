import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../schemas/grid-options';
import { formatDate, parseDate } from '../../runtime/core/date-format';
import { formatCellValue } from './format-value';
import { resolveColumn } from './grid-settings';
import { parseDigitsInfo } from '../../runtime/core/number-format';

const show = (value: unknown, column: Partial<ColumnDefinition>) =>
  formatCellValue(value, resolveColumn({ field: 'f', ...column }));

describe('cell formatting (spec 001 §3.3, §9)', () => {
  it("shows '--' for an empty value, or the column's defaultValueIfNull", () => {
    expect(show(null, {})).toBe('--');
    expect(show('', {})).toBe('--');
    expect(show(undefined, { defaultValueIfNull: 'n/a' })).toBe('n/a');
    expect(show(0, { cellDataType: 'number' })).toBe('0.00');
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

  it("shows every number with the default digits '1.2-2' unless the column gives its own", () => {
    expect(show(42, { cellDataType: 'numeric' })).toBe('42.00');
    expect(show(1234.5678, { cellDataType: 'number' })).toBe('1,234.57');
    expect(show('1,000', { cellDataType: 'decimal' })).toBe('1,000.00');
    expect(show(0.256, { cellDataType: 'number', formatOptions: { numberFormat: 'percentage' } })).toBe(
      '25.60%',
    );
    expect(show(1234.5678, { cellDataType: 'number', formatOptions: { digitsInfo: '1.0-0' } })).toBe('1,235');
    expect(show(3, { cellDataType: 'number', formatOptions: { decimalPlaces: 0 } })).toBe('3');
    expect(show(3, { cellDataType: 'number', formatOptions: { digitsInfo: '1.0-3' } })).toBe('3');
    // digitsInfo wins over decimalPlaces; the locale gives the separators.
    expect(
      show(1234.5, {
        cellDataType: 'number',
        formatOptions: { digitsInfo: '1.1-1', decimalPlaces: 3, localeId: 'de-DE' },
      }),
    ).toBe('1.234,5');
  });

  it('formats decimals with digitsInfo or decimalPlaces, and percentages', () => {
    expect(show(1234.5, { cellDataType: 'decimal' })).toBe('1,234.50');
    expect(show('1234.567', { cellDataType: 'decimal', formatOptions: { decimalPlaces: 1 } })).toBe(
      '1,234.6',
    );
    expect(show(7, { cellDataType: 'decimal', formatOptions: { digitsInfo: '2.0-0' } })).toBe('07');
    expect(
      show(0.256, {
        cellDataType: 'number',
        formatOptions: { numberFormat: 'percentage', decimalPlaces: 0 },
      }),
    ).toBe('26%');
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

  it('formats currency by currencyCode in localeId: the locale places the symbol and the separators', () => {
    // (de-DE puts a no-break space between the amount and the symbol.)
    const amount = (value: number, formatOptions: ColumnDefinition['formatOptions']) =>
      show(value, { cellDataType: 'currency', formatOptions });
    expect(amount(1250, { currencyCode: 'USD', localeId: 'en-US' })).toBe('$1,250.00');
    expect(amount(-1250.5, { currencyCode: 'EUR', localeId: 'de-DE' })).toBe('-1.250,50\u00a0€');
    // The currency's own decimals unless the column gives digits: none for the yen.
    expect(amount(1250, { currencyCode: 'JPY', localeId: 'ja-JP' })).toBe('￥1,250');
    expect(amount(1250.5, { currencyCode: 'JPY', decimalPlaces: 2 })).toBe('JP¥1,250.50');
    // A symbol set on the column takes the code's place in the locale's pattern.
    expect(amount(1250, { currencyCode: 'EUR', localeId: 'de-DE', currency: 'EUR' })).toBe(
      '1.250,00\u00a0EUR',
    );
    // SGD written out in the default locale shows the locale's own symbol.
    expect(amount(1250, { currencyCode: 'SGD' })).toBe('$1,250.00');
    // An unknown locale falls back to en-SG; a malformed code (saving refuses it) shows as text.
    expect(amount(1250, { currencyCode: 'USD', localeId: 'not a locale!' })).toBe('US$1,250.00');
    expect(amount(1250, { currencyCode: 'U1' })).toBe('U1 1,250.00');
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
