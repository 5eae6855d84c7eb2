// The offset from UTC a time zone has at a wall-clock time, to write that wall clock as an instant
// ('2026-04-30T14:30:00+08:00'). Intl knows each zone's rules, summer time included.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new Error(`"${timeZone}" is not a time zone`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone's clocks are ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wallClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The zone's offset in minutes when its clocks show `wallClock` (YYYY-MM-DDTHH:mm:ss): the offset at the
 * UTC reading, then at the instant that offset gives, in case summer time starts or ends in between.
 */
export function zoneOffsetAt(wallClock: string, timeZone: string): number {
  const asUtc = Date.parse(`${wallClock}Z`);
  const guess = offsetAt(asUtc, timeZone);
  return offsetAt(asUtc - guess * 60_000, timeZone);
}

/** An offset in minutes as ISO 8601 writes it: +08:00, -05:00, +00:00. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
