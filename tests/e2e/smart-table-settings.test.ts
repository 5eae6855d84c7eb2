// Smart table settings seen in the rendered grid, in Chromium against the real server: the serial number
// taken from a record field (slnofield) on the Import Deposits screen; on a test screen, the child grid's
// rowSpanCount and selectedRecordIdentifierField, currency by currencyCode and locale, and the default
// number digits.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import {
  heard,
  listenOnScreenForm,
  saveScreen,
  screenData,
  testScreenConfig,
  type Json,
} from './screen-form';

const browser = browserFixture();
const CLERK = 'clerk@ignite.local';

const table = (page: Page) => page.locator('.ignite-smart-table').first();
/** The main table's data rows (not the expansion rows, not a child table's rows). */
const mainRows = (page: Page) =>
  table(page).locator('.ignite-smart-table__table > tbody > tr:not(.p-datatable-row-expansion)');
const cellTexts = async (row: ReturnType<Page['locator']>) =>
  (await row.locator(':scope > td').allInnerTexts()).map((text) => text.trim());

describe('smart table: the serial number from a record field (slnofield)', () => {
  it("shows each imported row's number, which stays with the row when the rows are sorted", async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    const csv = [
      'Deposit reference,Depositor name,Case number,Amount,Deposit date,Payment mode',
      'DEP-2026-0201,Ong Bee Lian,CF-2026-0101,120.50,2026-03-01,CASH',
      'DEP-2026-0202,Tan Ah Huat,CF-2026-0102,80,2026-03-02,NETS',
      'DEP-2026-0203,Yusof Ishak,CF-2026-0103,1000,2026-03-03,GIRO',
    ].join('\n');
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'deposits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Showing 1 to 3 of 3 records').waitFor();
    expect(await table(page).getByRole('columnheader').first().innerText()).toBe('No.');
    const numbers = async () =>
      (await mainRows(page).allInnerTexts()).map((row) => row.split('\t')[0]!.trim());
    const references = async () =>
      (await mainRows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
    expect(await numbers()).toEqual(['1', '2', '3']);

    // Sorted by amount the rows move, and their numbers with them (80 was number 2).
    await table(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(references).toEqual(['DEP-2026-0202', 'DEP-2026-0201', 'DEP-2026-0203']);
    expect(await numbers()).toEqual(['2', '1', '3']);
    await screenshot(page, 'smart-table-import-lines');
  });
});

const fines = [
  {
    id: 'f1',
    caseNumber: 'CF-1',
    rate: 1.5,
    amount: 1250.5,
    instalments: [
      { eventId: 'i1', name: 'Instalment 1', amount: 400 },
      { eventId: 'i2', name: 'Instalment 2', amount: 850.5 },
    ],
  },
  {
    id: 'f2',
    caseNumber: 'CF-2',
    rate: 2,
    amount: 80,
    instalments: [{ eventId: 'i1', name: 'Instalment 1 of CF-2', amount: 80 }],
  },
];

const euros = { cellDataType: 'currency', formatOptions: { currencyCode: 'EUR', localeId: 'de-DE' } };

describe('smart table: child grid settings and number formats', () => {
  it('spans rowSpanCount columns, deletes a child row by its identifier, formats by code and digits', async () => {
    await saveScreen(browser, 'smart-table-child-settings', [
      testScreenConfig,
      { type: 'hidden', key: 'fines', input: true, defaultValue: fines },
      {
        type: 'smart-table',
        key: 'fineTable',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'fineTable',
          title: 'Fines in euros',
          gridDataContext: 'contextDataDriven',
          contextDataFieldName: 'fines',
          needsRowExpansion: true,
          childRowsAttribute: 'instalments',
          childGridOptions: {
            rowSpanCount: 3,
            selectedRecordIdentifierField: 'eventId',
            columnDefinitions: [
              { field: 'name', headerName: 'Instalment' },
              { field: 'amount', headerName: 'Amount', ...euros },
              {
                field: 'eventId',
                headerName: 'Remove',
                sortable: false,
                displayValueFormatters: [
                  { category: 'delete_row', displayType: 'button', displayValueFormatterTemplate: 'Delete' },
                ],
              },
            ],
          },
          columnDefinitions: [
            { field: 'caseNumber', headerName: 'Case number' },
            { field: 'rate', headerName: 'Rate (%)', cellDataType: 'number' },
            { field: 'amount', headerName: 'Amount', ...euros },
          ],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/tests/smart-table-child-settings' });
    await page.getByText('Showing 1 to 2 of 2 records').waitFor();
    await listenOnScreenForm(page, ['delete']);

    // Expander, serial number, then the columns: numbers with two decimals, amounts in euros in de-DE.
    const first = mainRows(page).filter({ hasText: 'CF-1' });
    expect((await cellTexts(first)).slice(1)).toEqual(['1', 'CF-1', '1.50', '1.250,50\u00a0€']);
    expect((await cellTexts(mainRows(page).filter({ hasText: 'CF-2' }))).slice(3)).toEqual([
      '2.00',
      '80,00\u00a0€',
    ]);

    // The child table spans the first 3 of the 5 columns; one empty cell covers the other 2.
    await first.locator('.p-row-toggler').click();
    const expansion = table(page).locator('tr.p-datatable-row-expansion');
    await expansion.getByText('Instalment 2').waitFor();
    const spans = await expansion
      .locator(':scope > td')
      .evaluateAll((cells) =>
        cells.map((cell) => [(cell as HTMLTableCellElement).colSpan, cell.textContent]),
      );
    expect(spans.map(([span]) => span)).toEqual([3, 2]);
    expect(spans[1]![1]).toBe('');
    const child = expansion.locator('.ignite-smart-table__child');
    expect(await child.locator('tbody tr').first().innerText()).toContain('400,00\u00a0€');
    await screenshot(page, 'smart-table-child-settings');

    // Deleting Instalment 1 of CF-1 removes it there only: CF-2 has an instalment with the same eventId.
    await child
      .locator('tbody tr')
      .filter({ hasText: 'Instalment 1' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(async () =>
        (await screenData(page)).fines.map((fine: Json) => fine.instalments.map((i: Json) => i.eventId)),
      )
      .toEqual([['i2'], ['i1']]);
    const [deleted] = await heard(page);
    expect(deleted.payload.row.eventId).toBe('i1');
    expect(deleted.payload.parentRow.id).toBe('f1');
  });
});
