// Numbers as Angular's pipes show them (spec 001 §3.3, §9): digitsInfo 'minInt.minFrac-maxFrac'
// (default '1.2-2') in a locale (default en-SG).

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
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, digitsInfo: string, locale: string): string {
  const digits = parseDigitsInfo(digitsInfo) ?? parseDigitsInfo('1.2-2')!;
  return formatterFor(locale, digits).format(value);
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
