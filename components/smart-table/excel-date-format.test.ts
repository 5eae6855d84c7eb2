import { describe, expect, it } from 'vitest';
import { excelDateFormat, excelSerial } from './excel-date-format';

const format = (targetFormat: string, prefix = '', suffix = '') =>
  excelDateFormat(targetFormat, prefix, suffix)?.numberFormat ?? null;

describe('Excel dates of the export (spec 001 §9)', () => {
  it("translates the column's targetFormat into Excel's codes, with time when it shows one", () => {
    expect(excelDateFormat('DD-MM-YYYY', '', '')).toEqual({ numberFormat: 'dd-mm-yyyy', withTime: false });
    expect(excelDateFormat('YYYY-MM-DD HH:mm:ss', '', '')).toEqual({
      numberFormat: 'yyyy-mm-dd hh:mm:ss',
      withTime: true,
    });
    expect(format('DD MMM YYYY, hh:mm A')).toBe('dd mmm yyyy, hh:mm AM/PM');
    expect(format('D/M/YY H:mm')).toBe('d/m/yy h:mm');
    expect(format('MMMM D')).toBe('mmmm d');
    // Text and [literals] are quoted; the prefix and suffix too.
    expect(format('DD.MM.YYYY[T]HH:mm')).toBe('dd.mm.yyyy"T"hh:mm');
    expect(format('DD-MM-YYYY', 'Due ', ' (local)')).toBe('"Due "dd-mm-yyyy" (local)"');
  });

  it('has none where Excel would show the date otherwise', () => {
    // 12-hour clock without AM/PM; 24-hour clock with it; am/pm in small letters.
    expect(format('hh:mm')).toBeNull();
    expect(format('HH:mm A')).toBeNull();
    expect(format('h:mm a')).toBeNull();
    // Excel reads mm after an hour as minutes, moment's MM is the month; and mm alone as the month.
    expect(format('HH:MM')).toBeNull();
    expect(format('mm [past] HH')).toBeNull();
    // Codes side by side read as one: DD then D is Excel's weekday.
    expect(format('DDD MM')).toBeNull();
  });

  it("gives the serial of the day and time the grid shows, from 1 March 1900 to 9999's end", () => {
    expect(excelSerial(new Date(2026, 3, 30), false)).toBe(46142);
    expect(excelSerial(new Date(2026, 3, 30, 18, 0, 0, 900), true)).toBe(46142.75);
    // Without a time shown, the day alone.
    expect(excelSerial(new Date(2026, 3, 30, 18, 0), false)).toBe(46142);
    expect(excelSerial(new Date(1900, 2, 1), false)).toBe(61);
    expect(excelSerial(new Date(1900, 1, 28), false)).toBeNull();
    expect(excelSerial(new Date(9999, 11, 31), false)).toBe(2958465);
    expect(excelSerial(new Date(10000, 0, 1), false)).toBeNull();
  });
});
