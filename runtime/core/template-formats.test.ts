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

  it('cannot be replaced by a script for the scripts after it', () => {
    runInSandbox([], 'globalThis.formatAmount = () => "free"; return 1;', {});
    expect(runInSandbox([], 'return formatAmount(1);', {})).toBe('S$ 1.00');
  });
});
