// Import Deposits (examples/forms/deposit-import.json) end to end in Chromium: a clerk checks a file, then
// saves its rows as deposits with one click (POST /api/deposits/import); a file with a row the server
// refuses (a reference already taken, a date not on the calendar) saves nothing and says which row and
// why. The report names a bad row as the table's No. column and the server do (its number among the rows
// read, whatever blank lines or rows the file holds before it) and its field by label; a workbook's
// date-time cells give the example's date field their day.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { screenData, type Json } from './screen-form';

const browser = browserFixture();

const HEADER = 'Deposit reference,Depositor name,Case number,Amount,Deposit date,Payment mode';

async function chooseFile(name: string, lines: string[]): Promise<void> {
  const { page } = browser;
  await page
    .getByTestId('smart-table-import-input')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });
  await page.locator('.ignite-smart-table__import-report').waitFor();
}

describe('Import Deposits', () => {
  it('offers saving once a file is checked, saves its rows as deposits and shows them in the list', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    const save = page.getByRole('button', { name: 'Save imported deposits' });
    expect(await save.isVisible()).toBe(false);

    await chooseFile('march.csv', [
      'DEP-2037-0001,Ong Bee Lian,CF-2026-0042,120.50,2026-03-01,CASH',
      'DEP-2037-0002,Yusof Ishak,,80,2026-03-02,NETS',
    ]);
    await save.waitFor();
    await screenshot(page, 'deposit-import-checked');
    await save.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 deposits were saved.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/app/deposits/deposit-list');

    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const stored = await clerk.get(`/api/deposits?q=${encodeURIComponent('depositReference=(%DEP-2037-%)')}`);
    expect(
      (stored.body.content as Record<string, unknown>[])
        .map((row) => [row.depositReference, row.amount])
        .sort(),
    ).toEqual([
      ['DEP-2037-0001', 120.5],
      ['DEP-2037-0002', 80],
    ]);
  });

  it('saves nothing from a file with a row the server refuses, and names the row', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    await chooseFile('april.csv', [
      'DEP-2038-0001,Ong Bee Lian,,50,2026-04-01,CASH',
      // A seeded deposit's reference: unique, so the server refuses it.
      'DEP-2026-0001,Tan Wei Ming,,60,2026-04-02,CASH',
    ]);
    await page.getByRole('button', { name: 'Save imported deposits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nothing was saved').waitFor();
    await dialog
      .getByText(
        /1 of 2 rows cannot be imported, so nothing was imported\. Row 2: Deposit reference must be unique: "DEP-2026-0001" is already taken/,
      )
      .waitFor();
    await screenshot(page, 'deposit-import-refused');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toContain('/app/deposits/deposit-import');
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const stored = await clerk.get(`/api/deposits?q=${encodeURIComponent('depositReference=(%DEP-2038-%)')}`);
    expect(stored.status).toBe(200);
    expect(stored.body.content).toEqual([]);
  });

  it('refuses a date that is not on the calendar, in the report and on saving, naming the row and field', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    await chooseFile('february.csv', [
      'DEP-2041-0001,Ong Bee Lian,,50,2026-02-30,CASH',
      'DEP-2041-0002,Yusof Ishak,,60,2026-02-28,CASH',
      'DEP-2041-0003,Tan Wei Ming,,70,2026-13-45,NETS',
    ]);
    const refused = 'Deposit date must be a date on the calendar (YYYY-MM-DD)';
    expect(
      await page.locator('.ignite-smart-table__import-report').getByRole('listitem').allInnerTexts(),
    ).toEqual([`Row 1 (Deposit date): ${refused}`, `Row 3 (Deposit date): ${refused}`]);
    // Saving anyway: the server checks every row again and stores none.
    await page.getByRole('button', { name: 'Save imported deposits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        `2 of 3 rows cannot be imported, so nothing was imported. Row 1: ${refused}; Row 3: ${refused}.`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const stored = await clerk.get(`/api/deposits?q=${encodeURIComponent('depositReference=(%DEP-2041-%)')}`);
    expect(stored.status).toBe(200);
    expect(stored.body.content).toEqual([]);
  });

  it('names a workbook’s bad rows as the No. column does and takes the day of a date-time cell', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deposits');
    sheet.addRow(HEADER.split(','));
    // Rows 2 and 4 are left blank; the sheet's clock reads 14:30 on 1 March (no zone: exceljs writes UTC's).
    const rows = [
      [3, ['DEP-2040-0001', 'Ong Bee Lian', '', 120.5, new Date(Date.UTC(2026, 2, 1, 14, 30)), 'Cash']],
      [5, ['DEP-2040-0002', '', '', 80, new Date(Date.UTC(2026, 2, 2)), 'Nets']],
    ] as const;
    for (const [rowNumber, values] of rows) {
      const row = sheet.getRow(rowNumber);
      row.values = [...values];
      row.getCell(5).numFmt = rowNumber === 3 ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy';
    }
    await page.getByTestId('smart-table-import-input').setInputFiles({
      name: 'march.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    const report = page.locator('.ignite-smart-table__import-report');
    await report.waitFor();
    // The sheet's row 5 is the second row read: row 2 in the table's No. column, as the server would say.
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([
      'Row 2 (Depositor name): Depositor name is required',
    ]);
    const badRow = page.locator('tbody > tr').filter({ hasText: 'DEP-2040-0002' });
    expect((await badRow.locator('td').first().innerText()).trim()).toBe('2');
    const data: Json = await screenData(page);
    expect(data.parsedResults.map((row: Json) => row.depositDate)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('does not offer saving to a user who may not write deposits', async () => {
    const { page } = browser;
    await signInAs(browser, 'cashier@ignite.local', { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    await chooseFile('may.csv', ['DEP-2039-0001,Ong Bee Lian,,50,2026-05-01,CASH']);
    await page.getByText('1 row read from may.csv').waitFor();
    expect(await page.getByRole('button', { name: 'Save imported deposits' }).count()).toBe(0);
  });
});
