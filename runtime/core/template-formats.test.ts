import { describe, expect, it } from 'vitest';
import { runInSandbox } from './script-sandbox';
import { interpolate, interpolateHtml } from './template';
import { formatAmount, formatDate } from './template-formats';

describe('formatAmount', () => {
  it('shows an amount as a currency column does', () => {
    expect(formatAmount(1200)).toBe('S$ 1,200.00');
    expect(formatAmount('350')).toBe('S$ 350.00');
    expect(formatAmount('1,234.5')).toBe('S$ 1,234.50');
    expect(formatAmount(-42.125)).toBe('-S$ 42.13');
  });

  it('takes a currency code or the grid formatOptions', () => {
    expect(formatAmount(5, 'USD')).toBe('US$5.00');
    expect(formatAmount(1500, { currency: 'SGD ', digitsInfo: '1.0-0' })).toBe('SGD 1,500');
  });

  it('leaves empty values empty and other text as it is', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('n/a')).toBe('n/a');
  });
});

describe('formatDate', () => {
  it('shows a date as a date column does', () => {
    expect(formatDate('2026-01-15')).toBe('15-01-2026');
    expect(formatDate('2026-01-15 09:30:00', 'D MMM YYYY HH:mm')).toBe('15 Jan 2026 09:30');
    expect(formatDate('15/01/2026', { sourceFormat: 'DD/MM/YYYY', targetFormat: 'YYYY-MM-DD' })).toBe(
      '2026-01-15',
    );
  });

  it('leaves empty values empty and text that is no date as it is', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });

  it('reads no date with a format of more fields than a date has', () => {
    // Nine digit fields side by side: a match would backtrack in time doubling with each field.
    const digits = '123456789012345678';
    expect(formatDate(digits, { sourceFormat: 'DD'.repeat(9), targetFormat: 'YYYY' })).toBe(digits);
    expect(
      formatDate('1/2/2026 3:04:05 PM', {
        sourceFormat: 'D/M/YYYY h:mm:ss A',
        targetFormat: 'YYYY-MM-DD HH:mm',
      }),
    ).toBe('2026-02-01 15:04');
  });
});

describe('in the sandbox', () => {
  it('formats in templates with code and in HTML content', () => {
    const data = { amount: 1200, dueDate: '2026-01-15', remarks: '' };
    expect(
      interpolate('Owed {{ formatAmount(data.amount) }} by {{ formatDate(data.dueDate) }}', { data }),
    ).toBe('Owed S$ 1,200.00 by 15-01-2026');
    expect(interpolateHtml("<dd>{{ formatAmount(data.remarks) || '--' }}</dd>", { data })).toBe(
      '<dd>--</dd>',
    );
  });

  it('formats in scripts, on copies of the values', () => {
    expect(
      runInSandbox(['data'], 'return formatAmount(data.fine.amount, "USD");', {
        data: { fine: { amount: 9 } },
      }),
    ).toBe('US$9.00');
  });

  it('refuses text too long to format, saying so', () => {
    expect(() => runInSandbox([], 'return formatAmount("1".repeat(101));', {})).toThrow(
      /formatAmount takes a value of at most 100 characters/,
    );
    expect(() =>
      runInSandbox([], 'return formatDate("2026-01-15", { sourceFormat: "D".repeat(41) });', {}),
    ).toThrow(/formatDate takes options of at most 40 characters each/);
  });

  it('reads only the options it knows, as text or numbers, and no call from inside a call', () => {
    expect(
      runInSandbox(
        [],
        'return formatAmount(1500, { digitsInfo: "1.0-0", currency: { toString: () => "X" } });',
        {},
      ),
    ).toBe('S$ 1,500');
    // A getter calling it again is refused: its option is left out.
    expect(
      runInSandbox([], 'return formatAmount(1, { get currencyCode() { return formatAmount(2); } });', {}),
    ).toBe('S$ 1.00');
    // The refused call leaves the function usable.
    expect(runInSandbox([], 'return formatAmount(3);', {})).toBe('S$ 3.00');
  });

  it('cannot be replaced by a script for the scripts after it', () => {
    runInSandbox([], 'globalThis.formatAmount = () => "free"; return 1;', {});
    expect(runInSandbox([], 'return formatAmount(1);', {})).toBe('S$ 1.00');
  });
});
