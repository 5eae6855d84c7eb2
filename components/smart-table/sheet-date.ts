// A date cell of an .xlsx as the sheet shows it. Excel keeps a date as a number of days with the time of
// day as its fraction, in no time zone; exceljs hands it over as a Date whose UTC fields are that wall
// clock. Whether the cell holds a day, a time of day or both is its number format's to say: a day shown
// without its time (a date format on a value with a fraction) is the day alone.

/** A wall clock without a zone: `date` is YYYY-MM-DD, `time` HH:mm:ss; one of them at least is set. */
export class SheetDate {
  constructor(
    readonly date: string | undefined,
    readonly time: string | undefined,
  ) {}
}

interface Shown {
  date: boolean;
  time: boolean;
}

/**
 * What a number format shows, read from its first section without quoted text, escaped and padding
 * characters or [colour] and [$-locale] parts; [h] [mm] [ss] (elapsed time) are times. Undefined when it
 * shows neither (General).
 */
export function formatShows(numFmt: string): Shown | undefined {
  const codes = numFmt
    .replace(/"[^"]*"/g, '')
    .replace(/[\\_*]./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '')
    .split(';')[0]!;
  const time = /[hs]|AM\/PM|A\/P/i.test(codes);
  // m is minutes beside an hour or seconds, else the month.
  const date = /[yd]/i.test(codes) || (!time && /m/i.test(codes));
  return date || time ? { date, time } : undefined;
}

/** The cell's wall clock, to the second (as Excel shows seconds); undefined for a date exceljs could not read. */
export function sheetDateOf(value: Date, numFmt: string | undefined): SheetDate | undefined {
  if (Number.isNaN(value.getTime())) return undefined;
  const rounded = new Date(Math.round(value.getTime() / 1000) * 1000).toISOString();
  const shown = formatShows(numFmt ?? '') ?? { date: true, time: !rounded.endsWith('T00:00:00.000Z') };
  // A day alone is the day the serial falls on: 23:59:59.7 shown as a date is still that day.
  if (!shown.time) return new SheetDate(value.toISOString().slice(0, 10), undefined);
  return new SheetDate(shown.date ? rounded.slice(0, 10) : undefined, rounded.slice(11, 19));
}
