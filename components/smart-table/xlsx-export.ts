// The export workbook (spec 001 §9): one sheet named Data, the first row the column header names, then
// one row per record. Built row by row so a large export streams into the worker.
import type { Workbook, Worksheet } from 'exceljs';

export type ExportCell = string | number | boolean | null;

export interface WorkbookBuilder {
  addRows(rows: readonly ExportCell[][]): void;
  finish(): Promise<ArrayBuffer>;
}

export async function startWorkbook(headers: readonly string[]): Promise<WorkbookBuilder> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook: Workbook = new ExcelJS.Workbook();
  const sheet: Worksheet = workbook.addWorksheet('Data');
  const header = sheet.addRow([...headers]);
  header.font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(40, Math.max(10, (headers[index]?.length ?? 0) + 4));
  });
  return {
    addRows(rows) {
      sheet.addRows(rows.map((row) => [...row]));
    },
    async finish() {
      // In the browser exceljs answers a Uint8Array (a Buffer polyfill): copy it into its own
      // ArrayBuffer, which can be transferred out of the worker.
      const written = (await workbook.xlsx.writeBuffer()) as ArrayBuffer | Uint8Array;
      return written instanceof ArrayBuffer ? written : new Uint8Array(written).buffer;
    },
  };
}
