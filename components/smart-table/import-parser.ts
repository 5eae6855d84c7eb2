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
 * How the import report names a row, as the user finds it in the file: a CSV by the line it starts on
 * (as a text editor numbers them), a workbook by the sheet's own row number.
 */
export function fileRowName(fileName: string, rowNumber: number): string {
  return `${isSpreadsheet(fileName) ? 'Row' : 'Line'} ${rowNumber}`;
}

export function notImportFileMessage(fileName: string): string {
  return `${fileName} was not imported: the table reads .csv and .xlsx files. Choose one of those.`;
}
