// The export workbook (spec 001 §9): one sheet named Data, the first row the column header names (in
// bold), then one row per record. Written row by row as the rows arrive (xlsx-writer.ts), so a large
// export streams into the worker and finishing costs little.
import { startSheet, type SheetCell } from './xlsx-writer';

export type ExportCell = SheetCell;

export const EXPORT_SHEET_NAME = 'Data';

export interface WorkbookBuilder {
  addRows(rows: readonly ExportCell[][]): void;
  finish(): Promise<ArrayBuffer>;
  /** Stops writing; nothing is answered. */
  abort(): void;
}

/** A column's width: its header's length and some room, between 10 and 40 characters. */
export function columnWidth(header: string | undefined): number {
  return Math.min(40, Math.max(10, (header?.length ?? 0) + 4));
}

export function startWorkbook(headers: readonly string[]): WorkbookBuilder {
  const sheet = startSheet(EXPORT_SHEET_NAME, headers, headers.map(columnWidth));
  return {
    addRows: (rows) => sheet.addRows(rows),
    async finish() {
      return (await sheet.finish()).buffer as ArrayBuffer;
    },
    abort: () => sheet.abort(),
  };
}
