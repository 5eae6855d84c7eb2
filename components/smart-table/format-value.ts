// A cell's text (spec 001 §3.3, §9): by cellDataType and formatOptions (dates, booleans, numbers with
// the default digits '1.2-2', currency by code and locale), then the letter case, prefix and suffix; an empty value shows defaultValueIfNull ('--').
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';
import type { FormatOptions } from '../../schemas/grid-options';
import { formatDate, parseDate } from './date-format';
import type { ResolvedColumn } from './grid-settings';
import { formatCurrency, formatNumber, toNumber } from './number-format';

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const TRUE_TEXTS = new Set(['true', '1', 'y', 'yes']);

function formatBoolean(value: unknown, format: FormatOptions['booleanFormat']): string {
  const truthy = typeof value === 'string' ? TRUE_TEXTS.has(value.trim().toLowerCase()) : Boolean(value);
  switch (format ?? FORMAT_DEFAULTS.booleanFormat) {
    case 'true_false':
      return truthy ? 'True' : 'False';
    case '1_0':
      return truthy ? '1' : '0';
    default:
      return truthy ? 'Yes' : 'No';
  }
}

/** The column's own digits: digitsInfo, else decimalPlaces as 'n.d-d'; undefined when it says none. */
function digitsOf(options: FormatOptions): string | undefined {
  if (options.digitsInfo) return options.digitsInfo;
  if (options.decimalPlaces !== undefined) return `1.${options.decimalPlaces}-${options.decimalPlaces}`;
  return undefined;
}

/**
 * An amount: by currencyCode in localeId. The spec's default pair (SGD shown as 'S$ ') stands unless the
 * column names a code, which brings the locale's symbol and the currency's decimals; a currency symbol
 * set on the column wins over both.
 */
function formatAmount(number: number, options: FormatOptions, locale: string): string {
  const symbol = options.currency ?? options.currencySymbol;
  return formatCurrency(number, {
    code: options.currencyCode ?? FORMAT_DEFAULTS.currencyCode,
    symbol: symbol ?? (options.currencyCode ? undefined : FORMAT_DEFAULTS.currency),
    digitsInfo: digitsOf(options) ?? (options.currencyCode ? undefined : FORMAT_DEFAULTS.digitsInfo),
    locale,
  });
}

function formatNumeric(value: unknown, column: ResolvedColumn, options: FormatOptions): string {
  const number = toNumber(value);
  if (number === null || options.disableNumberFormatter) return String(value);
  const locale = options.localeId ?? FORMAT_DEFAULTS.localeId;
  if (column.cellDataType === 'currency' && options.numberFormat !== 'percentage')
    return formatAmount(number, options, locale);
  // Every number shows the spec's default digits ('1.2-2') unless the column gives its own.
  const digits = digitsOf(options) ?? FORMAT_DEFAULTS.digitsInfo;
  if (options.numberFormat === 'percentage') return `${formatNumber(number * 100, digits, locale)}%`;
  return formatNumber(number, digits, locale);
}

function formatDateValue(value: unknown, options: FormatOptions): string {
  const date = parseDate(value, options.sourceFormat ?? FORMAT_DEFAULTS.sourceFormat);
  return date ? formatDate(date, options.targetFormat ?? FORMAT_DEFAULTS.targetFormat) : String(value);
}

function applyCase(text: string, textCase: FormatOptions['case']): string {
  switch (textCase) {
    case 'upper_case':
      return text.toUpperCase();
    case 'lower_case':
      return text.toLowerCase();
    case 'title_case':
      return text
        .toLowerCase()
        .replace(/(^|[\s\-_/])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
    default:
      return text;
  }
}

function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The value as the cell shows it (without the cell actions). */
export function formatCellValue(value: unknown, column: ResolvedColumn): string {
  if (isEmptyValue(value)) return column.defaultValueIfNull;
  const options = column.formatOptions ?? {};
  let text: string;
  const formatsDate = options.enableDateFormatter ?? column.cellDataType === 'date';
  if (formatsDate) text = formatDateValue(value, options);
  else if (column.cellDataType === 'boolean') text = formatBoolean(value, options.booleanFormat);
  else if (['numeric', 'number', 'decimal', 'currency'].includes(column.cellDataType))
    text = formatNumeric(value, column, options);
  else text = plainText(value);
  return `${options.prefix ?? ''}${applyCase(text, options.case)}${options.suffix ?? ''}`;
}
