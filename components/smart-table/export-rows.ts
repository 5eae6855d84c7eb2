// What the export writes per record (spec 001 §9): the visible columns as the grid shows them, except a
// column that only holds row actions (an Actions column of Edit and View buttons, whose field is the row's
// id only for the buttons to use): a sheet cannot run them, and the id under "Actions" means nothing. Numbers,
// amounts and dates are written as numbers (dates as Excel serials) with a number format that shows them
// as the grid does, so the sheet can sum, sort and filter them; a column Excel cannot show alike, a
// composite column and a value that is not a number or a date are written as the grid's text.
import { FORMAT_DEFAULTS } from '../../schemas/values/grid-options';
import type { DisplayValueFormatter, GridOptions } from '../../schemas/grid-options';
import { rawCellValue, type Row } from './cell-value';
import { formatDate, parseDate } from '../../runtime/core/date-format';
import { excelDateFormat, excelSerial } from './excel-date-format';
import { excelNumberFormat } from './excel-number-format';
import { cellKind, formatCellValue, isEmptyValue, numberStyle } from './format-value';
import type { ResolvedColumn } from './grid-settings';
import { toNumber } from '../../runtime/core/number-format';
// Types only: the writer itself loads with the export (export-workbook.ts), not with the table.
import type { ExportCell, ExportColumn } from './xlsx-export';

/** How the export writes a column's values: as the grid's text, as numbers, or as dates. */
type ExportType =
  | { type: 'text' }
  | { type: 'number'; numberFormat: string | undefined }
  | { type: 'date'; numberFormat: string; withTime: boolean; sourceFormat: string };

const TEXT: ExportType = { type: 'text' };

// Values whose text is about the widest a column shows, to size it (Excel shows ##### for a number wider
// than its column): a negative amount in the hundreds of millions, a date in September (the longest month
// name) late in the evening (two-digit hours, PM).
const WIDE_NUMBER = -123456789.99;
const WIDE_DATE = new Date(2026, 8, 28, 23, 59, 59);

/** A letter case that would change the text Excel shows (a month name, AM/PM, a symbol) cannot be typed. */
function caseChanges(column: ResolvedColumn, sample: unknown): boolean {
  const options = column.formatOptions ?? {};
  if (!options.case || options.case === 'no_change') return false;
  const asWritten = { ...column, formatOptions: { ...options, case: undefined } };
  return formatCellValue(sample, column) !== formatCellValue(sample, asWritten);
}

function numberType(column: ResolvedColumn, composite: boolean): ExportType {
  const options = column.formatOptions ?? {};
  const style = numberStyle(column);
  const numberFormat = composite
    ? null
    : excelNumberFormat(style, options.prefix ?? '', options.suffix ?? '');
  if (numberFormat !== null) return { type: 'number', numberFormat };
  // Shown with nothing around its digits, a number stays a number, in Excel's General format.
  const bare = !options.prefix && !options.suffix && (style.kind === 'as-is' || style.kind === 'number');
  return bare ? { type: 'number', numberFormat: undefined } : TEXT;
}

function dateType(column: ResolvedColumn): ExportType {
  const options = column.formatOptions ?? {};
  const format = excelDateFormat(
    options.targetFormat ?? FORMAT_DEFAULTS.targetFormat,
    options.prefix ?? '',
    options.suffix ?? '',
  );
  if (!format) return TEXT;
  return { type: 'date', ...format, sourceFormat: options.sourceFormat ?? FORMAT_DEFAULTS.sourceFormat };
}

function exportType(column: ResolvedColumn): ExportType {
  // A template writes text of its own making: only a bare number from one stays a number, as it always did.
  const composite = Boolean(column.compositeColumn && column.valueFormatterTemplate);
  const kind = cellKind(column);
  if (kind === 'number' && !caseChanges(column, WIDE_NUMBER)) return numberType(column, composite);
  if (kind === 'date' && !composite && !caseChanges(column, WIDE_DATE)) return dateType(column);
  return TEXT;
}

/**
 * A column's width: its header's length and some room, and room for the longest text its numbers show
 * (Excel shows ##### for a number wider than its column), between 10 and 40 characters.
 */
export function columnWidth(header: string | undefined, numberText = ''): number {
  return Math.min(40, Math.max(10, (header?.length ?? 0) + 4, numberText.length + 2));
}

/**
 * A cell action that shows no value of the row, only something to click: a button, or a link or HTML whose
 * text is fixed ("Open", "Download"); a no_action formatter shows the value.
 */
function isActionOnly(formatter: DisplayValueFormatter): boolean {
  if (formatter.category === 'no_action') return false;
  if (formatter.displayType === 'button') return true;
  const template = formatter.displayValueFormatterTemplate;
  return template !== undefined && template.trim() !== '' && !/\{\{|\{%/.test(template);
}

/** The columns the export writes: those that show values, not those that only hold row actions. */
export function exportedColumns(columns: readonly ResolvedColumn[]): ResolvedColumn[] {
  return columns.filter(
    (column) => !(column.displayValueFormatters?.length && column.displayValueFormatters.every(isActionOnly)),
  );
}

/** The sheet's columns: header names, widths, and the number format of the typed ones. */
export function exportColumns(columns: readonly ResolvedColumn[]): ExportColumn[] {
  return exportedColumns(columns).map((column) => {
    const header = column.headerName ?? column.field;
    const type = exportType(column);
    if (type.type === 'text') return { header, width: columnWidth(header) };
    const wide = type.type === 'date' ? WIDE_DATE : WIDE_NUMBER;
    return {
      header,
      width: columnWidth(header, formatCellValue(wide, column)),
      numberFormat: type.numberFormat,
    };
  });
}

/** A column's cell of a row; a value of a typed column that is no number or date is written as text. */
function exportCell(column: ResolvedColumn, gridOptions: GridOptions): (row: Row) => ExportCell {
  const type = exportType(column);
  const typed =
    type.type === 'number'
      ? toNumber
      : type.type === 'date'
        ? (value: unknown) => {
            const date = parseDate(value, type.sourceFormat);
            return date && excelSerial(date, type.withTime);
          }
        : undefined;
  return (row) => {
    const value = rawCellValue(row, column, gridOptions);
    if (typed && !isEmptyValue(value)) {
      const cell = typed(value);
      if (cell !== null) return cell;
    }
    return formatCellValue(value, column);
  };
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
 * Formats rows for the export, the cells of the columns exportColumns answers. A composite column's template runs in the script sandbox, which costs
 * tens of microseconds a row; when it reads only some fields of the row, its cell is worked out once
 * per set of values of those fields (a due date, a status) and reused for the rows that share them.
 */
export function exportFormatter(
  columns: readonly ResolvedColumn[],
  gridOptions: GridOptions,
): (rows: readonly Row[]) => ExportCell[][] {
  const cells = exportedColumns(columns).map((column) => {
    const fields =
      column.compositeColumn && column.valueFormatterTemplate
        ? templateRowFields(column.valueFormatterTemplate)
        : undefined;
    const cell = exportCell(column, gridOptions);
    if (!fields) return cell;
    const known = new Map<string, ExportCell>();
    return (row: Row) => {
      const key = fields
        .map((field) => (row[field] === undefined ? UNDEFINED_KEY : JSON.stringify(row[field])))
        .join('\u0001');
      let value = known.get(key);
      if (value === undefined) {
        value = cell(row);
        // Bounded: values that hardly repeat (amounts) do not pile up.
        if (known.size >= 10_000) known.clear();
        known.set(key, value);
      }
      return value;
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
