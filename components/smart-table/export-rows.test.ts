import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportHeaders, exportRows } from './export-rows';
import { createExportWorkbook } from './export-workbook';
import { visibleColumns } from './grid-settings';

const columns = visibleColumns([
  { field: 'caseNumber', headerName: 'Case Number' },
  { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
  { field: 'count', headerName: 'Count', cellDataType: 'number' },
  { field: 'secret', headerName: 'Secret', hide: true },
  { field: 'dueDate', headerName: 'Due', cellDataType: 'date' },
]);
const gridOptions = { key: 'fines', columnDefinitions: [] };

describe('export to Excel (spec 001 §9)', () => {
  it('writes the visible columns as shown, numbers as numbers', () => {
    expect(exportHeaders(columns)).toEqual(['Case Number', 'Amount', 'Count', 'Due']);
    expect(
      exportRows(
        [{ caseNumber: 'CF-1', amount: 12.5, count: 3, secret: 'x', dueDate: '2026-02-01' }],
        columns,
        gridOptions,
      ),
    ).toEqual([['CF-1', 'S$ 12.50', 3, '01-02-2026']]);
    expect(exportRows([{}], columns, gridOptions)).toEqual([['--', '--', '--', '--']]);
  });

  it("names the file title + '_export_' + timestamp", () => {
    expect(exportFileName('Court Fines', new Date(2026, 0, 31, 9, 5, 7))).toBe(
      'Court_Fines_export_20260131090507.xlsx',
    );
    expect(exportFileName('  ')).toMatch(/^Data_export_\d{14}\.xlsx$/);
  });

  it('builds one sheet named Data with the header row first', async () => {
    const workbook = createExportWorkbook(exportHeaders(columns));
    workbook.addRows(
      exportRows([{ caseNumber: 'CF-1', amount: 1, count: 2, dueDate: '2026-02-01' }], columns, gridOptions),
    );
    workbook.addRows([['CF-2', 'S$ 2.00', 4, '--']]);
    const blob = await workbook.finish();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await blob.arrayBuffer());
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(['Data']);
    const sheet = read.getWorksheet('Data')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Case Number', 'Amount', 'Count', 'Due']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'CF-2', 'S$ 2.00', 4, '--']);
    expect(sheet.rowCount).toBe(3);
  });
});
