// Numbers as Angular's pipes show them (spec 001 §3.3, §9): digitsInfo 'minInt.minFrac-maxFrac'
// (default '1.2-2') in a locale (default en-SG); amounts by ISO currency code in that locale.

export interface DigitsInfo {
  minimumIntegerDigits: number;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

export function parseDigitsInfo(digitsInfo: string): DigitsInfo | null {
  const match = /^\s*(\d+)?\s*(?:\.\s*(\d+)?\s*(?:-\s*(\d+))?)?\s*$/.exec(digitsInfo);
  if (!match) return null;
  const minimumIntegerDigits = Math.max(1, Number(match[1] ?? 1));
  const minimumFractionDigits = Number(match[2] ?? 0);
  const maximumFractionDigits = Math.max(
    minimumFractionDigits,
    Number(match[3] ?? Math.max(3, minimumFractionDigits)),
  );
  if (minimumIntegerDigits > 21 || maximumFractionDigits > 20) return null;
  return { minimumIntegerDigits, minimumFractionDigits, maximumFractionDigits };
}

/**
 * Formatters kept by their settings. A screen uses a handful; scripts may ask for any locale or code
 * (formatAmount), so past this many the kept ones are let go rather than grow without end.
 */
const FORMATTERS_KEPT = 200;

function keep<Value>(cache: Map<string, Value>, key: string, value: Value): void {
  if (cache.size >= FORMATTERS_KEPT) cache.clear();
  cache.set(key, value);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, digits: DigitsInfo): Intl.NumberFormat {
  const key = `${locale}|${digits.minimumIntegerDigits}|${digits.minimumFractionDigits}|${digits.maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, digits);
    } catch {
      formatter = new Intl.NumberFormat('en-SG', digits);
    }
    keep(formatters, key, formatter);
  }
  return formatter;
}

const DEFAULT_DIGITS = parseDigitsInfo('1.2-2')!;

/** The formatter numbers are shown with (en-SG for an unknown locale, '1.2-2' for malformed digits). */
export function numberFormatter(digitsInfo: string, locale: string): Intl.NumberFormat {
  return formatterFor(locale, parseDigitsInfo(digitsInfo) ?? DEFAULT_DIGITS);
}

export function formatNumber(value: number, digitsInfo: string, locale: string): string {
  return numberFormatter(digitsInfo, locale).format(value);
}

export interface CurrencyFormat {
  /** ISO 4217 code, e.g. SGD. */
  code: string;
  /** Shown in place of the code's own symbol in the locale's pattern, e.g. 'S$ '. */
  symbol?: string | undefined;
  /** Angular digits info; none: the currency's own decimals (2 for SGD, 0 for JPY). */
  digitsInfo?: string | undefined;
  locale: string;
}

const currencyFormatters = new Map<string, Intl.NumberFormat | null>();

/** The locale's currency formatter (en-SG for an unknown locale); null for a malformed code. */
export function currencyFormatter(format: CurrencyFormat): Intl.NumberFormat | null {
  const key = `${format.locale}|${format.code}|${format.digitsInfo ?? ''}`;
  if (currencyFormatters.has(key)) return currencyFormatters.get(key)!;
  const digits = format.digitsInfo ? (parseDigitsInfo(format.digitsInfo) ?? DEFAULT_DIGITS) : {};
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: format.code, ...digits };
  let formatter: Intl.NumberFormat | null = null;
  if (/^[A-Za-z]{3}$/.test(format.code)) {
    try {
      formatter = new Intl.NumberFormat(format.locale, options);
    } catch {
      formatter = new Intl.NumberFormat('en-SG', options);
    }
  }
  keep(currencyFormatters, key, formatter);
  return formatter;
}

/**
 * An amount as Angular's currency pipe shows it: the locale's pattern for the code (symbol before or
 * after, its separators), with the given symbol in place of the code's own.
 */
export function formatCurrency(value: number, format: CurrencyFormat): string {
  const formatter = currencyFormatter(format);
  // A malformed code (saving refuses one) is shown as it is rather than breaking the table.
  if (!formatter)
    return `${format.symbol ?? `${format.code} `}${formatNumber(value, format.digitsInfo ?? '1.2-2', format.locale)}`;
  const parts = formatter.formatToParts(value);
  if (format.symbol === undefined) return parts.map((part) => part.value).join('');
  return parts
    .map((part) => (part.type === 'currency' ? format.symbol : part.value))
    .join('')
    .trim();
}

/** A number from a number or numeric text; null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
