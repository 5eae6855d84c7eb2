// The simple search of a grid holding its rows (defaultData), in Chromium: it finds what the cells show
// (an amount as "S$ 1,200.00", a date as "15-01-2026") as well as the values the rows hold.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, signInAs } from './browser';
import { saveScreen, testScreenConfig } from './screen-form';

const browser = browserFixture();

const caseNumbers = async (page: Page) =>
  (await page.locator('.ignite-smart-table tbody > tr td:nth-child(2)').allInnerTexts()).map((text) =>
    text.trim(),
  );

describe('smart table: the simple search of rows held locally', () => {
  it('finds amounts and dates as the cells show them, and the values as held', async () => {
    await saveScreen(browser, 'smart-table-local-search', [
      testScreenConfig,
      {
        type: 'smart-table',
        key: 'heldFines',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'heldFines',
          title: 'Fines held on the screen',
          globalSearchEnabled: true,
          globalSearchPlaceholder: 'Search fines...',
          defaultData: [
            { caseNumber: 'CF-0001', amount: 1200, dueDate: '2026-01-15 00:00:00', status: 'open' },
            { caseNumber: 'CF-0002', amount: 350.5, dueDate: '2026-03-15 00:00:00', status: 'paid' },
            { caseNumber: 'CF-0003', amount: 12000, dueDate: '2027-01-15 00:00:00', status: 'open' },
            { caseNumber: 'CF-0004', amount: 80, dueDate: '2026-01-02 00:00:00', status: null },
          ],
          columnDefinitions: [
            { field: 'caseNumber', headerName: 'Case number' },
            { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
            { field: 'dueDate', headerName: 'Due', cellDataType: 'date' },
            {
              field: 'status',
              headerName: 'Status',
              formatOptions: { case: 'title_case' },
              defaultValueIfNull: 'Not set',
            },
          ],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/tests/smart-table-local-search' });
    await page.getByText('Showing 1 to 4 of 4 records').waitFor();
    await page.getByText('S$ 1,200.00').waitFor();
    const search = page.getByPlaceholder('Search fines...');

    // Starts With, the grid's default operator: the amount as shown, past its currency symbol.
    await search.fill('1,200');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 records').waitFor();
    expect(await caseNumbers(page)).toEqual(['CF-0001']);

    // Contains: the date as shown, and the text an empty cell shows.
    await page.getByRole('button', { name: 'Filter operator: Starts With' }).click();
    await page.getByRole('menuitemradio', { name: 'Contains' }).click();
    await search.fill('01-2026');
    await search.press('Enter');
    await page.getByText('Showing 1 to 2 of 2 records').waitFor();
    expect(await caseNumbers(page)).toEqual(['CF-0001', 'CF-0004']);
    await search.fill('not set');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 records').waitFor();
    expect(await caseNumbers(page)).toEqual(['CF-0004']);

    // The values as the rows hold them are still found.
    await search.fill('2026-03');
    await search.press('Enter');
    await page.getByText('Showing 1 to 1 of 1 records').waitFor();
    expect(await caseNumbers(page)).toEqual(['CF-0002']);
  });
});
