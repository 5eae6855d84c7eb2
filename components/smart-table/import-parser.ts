// Which parser reads an import file (spec 001 §3.1, §9: `parser`, default 'xlcsvparser'). Saving refuses
// an unknown name; a table saved before that rule says so when a file comes, before uploading it.
import { IMPORT_PARSERS, UNKNOWN_PARSER_MESSAGE } from '../../schemas/values/grid-options';
import type { ImportParser } from '../../schemas/grid-options';

export function isImportParser(name: string): name is ImportParser {
  return (IMPORT_PARSERS as readonly string[]).includes(name);
}

export function unknownParserMessage(name: string): string {
  return `The import parser "${name}" is not known: ${UNKNOWN_PARSER_MESSAGE}.`;
}

/** Files the parser reads, by name: 'xlcsvparser' reads .csv and .xlsx. */
export function isImportFile(fileName: string): boolean {
  return /\.(csv|xlsx)$/i.test(fileName);
}

/** An .xlsx workbook (else a CSV text). */
export function isSpreadsheet(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName);
}

/**
 * How the import report names a row: by its number among the rows read, from 1, as the table's serial
 * number column (parserSlNoField) and the server's refusal of an import count them, whatever the file's
 * header, blank lines or values spanning lines.
 */
export function importRowName(row: number): string {
  return `Row ${row}`;
}

export function notImportFileMessage(fileName: string): string {
  return `${fileName} was not imported: the table reads .csv and .xlsx files. Choose one of those.`;
}
