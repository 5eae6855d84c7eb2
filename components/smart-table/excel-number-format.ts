// Excel number formats that show numbers as the grid does (spec 001 §9), so the export can write amounts,
// percentages and numbers as numbers the sheet sums. Built from the Intl formatter the grid itself uses:
// its parts for a positive and a negative number give the text around the digits (symbol, minus sign,
// spaces), its options the digits. Excel draws the group and decimal marks by
// the reader's settings; a locale that groups other than by thousands (en-IN's lakhs, es's lone thousands)
// or writes other digits has no such format.
import type { NumberStyle } from './format-value';
import { currencyFormatter, numberFormatter } from '../../runtime/core/number-format';

/** Part of an Excel number format: text shown as it is, or format codes. */
export type FormatPart = string | { code: string };

/**
 * The format's text: codes as they are, text quoted (a quote inside as \"), adjacent texts merged. Text
 * made only of `bare` characters is left unquoted, as Excel itself writes dd-mm-yyyy.
 */
export function excelFormat(parts: readonly FormatPart[], bare?: RegExp): string {
  let format = '';
  let text = '';
  const flush = () => {
    if (text && bare?.test(text)) format += text;
    else if (text) format += `"${text.replace(/"/g, '"\\""')}"`;
    text = '';
  };
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else {
      flush();
      format += part.code;
    }
  }
  flush();
  return format;
}

const DIGIT_PARTS = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);
const TEXT_PARTS = new Set<Intl.NumberFormatPartTypes>(['literal', 'minusSign', 'plusSign', 'currency']);

/** Whether the formatter writes Latin digits in groups of three, as Excel's '#,##0' does. */
function groupsByThousands(formatter: Intl.NumberFormat): boolean {
  return [1234.5, 12345678.5].every((value) => {
    const parts = formatter.formatToParts(value);
    const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value);
    return (
      integers.every(
        (digits, index) =>
          /^[0-9]+$/.test(digits) && (index === 0 ? digits.length <= 3 : digits.length === 3),
      ) && parts.every((part) => part.type !== 'fraction' || /^[0-9]+$/.test(part.value))
    );
  });
}

/** The digit codes: '#,##0.00' for '1.2-2', '#,#00' for '2.0-0'; null when Excel cannot show them. */
function digitCodes(options: Intl.ResolvedNumberFormatOptions): string | null {
  const minimumFraction = options.minimumFractionDigits ?? 0;
  const maximumFraction = options.maximumFractionDigits ?? 0;
  // '0.##' shows 3 as '3.' where the grid shows '3'.
  if (minimumFraction === 0 && maximumFraction > 0) return null;
  const integer = '0'.repeat(options.minimumIntegerDigits).padStart(4, '#');
  const grouped = `${integer.slice(0, -3)},${integer.slice(-3)}`;
  if (maximumFraction === 0) return grouped;
  return `${grouped}.${'0'.repeat(minimumFraction)}${'#'.repeat(maximumFraction - minimumFraction)}`;
}

/**
 * One section: the formatter's text around the digits, a given symbol in place of the currency's (the
 * whole then trimmed, as formatCurrency does); null when text falls between the digits.
 */
function section(
  parts: readonly Intl.NumberFormatPart[],
  digits: string,
  symbol: string | undefined,
): [string, FormatPart, string] | null {
  let before = '';
  let after = '';
  let where: 'before' | 'digits' | 'after' = 'before';
  for (const part of parts) {
    if (DIGIT_PARTS.has(part.type)) {
      if (where === 'after') return null;
      where = 'digits';
    } else if (TEXT_PARTS.has(part.type)) {
      const text = part.type === 'currency' && symbol !== undefined ? symbol : part.value;
      if (where === 'before') before += text;
      else {
        where = 'after';
        after += text;
      }
    } else return null;
  }
  if (symbol !== undefined) {
    before = before.trimStart();
    after = after.trimEnd();
  }
  return [before, { code: digits }, after];
}

/**
 * The Excel format showing a number column's numbers as the grid does, prefix and suffix included; a
 * second section for negative numbers when the grid's minus sign is not first ('€ -5,00', '[-5.00]').
 * Null for numbers shown as they are, and where Excel has no faithful format.
 */
export function excelNumberFormat(style: NumberStyle, prefix: string, suffix: string): string | null {
  if (style.kind === 'as-is') return null;
  const formatter =
    style.kind === 'amount'
      ? currencyFormatter(style.currency)
      : numberFormatter(style.digitsInfo, style.locale);
  if (!formatter || !groupsByThousands(formatter)) return null;
  const digits = digitCodes(formatter.resolvedOptions());
  if (digits === null) return null;
  const symbol = style.kind === 'amount' ? style.currency.symbol : undefined;
  // Excel's % shows the number times 100, as the grid does before adding its '%'.
  const percent: FormatPart[] = style.kind === 'percentage' ? [{ code: '%' }] : [];
  const positive = section(formatter.formatToParts(1), digits, symbol);
  const negative = section(formatter.formatToParts(-1), digits, symbol);
  if (!positive || !negative) return null;
  const [before, , after] = positive;
  const [negativeBefore, , negativeAfter] = negative;
  const format = excelFormat([prefix, ...positive, ...percent, suffix]);
  // With one section Excel puts a minus sign first: enough where the grid does too ('-S$ 5.00').
  if (prefix + negativeBefore === `-${prefix}${before}` && negativeAfter === after) return format;
  return `${format};${excelFormat([prefix, ...negative, ...percent, suffix])}`;
}
