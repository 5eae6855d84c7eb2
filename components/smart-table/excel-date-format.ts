// Excel dates for the export (spec 001 §9): a date column's values become serial numbers (days since
// 30 December 1899, the time of day a fraction), shown through a format translated from the column's
// targetFormat, so the sheet sorts and filters them as dates. Month names are Excel's, in the reader's
// language.
import { DATE_TOKEN } from '../../runtime/core/date-format';
import { excelFormat, type FormatPart } from './excel-number-format';

/** moment's tokens as Excel's codes; 'a' (am/pm in small letters) has none that shows it alike. */
const CODES: Record<string, string> = {
  YYYY: 'yyyy',
  YY: 'yy',
  MMMM: 'mmmm',
  MMM: 'mmm',
  MM: 'mm',
  M: 'm',
  DD: 'dd',
  D: 'd',
  HH: 'hh',
  H: 'h',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  ss: 'ss',
  A: 'AM/PM',
};
const HOURS_24 = new Set(['HH', 'H']);
const HOURS_12 = new Set(['hh', 'h']);
const TIME_TOKENS = new Set(['HH', 'H', 'hh', 'h', 'mm', 'ss', 'A']);

/** Separators Excel shows as themselves in a date format, left unquoted. */
const BARE = /^[ \-/:.,]+$/;

export interface ExcelDateFormat {
  numberFormat: string;
  /** Whether the format shows a time: without one, the serial is the whole day. */
  withTime: boolean;
}

/**
 * Excel's m and mm are minutes right after an hour or right before seconds, months elsewhere; moment's
 * are always minutes (MM months). True when each reads as the column means it.
 */
function monthsAndMinutesAgree(tokens: readonly string[]): boolean {
  return tokens.every((token, index) => {
    if (token !== 'mm' && token !== 'MM' && token !== 'M') return true;
    const previous = tokens[index - 1] ?? '';
    const readsMinutes = HOURS_24.has(previous) || HOURS_12.has(previous) || tokens[index + 1] === 'ss';
    return readsMinutes === (token === 'mm');
  });
}

/**
 * The Excel format showing dates as the column's targetFormat does, prefix and suffix included; null
 * where Excel has none that shows them alike.
 */
export function excelDateFormat(
  targetFormat: string,
  prefix: string,
  suffix: string,
): ExcelDateFormat | null {
  const parts: FormatPart[] = [prefix];
  const tokens: string[] = [];
  let last = 0;
  for (const match of targetFormat.matchAll(DATE_TOKEN)) {
    const text = targetFormat.slice(last, match.index);
    last = match.index + match[0].length;
    if (text) parts.push(text);
    const token = match[0];
    if (token.startsWith('[')) {
      if (token.length > 2) parts.push(token.slice(1, -1));
      continue;
    }
    const code = CODES[token];
    if (!code) return null;
    // Codes side by side read as one: DD then D would be Excel's weekday, ddd.
    const previous = parts.at(-1);
    if (typeof previous === 'object' && previous.code[0] === code[0]) return null;
    parts.push({ code });
    tokens.push(token);
  }
  parts.push(targetFormat.slice(last), suffix);
  if (!monthsAndMinutesAgree(tokens)) return null;
  // With AM/PM anywhere, Excel's hours run 1 to 12; without, 0 to 23.
  const halfDay = tokens.includes('A');
  if (tokens.some((token) => (halfDay ? HOURS_24.has(token) : HOURS_12.has(token)))) return null;
  return {
    numberFormat: excelFormat(parts, BARE),
    withTime: tokens.some((token) => TIME_TOKENS.has(token)),
  };
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * The serial of the day and time the grid shows (the date's local ones), to the second (Excel would round
 * a shown second up); whole days when the column shows no time. Null before 1 March 1900 (Excel counts a
 * 29 February 1900 that never was) and after 9999, which Excel cannot show.
 */
export function excelSerial(date: Date, withTime: boolean): number | null {
  const year = date.getFullYear();
  if (year < 1900 || year > 9999) return null;
  const day = (Date.UTC(year, date.getMonth(), date.getDate()) - EXCEL_EPOCH) / DAY_MS;
  if (day < 61) return null;
  if (!withTime) return day;
  return day + (date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds()) / 86_400;
}
