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
    const { rows } = await parseFile('deposits.csv', bytesOf(csv), {
      fieldMapping: mapping,
      slNoField: 'slNo',
    });
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
    const { rows } = await parseFile('deposits.xlsx', bytes, { fieldMapping: mapping });
    expect(rows).toEqual([{ depositReference: 'D-9', amount: 12.5, depositDate: '2026-01-31' }]);
  });

  it('reads with the parser the grid names, and refuses one it does not know', async () => {
    const csv = 'Deposit Reference\nD-1\n';
    const read = async (parser: string) =>
      (await parseFile('deposits.csv', bytesOf(csv), { parser, fieldMapping: mapping })).rows;
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
    expect(await parseFile('some.csv', bytesOf('Amount,Total\n5,1\n'), { fieldMapping: mapping })).toEqual({
      rows: [{ amount: '5' }],
    });
  });

  it('keeps the file’s own headers without a mapping', () => {
    expect(mapRows([{ A: ' 1 ', B: '' }], { fieldMapping: [] })).toEqual([{ A: '1', B: undefined }]);
  });

  it('checks each row against the import form and reports the bad ones by row and label', async () => {
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
    expect(result.problems.find((problem) => problem.field === 'depositorName')).toMatchObject({
      row: 2,
      label: 'Depositor Name',
      message: expect.stringMatching(/Depositor Name is required/),
    });
  });
});

describe('how the import report numbers the rows: as the No. column and the server, from 1', () => {
  const problemRows = async (fileName: string, bytes: ArrayBuffer) =>
    (
      await parseAndValidate({
        fileName,
        bytes,
        fieldMapping: mapping,
        components: depositForm,
        slNoField: 'slNo',
      })
    ).problems.map((problem) => `${problem.row}:${problem.field}`);

  it('numbers a CSV’s rows among the rows read: not the header, blank lines or values over several lines', async () => {
    const csv = [
      '\uFEFFDeposit Reference,Depositor Name,Amount',
      '',
      'D-1,"Lim',
      'Ah Kow",100',
      '   ',
      'D-2,,5',
      '"D-3","Ng ""Jr""",abc',
      '',
      '',
      'D-4,"Tan',
      '',
      'Wei",',
      '',
    ].join('\r\n');
    const parsed = await parseFile('deposits.csv', bytesOf(csv), {
      fieldMapping: mapping,
      slNoField: 'slNo',
    });
    // The serial numbers count the rows read, from 1, and the problems name the rows by them.
    expect(parsed.rows.map((row) => row.slNo)).toEqual([1, 2, 3, 4]);
    expect(parsed.rows[0]!.depositorName).toBe('Lim\r\nAh Kow');
    expect(await problemRows('deposits.csv', bytesOf(csv))).toEqual([
      '2:depositorName',
      '3:amount',
      '4:amount',
    ]);
  });

  it('reads lines ended by \\n alone, and a last row without a line break', async () => {
    const csv = 'Deposit Reference,Depositor Name,Amount\n\n\nD-1,Lim,1\nD-2,"A\nB\nC",\nD-3,,2';
    expect((await parseFile('d.csv', bytesOf(csv), { fieldMapping: mapping })).rows).toHaveLength(3);
    expect(await problemRows('d.csv', bytesOf(csv))).toEqual(['2:amount', '3:depositorName']);
  });

  it('numbers a sheet’s rows among the rows read, not by the sheet’s row numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deposits');
    sheet.addRow(['Deposit Reference', 'Depositor Name', 'Amount']);
    sheet.getRow(3).values = ['D-1', 'Lim', 5];
    sheet.getRow(7).values = ['D-2', '', 5];
    sheet.getRow(8).values = ['D-3', 'Ng', 'abc'];
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    expect((await parseFile('d.xlsx', bytes, { fieldMapping: mapping, slNoField: 'slNo' })).rows).toEqual([
      { depositReference: 'D-1', depositorName: 'Lim', amount: 5, slNo: 1 },
      { depositReference: 'D-2', amount: 5, slNo: 2 },
      { depositReference: 'D-3', depositorName: 'Ng', amount: 'abc', slNo: 3 },
    ]);
    expect(await problemRows('d.xlsx', bytes)).toEqual(['2:depositorName', '3:amount']);
  });
});

describe('date cells of a sheet', () => {
  /** A sheet whose date cells hold the wall clock given (exceljs writes a Date's UTC fields as the serial). */
  async function sheetWith(cells: { value: string; numFmt: string }[]): Promise<ArrayBuffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deposits');
    sheet.addRow(['Deposit Reference', 'Depositor Name', 'Amount', 'Deposit Date']);
    cells.forEach(({ value, numFmt }, index) => {
      const row = sheet.addRow([`D-${index + 1}`, 'Lim', 5, new Date(`${value}Z`)]);
      row.getCell(4).numFmt = numFmt;
    });
    return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  }

  const dates = [
    { value: '2026-04-30T14:30:00', numFmt: 'dd/mm/yyyy hh:mm' },
    { value: '2026-04-30T00:00:00', numFmt: 'dd/mm/yyyy' },
    // A date-only format over a value with a time: the sheet shows the day, the day is imported.
    { value: '2026-04-30T23:45:00', numFmt: 'dd/mm/yyyy' },
  ];

  it('keep their time for a Form.io datetime field, in the zone it shows times in, and pass its check', async () => {
    const form = depositForm.map((component) =>
      component.type === 'panel'
        ? {
            ...component,
            components: (component.components as FormComponent[]).map((field) =>
              field.key === 'depositDate' ? { ...field, timezone: 'Asia/Singapore' } : field,
            ),
          }
        : component,
    );
    const result = await parseAndValidate({
      fileName: 'deposits.xlsx',
      bytes: await sheetWith(dates),
      fieldMapping: mapping,
      components: form,
    });
    expect(result.rows.map((row) => row.depositDate)).toEqual([
      '2026-04-30T14:30:00+08:00',
      '2026-04-30T00:00:00+08:00',
      '2026-04-30T00:00:00+08:00',
    ]);
    expect(result.problems).toEqual([]);
  });

  it('stay a date for a date input (the example deposit import), and read as text without an import form', async () => {
    const dateInput = depositForm.map((component) =>
      component.type === 'panel'
        ? {
            ...component,
            components: (component.components as FormComponent[]).map((field) =>
              field.key === 'depositDate' ? { ...field, type: 'textfield', inputType: 'date' } : field,
            ),
          }
        : component,
    );
    const bytes = await sheetWith(dates);
    const asDates = await parseFile('d.xlsx', bytes, { fieldMapping: mapping, components: dateInput });
    expect(asDates.rows.map((row) => row.depositDate)).toEqual(['2026-04-30', '2026-04-30', '2026-04-30']);
    const asText = await parseFile('d.xlsx', bytes, { fieldMapping: mapping });
    expect(asText.rows.map((row) => row.depositDate)).toEqual([
      '2026-04-30 14:30:00',
      '2026-04-30',
      '2026-04-30',
    ]);
  });

  it('refuse the file with a clear message when the field names an unknown time zone', async () => {
    const form: FormComponent[] = [
      { type: 'datetime', key: 'depositDate', label: 'Deposit Date', input: true, timezone: 'Mars/Olympus' },
    ];
    await expect(
      parseAndValidate({
        fileName: 'd.xlsx',
        bytes: await sheetWith(dates),
        fieldMapping: mapping,
        components: form,
      }),
    ).rejects.toThrow(
      'the import form\'s field "Deposit Date" shows times in "Mars/Olympus", which is not a time zone',
    );
  });
});
