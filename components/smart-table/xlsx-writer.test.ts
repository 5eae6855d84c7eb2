import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnWidth } from './export-rows';
import { startWorkbook } from './xlsx-export';
import { columnLetters, xmlText } from './xlsx-writer';

const columnsOf = (...headers: string[]) => headers.map((header) => ({ header, width: columnWidth(header) }));

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook;
}

describe('the streaming .xlsx writer of the export', () => {
  it('writes one sheet named Data: a bold header row, widths, strings, numbers, booleans and gaps', async () => {
    const workbook = startWorkbook(
      columnsOf('Case number', 'Amount', 'A header longer than forty characters, surely'),
    );
    workbook.addRows([
      ['CF-1 & <Tan> "Wei"', 12.5, true],
      [null, -3, false],
    ]);
    workbook.addRows([['  spaced  ', 0, 'Ünïcödé 中文 😀']]);
    const read = await readBack(await workbook.finish());
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(['Data']);
    const sheet = read.getWorksheet('Data')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Case number',
      'Amount',
      'A header longer than forty characters, surely',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.getRow(2).values).toEqual([undefined, 'CF-1 & <Tan> "Wei"', 12.5, true]);
    expect(sheet.getRow(3).values).toEqual([undefined, undefined, -3, false]);
    expect(sheet.getRow(4).values).toEqual([undefined, '  spaced  ', 0, 'Ünïcödé 中文 😀']);
    expect(sheet.columns.map((column) => column.width)).toEqual([15, 10, 40]);
  });

  it('keeps every row, in order, across many chunks, with repeated strings shared', async () => {
    const workbook = startWorkbook(columnsOf('N', 'Text', 'Same'));
    for (let start = 0; start < 5000; start += 1000)
      workbook.addRows(
        Array.from({ length: 1000 }, (_row, i) => [start + i, `row ${start + i}`, 'repeated']),
      );
    const read = await readBack(await workbook.finish());
    const sheet = read.getWorksheet('Data')!;
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(2).values).toEqual([undefined, 0, 'row 0', 'repeated']);
    expect(sheet.getRow(3456).values).toEqual([undefined, 3454, 'row 3454', 'repeated']);
    expect(sheet.getRow(5001).values).toEqual([undefined, 4999, 'row 4999', 'repeated']);
  });

  it("shows a column's numbers through its number format, each format written once", async () => {
    const workbook = startWorkbook([
      { header: 'Amount', width: 20, numberFormat: '"S$ "#,##0.00' },
      { header: 'Due', width: 12, numberFormat: 'dd-mm-yyyy' },
      { header: 'Fee', width: 20, numberFormat: '"S$ "#,##0.00' },
      { header: 'Markup', width: 12, numberFormat: '"<a & b>"0' },
      { header: 'Count', width: 10 },
    ]);
    workbook.addRows([
      [1234.5, 46142, -3, 7, 4],
      ['--', 'not a date', null, 'x', true],
    ]);
    const read = await readBack(await workbook.finish());
    const sheet = read.getWorksheet('Data')!;
    const [amount, due, fee, markup, count] = [1, 2, 3, 4, 5].map((column) =>
      sheet.getRow(2).getCell(column),
    );
    expect(amount!.value).toBe(1234.5);
    expect(amount!.numFmt).toBe('"S$ "#,##0.00');
    expect(due!.value).toEqual(new Date(Date.UTC(2026, 3, 30)));
    expect(due!.numFmt).toBe('dd-mm-yyyy');
    expect(fee!.value).toBe(-3);
    expect(fee!.numFmt).toBe('"S$ "#,##0.00');
    expect(markup!.value).toBe(7);
    expect(markup!.numFmt).toBe('"<a & b>"0');
    expect(count!.value).toBe(4);
    expect(count!.numFmt).toBeUndefined();
    // Text in a column with a number format is plain text; the header stays bold.
    expect(sheet.getRow(3).values).toEqual([undefined, '--', 'not a date', undefined, 'x', true]);
    expect(sheet.getRow(3).getCell(1).numFmt).toBeUndefined();
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).numFmt).toBeUndefined();
  });

  it('drops characters XML cannot hold and escapes markup', () => {
    expect(xmlText('a\u0000b\u0007c\td\ne & <f> "g"')).toBe('abc\td\ne &amp; &lt;f&gt; &quot;g&quot;');
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
