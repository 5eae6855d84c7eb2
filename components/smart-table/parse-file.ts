// Reading an import file (spec 001 §4.1) with the grid's parser: 'xlcsvparser' (the default) reads CSV
// with papaparse and .xlsx with exceljs (first sheet, first row the headers). Each row becomes an object through the fieldMapping (file
// header → field; without a mapping the header itself is the field), numbered when asked (from 1, blank
// lines and rows left out, as the import report and the server name the rows). Runs in the import worker;
// both libraries are loaded only when a file of their kind comes.
import set from 'lodash/set';
import { eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';
import { GRID_DEFAULTS } from '../../schemas/values/grid-options';
import type { FieldMapping, ImportParser } from '../../schemas/grid-options';
import { fieldDateText } from './field-date-text';
import {
  isImportFile,
  isImportParser,
  isSpreadsheet,
  notImportFileMessage,
  unknownParserMessage,
} from './import-parser';
import { SheetDate, sheetDateOf } from './sheet-date';

export type ParsedRow = Record<string, unknown>;

export interface ParseOptions {
  /** Default 'xlcsvparser'. */
  parser?: string | undefined;
  fieldMapping: readonly FieldMapping[];
  slNoField?: string | undefined;
  /** The import form's components: a sheet's date cell is written as its field holds dates. */
  components?: readonly FormComponent[] | undefined;
}

/** A row as the file holds it: its values by header. */
type FileRecord = Record<string, unknown>;

export interface ParsedFile {
  rows: ParsedRow[];
}

async function readCsv(text: string): Promise<FileRecord[]> {
  const { default: Papa } = await import('papaparse');
  const records: FileRecord[] = [];
  Papa.parse<FileRecord>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: ({ data }) => records.push(data),
  });
  return records;
}

/** A cell's value; a date as the sheet shows it (with its number format), to be written for its field. */
function cellValue(value: unknown, numFmt: string | undefined): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return sheetDateOf(value, numFmt);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (cell.result !== undefined) return cellValue(cell.result, numFmt);
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cell.text;
  }
  return value;
}

async function readXlsx(bytes: ArrayBuffer): Promise<FileRecord[]> {
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
    const header = cellValue(cell.value, cell.numFmt);
    headers[column] = String(
      header instanceof SheetDate ? fieldDateText(header, undefined) : (header ?? ''),
    ).trim();
  });
  const records: FileRecord[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    row.eachCell((cell, column) => {
      const header = headers[column];
      if (header) values[header] = cellValue(cell.value, cell.numFmt);
    });
    if (Object.keys(values).length > 0) records.push(values);
  });
  return records;
}

/** The import form's fields by data path ('a.b'), the paths the field mapping names. */
function fieldsByPath(components: readonly FormComponent[] | undefined): Map<string, FormComponent> {
  const fields = new Map<string, FormComponent>();
  if (components)
    eachComponent(components, ({ component, dataPath }) => {
      if (component.input !== false && dataPath.length > 0) fields.set(dataPath.join('.'), component);
    });
  return fields;
}

/**
 * Trims text (numbers and the like are typed later, against the import form) and writes a sheet's date
 * as its field holds dates.
 */
function normalise(value: unknown, field: FormComponent | undefined): unknown {
  if (value instanceof SheetDate) return fieldDateText(value, field);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function mapRows(records: readonly Record<string, unknown>[], options: ParseOptions): ParsedRow[] {
  const fields = fieldsByPath(options.components);
  return records.map((record, index) => {
    const row: ParsedRow = {};
    if (options.fieldMapping.length === 0) {
      for (const [header, value] of Object.entries(record))
        row[header] = normalise(value, fields.get(header));
    } else {
      for (const { headerName, fieldName } of options.fieldMapping) {
        const value = normalise(record[headerName.trim()], fields.get(fieldName));
        if (value !== undefined) set(row, fieldName, value);
      }
    }
    if (options.slNoField) row[options.slNoField] = index + 1;
    return row;
  });
}

type RecordReader = (fileName: string, bytes: ArrayBuffer) => Promise<FileRecord[]>;

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
function checkRecords(records: readonly FileRecord[], options: ParseOptions): void {
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
): Promise<ParsedFile> {
  const parser = options.parser ?? GRID_DEFAULTS.parser;
  if (!isImportParser(parser)) throw new Error(unknownParserMessage(parser));
  const records = await readers[parser](fileName, bytes);
  checkRecords(records, options);
  return { rows: mapRows(records, options) };
}
