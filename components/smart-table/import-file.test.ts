import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { columnTypeOf, importConfigurationOf } from './import-configuration';
import { parseAndValidate } from './import.worker';
import { mapRows, parseFile } from './parse-file';

const depositForm: FormComponent[] = [
  { type: 'screen-config', key: 'screenConfiguration', input: false },
  {
    type: 'panel',
    key: 'panel',
    components: [
      {
        type: 'textfield',
        key: 'depositReference',
        label: 'Deposit Reference',
        input: true,
        validate: { required: true },
      },
      {
        type: 'textfield',
        key: 'depositorName',
        label: 'Depositor Name',
        input: true,
        validate: { required: true },
      },
      {
        type: 'currency',
        key: 'amount',
        label: 'Amount',
        input: true,
        validate: { required: true, min: 0.01 },
      },
      { type: 'datetime', key: 'depositDate', label: 'Deposit Date', input: true },
      { type: 'select', key: 'paymentMode', label: 'Payment Mode', input: true, data: { values: [] } },
    ],
  },
  { type: 'button', key: 'submit', label: 'Submit', input: true },
];

const mapping = importConfigurationOf(depositForm).fieldMapping;

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('the import configuration loader (spec 001 §3.12, §4.1)', () => {
  it('turns the form’s fields into columns and field mapping', () => {
    expect(importConfigurationOf(depositForm)).toEqual({
      columnDefinitions: [
        { field: 'depositReference', headerName: 'Deposit Reference', cellDataType: 'string' },
        { field: 'depositorName', headerName: 'Depositor Name', cellDataType: 'string' },
        { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
        { field: 'depositDate', headerName: 'Deposit Date', cellDataType: 'date' },
        { field: 'paymentMode', headerName: 'Payment Mode', cellDataType: 'string' },
      ],
      fieldMapping: [
        { headerName: 'Deposit Reference', fieldName: 'depositReference' },
        { headerName: 'Depositor Name', fieldName: 'depositorName' },
        { headerName: 'Amount', fieldName: 'amount' },
        { headerName: 'Deposit Date', fieldName: 'depositDate' },
        { headerName: 'Payment Mode', fieldName: 'paymentMode' },
      ],
    });
  });

  it('maps component kinds to column types', () => {
    expect(
      ['currency', 'textfield', 'textarea', 'select', 'number', 'datetime', 'checkbox', 'email'].map(
        columnTypeOf,
      ),
    ).toEqual(['currency', 'string', 'string', 'string', 'number', 'date', 'string', 'string']);
  });
});

describe('reading an import file (parser xlcsvparser)', () => {
  it('reads CSV through the field mapping, numbering rows when asked', async () => {
    const csv =
      '\uFEFFDeposit Reference,Depositor Name,Amount,Ignored\nD-1,Lim Ah Kow,"1,250.50",x\n\nD-2, Siti ,75,y\n';
    const rows = await parseFile('deposits.csv', bytesOf(csv), { fieldMapping: mapping, slNoField: 'slNo' });
    expect(rows).toEqual([
      { depositReference: 'D-1', depositorName: 'Lim Ah Kow', amount: '1,250.50', slNo: 1 },
      { depositReference: 'D-2', depositorName: 'Siti', amount: '75', slNo: 2 },
    ]);
  });

  it('reads the first sheet of an .xlsx, first row the headers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deposits');
    sheet.addRow(['Deposit Reference', 'Amount', 'Deposit Date']);
    sheet.addRow(['D-9', 12.5, new Date(Date.UTC(2026, 0, 31))]);
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    const rows = await parseFile('deposits.xlsx', bytes, { fieldMapping: mapping });
    expect(rows).toEqual([{ depositReference: 'D-9', amount: 12.5, depositDate: '2026-01-31' }]);
  });

  it('reads with the parser the grid names, and refuses one it does not know', async () => {
    const csv = 'Deposit Reference\nD-1\n';
    const read = (parser: string) =>
      parseFile('deposits.csv', bytesOf(csv), { parser, fieldMapping: mapping });
    expect(await read('xlcsvparser')).toEqual([{ depositReference: 'D-1' }]);
    await expect(read('pdfparser')).rejects.toThrow(
      'The import parser "pdfparser" is not known: parser must be one of: xlcsvparser (reads .csv and .xlsx files).',
    );
    await expect(
      parseAndValidate({ fileName: 'deposits.csv', bytes: bytesOf(csv), parser: 'x', fieldMapping: [] }),
    ).rejects.toThrow('The import parser "x" is not known');
  });

  it('refuses a file of another kind, and says so plainly of a damaged workbook', async () => {
    await expect(parseFile('scan.png', bytesOf('\u0089PNG'), { fieldMapping: mapping })).rejects.toThrow(
      'scan.png was not imported: the table reads .csv and .xlsx files. Choose one of those.',
    );
    await expect(parseFile('deposits.xlsx', bytesOf('not a zip'), { fieldMapping: mapping })).rejects.toThrow(
      'it is not a readable .xlsx workbook (damaged, or another kind of file saved as .xlsx)',
    );
  });

  it('refuses a file without rows, or whose header row names none of the mapped columns', async () => {
    await expect(
      parseFile('empty.csv', bytesOf('Deposit Reference,Amount\n'), { fieldMapping: mapping }),
    ).rejects.toThrow('it holds no rows below a header row.');
    await expect(
      parseFile('other.csv', bytesOf('Name,Total\nx,1\n'), { fieldMapping: mapping }),
    ).rejects.toThrow(
      'its first row names none of the columns expected: "Deposit Reference", "Depositor Name"',
    );
    // One known header is enough: the missing ones are the rows' problems, named by field.
    expect(await parseFile('some.csv', bytesOf('Amount,Total\n5,1\n'), { fieldMapping: mapping })).toEqual([
      { amount: '5' },
    ]);
  });

  it('keeps the file’s own headers without a mapping', () => {
    expect(mapRows([{ A: ' 1 ', B: '' }], { fieldMapping: [] })).toEqual([{ A: '1', B: undefined }]);
  });

  it('checks each row against the import form and reports the bad ones by row', async () => {
    const csv = 'Deposit Reference,Depositor Name,Amount\nD-1,Lim,100\nD-2,,abc\nD-3,Ng,0\n';
    const result = await parseAndValidate({
      fileName: 'deposits.csv',
      bytes: bytesOf(csv),
      fieldMapping: mapping,
      components: depositForm,
    });
    expect(result.rows[0]).toEqual({ depositReference: 'D-1', depositorName: 'Lim', amount: 100 });
    const byRow = result.problems.map((problem) => `${problem.row}:${problem.field}`);
    expect(byRow).toContain('2:depositorName');
    expect(byRow).toContain('3:amount');
    expect(byRow.some((entry) => entry.startsWith('1:'))).toBe(false);
    expect(
      result.problems.find((problem) => problem.row === 2 && problem.field === 'depositorName')?.message,
    ).toMatch(/Depositor Name is required/);
  });
});
