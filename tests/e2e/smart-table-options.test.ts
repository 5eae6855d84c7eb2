// Smart table options that need the real grid and server, in Chromium: an import with parseFileData off
// uploads the file and keeps it at uploadedDocument, but reads no rows from it; a column's headerToolTip
// shows when the pointer rests on its header. The other options of
// spec 001 §3.1–§3.3 without a test of their own are covered in jsdom
// (components/smart-table/SmartTable.options.test.tsx).
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, signInAs } from './browser';
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

describe('smart table options: parseFileData', () => {
  it('off: the file is uploaded and kept at uploadedDocument, no rows are read and nothing is emitted', async () => {
    await saveScreen(browser, 'smart-table-upload-only', [
      testScreenConfig,
      {
        type: 'smart-table',
        key: 'uploadOnly',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'uploadOnly',
          title: 'Statements',
          gridDataContext: 'contextDataDriven',
          contextDataFieldName: 'parsedResults',
          importDataEnabled: true,
          importButtonDataLabel: 'Upload statement',
          parseFileData: false,
          fieldMapping: [{ headerName: 'Reference', fieldName: 'reference' }],
          columnDefinitions: [{ field: 'reference', headerName: 'Reference' }],
        },
      },
    ]);
    const { page } = browser;
    await signInAs(browser, CLERK);
    await page.goto('/app/tests/smart-table-upload-only');
    await page.getByRole('button', { name: 'Upload statement' }).waitFor();
    await listenOnScreenForm(page, ['fileParsingCompleted', 'enable-process-import-event']);
    const csv = 'Reference\nST-0001\nST-0002\n';
    await page
      .getByTestId('smart-table-import-input')
      .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await page.getByRole('status').getByText('statement.csv uploaded.').waitFor();
    const data: Json = await screenData(page);
    expect(data.uploadedDocument).toMatchObject({ fileName: 'statement.csv' });
    expect(data.parsedResults).toBeUndefined();
    expect(data.canImport).toBeUndefined();
    expect(await heard(page)).toEqual([]);
    await page.getByText('No Records found').waitFor();

    // The server holds the file as it was sent.
    const clerk = await apiAs(browser, CLERK);
    const download = await clerk.get(`/api/core/documents/download/${data.uploadedDocument.id}`);
    expect(download.status).toBe(200);
    expect(String(download.body)).toBe(csv);
  });
});

describe('smart table options: headerToolTip', () => {
  it("shows the column's tooltip while the pointer is on its header", async () => {
    const { page } = browser;
    await signInAs(browser, CLERK);
    await page.goto('/app/court-fines/court-fine-list');
    const header = page.getByRole('columnheader', { name: 'Case number' });
    await header.waitFor();
    const tooltip = page.locator('.p-tooltip').getByText('Opens the court fine');
    expect(await tooltip.count()).toBe(0);
    await header.hover();
    await tooltip.waitFor();
  });
});
