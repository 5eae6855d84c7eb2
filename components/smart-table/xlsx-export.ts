// The export workbook (spec 001 §9): one sheet named Data, the first row the column header names (in
// bold), then one row per record, amounts and dates as numbers shown through their column's number
// format. Written row by row as the rows arrive (xlsx-writer.ts), so a large export streams into the
// worker and finishing costs little.
import { startSheet, type SheetCell, type SheetColumn } from './xlsx-writer';

export type ExportCell = SheetCell;
export type ExportColumn = SheetColumn;

export const EXPORT_SHEET_NAME = 'Data';

export interface WorkbookBuilder {
  addRows(rows: readonly ExportCell[][]): void;
  finish(): Promise<ArrayBuffer>;
  /** Stops writing; nothing is answered. */
  abort(): void;
}

export function startWorkbook(columns: readonly ExportColumn[]): WorkbookBuilder {
  const sheet = startSheet(EXPORT_SHEET_NAME, columns);
  return {
    addRows: (rows) => sheet.addRows(rows),
    async finish() {
      return (await sheet.finish()).buffer as ArrayBuffer;
    },
    abort: () => sheet.abort(),
  };
}
