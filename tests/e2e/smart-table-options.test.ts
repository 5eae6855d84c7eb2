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
    await signInAs(browser, CLERK, { open: '/app/tests/smart-table-upload-only' });
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
    await signInAs(browser, CLERK, { open: '/app/court-fines/court-fine-list' });
    const header = page.getByRole('columnheader', { name: 'Case number' });
    await header.waitFor();
    const tooltip = page.locator('.p-tooltip').getByText('Opens the court fine');
    expect(await tooltip.count()).toBe(0);
    await header.hover();
    await tooltip.waitFor();
  });
});

describe('smart table options: resizableColumns', () => {
  it("drags a header's edge: the column grows by what the next one gives up, and sorting is not touched", async () => {
    const { page } = browser;
    // Wide enough that the columns are wider than their values: a column cannot shrink past its content.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAs(browser, CLERK, { open: '/app/court-fines/court-fine-list' });
    const offender = page.getByRole('columnheader', { name: 'Offender' });
    const amount = page.getByRole('columnheader', { name: 'Amount' });
    await offender.waitFor();
    const before = { offender: (await offender.boundingBox())!, amount: (await amount.boundingBox())! };
    const edge = offender.locator('.p-column-resizer');
    const grip = (await edge.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 40, grip.y + grip.height / 2, { steps: 4 });
    await page.mouse.up();
    const after = { offender: (await offender.boundingBox())!, amount: (await amount.boundingBox())! };
    expect(after.offender.width - before.offender.width).toBeGreaterThan(30);
    expect(before.amount.width - after.amount.width).toBeGreaterThan(30);
    // The table keeps its width: the neighbour gave up what the column took.
    expect(
      Math.abs(after.amount.x + after.amount.width - (before.amount.x + before.amount.width)),
    ).toBeLessThan(2);
    expect(await offender.getAttribute('aria-sort')).toBe('none');
  });
});
