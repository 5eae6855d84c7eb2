// Amounts and dates in templates and scripts as the smart table's cells show them (spec 001 §3.3, §9):
// `{{ formatAmount(data.amount) }}` gives 'S$ 1,200.00', `{{ formatDate(data.dueDate) }}` '15-01-2026'.
// The sandbox has no Intl (QuickJS), so these run in the page (or on the server) and the sandbox calls
// them with copies of its values (runtime/core/script-sandbox.ts).
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';
import type { FormatOptions } from '../../schemas/grid-options';
import { formatDate as formatDateWith, parseDate } from './date-format';
import { formatCurrency, toNumber, type CurrencyFormat } from './number-format';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The column's own digits: digitsInfo, else decimalPlaces as 'n.d-d'; undefined when it says none. */
export function digitsOf(options: FormatOptions): string | undefined {
  if (options.digitsInfo) return options.digitsInfo;
  if (options.decimalPlaces !== undefined) return `1.${options.decimalPlaces}-${options.decimalPlaces}`;
  return undefined;
}

/**
 * How amounts are shown: by currencyCode in localeId. The spec's default pair (SGD shown as 'S$ ') stands
 * unless the options name a code, which brings the locale's symbol and the currency's decimals; a currency
 * symbol given in the options wins over both.
 */
export function amountFormat(options: FormatOptions): CurrencyFormat {
  const symbol = options.currency ?? options.currencySymbol;
  return {
    code: options.currencyCode ?? FORMAT_DEFAULTS.currencyCode,
    symbol: symbol ?? (options.currencyCode ? undefined : FORMAT_DEFAULTS.currency),
    digitsInfo: digitsOf(options) ?? (options.currencyCode ? undefined : FORMAT_DEFAULTS.digitsInfo),
    locale: options.localeId ?? FORMAT_DEFAULTS.localeId,
  };
}

/** Options given as text (a currency code, a target format) or as the grid's formatOptions. */
function optionsOf(given: unknown, textName: 'currencyCode' | 'targetFormat'): FormatOptions {
  if (typeof given === 'string') return { [textName]: given };
  if (given !== null && typeof given === 'object' && !Array.isArray(given)) return given as FormatOptions;
  return {};
}

/**
 * An amount as a currency column shows it: `formatAmount(1200)` 'S$ 1,200.00', `formatAmount(5, 'USD')`
 * 'US$5.00', or with formatOptions ({ currencyCode, currency, digitsInfo, localeId }). Empty gives '';
 * a value that is not a number is shown as it is.
 */
export function formatAmount(value: unknown, options?: unknown): string {
  if (isEmpty(value)) return '';
  const number = toNumber(value);
  if (number === null) return String(value);
  return formatCurrency(number, amountFormat(optionsOf(options, 'currencyCode')));
}

/**
 * A date as a date column shows it: `formatDate('2026-01-15')` '15-01-2026', `formatDate(value, 'D MMM
 * YYYY')`, or with formatOptions ({ sourceFormat, targetFormat }). Empty gives ''; a value that is not a
 * date is shown as it is.
 */
export function formatDate(value: unknown, options?: unknown): string {
  if (isEmpty(value)) return '';
  const { sourceFormat, targetFormat } = optionsOf(options, 'targetFormat');
  const date = parseDate(value, sourceFormat ?? FORMAT_DEFAULTS.sourceFormat);
  return date ? formatDateWith(date, targetFormat ?? FORMAT_DEFAULTS.targetFormat) : String(value);
}

/** The formatOptions formatAmount and formatDate read; other options are not passed in from scripts. */
export const FORMAT_OPTION_NAMES = [
  'currencyCode',
  'currency',
  'currencySymbol',
  'digitsInfo',
  'decimalPlaces',
  'localeId',
  'sourceFormat',
  'targetFormat',
] as const;

/** The longest value text and option text a script may pass (a date, an amount; a format, a locale). */
const VALUE_MAX_LENGTH = 100;
const OPTION_MAX_LENGTH = 40;

const tooLong = (text: unknown, max: number) => typeof text === 'string' && text.length > max;

/**
 * The arguments a script gave, as they may be formatted: a value of at most 100 characters, options of at
 * most 40 each. Throws (the script fails, saying why) rather than work on unbounded text.
 */
export function checkedFormatArguments(name: string, [value, options]: unknown[]): unknown[] {
  if (tooLong(value, VALUE_MAX_LENGTH))
    throw new Error(`${name} takes a value of at most ${VALUE_MAX_LENGTH} characters`);
  const texts = options !== null && typeof options === 'object' ? Object.values(options) : [options];
  if (texts.some((text) => tooLong(text, OPTION_MAX_LENGTH)))
    throw new Error(`${name} takes options of at most ${OPTION_MAX_LENGTH} characters each`);
  return [value, options];
}

/** What templates and scripts can call, by name. */
export const TEMPLATE_FORMATS: Readonly<Record<string, (...args: unknown[]) => string>> = {
  formatAmount: (value, options) => formatAmount(value, options),
  formatDate: (value, options) => formatDate(value, options),
};
