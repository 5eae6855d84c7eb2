// What a court fine still owes, seen where a finance user looks: the court fines list's Still owed column
// and the court fine view beside the amount, for a fine with a payment taken.
import { describe, expect, it } from 'vitest';
import { browserFixture, screenshot, signInAs } from './browser';
import { createPaidCourtFine } from './court-fines';

const browser = browserFixture();

describe('what a court fine still owes', () => {
  it('shows in the list and on the view of a fine with a payment', async () => {
    const { page } = browser;
    const id = await createPaidCourtFine(
      browser,
      { caseNumber: 'CF-2026-0993', offenderName: 'Wong Li Hua', amount: 300, dueDate: '2027-06-30' },
      120.25,
    );

    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-list' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/court-fines?')) requests.push(decodeURIComponent(request.url()));
    });
    const table = page.locator('.ignite-smart-table').first();
    const search = page.getByPlaceholder('Search case number or offender...');
    await search.fill('CF-2026-0993');
    await search.press('Enter');
    const row = table.locator('tbody > tr').filter({ hasText: 'CF-2026-0993' });
    await row.waitFor();
    const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
    const owedColumn = headers.indexOf('Still owed');
    expect(owedColumn, headers.join(', ')).toBe(headers.indexOf('Amount') + 1);
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells[headers.indexOf('Amount')]).toBe('S$ 300.00');
    expect(cells[owedColumn]).toBe('S$ 179.75');
    await screenshot(page, 'court-fine-list-amount-owed');

    // Not sortable: a click on its header asks for nothing.
    const asked = requests.length;
    await table.getByRole('columnheader', { name: 'Still owed' }).click();
    await page.waitForTimeout(300);
    expect(requests.slice(asked)).toEqual([]);
    expect(requests.some((url) => url.includes('amountOwed'))).toBe(false);

    await row.getByRole('link', { name: 'CF-2026-0993' }).click();
    await page.waitForURL(`**/app/court-fines/court-fine-view/${id}`);
    await expect
      .poll(() => page.locator('.ignite-screen .amount-owed').textContent())
      .toBe('Still owed S$ 179.75');
    const amount = page.locator('.ignite-screen dd').filter({ has: page.locator('.amount-owed') });
    expect((await amount.innerText()).replace(/\s+/g, ' ').trim()).toBe('S$ 300.00 Still owed S$ 179.75');
    await screenshot(page, 'court-fine-view-amount-owed');
  });
});
