// Reading an import file (spec 001 §4.1) with the grid's parser: 'xlcsvparser' (the default) reads CSV
// with papaparse and .xlsx with exceljs (first sheet, first row the headers). Each row becomes an object through the fieldMapping (file
// header → field; without a mapping the header itself is the field), numbered when asked. Runs in the
// import worker; both libraries are loaded only when a file of their kind comes.
import set from 'lodash/set';
import { GRID_DEFAULTS } from '../../schemas/values/grid-options';
import type { FieldMapping, ImportParser } from '../../schemas/grid-options';
import { isImportFile, isImportParser, notImportFileMessage, unknownParserMessage } from './import-parser';

export type ParsedRow = Record<string, unknown>;

export interface ParseOptions {
  /** Default 'xlcsvparser'. */
  parser?: string | undefined;
  fieldMapping: readonly FieldMapping[];
  slNoField?: string | undefined;
}

export function isSpreadsheet(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName);
}

async function readCsv(text: string): Promise<Record<string, unknown>[]> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return result.data;
}

function cellValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (cell.result !== undefined) return cellValue(cell.result);
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cell.text;
  }
  return value;
}

async function readXlsx(bytes: ArrayBuffer): Promise<Record<string, unknown>[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    // The zip library's own words ("Can't find end of central directory …") mean nothing to the reader.
    throw new Error('it is not a readable .xlsx workbook (damaged, or another kind of file saved as .xlsx)');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    headers[column] = String(cellValue(cell.value) ?? '').trim();
  });
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const entry: Record<string, unknown> = {};
    row.eachCell((cell, column) => {
      const header = headers[column];
      if (header) entry[header] = cellValue(cell.value);
    });
    if (Object.keys(entry).length > 0) rows.push(entry);
  });
  return rows;
}

/** Trims text and turns numeric-looking text into numbers only where the field wants a number later. */
function normalise(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function mapRows(records: readonly Record<string, unknown>[], options: ParseOptions): ParsedRow[] {
  return records.map((record, index) => {
    const row: ParsedRow = {};
    if (options.fieldMapping.length === 0) {
      for (const [header, value] of Object.entries(record)) row[header] = normalise(value);
    } else {
      for (const { headerName, fieldName } of options.fieldMapping) {
        const value = normalise(record[headerName.trim()]);
        if (value !== undefined) set(row, fieldName, value);
      }
    }
    if (options.slNoField) row[options.slNoField] = index + 1;
    return row;
  });
}

type RecordReader = (fileName: string, bytes: ArrayBuffer) => Promise<Record<string, unknown>[]>;

const readers: Record<ImportParser, RecordReader> = {
  xlcsvparser: async (fileName, bytes) => {
    if (!isImportFile(fileName)) throw new Error(notImportFileMessage(fileName));
    return isSpreadsheet(fileName)
      ? readXlsx(bytes)
      : readCsv(new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, ''));
  },
};

/**
 * A file without rows, or whose header row names none of the columns the table maps, is refused with
 * what was expected: read on, it gave "0 rows read" or rows of empty cells each failing every rule.
 */
function checkRecords(records: readonly Record<string, unknown>[], options: ParseOptions): void {
  if (records.length === 0) throw new Error('it holds no rows below a header row.');
  if (options.fieldMapping.length === 0) return;
  const headers = new Set(records.slice(0, 100).flatMap((record) => Object.keys(record)));
  if (options.fieldMapping.some(({ headerName }) => headers.has(headerName.trim()))) return;
  const expected = options.fieldMapping.map(({ headerName }) => `"${headerName.trim()}"`).join(', ');
  throw new Error(`its first row names none of the columns expected: ${expected}.`);
}

export async function parseFile(
  fileName: string,
  bytes: ArrayBuffer,
  options: ParseOptions,
): Promise<ParsedRow[]> {
  const parser = options.parser ?? GRID_DEFAULTS.parser;
  if (!isImportParser(parser)) throw new Error(unknownParserMessage(parser));
  const records = await readers[parser](fileName, bytes);
  checkRecords(records, options);
  return mapRows(records, options);
}
