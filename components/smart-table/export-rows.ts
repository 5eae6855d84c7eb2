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

export function exportRows(
  rows: readonly Row[],
  columns: readonly ResolvedColumn[],
  gridOptions: GridOptions,
): ExportCell[][] {
  return rows.map((row) => columns.map((column) => exportCell(row, column, gridOptions)));
}

/** title + '_export_' + timestamp + '.xlsx'; characters a file name cannot hold become '_'. */
export function exportFileName(title: string, now = new Date()): string {
  const base = title.trim().replace(/[\\/:*?"<>|\s]+/g, '_') || 'Data';
  return `${base}_export_${formatDate(now, 'YYYYMMDDHHmmss')}.xlsx`;
}
