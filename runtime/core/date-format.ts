// Dates in the grid (spec 001 §3.3, §9): read with the column's sourceFormat (default
// 'YYYY-MM-DD HH:mm:ss', ISO text too) and shown with its targetFormat (default 'DD-MM-YYYY'). Tokens are
// moment's: YYYY YY MMMM MMM MM M DD D HH H hh h mm ss A a, [text] literal.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A token of a date format, or a [literal]. */
export const DATE_TOKEN = /\[[^\]]*\]|YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|H|hh|h|mm|ss|A|a/g;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatDate(date: Date, format: string): string {
  const hours = date.getHours();
  return format.replace(DATE_TOKEN, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear());
      case 'YY':
        return pad(date.getFullYear() % 100);
      case 'MMMM':
        return MONTHS[date.getMonth()]!;
      case 'MMM':
        return MONTHS[date.getMonth()]!.slice(0, 3);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'DD':
        return pad(date.getDate());
      case 'D':
        return String(date.getDate());
      case 'HH':
        return pad(hours);
      case 'H':
        return String(hours);
      case 'hh':
        return pad(hours % 12 || 12);
      case 'h':
        return String(hours % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      case 'ss':
        return pad(date.getSeconds());
      case 'A':
        return hours < 12 ? 'AM' : 'PM';
      case 'a':
        return hours < 12 ? 'am' : 'pm';
      default:
        return token.slice(1, -1);
    }
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The most fields a format to read dates with may have: a date and time has seven (year to seconds and
 * AM/PM). Digit fields side by side (DDDD…) make the match backtrack, in time doubling with each one.
 */
const MAX_SOURCE_FIELDS = 8;

/** Reads text written in a format; null when it does not match (or has more fields than a date has). */
function parseWithFormat(text: string, format: string): Date | null {
  const fields: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of format.matchAll(DATE_TOKEN)) {
    pattern += escapeRegExp(format.slice(last, match.index));
    last = match.index + match[0].length;
    const token = match[0];
    if (token.startsWith('[')) {
      pattern += escapeRegExp(token.slice(1, -1));
      continue;
    }
    fields.push(token);
    if (token === 'YYYY') pattern += '(\\d{4})';
    else if (token === 'MMMM' || token === 'MMM') pattern += '([A-Za-z]+)';
    else if (token === 'A' || token === 'a') pattern += '([AaPp][Mm])';
    else pattern += '(\\d{1,2})';
  }
  pattern += escapeRegExp(format.slice(last));
  if (fields.length > MAX_SOURCE_FIELDS) return null;
  const match = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!match) return null;
  const parts = {
    year: 1970,
    month: 0,
    day: 1,
    hours: 0,
    minutes: 0,
    seconds: 0,
    pm: null as boolean | null,
  };
  fields.forEach((token, index) => {
    const raw = match[index + 1]!;
    const number = Number(raw);
    if (token === 'YYYY') parts.year = number;
    else if (token === 'YY') parts.year = 2000 + number;
    else if (token === 'MMMM' || token === 'MMM')
      parts.month = MONTHS.findIndex((month) =>
        month.toLowerCase().startsWith(raw.toLowerCase().slice(0, 3)),
      );
    else if (token === 'MM' || token === 'M') parts.month = number - 1;
    else if (token === 'DD' || token === 'D') parts.day = number;
    else if (token === 'HH' || token === 'H' || token === 'hh' || token === 'h') parts.hours = number;
    else if (token === 'mm') parts.minutes = number;
    else if (token === 'ss') parts.seconds = number;
    else parts.pm = raw.toLowerCase() === 'pm';
  });
  if (parts.pm !== null) parts.hours = (parts.hours % 12) + (parts.pm ? 12 : 0);
  if (parts.month < 0) return null;
  const date = new Date(parts.year, parts.month, parts.day, parts.hours, parts.minutes, parts.seconds);
  return Number.isNaN(date.getTime()) ? null : date;
}

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A date from a Date, epoch milliseconds, or text in the source format or ISO; null otherwise. */
export function parseDate(value: unknown, sourceFormat: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || !value.trim()) return null;
  const parsed = parseWithFormat(value, sourceFormat);
  if (parsed) return parsed;
  // A date or date-time without a zone is local, as the user wrote it; with a zone it is an instant.
  const local = ISO_LOCAL.exec(value.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
