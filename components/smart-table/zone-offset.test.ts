import { describe, expect, it } from 'vitest';
import { offsetText, zoneOffsetAt } from './zone-offset';

describe('the offset of a time zone at a wall-clock time', () => {
  it('is the zone’s own, summer time included', () => {
    expect(zoneOffsetAt('2026-04-30T14:30:00', 'Asia/Singapore')).toBe(480);
    expect(zoneOffsetAt('2026-01-15T09:00:00', 'America/New_York')).toBe(-300);
    expect(zoneOffsetAt('2026-07-15T09:00:00', 'America/New_York')).toBe(-240);
    expect(zoneOffsetAt('2026-07-15T09:00:00', 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetAt('2026-07-15T09:00:00', 'UTC')).toBe(0);
  });

  it('is the one in force on either side of a change made overnight', () => {
    // New York moves its clocks on 8 March 2026 at 02:00 and back on 1 November at 02:00.
    expect(zoneOffsetAt('2026-03-08T01:59:00', 'America/New_York')).toBe(-300);
    expect(zoneOffsetAt('2026-03-08T03:00:00', 'America/New_York')).toBe(-240);
    expect(zoneOffsetAt('2026-11-01T03:00:00', 'America/New_York')).toBe(-300);
    // Midnight of the day of the change is still the day before's offset.
    expect(zoneOffsetAt('2026-03-08T00:00:00', 'America/New_York')).toBe(-300);
  });

  it('refuses a zone that is none', () => {
    expect(() => zoneOffsetAt('2026-04-30T14:30:00', 'Mars/Olympus')).toThrow(
      '"Mars/Olympus" is not a time zone',
    );
  });

  it('is written as ISO 8601 writes it', () => {
    expect([480, -300, 330, 0, -570].map(offsetText)).toEqual([
      '+08:00',
      '-05:00',
      '+05:30',
      '+00:00',
      '-09:30',
    ]);
  });
});
