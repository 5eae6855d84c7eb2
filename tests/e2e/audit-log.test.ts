// The audit trail screen (examples/forms/audit-log.json) in Chromium: an admin reaches it from the
// Administration menu, filters by who and what, and finds the entries of writes made in this test, with
// what each changed one line per field, shown as text. Pictured in docs/screenshots/audit-log.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, signInAs } from './browser';
import { createCourtFine } from './court-fines';

const browser = browserFixture();

const table = (page: Page) => page.locator('.ignite-smart-table').first();
const bodyRows = (page: Page) => table(page).locator('tbody > tr');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The cells of each shown row, trimmed. */
const rowTexts = async (page: Page) =>
  Promise.all(
    (await bodyRows(page).all()).map(async (row) =>
      (await row.locator('td').allInnerTexts()).map((text) => text.trim()),
    ),
  );

describe('audit trail screen', () => {
  it('lets an admin filter the trail by who and what and see a write made a moment ago', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const id = await createCourtFine(clerk, {
      caseNumber: `CF-2033-${String(Date.now() % 10_000).padStart(4, '0')}`,
      offenderName: 'Audited Offender',
      amount: 40,
      dueDate: '2033-03-31',
    });
    const fine = (await clerk.get(`/api/court-fines/${id}`)).body;
    // Markup in a value is the writer's text: the trail shows it as such.
    const remarks = '<b>Reduced</b> on appeal';
    expect((await clerk.put(`/api/court-fines/${id}`, { ...fine, amount: 25, remarks })).status).toBe(200);

    await signInAs(browser, 'admin@ignite.local');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByText('Administration').click();
    await sidebar.getByText('Audit Trail').click();
    await page.waitForURL('**/app/audit/audit-log');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/iam/audit-log?')) requests.push(decodeURIComponent(request.url()));
    });
    await field(page, 'Who').fill('clara');
    await field(page, 'What').fill('record.create');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => requests.at(-1)).toContain('q=actorName=(%clara%);action=(%record.create%)');

    const target = `court-fines/${id}`;
    // The list before the filter holds this fine's update too: wait for the filtered one.
    await expect
      .poll(async () => {
        const shown = await rowTexts(page);
        return (
          shown.some((cells) => cells.includes(target)) &&
          shown.every((cells) => cells.includes('record.create'))
        );
      })
      .toBe(true);
    const rows = await rowTexts(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) {
      expect(cells).toContain('Clara Clerk');
      expect(cells).toContain('record.create');
    }
    const entry = rows.find((cells) => cells.includes(target))!;
    // Changes, one field a line; the raw before and after are hidden columns.
    expect(entry.join('\n')).toContain('amount: 40\ncaseNumber: CF-2033-');
    expect(entry.join(' ')).not.toContain('{"');
    const headers = (await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toContain('Changes');
    expect(headers).not.toContain('Before');
    expect(headers).not.toContain('After');

    await field(page, 'What').fill('record.');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => requests.at(-1)).toContain('action=(%record.%)');
    const update = table(page)
      .locator('tbody > tr', { hasText: 'record.update' })
      .filter({ hasText: target });
    await update.waitFor();
    const updateCells = (await update.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(updateCells).toContain(`amount: 40 → 25\nremarks: (empty) → ${remarks}`);
    expect(await table(page).locator('tbody b').count()).toBe(0);
    await page.screenshot({ path: path.resolve('docs/screenshots/audit-log.png'), fullPage: true });

    // A filter that matches nothing, then Clear brings the whole trail back.
    await field(page, 'Who').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => requests.at(-1)).toContain('actorName=(%nobody-at-all%)');
    await expect.poll(() => table(page).getByText(target, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await table(page).getByText(target, { exact: true }).first().waitFor();
  });

  it('is not offered to users without the audit acl', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByText('Worklist').waitFor();
    expect(await sidebar.getByText('Audit Trail').count()).toBe(0);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/iam/audit-log')) answers.push(response.status());
    });
    // Opened by its address, the screen shows no table (its acl hides it) and asks for no entries.
    await page.goto('/app/audit/audit-log');
    await page.getByText('Who', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.ignite-smart-table').count()).toBe(0);
    expect(answers).toEqual([]);
    // Asked directly, the server refuses.
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    expect((await clerk.get('/api/iam/audit-log')).status).toBe(403);
  });
});
