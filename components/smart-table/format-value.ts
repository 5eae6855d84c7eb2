// A cell's text (spec 001 §3.3, §9): by cellDataType and formatOptions (dates, booleans, numbers with
// the default digits '1.2-2', currency by code and locale), then the letter case, prefix and suffix; an empty value shows defaultValueIfNull ('--').
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';
import type { FormatOptions } from '../../schemas/grid-options';
import { amountFormat, digitsOf, formatDate } from '../../runtime/core/template-formats';
import type { ResolvedColumn } from './grid-settings';
import {
  formatCurrency,
  formatNumber,
  toNumber,
  type CurrencyFormat,
} from '../../runtime/core/number-format';

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

/** How a number column shows its numbers: as they are, as an amount, as a percentage or as a number. */
export type NumberStyle =
  | { kind: 'as-is' }
  | { kind: 'amount'; currency: CurrencyFormat }
  | { kind: 'percentage' | 'number'; digitsInfo: string; locale: string };

export function numberStyle(column: ResolvedColumn): NumberStyle {
  const options = column.formatOptions ?? {};
  if (options.disableNumberFormatter) return { kind: 'as-is' };
  const locale = options.localeId ?? FORMAT_DEFAULTS.localeId;
  if (column.cellDataType === 'currency' && options.numberFormat !== 'percentage')
    return { kind: 'amount', currency: amountFormat(options) };
  // Every number shows the spec's default digits ('1.2-2') unless the column gives its own.
  const digitsInfo = digitsOf(options) ?? FORMAT_DEFAULTS.digitsInfo;
  return { kind: options.numberFormat === 'percentage' ? 'percentage' : 'number', digitsInfo, locale };
}

function formatNumeric(value: unknown, column: ResolvedColumn): string {
  const number = toNumber(value);
  const style = numberStyle(column);
  if (number === null || style.kind === 'as-is') return String(value);
  if (style.kind === 'amount') return formatCurrency(number, style.currency);
  if (style.kind === 'percentage') return `${formatNumber(number * 100, style.digitsInfo, style.locale)}%`;
  return formatNumber(number, style.digitsInfo, style.locale);
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

/** What a column's cells show: dates (when it formats dates), booleans, numbers or text. */
export type CellKind = 'date' | 'boolean' | 'number' | 'text';

const NUMBER_TYPES = new Set(['numeric', 'number', 'decimal', 'currency']);

export function cellKind(column: ResolvedColumn): CellKind {
  if (column.formatOptions?.enableDateFormatter ?? column.cellDataType === 'date') return 'date';
  if (column.cellDataType === 'boolean') return 'boolean';
  return NUMBER_TYPES.has(column.cellDataType) ? 'number' : 'text';
}

/** The value as the cell shows it (without the cell actions). */
export function formatCellValue(value: unknown, column: ResolvedColumn): string {
  if (isEmptyValue(value)) return column.defaultValueIfNull;
  const options = column.formatOptions ?? {};
  let text: string;
  switch (cellKind(column)) {
    case 'date':
      text = formatDate(value, options);
      break;
    case 'boolean':
      text = formatBoolean(value, options.booleanFormat);
      break;
    case 'number':
      text = formatNumeric(value, column);
      break;
    default:
      text = plainText(value);
  }
  return `${options.prefix ?? ''}${applyCase(text, options.case)}${options.suffix ?? ''}`;
}
