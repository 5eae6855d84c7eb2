import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadScriptSandbox } from '../../runtime/core/script-sandbox';
import { exportFileName, exportFormatter, exportHeaders, exportRows, templateRowFields } from './export-rows';
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

  it('knows which row fields a composite template reads, or that it reads the row some other way', () => {
    expect(templateRowFields('{{ Math.round(rowData.amount * 110) / 100 }}')).toEqual(['amount']);
    expect(templateRowFields("{{ row.dueDate < '2026' ? rowData.a.b : row . c }}")).toEqual([
      'dueDate',
      'a',
      'c',
    ]);
    expect(templateRowFields('{{ gridOptions.key }}')).toEqual([]);
    expect(templateRowFields('{{ x.row + rowDataX }}')).toEqual([]);
    expect(templateRowFields("{{ rowData['amount'] }}")).toBeUndefined();
    expect(templateRowFields('{{ Object.keys(row).length }}')).toBeUndefined();
    expect(templateRowFields('{{ rowData?.amount }}')).toBeUndefined();
  });

  it('formats composite columns the same when it reuses the cell of rows with the same values', async () => {
    await loadScriptSandbox();
    const composite = visibleColumns([
      { field: 'n', headerName: 'N', cellDataType: 'number' },
      {
        field: 'fee',
        headerName: 'Fee',
        cellDataType: 'currency',
        compositeColumn: true,
        valueFormatterTemplate: '{{ Math.round(rowData.amount * 110) / 100 }}',
      },
      {
        field: 'overdue',
        headerName: 'Overdue',
        compositeColumn: true,
        valueFormatterTemplate:
          "{{ rowData.dueDate < '2026-01-01' ? 'yes' : rowData.dueDate === undefined ? 'none' : 'no' }}",
      },
      {
        field: 'keys',
        headerName: 'Keys',
        compositeColumn: true,
        valueFormatterTemplate: '{{ Object.keys(rowData).length }}',
      },
    ]);
    const rows = [
      { n: 1, amount: 10, dueDate: '2025-12-01' },
      { n: 2, amount: 10, dueDate: '2026-02-01', extra: true },
      { n: 3, amount: 20 },
      { n: 4, amount: '10', dueDate: '2025-12-01' },
      { n: 5, amount: null, dueDate: null },
    ];
    const format = exportFormatter(composite, gridOptions);
    const once = rows.map((row) => exportRows([row], composite, gridOptions)[0]);
    expect(format(rows)).toEqual(once);
    expect(format(rows)).toEqual(once);
    expect(once.map((row) => row?.[2])).toEqual(['yes', 'no', 'none', 'yes', 'no']);
    expect(once.map((row) => row?.[3])).toEqual(['3', '4', '2', '3', '3']);
  });
});
