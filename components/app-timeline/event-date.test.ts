import { describe, expect, it } from 'vitest';
import { formatEventDate } from './event-date';

describe('formatEventDate', () => {
  it('shows ISO dates and date-times as DD-MM-YYYY', () => {
    expect(formatEventDate('2024-02-29')).toBe('29-02-2024');
    expect(formatEventDate('2024-02-29T10:15:00Z')).toBe('29-02-2024');
    expect(formatEventDate('2024-02-29 10:15:00')).toBe('29-02-2024');
  });

  it('shows any other text as it is', () => {
    expect(formatEventDate('next week')).toBe('next week');
    expect(formatEventDate('2024-02')).toBe('2024-02');
  });
});
