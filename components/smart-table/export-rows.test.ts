import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadScriptSandbox } from '../../runtime/core/script-sandbox';
import { exportColumns, exportFileName, exportFormatter, exportRows, templateRowFields } from './export-rows';
import { createExportWorkbook } from './export-workbook';
import { visibleColumns } from './grid-settings';
import type { ColumnDefinition } from '../../schemas/grid-options';

const columns = visibleColumns([
  { field: 'caseNumber', headerName: 'Case Number' },
  { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
  { field: 'count', headerName: 'Count', cellDataType: 'number' },
  { field: 'secret', headerName: 'Secret', hide: true },
  { field: 'dueDate', headerName: 'Due', cellDataType: 'date' },
]);
const gridOptions = { key: 'fines', columnDefinitions: [] };

describe('export to Excel (spec 001 §9)', () => {
  it('writes the visible columns, amounts and numbers as numbers, dates as Excel serials', () => {
    expect(exportColumns(columns)).toEqual([
      { header: 'Case Number', width: 15 },
      { header: 'Amount', width: 20, numberFormat: '"S$ "#,##0.00' },
      { header: 'Count', width: 17, numberFormat: '#,##0.00' },
      { header: 'Due', width: 12, numberFormat: 'dd-mm-yyyy' },
    ]);
    expect(
      exportRows(
        [{ caseNumber: 'CF-1', amount: 12.5, count: 3, secret: 'x', dueDate: '2026-02-01' }],
        columns,
        gridOptions,
      ),
    ).toEqual([['CF-1', 12.5, 3, 46054]]);
    // Empty values and values that are no number or date are written as the grid shows them.
    expect(exportRows([{}], columns, gridOptions)).toEqual([['--', '--', '--', '--']]);
    expect(exportRows([{ amount: 'n/a', count: '1,000', dueDate: 'soon' }], columns, gridOptions)).toEqual([
      ['--', 'n/a', 1000, 'soon'],
    ]);
  });

  it('gives each typed column the Excel format that shows it as the grid does, or writes text', () => {
    const formats = (definitions: Parameters<typeof visibleColumns>[0]) =>
      exportColumns(visibleColumns(definitions)).map((column) => column.numberFormat);
    expect(
      formats([
        { field: 'a', cellDataType: 'currency', formatOptions: { currencyCode: 'EUR', localeId: 'nl-NL' } },
        {
          field: 'b',
          cellDataType: 'number',
          formatOptions: { numberFormat: 'percentage', decimalPlaces: 1 },
        },
        { field: 'c', cellDataType: 'decimal', formatOptions: { prefix: 'x', suffix: ' kg' } },
        { field: 'd', cellDataType: 'date', formatOptions: { targetFormat: 'DD MMM YYYY, hh:mm A' } },
        { field: 'e', cellDataType: 'string', formatOptions: { enableDateFormatter: true } },
      ]),
    ).toEqual([
      // nl-NL writes a no-break space after the euro sign, and the minus sign after both.
      '"€\u00a0"#,##0.00;"€\u00a0-"#,##0.00',
      '#,##0.0%',
      // The grid writes the prefix before the minus sign ('x-5.00 kg'), Excel's own minus sign goes first.
      '"x"#,##0.00" kg";"x-"#,##0.00" kg"',
      'dd mmm yyyy, hh:mm AM/PM',
      'dd-mm-yyyy',
    ]);
    // Numbers with optional decimals, or shown as they are, stay plain numbers; other columns Excel
    // cannot show alike (lakhs, a 12-hour clock without AM/PM, upper-case month names) stay text.
    const columns = visibleColumns([
      { field: 'n', cellDataType: 'number', formatOptions: { digitsInfo: '1.0-3' } },
      { field: 'n', cellDataType: 'number', formatOptions: { disableNumberFormatter: true } },
      { field: 'n', cellDataType: 'currency', formatOptions: { currencyCode: 'INR', localeId: 'en-IN' } },
      { field: 'n', cellDataType: 'number', formatOptions: { digitsInfo: '1.0-3', suffix: ' kg' } },
      { field: 'd', cellDataType: 'date', formatOptions: { targetFormat: 'hh:mm' } },
      { field: 'd', cellDataType: 'date', formatOptions: { targetFormat: 'DD MMM', case: 'upper_case' } },
      { field: 'b', cellDataType: 'boolean' },
    ]);
    expect(exportColumns(columns).map((column) => column.numberFormat)).toEqual(Array(7).fill(undefined));
    expect(exportRows([{ n: 1234567.891, d: '2026-04-30 13:45:10', b: true }], columns, gridOptions)).toEqual(
      [[1234567.891, 1234567.891, '₹12,34,567.89', '1,234,567.891 kg', '01:45', '30 APR', 'Yes']],
    );
  });

  it('leaves out a column that only holds row actions, such as the court fine list’s Actions buttons', () => {
    // The example's columns, found wherever the list's smart table declares them.
    const findColumns = (node: unknown): ColumnDefinition[] | undefined => {
      if (!node || typeof node !== 'object') return undefined;
      const found = (node as { columnDefinitions?: unknown }).columnDefinitions;
      if (Array.isArray(found)) return found as ColumnDefinition[];
      for (const inner of Object.values(node)) {
        const columns = findColumns(inner);
        if (columns) return columns;
      }
      return undefined;
    };
    const list = JSON.parse(
      readFileSync(new URL('../../examples/forms/court-fine-list.json', import.meta.url), 'utf8'),
    ) as unknown;
    const fineColumns = visibleColumns(findColumns(list)!);
    expect(fineColumns.map((column) => column.headerName)).toContain('Actions');
    expect(exportColumns(fineColumns).map((column) => column.header)).toEqual([
      'Case number',
      'Offender',
      'Amount',
      'Still owed',
      'Due date',
      'Created',
    ]);
    const [cells] = exportRows(
      [{ id: 41, caseNumber: 'CF-1', offenderName: 'Ann Lee', amount: 10, dueDate: '2026-02-01' }],
      fineColumns,
      gridOptions,
    );
    expect(cells).toHaveLength(6);
    expect(cells).not.toContain(41);
    expect(cells).not.toContain('41');

    // A link that shows the value, and a no_action formatter, still hold values; a fixed label does not.
    const linked = visibleColumns([
      { field: 'caseNumber', displayValueFormatters: [{ category: 'navigation', actionUrl: '/x' }] },
      { field: 'status', displayValueFormatters: [{ category: 'no_action', displayType: 'button' }] },
      {
        field: 'name',
        displayValueFormatters: [
          { category: 'popup', displayType: 'html', displayValueFormatterTemplate: '<b>{{ value }}</b>' },
        ],
      },
      {
        field: 'documentId',
        headerName: 'File',
        displayValueFormatters: [
          { category: 'download', displayType: 'href', displayValueFormatterTemplate: 'Download' },
        ],
      },
      {
        field: 'id',
        headerName: 'Row',
        displayValueFormatters: [{ category: 'delete_row', displayType: 'button' }],
      },
    ]);
    expect(exportColumns(linked).map((column) => column.header)).toEqual(['caseNumber', 'status', 'name']);
  });

  it("names the file title + '_export_' + timestamp", () => {
    expect(exportFileName('Court Fines', new Date(2026, 0, 31, 9, 5, 7))).toBe(
      'Court_Fines_export_20260131090507.xlsx',
    );
    expect(exportFileName('  ')).toMatch(/^Data_export_\d{14}\.xlsx$/);
  });

  it('builds one sheet named Data with the header row first', async () => {
    const workbook = createExportWorkbook(exportColumns(columns));
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

  it('reads back in Excel as typed cells: amounts and dates with their formats, the rest as text', async () => {
    await loadScriptSandbox();
    const typed = visibleColumns([
      { field: 'caseNumber', headerName: 'Case' },
      { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
      { field: 'dueDate', headerName: 'Due', cellDataType: 'date' },
      {
        field: 'createdDate',
        headerName: 'Created',
        cellDataType: 'date',
        formatOptions: { targetFormat: 'DD MMM YYYY HH:mm' },
      },
      {
        field: 'fee',
        headerName: 'Fee',
        cellDataType: 'currency',
        compositeColumn: true,
        valueFormatterTemplate: '{{ rowData.amount * 2 }}',
      },
      { field: 'paid', headerName: 'Paid', cellDataType: 'boolean' },
    ]);
    const workbook = createExportWorkbook(exportColumns(typed));
    workbook.addRows(
      exportRows(
        [
          {
            caseNumber: 'CF-1',
            amount: 1234.5,
            dueDate: '2026-04-30',
            createdDate: '2026-01-05 13:45:30',
            paid: true,
          },
          { caseNumber: 'CF-2', amount: null, dueDate: 'not a date', createdDate: '' },
        ],
        typed,
        gridOptions,
      ),
    );
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await (await workbook.finish()).arrayBuffer());
    const sheet = read.getWorksheet('Data')!;
    const cells = (row: number) => [1, 2, 3, 4, 5, 6].map((column) => sheet.getRow(row).getCell(column));
    const [caseNumber, amount, due, created, fee, paid] = cells(2);
    expect(caseNumber!.value).toBe('CF-1');
    expect(amount!.type).toBe(ExcelJS.ValueType.Number);
    expect(amount!.value).toBe(1234.5);
    expect(amount!.numFmt).toBe('"S$ "#,##0.00');
    // exceljs reads a date's serial as that day and time in UTC.
    expect(due!.type).toBe(ExcelJS.ValueType.Date);
    expect(due!.value).toEqual(new Date(Date.UTC(2026, 3, 30)));
    expect(due!.numFmt).toBe('dd-mm-yyyy');
    expect(created!.value).toEqual(new Date(Date.UTC(2026, 0, 5, 13, 45, 30)));
    expect(created!.numFmt).toBe('dd mmm yyyy hh:mm');
    expect(fee!.value).toBe('S$ 2,469.00');
    expect(fee!.numFmt).toBeUndefined();
    expect(paid!.value).toBe('Yes');
    // Empty values show the grid's '--', a value that is no date as it is, a template its text: all text.
    expect(cells(3).map((cell) => [cell.type, cell.value])).toEqual([
      [ExcelJS.ValueType.String, 'CF-2'],
      [ExcelJS.ValueType.String, '--'],
      [ExcelJS.ValueType.String, 'not a date'],
      [ExcelJS.ValueType.String, '--'],
      [ExcelJS.ValueType.String, 'S$ 0.00'],
      [ExcelJS.ValueType.String, '--'],
    ]);
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
