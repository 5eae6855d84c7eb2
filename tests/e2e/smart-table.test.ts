// The smart table (issue #7) in Chromium against the real server: the example court fines, deposits
// and fund disbursement screens, plus test screens saved through the forms API for the cell actions,
// a failing data provider and the import size limit. The court fines list is pictured in
// docs/screenshots/smart-table.png.
import ExcelJS from 'exceljs';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, browserFixture, signInAs } from './browser';
import { createCourtFine } from './court-fines';
import {
  heard,
  listenOnScreenForm,
  saveScreen as saveScreenAs,
  screenData,
  testScreenConfig as screenConfig,
  type Json,
} from './screen-form';

const browser = browserFixture();
const SHOTS = path.resolve('docs/screenshots');
const CLERK = 'clerk@ignite.local';
const saveScreen = (id: string, components: unknown[]) => saveScreenAs(browser, id, components);

const table = (page: Page) => page.locator('.ignite-smart-table').first();
const bodyRows = (page: Page) => table(page).locator('tbody > tr:not(.p-datatable-row-expansion)');
/** The contrast ratio of an element's text colour (its alpha laid over white) against white. */
function contrastOnWhite(element: Element): number {
  const [r, g, b, a = 1] = getComputedStyle(element)
    .color.match(/[\d.]+/g)!
    .map(Number);
  const channel = (value: number) => {
    const c = (value * a + 255 * (1 - a)) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  return 1.05 / (luminance + 0.05);
}
const firstCells = async (page: Page) =>
  (await bodyRows(page).locator('td:nth-child(3)').allInnerTexts()).map((text) => text.trim());

let courtFineTotal = 0;

beforeAll(async () => {
  // Enough court fines for several pages: 30 more beside the seeded ones.
  const clerk = await apiAs(browser, CLERK);
  const existing = await clerk.get('/api/court-fines?size=1&q=caseNumber=[CF-2027-)');
  for (let index = existing.body.totalElements; index < 30; index++) {
    await createCourtFine(clerk, {
      caseNumber: `CF-2027-${String(index + 1).padStart(4, '0')}`,
      offenderName: `Paging Offender ${index + 1}`,
      amount: 1000 + index,
      dueDate: '2027-01-15',
    });
  }
  courtFineTotal = (await clerk.get('/api/court-fines?size=1')).body.totalElements;
});

describe('smart table: the court fines list', () => {
  it('pages, sorts, searches with both operators and filters with the panel', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/court-fines?')) requests.push(decodeURIComponent(request.url()));
    });
    await page.goto('/app/court-fines/court-fine-list');
    // The first screen with scripts also loads the script sandbox: wait as long as for any locator.
    await page.getByText(`Showing 1 to 10 of ${courtFineTotal} records`).waitFor();
    await expect.poll(() => bodyRows(page).count()).toBe(10);
    await page.getByRole('heading', { name: `Court Fines (${courtFineTotal})` }).waitFor();
    expect(requests[0]).toMatch(/page=1&size=10&sort=caseNumber,asc$/);
    expect((await firstCells(page))[0]).toBe('CF-2026-0042');

    await table(page).getByRole('button', { name: 'Next Page' }).click();
    await page.getByText(`Showing 11 to 20 of ${courtFineTotal} records`).waitFor();
    expect(requests.at(-1)).toContain('page=2&size=10');
    expect(await bodyRows(page).first().locator('td').nth(1).innerText()).toBe('11');

    // Sort by amount, descending on the second click.
    await table(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => requests.at(-1)).toContain('page=1&size=10&sort=amount,asc');
    await table(page).getByRole('columnheader', { name: 'Amount' }).click();
    await expect.poll(() => requests.at(-1)).toContain('sort=amount,desc');
    await expect.poll(async () => (await firstCells(page))[0]).toBe('CF-2026-0103');

    // Contains is this grid's operator: 'kow' finds Lim Ah Kow.
    const search = page.getByPlaceholder('Search case number or offender...');
    await search.fill('kow');
    await search.press('Enter');
    await expect.poll(() => requests.at(-1)).toContain('q=(%kow%)');
    await page.getByText('Showing 1 to 1 of 1 records').waitFor();
    expect(await firstCells(page)).toEqual(['CF-2026-0101']);

    // Starts With from the operator menu: [CF-2026-010) finds the five seeded 010x fines.
    await page.getByRole('button', { name: 'Filter operator: Contains' }).click();
    await page.getByRole('menuitemradio', { name: 'Starts With' }).click();
    await search.fill('CF-2026-010');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => requests.at(-1)).toContain('q=[CF-2026-010)');
    await page.getByText('Showing 1 to 5 of 5 records').waitFor();

    // The filter panel: table 10 of 12 columns while it shows.
    await page.getByRole('button', { name: 'Refresh Grid Data' }).click();
    await page.getByText(`Showing 1 to 10 of ${courtFineTotal} records`).waitFor();
    await expect.poll(() => search.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect
      .poll(() => page.locator('.ignite-smart-table__table-column').getAttribute('class'))
      .toContain('col-10');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Offender').fill('siti');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => requests.at(-1)).toContain('q=offenderName=(%siti%)');
    await page.getByText('Showing 1 to 1 of 1 records').waitFor();
    expect(await firstCells(page)).toEqual(['CF-2026-0102']);
  });

  it('expands a fine with an instalment plan into a child table; cell actions navigate, open a popup, disable', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/court-fines/court-fine-list' });
    const planRow = bodyRows(page).filter({ hasText: 'CF-2026-0042' });
    await planRow.waitFor();
    // Only the fine with child rows (merged from its instalment plan by the data provider) expands.
    await expect.poll(() => table(page).locator('tbody .p-row-toggler').count()).toBe(1);
    await planRow.locator('.p-row-toggler').click();
    const child = table(page).locator('.ignite-smart-table__child');
    await child.getByText('Instalment 2').waitFor();
    expect(await child.getByRole('columnheader').allInnerTexts()).toEqual([
      'Instalment',
      'Due date',
      'Amount',
      'Status',
    ]);
    await expect.poll(() => child.locator('tbody tr').first().innerText()).toContain('S$ 0.00');

    // A fine of S$ 5,000 or more: Actions disabled, with the disabled tooltip.
    const bigFine = bodyRows(page).filter({ hasText: 'CF-2026-0103' });
    await page.getByPlaceholder('Search case number or offender...').fill('CF-2026-0103');
    await page.getByPlaceholder('Search case number or offender...').press('Enter');
    await bigFine.waitFor();
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    expect(await bigFine.getByRole('button', { name: 'Actions' }).isDisabled()).toBe(true);
    expect(
      await bigFine.locator('[title="Fines of S$ 5,000 or more are handled by the court"]').count(),
    ).toBe(1);

    // Popup: the quick view opens with the row, and the table emits closed with its result.
    await page.getByRole('button', { name: 'Refresh Grid Data' }).click();
    await planRow.waitFor();
    await listenOnScreenForm(page, ['closed']);
    await planRow.getByRole('button', { name: 'View', exact: true }).click();
    const popup = page.locator('.ignite-quick-view');
    await popup.getByText('Tan Wei Ming').waitFor();
    // Its template shows the amount and the date as the list does.
    await popup.locator('dd', { hasText: /^S\$ \d[\d,]*\.\d\d$/ }).waitFor();
    await popup.locator('dd', { hasText: /^\d\d-\d\d-\d{4}$/ }).waitFor();
    await page.getByLabel('Review note').fill('Checked');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(async () => (await heard(page)).length).toBe(1);
    const [closed] = await heard(page);
    expect(closed.payload.row.caseNumber).toBe('CF-2026-0042');
    expect(JSON.stringify(closed.payload.result)).toContain('Checked');

    // Navigation: the case number opens the view screen; Edit opens the edit screen.
    await planRow.getByRole('link', { name: 'CF-2026-0042' }).click();
    await page.waitForURL(/\/app\/court-fines\/court-fine-view\/\d+$/);
    await page.goBack();
    await planRow.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(/\/app\/court-fines\/court-fine-edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Case number').first().inputValue()).toBe('CF-2026-0042');
  });

  it('exports every page to .xlsx: one sheet named Data, the header row, typed cells, title_export_timestamp', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/court-fines/court-fine-list' });
    await page.getByText(`Showing 1 to 10 of ${courtFineTotal} records`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^Court_Fines_\\(${courtFineTotal}\\)_export_\\d{14}\\.xlsx$`),
    );
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(file!)).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Data']);
    const sheet = workbook.getWorksheet('Data')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Case number',
      'Offender',
      'Amount',
      'Still owed',
      'Due date',
      'Created',
    ]);
    expect(sheet.rowCount).toBe(courtFineTotal + 1);
    // Amounts and dates are numbers Excel sums and sorts, shown as the grid shows them.
    const row = sheet.getRow(2);
    // The seeded fine's first instalment (S$ 400) is paid.
    expect((row.values as unknown[]).slice(1, 6)).toEqual([
      'CF-2026-0042',
      'Tan Wei Ming',
      1200,
      800,
      new Date(Date.UTC(2026, 3, 30)),
    ]);
    expect([3, 4, 5, 6].map((column) => row.getCell(column).numFmt)).toEqual([
      '"S$ "#,##0.00',
      '"S$ "#,##0.00',
      'dd-mm-yyyy',
      'dd mmm yyyy',
    ]);
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Date);
  });

  it('cancels a running export: nothing is downloaded, and the next export runs', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/court-fines/court-fine-list' });
    await page.getByText(`Showing 1 to 10 of ${courtFineTotal} records`).waitFor();
    // The export reads the list 1,000 rows a call: held back, the export stays running until cancelled.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/court-fines\?.*size=1000/, async (route) => {
      await held;
      await route.continue();
    });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await page.getByText('Cancelling the export…').waitFor();
    release();
    await page.getByRole('button', { name: 'Cancel export' }).waitFor({ state: 'detached' });
    await page.unroute(/\/api\/court-fines\?.*size=1000/);
    expect(downloads).toEqual([]);
    expect(await page.getByRole('alert').filter({ hasText: 'The export failed' }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_export_\d{14}\.xlsx$/);
    expect(downloads).toHaveLength(1);
  });

  it('looks right (screenshot)', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK);
    await page.setViewportSize({ width: 1680, height: 1000 });
    await page.goto('/app/court-fines/court-fine-list');
    const planRow = bodyRows(page).filter({ hasText: 'CF-2026-0042' });
    await planRow.locator('.p-row-toggler').click();
    await table(page).locator('.ignite-smart-table__child').getByText('Instalment 1').waitFor();
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    // From the full page, so the sticky header does not cover the table's top.
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await page.locator('.ignite-smart-table').boundingBox())!;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(SHOTS, 'smart-table.png'),
      fullPage: true,
      animations: 'disabled',
      clip: {
        x: Math.max(0, box.x - 8),
        y: Math.max(0, box.y - 8),
        width: box.width + 16,
        height: box.height + 16,
      },
    });
  });
});

describe('smart table: selection, row actions and download on a context-driven table', () => {
  it('stores the selection in the submission, deletes and edits rows, downloads a document', async () => {
    const clerk = await apiAs(browser, CLERK);
    const upload = new FormData();
    upload.append(
      'documentJson',
      JSON.stringify({ fileName: 'receipt.txt', fileSize: 11, fileType: 'text/plain' }),
    );
    upload.append('file', new Blob(['receipt 001'], { type: 'text/plain' }), 'receipt.txt');
    const uploaded = await clerk.post('/api/core/documents/upload', upload);
    expect(uploaded.status).toBe(200);
    const documents = [
      { id: 'a1', name: 'Receipt A', documentId: uploaded.body.id },
      { id: 'b2', name: 'Receipt B', documentId: uploaded.body.id },
      { id: 'c3', name: 'Receipt C', documentId: uploaded.body.id },
    ];
    await saveScreen('smart-table-row-actions', [
      screenConfig,
      { type: 'hidden', key: 'documents', input: true, defaultValue: documents },
      { type: 'hidden', key: 'selectedIds', input: true },
      {
        type: 'smart-table',
        key: 'documentTable',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'documentTable',
          title: 'Documents',
          gridDataContext: 'contextDataDriven',
          contextDataFieldName: 'documents',
          checkboxSelection: true,
          selectedRecordStorageField: 'selectedIds',
          columnDefinitions: [
            { field: 'name', headerName: 'Name' },
            {
              field: 'documentId',
              headerName: 'Actions',
              sortable: false,
              displayValueFormatters: [
                {
                  category: 'download',
                  displayType: 'button',
                  displayValueFormatterTemplate: 'Download',
                  actionUrl: '/api/core/documents/download',
                  downloadId: 'documentId',
                },
                { category: 'edit_row', displayType: 'button', displayValueFormatterTemplate: 'Edit' },
                {
                  category: 'delete_row',
                  displayType: 'button',
                  displayValueFormatterTemplate: 'Delete',
                  styleClass: 'btn-outline-danger',
                },
              ],
            },
          ],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/tests/smart-table-row-actions' });
    await page.getByText('Showing 1 to 3 of 3 records').waitFor();
    await listenOnScreenForm(page, ['edit', 'delete']);

    const checkboxes = table(page).locator('tbody .p-checkbox');
    await checkboxes.nth(0).click();
    await checkboxes.nth(2).click();
    await expect.poll(async () => (await screenData(page)).selectedIds).toEqual(['a1', 'c3']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bodyRows(page).filter({ hasText: 'Receipt A' }).getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('receipt.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe('receipt 001');

    await bodyRows(page).filter({ hasText: 'Receipt B' }).getByRole('button', { name: 'Edit' }).click();
    await bodyRows(page).filter({ hasText: 'Receipt B' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Showing 1 to 2 of 2 records').waitFor();
    expect((await screenData(page)).documents.map((row: Json) => row.id)).toEqual(['a1', 'c3']);
    expect((await heard(page)).map((entry: Json) => [entry.event, entry.payload.row.id])).toEqual([
      ['edit', 'b2'],
      ['delete', 'b2'],
    ]);
  });
});

describe('smart table: additional data providers', () => {
  it('merges deposits into fund disbursements and sets the pending count in the title', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/fund-disbursements/fund-disbursement-list' });
    await page.getByRole('heading', { name: 'Fund Disbursements (3 pending)' }).waitFor();
    const first = bodyRows(page).filter({ hasText: 'FD-2026-0001' });
    await expect.poll(() => first.innerText()).toContain('S$ 1,200.00');
    expect(await first.innerText()).toContain('S$ 1,000.00');
    // Deposit left is what the deposit's disbursements leave of it: DEP-2026-0002 (S$ 350) pays out
    // FD-2026-0002 (S$ 50) and FD-2026-0005 (S$ 75).
    for (const reference of ['FD-2026-0002', 'FD-2026-0005']) {
      const row = bodyRows(page).filter({ hasText: reference });
      expect(await row.innerText()).toContain('S$ 350.00');
      expect(await row.innerText()).toContain('S$ 225.00');
    }

    // The deposits list shows the same figure in its own Amount left column.
    await page.goto('/app/deposits/deposit-list');
    const header = table(page).getByRole('columnheader');
    await header.filter({ hasText: 'Amount left' }).waitFor();
    const headers = (await header.allInnerTexts()).map((text) => text.trim());
    const deposit = bodyRows(page).filter({ hasText: 'DEP-2026-0002' });
    await expect.poll(() => deposit.innerText()).toContain('S$ 225.00');
    const cells = (await deposit.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells[headers.indexOf('Amount')]).toBe('S$ 350.00');
    expect(cells[headers.indexOf('Amount left')]).toBe('S$ 225.00');
    // A refunded deposit has nothing left, and its row is drawn muted (the screen's dynamicDataRowClass).
    const refunded = bodyRows(page).filter({ hasText: 'DEP-2026-0005' });
    const refundedCells = (await refunded.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(refundedCells[headers.indexOf('Amount left')]).toBe('S$ 0.00');
    // Visibly lighter than the other rows' text, still readable (WCAG AA: 4.5:1 on white).
    const contrast = (row: typeof deposit) => row.locator('td').first().evaluate(contrastOnWhite);
    const muted = await contrast(refunded);
    expect(muted).toBeGreaterThanOrEqual(4.5);
    expect(muted).toBeLessThan((await contrast(deposit)) * 0.75);
  });

  it('goes on past a failing call, then shows the base rows and says related data failed', async () => {
    await saveScreen('smart-table-failing-provider', [
      screenConfig,
      {
        type: 'smart-table',
        key: 'withProviders',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'withProviders',
          title: 'Disbursements',
          apiUrl: '/api/fund-disbursements',
          defaultSort: 'disbursementReference,asc',
          additionalDataProviders: [
            {
              // A declared resource asked for a field it does not have: the server answers 400.
              apiUrl: '/api/court-fines?q=noSuchField=in({{ refs }})',
              apiMethod: 'GET',
              columnToKeyMapping: [{ parentGridPropertyName: 'depositReference', keyInDataProvider: 'refs' }],
              dataPath: 'content',
              responseAction: 'MERGE',
              gridKeyToUseForMerging: 'depositReference',
              gridFieldToStoreResult: 'broken',
            },
            {
              apiUrl: "/api/deposits?size=100&q=depositReference=in({{ refs.split('|').join(',') }})",
              apiMethod: 'GET',
              columnToKeyMapping: [{ parentGridPropertyName: 'depositReference', keyInDataProvider: 'refs' }],
              dataPath: 'content',
              responseAction: 'MERGE',
              gridKeyToUseForMerging: 'depositReference',
              responseKeyToUseForMerging: 'depositReference',
              gridFieldToStoreResult: 'deposit',
            },
          ],
          columnDefinitions: [
            { field: 'disbursementReference', headerName: 'Reference' },
            { field: 'broken.x', headerName: 'From the failing call' },
            { field: 'deposit.depositorName', headerName: 'Depositor' },
          ],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, CLERK);
    const failures: number[] = [];
    const depositCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/court-fines?q=noSuchField')) failures.push(response.status());
      if (response.url().includes('/api/deposits?')) depositCalls.push(response.status());
    });
    await page.goto('/app/tests/smart-table-failing-provider');
    await table(page)
      .getByRole('status')
      .filter({ hasText: 'Some related data could not be loaded' })
      .waitFor();
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((status) => status >= 400)).toBe(true);
    // The chain went on to the deposits call, but a failed call leaves the base rows, not a half merge.
    expect(depositCalls).toContain(200);
    const row = bodyRows(page).filter({ hasText: 'FD-2026-0002' });
    expect((await row.locator('td').allInnerTexts()).map((text) => text.trim())).toEqual([
      '2',
      'FD-2026-0002',
      '--',
      '--',
    ]);
  });
});

describe('smart table: import', () => {
  it('uploads with progress, parses in a worker, reports the bad row and stores the rows', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    await listenOnScreenForm(page, ['fileParsingCompleted', 'enable-process-import-event']);
    const csv = [
      'Deposit reference,Depositor name,Case number,Amount,Deposit date,Payment mode',
      'DEP-2026-0101,Ong Bee Lian,CF-2026-0101,120.50,2026-03-01,CASH',
      'DEP-2026-0102,,CF-2026-0102,80,2026-03-02,NETS',
      'DEP-2026-0103,Yusof Ishak,CF-2026-0103,1000,2026-03-03,GIRO',
    ].join('\n');
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'deposits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.locator('.ignite-smart-table__import-report');
    await report.waitFor();
    expect(await report.innerText()).toContain(
      '3 rows read from deposits.csv; 1 row breaks the import rules:',
    );
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([
      'Row 2 (Depositor name): Depositor name is required',
    ]);
    await page.getByText('Showing 1 to 3 of 3 records').waitFor();
    expect(await bodyRows(page).first().innerText()).toContain('S$ 120.50');
    const data = await screenData(page);
    expect(data.parsedResults).toHaveLength(3);
    expect(data.parsedResults[0]).toMatchObject({
      depositReference: 'DEP-2026-0101',
      amount: 120.5,
      lineNumber: 1,
    });
    expect(data.uploadedDocument).toMatchObject({ fileName: 'deposits.csv' });
    expect(data.canImport).toBe(true);
    expect((await heard(page)).map((entry: Json) => entry.event)).toEqual([
      'fileParsingCompleted',
      'enable-process-import-event',
    ]);
  });

  it('checks a large file on several threads: rows in file order, each bad row by its number', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    // 12,000 rows: checked 1,000 at a time by validation workers, sent to the page in slices of 5,000.
    const bad = new Set([1, 4321, 11_999]);
    const lines = ['Deposit reference,Depositor name,Case number,Amount,Deposit date,Payment mode'];
    for (let n = 1; n <= 12_000; n++) {
      const reference = `DEP-2026-${String(n % 10_000).padStart(4, '0')}`;
      lines.push(`${reference},${bad.has(n) ? '' : `Depositor ${n}`},CF-2026-0001,${n},2026-03-01,CASH`);
    }
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'large.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    const report = page.locator('.ignite-smart-table__import-report');
    await report.waitFor({ timeout: 60_000 });
    expect(await report.innerText()).toContain(
      '12000 rows read from large.csv; 3 rows break the import rules:',
    );
    expect(await report.getByRole('listitem').allInnerTexts()).toEqual([
      'Row 1 (Depositor name): Depositor name is required',
      'Row 4321 (Depositor name): Depositor name is required',
      'Row 11999 (Depositor name): Depositor name is required',
    ]);
    const data = await screenData(page);
    expect(data.parsedResults).toHaveLength(12_000);
    const amounts = (data.parsedResults as { amount: number; lineNumber: number }[]).map((row) => row.amount);
    expect(amounts).toEqual(Array.from({ length: 12_000 }, (_, index) => index + 1));
    expect(data.parsedResults[11_999]).toMatchObject({
      lineNumber: 12_000,
      depositorName: 'Depositor 12000',
    });
  });

  it('cancels an import while it uploads: nothing is stored or read', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/deposits/deposit-import' });
    await page.getByText('No file imported yet').waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/core/documents/upload', async (route) => {
      await held;
      // The browser has given the request up by now.
      await route.continue().catch(() => undefined);
    });
    const csv = 'Deposit reference,Depositor name,Case number,Amount,Deposit date,Payment mode\n';
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'cancelled.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Uploading cancelled.csv…').waitFor();
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await page.getByText('Uploading cancelled.csv…').waitFor({ state: 'detached' });
    release();
    await page.unroute('**/api/core/documents/upload');
    expect(await page.locator('.ignite-smart-table__import-report').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'cancelled.csv' }).count()).toBe(0);
    const data = await screenData(page);
    expect(data.uploadedDocument || null).toBeNull();
    expect(data.parsedResults || []).toHaveLength(0);
  });

  it('says clearly that a file is over the size limit or of another kind instead of skipping it', async () => {
    await saveScreen('smart-table-import-limit', [
      screenConfig,
      {
        type: 'smart-table',
        key: 'limited',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'limited',
          gridDataContext: 'contextDataDriven',
          contextDataFieldName: 'parsedResults',
          importDataEnabled: true,
          maxFileSize: 64,
          parseFileData: true,
          parser: 'xlcsvparser',
          parserResultField: 'parsedResults',
          fieldMapping: [{ headerName: 'A', fieldName: 'a' }],
          columnDefinitions: [{ field: 'a', headerName: 'A' }],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, CLERK, { open: '/app/tests/smart-table-import-limit' });
    await page.getByRole('button', { name: 'Import' }).waitFor();
    await page.getByTestId('smart-table-import-input').setInputFiles({
      name: 'small.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('A\nfrom-small-file\n'),
    });
    await page.getByRole('cell', { name: 'from-small-file' }).waitFor();
    // Another file replaces it, also when that file is refused: its rows are not left to be imported.
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(200, 'a') });
    await page
      .getByRole('alert')
      .getByText('big.csv is larger than the 64 bytes allowed for an import. Choose a smaller file.')
      .waitFor();
    await page.getByRole('cell', { name: 'from-small-file' }).waitFor({ state: 'detached' });
    // A file of another kind is refused before anything is uploaded.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/core/documents/upload')) uploads += 1;
    });
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(20, 1) });
    await page
      .getByRole('alert')
      .getByText('scan.png was not imported: the table reads .csv and .xlsx files. Choose one of those.')
      .waitFor();
    expect(uploads).toBe(0);
  });
});
