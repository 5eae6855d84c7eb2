// Documents attached on a screen (a file component in the portal's document storage, the screen's
// documentConfig) and saved through the in-app download path.
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine } from './court-fines';

const browser = browserFixture();

const ORDER = { name: 'court-order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 order') };

async function savedText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Attaches a file through the file component's "browse" link, as a user picks one. */
async function attach(page: Page, file: typeof ORDER) {
  const field = page.locator('.formio-component-supportingDocument');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    field.getByRole('link', { name: 'browse' }).click(),
  ]);
  await chooser.setFiles(file);
  return field;
}

/** Uploads a small text document through the API as this user; answers its id. */
async function uploadAs(username: string, fileName: string): Promise<string> {
  const api = await apiAs(browser, username);
  const form = new FormData();
  form.append('documentJson', JSON.stringify({ fileName, fileSize: 5, fileType: 'text/plain' }));
  form.append('file', new Blob(['notes'], { type: 'text/plain' }), fileName);
  const uploaded = await api.post('/api/core/documents/upload', form);
  expect(uploaded.status).toBe(200);
  return uploaded.body.id as string;
}

describe('documents attached on a screen', () => {
  it('a write-off carries its supporting document to the approver, who downloads it', async () => {
    const { page } = browser;
    const caseNumber = 'CF-2026-0861';
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber,
      offenderName: 'Lee Kah Wai',
      amount: 200,
      dueDate: '2027-05-31',
    });
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-write-off' });
    await page.getByLabel('Case number').fill(caseNumber);
    await page.getByLabel('Amount to write off (S$)').fill('80');
    await page.getByLabel('Reason').fill('Fine remitted by court order');

    const field = await attach(page, ORDER);
    await field.getByRole('link', { name: ORDER.name }).waitFor();
    await screenshot(page, 'document-upload');

    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const chooser = page.locator('[data-popup-form="workflow-participant-chooser"]');
    await chooser.getByLabel('Approver').selectOption({ label: 'Arun Approver (J-0004)' });
    await chooser.getByRole('button', { name: 'Choose' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/app/worklist/my-workflow-items');

    // The record names its document by category, as the screen's documentConfig says.
    const found = await clerk.get(
      `/api/court-fine-write-offs?q=${encodeURIComponent(`caseNumber=${caseNumber}`)}`,
    );
    const record = found.body.content[0] as {
      attachments: { supportingDocument: { data: { id: string } }[] };
      documents: unknown;
    };
    const upload = record.attachments.supportingDocument[0]!;
    expect(upload).toMatchObject({
      storage: 'documents',
      originalName: ORDER.name,
      data: { fileName: ORDER.name },
    });
    expect(record.documents).toEqual([{ categoryType: 'supportingDocument', documentId: upload.data.id }]);

    // The approver sees it on the item under review and saves it under its name.
    await signInAs(browser, 'approver1@ignite.local');
    await page.getByRole('link', { name: caseNumber }).first().click();
    await page.waitForURL('**/app/worklist/workflow-item/*');
    const link = page.locator('.formio-component-supportingDocument').getByRole('link', { name: ORDER.name });
    await link.waitFor();
    await screenshot(page, 'document-on-workflow-item');
    // Clicked where a user clicks: Form.io's link holds a visually hidden label, at which Playwright's own
    // click aims and finds the row in the way.
    const box = (await link.boundingBox())!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
    ]);
    expect(download.suggestedFilename()).toBe(ORDER.name);
    expect(await savedText(download)).toBe(ORDER.buffer.toString('utf8'));
  });

  it('refuses a file of a type the screen does not take, with the reason', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-write-off' });
    const field = await attach(page, {
      name: 'run.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await field.getByText(/File is the wrong type; it must be \*\.pdf/).waitFor();
  });

  it('the download path saves the document under its name and goes back', async () => {
    const { page } = browser;
    const id = await uploadAs('clerk@ignite.local', 'remarks März.txt');
    await signInAs(browser, 'clerk@ignite.local');
    const worklist = page.url();
    // Followed inside the app (as a row action's navigation would), the page goes back once saved.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((path) => {
        const state = window.history.state as { idx: number };
        window.history.pushState({ usr: null, key: 'doc', idx: state.idx + 1 }, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, `/app/documents/download/${id}`),
    ]);
    expect(download.suggestedFilename()).toBe('remarks März.txt');
    expect(await savedText(download)).toBe('notes');
    await page.waitForURL(worklist);

    // Opened on its own (a new tab), it says what it saved.
    const [direct] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(`/app/documents/download/${id}`),
    ]);
    expect(direct.suggestedFilename()).toBe('remarks März.txt');
    await page.getByRole('heading', { name: 'Document downloaded' }).waitFor();
  });

  it("the download path tells of a document that does not exist or is someone else's", async () => {
    const { page } = browser;
    const admins = await uploadAs('admin@ignite.local', 'admin-only.txt');
    await signInAs(browser, 'clerk@ignite.local', { open: `/app/documents/download/${admins}` });
    await page.getByRole('heading', { name: 'Could not download the document' }).waitFor();
    await page.getByText('You may not open this document.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/documents/download/${admins}`);
    await screenshot(page, 'document-download-refused');

    await page.goto('/app/documents/download/00000000-0000-0000-0000-000000000000');
    await page.getByText('This document does not exist (any more).').waitFor();
  });
});
