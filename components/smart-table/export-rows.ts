// What the export writes per record (spec 001 §9): the visible columns, as the grid shows them, except
// that plain numbers stay numbers so the sheet can sum them.
import { formatDate } from './date-format';
import type { GridOptions } from '../../schemas/grid-options';
import { rawCellValue, cellText, type Row } from './cell-value';
import { isEmptyValue } from './format-value';
import type { ResolvedColumn } from './grid-settings';
import { toNumber } from './number-format';
import type { ExportCell } from './xlsx-export';

const NUMERIC_TYPES = new Set(['numeric', 'number', 'decimal']);

export function exportHeaders(columns: readonly ResolvedColumn[]): string[] {
  return columns.map((column) => column.headerName ?? column.field);
}

function exportCell(row: Row, column: ResolvedColumn, gridOptions: GridOptions): ExportCell {
  const options = column.formatOptions ?? {};
  if (NUMERIC_TYPES.has(column.cellDataType) && !options.prefix && !options.suffix && !options.numberFormat) {
    const value = rawCellValue(row, column, gridOptions);
    const number = isEmptyValue(value) ? null : toNumber(value);
    if (number !== null) return number;
  }
  return cellText(row, column, gridOptions);
}

/**
 * The fields of the row (`rowData.x` or `row.x`) a composite column's template reads, when that is all
 * it reads of the row (its text then follows from those values); undefined when it uses the row in any
 * other way (`rowData[name]`, `Object.keys(row)` …).
 */
export function templateRowFields(template: string): string[] | undefined {
  const fields = new Set<string>();
  for (const match of template.matchAll(
    /(?<![\w$.])(?:rowData|row)(?![\w$])(\s*\.\s*([A-Za-z_$][\w$]*))?/g,
  )) {
    if (!match[2]) return undefined;
    fields.add(match[2]);
  }
  return [...fields];
}

const UNDEFINED_KEY = '\u0000';

/**
 * Formats rows for the export. A composite column's template runs in the script sandbox, which costs
 * tens of microseconds a row; when it reads only some fields of the row, its cell is worked out once
 * per set of values of those fields (a due date, a status) and reused for the rows that share them.
 */
export function exportFormatter(
  columns: readonly ResolvedColumn[],
  gridOptions: GridOptions,
): (rows: readonly Row[]) => ExportCell[][] {
  const cells = columns.map((column) => {
    const fields =
      column.compositeColumn && column.valueFormatterTemplate
        ? templateRowFields(column.valueFormatterTemplate)
        : undefined;
    if (!fields) return (row: Row) => exportCell(row, column, gridOptions);
    const known = new Map<string, ExportCell>();
    return (row: Row) => {
      const key = fields
        .map((field) => (row[field] === undefined ? UNDEFINED_KEY : JSON.stringify(row[field])))
        .join('\u0001');
      let cell = known.get(key);
      if (cell === undefined) {
        cell = exportCell(row, column, gridOptions);
        // Bounded: values that hardly repeat (amounts) do not pile up.
        if (known.size >= 10_000) known.clear();
        known.set(key, cell);
      }
      return cell;
    };
  });
  return (rows) => rows.map((row) => cells.map((cell) => cell(row)));
}

export function exportRows(
  rows: readonly Row[],
  columns: readonly ResolvedColumn[],
  gridOptions: GridOptions,
): ExportCell[][] {
  return exportFormatter(columns, gridOptions)(rows);
}

/** title + '_export_' + timestamp + '.xlsx'; characters a file name cannot hold become '_'. */
export function exportFileName(title: string, now = new Date()): string {
  const base = title.trim().replace(/[\\/:*?"<>|\s]+/g, '_') || 'Data';
  return `${base}_export_${formatDate(now, 'YYYYMMDDHHmmss')}.xlsx`;
}
