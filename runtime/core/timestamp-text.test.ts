import { describe, expect, it } from 'vitest';
import { timestampText } from './timestamp-text';

describe('timestampText', () => {
  it('writes day, short month, year and a 24-hour time in the portal locale', () => {
    const local = new Date(2026, 10, 27, 14, 5);
    expect(timestampText(local.toISOString())).toBe('27 Nov 2026, 14:05');
    expect(timestampText(new Date(2026, 0, 3, 0, 30).toISOString())).toBe('03 Jan 2026, 00:30');
  });

  it('shows what is not a moment as it came', () => {
    expect(timestampText('not a date')).toBe('not a date');
  });
});
