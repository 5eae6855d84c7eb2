import { describe, expect, it } from 'vitest';
import type { NumberStyle } from './format-value';
import { excelFormat, excelNumberFormat } from './excel-number-format';

const amount = (currency: Partial<Extract<NumberStyle, { kind: 'amount' }>['currency']>): NumberStyle => ({
  kind: 'amount',
  currency: { code: 'SGD', locale: 'en-SG', ...currency },
});
const number = (digitsInfo: string, kind: 'number' | 'percentage' = 'number'): NumberStyle => ({
  kind,
  digitsInfo,
  locale: 'en-SG',
});

describe('Excel number formats of the export (spec 001 §9)', () => {
  it('quotes text, merges adjacent text, and keeps codes and bare separators as they are', () => {
    expect(excelFormat(['S$ ', 'x', { code: '#,##0' }, ''])).toBe('"S$ x"#,##0');
    expect(excelFormat(['say "hi"', { code: '0' }])).toBe('"say "\\""hi"\\"""0');
    expect(excelFormat([{ code: 'dd' }, '-', { code: 'mm' }, ' at ', { code: 'hh' }], /^[ -]+$/)).toBe(
      'dd-mm" at "hh',
    );
  });

  it("shows amounts with the column's symbol, the currency's decimals and the locale's pattern", () => {
    expect(excelNumberFormat(amount({ symbol: 'S$ ', digitsInfo: '1.2-2' }), '', '')).toBe('"S$ "#,##0.00');
    expect(excelNumberFormat(amount({ code: 'JPY' }), '', '')).toBe('"JP¥"#,##0');
    expect(excelNumberFormat(amount({ code: 'EUR', locale: 'de-DE' }), '', '')).toBe('#,##0.00"\u00a0€"');
    // A malformed code has no formatter: the grid shows its own text.
    expect(excelNumberFormat(amount({ code: 'S$' }), '', '')).toBeNull();
  });

  it('shows numbers and percentages with their digits, prefix and suffix', () => {
    expect(excelNumberFormat(number('1.2-2'), '', '')).toBe('#,##0.00');
    expect(excelNumberFormat(number('1.0-0'), '', '')).toBe('#,##0');
    expect(excelNumberFormat(number('2.0-0'), '', '')).toBe('#,#00');
    expect(excelNumberFormat(number('5.1-3'), '', '')).toBe('00,000.0##');
    expect(excelNumberFormat(number('1.1-1', 'percentage'), '', '')).toBe('#,##0.0%');
    expect(excelNumberFormat(number('1.2-2'), '', ' kg')).toBe('#,##0.00" kg"');
    // A prefix comes before the grid's minus sign, so negative numbers get a section of their own.
    expect(excelNumberFormat(number('1.2-2'), '~', '')).toBe('"~"#,##0.00;"~-"#,##0.00');
  });

  it('has none where Excel would show the number otherwise', () => {
    // '0.##' would show 3 as '3.'.
    expect(excelNumberFormat(number('1.0-2'), '', '')).toBeNull();
    // Lakhs, a lone thousand without its separator, other digits.
    expect(excelNumberFormat({ kind: 'number', digitsInfo: '1.2-2', locale: 'en-IN' }, '', '')).toBeNull();
    expect(excelNumberFormat({ kind: 'number', digitsInfo: '1.2-2', locale: 'es' }, '', '')).toBeNull();
    expect(excelNumberFormat({ kind: 'number', digitsInfo: '1.2-2', locale: 'ar-EG' }, '', '')).toBeNull();
    expect(excelNumberFormat({ kind: 'as-is' }, '', '')).toBeNull();
  });
});
