// What a filter-panel field means for its column (spec 001 §2.1): the user types what the grid shows, so a
// number or currency column takes `1,200`, `S$ 1,200.00` or `1.250,50 €` (its locale's separators, its
// currency and affixes dropped) and a boolean column takes the words its cells show (`Yes`, `True`, `1`). The
// criterion is built from the value the rows hold; text the column could not hold is a problem to tell.
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';
import type { ResolvedColumn } from './grid-settings';

export class FilterValueError extends Error {}

type FilterColumn = Pick<ResolvedColumn, 'cellDataType' | 'formatOptions' | 'headerName' | 'field'>;

const NUMBER_TYPES = new Set(['numeric', 'number', 'decimal', 'currency']);

/** The true and false words of each booleanFormat (yes_no, true_false, 1_0); all are understood. */
const BOOLEAN_WORDS: Record<string, [string, string]> = {
  yes_no: ['Yes', 'No'],
  true_false: ['True', 'False'],
  '1_0': ['1', '0'],
};

const nameOf = (column: FilterColumn) => column.headerName ?? column.field;

/** The group and decimal marks of a locale (en-SG: `,` and `.`); an unknown locale writes as en-SG. */
function separators(locale: string | undefined): { group: string; decimal: string } {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale ?? FORMAT_DEFAULTS.localeId).formatToParts(12345.6);
  } catch {
    parts = new Intl.NumberFormat(FORMAT_DEFAULTS.localeId).formatToParts(12345.6);
  }
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function numberValue(text: string, column: FilterColumn): string {
  const format = column.formatOptions ?? {};
  let rest = text;
  // The column's own affixes and currency, then any currency sign or code, as the cell shows them.
  const affixes = [
    format.prefix,
    format.suffix,
    format.currency,
    format.currencyCode,
    FORMAT_DEFAULTS.currency,
  ]
    .map((affix) => affix?.trim())
    .filter((affix): affix is string => Boolean(affix));
  for (const affix of affixes) rest = rest.replace(new RegExp(escaped(affix), 'gi'), ' ');
  const percent = /%\s*$/.test(rest) && format.numberFormat === 'percentage';
  rest = rest.replace(/[\p{Sc}%]|\b[A-Z]{3}\b/gu, ' ').replace(/[\s\u00a0\u202f]+/g, '');
  const { group, decimal } = separators(format.localeId);
  rest = rest.split(group).join('');
  if (decimal !== '.') rest = rest.split(decimal).join('.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(rest))
    throw new FilterValueError(`${nameOf(column)}: "${text}" is not a number`);
  // 12.3% is 0.123, not 0.12300000000000001: the division's float noise is rounded away.
  const value = percent ? Number((Number(rest) / 100).toPrecision(15)) : Number(rest);
  return String(value);
}

function booleanValue(text: string, column: FilterColumn): string {
  const typed = text.toLowerCase();
  for (const [yes, no] of Object.values(BOOLEAN_WORDS)) {
    if (typed === yes.toLowerCase()) return 'true';
    if (typed === no.toLowerCase()) return 'false';
  }
  const [yes, no] = BOOLEAN_WORDS[column.formatOptions?.booleanFormat ?? FORMAT_DEFAULTS.booleanFormat]!;
  throw new FilterValueError(`${nameOf(column)}: type ${yes} or ${no}`);
}

/**
 * The value a filter field's text stands for in its column's rows: a number as digits (`1200`), a boolean
 * as `true` or `false`, anything else as typed. Throws a FilterValueError naming the column when a
 * number or boolean column is given text it cannot hold.
 */
export function filterValue(text: string, column: FilterColumn | undefined): string {
  const typed = text.trim();
  if (!typed || !column) return typed;
  if (NUMBER_TYPES.has(column.cellDataType)) return numberValue(typed, column);
  if (column.cellDataType === 'boolean') return booleanValue(typed, column);
  return typed;
}
