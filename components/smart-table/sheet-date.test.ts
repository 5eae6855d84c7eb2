import { describe, expect, it } from 'vitest';
import { formatShows, SheetDate, sheetDateOf } from './sheet-date';

/** What exceljs gives for a date cell: the sheet's wall clock in the Date's UTC fields. */
const cell = (iso: string) => new Date(`${iso}Z`);

describe('what an Excel number format shows', () => {
  it('tells days, times and both apart, minutes from months', () => {
    expect(formatShows('mm-dd-yy')).toEqual({ date: true, time: false });
    expect(formatShows('dd/mm/yyyy')).toEqual({ date: true, time: false });
    expect(formatShows('mmm yyyy')).toEqual({ date: true, time: false });
    expect(formatShows('m/d/yy h:mm')).toEqual({ date: true, time: true });
    expect(formatShows('yyyy-mm-dd hh:mm:ss')).toEqual({ date: true, time: true });
    expect(formatShows('h:mm AM/PM')).toEqual({ date: false, time: true });
    expect(formatShows('mm:ss')).toEqual({ date: false, time: true });
    expect(formatShows('[h]:mm')).toEqual({ date: false, time: true });
  });

  it('reads past locale, colour, quoted text and escapes', () => {
    expect(formatShows('[$-409]d-mmm-yyyy;@')).toEqual({ date: true, time: false });
    expect(formatShows('[Red]dd/mm/yyyy" (hours)"')).toEqual({ date: true, time: false });
    expect(formatShows('dd\\h mm\\s')).toEqual({ date: true, time: false });
    expect(formatShows('General')).toBeUndefined();
  });
});

describe('a date cell as the sheet shows it', () => {
  it('keeps the time of a date-time cell, to the second', () => {
    expect(sheetDateOf(cell('2026-04-30T14:30:00'), 'dd/mm/yyyy hh:mm')).toEqual(
      new SheetDate('2026-04-30', '14:30:00'),
    );
    // Serials are fractions of a day: 14:30:27 may arrive a millisecond short.
    expect(sheetDateOf(cell('2026-04-30T14:30:26.999'), 'yyyy-mm-dd hh:mm:ss')).toEqual(
      new SheetDate('2026-04-30', '14:30:27'),
    );
    expect(sheetDateOf(cell('2026-04-30T23:59:59.600'), 'yyyy-mm-dd hh:mm:ss')).toEqual(
      new SheetDate('2026-05-01', '00:00:00'),
    );
  });

  it('keeps a date-only cell a date, even when its value has a time the format hides', () => {
    expect(sheetDateOf(cell('2026-01-31T00:00:00'), 'mm-dd-yy')).toEqual(
      new SheetDate('2026-01-31', undefined),
    );
    expect(sheetDateOf(cell('2026-01-31T23:59:59.700'), 'dd/mm/yyyy')).toEqual(
      new SheetDate('2026-01-31', undefined),
    );
  });

  it('gives a time-format cell its time alone', () => {
    expect(sheetDateOf(cell('1899-12-30T09:15:00'), 'h:mm AM/PM')).toEqual(
      new SheetDate(undefined, '09:15:00'),
    );
  });

  it('without a format, has a time only when the value does', () => {
    expect(sheetDateOf(cell('2026-04-30T00:00:00'), undefined)).toEqual(
      new SheetDate('2026-04-30', undefined),
    );
    expect(sheetDateOf(cell('2026-04-30T08:05:00'), 'General')).toEqual(
      new SheetDate('2026-04-30', '08:05:00'),
    );
  });

  it('reads nothing from a date that is not one', () => {
    expect(sheetDateOf(new Date(Number.NaN), 'dd/mm/yyyy')).toBeUndefined();
  });
});
