// The smart table's advanced-search dropdown in Chromium against the real server, on the example
// Deposits screen (deposit-list): its predefined queries, saving the current search under a name,
// choosing it again after a reset and a reload, and removing it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();
const CLERK = 'clerk@ignite.local';

const table = (page: Page) => page.locator('.ignite-smart-table').first();
const menuToggle = (page: Page) => table(page).getByRole('button', { name: 'Saved Searches' });
const menu = (page: Page) => table(page).getByRole('menu', { name: 'Saved searches' });

async function openMenu(page: Page) {
  if (!(await menu(page).isVisible())) await menuToggle(page).click();
  await menu(page).waitFor();
}

describe('smart table: the advanced-search dropdown on the Deposits screen', () => {
  it('applies predefined and saved advanced queries as q, and keeps saved ones across a reload', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, CLERK);
    const all = (await clerk.get('/api/deposits?size=1')).body.totalElements as number;
    const large = (await clerk.get(`/api/deposits?size=1&q=${encodeURIComponent('amount>=1000')}`)).body
      .totalElements as number;
    expect(large).toBeGreaterThan(0);
    expect(large).toBeLessThan(all);

    await signInAs(browser, CLERK);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/deposits?')) requests.push(decodeURIComponent(request.url()));
    });
    await page.goto('/app/deposits/deposit-list');
    await page.getByText(`of ${all} records`).waitFor();

    // The dropdown sits beside the filter toggle and offers the grid's predefined queries.
    await openMenu(page);
    const items = menu(page).getByRole('menuitemradio');
    expect(await items.allInnerTexts()).toEqual(['Pending deposits', 'Deposits of 1,000 and over']);
    expect(await menu(page).getByLabel('Name of the current search').isDisabled()).toBe(true);
    await menu(page).getByRole('menuitemradio', { name: 'Deposits of 1,000 and over' }).click();
    await expect.poll(() => requests.at(-1)).toContain('q=amount>=1000');
    await page.getByText(`Showing 1 to ${Math.min(large, 10)} of ${large} records`).waitFor();
    expect(await menu(page).isVisible()).toBe(false);

    // Saved under a name, the current query is offered again, marked as the one applied.
    await openMenu(page);
    expect(
      await menu(page)
        .getByRole('menuitemradio', { name: 'Deposits of 1,000 and over' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await menu(page).getByLabel('Name of the current search').fill('Large deposits');
    await menu(page).getByRole('button', { name: 'Save' }).click();
    await menu(page).getByRole('menuitemradio', { name: 'Large deposits' }).waitFor();
    await screenshot(page, 'smart-table-advanced-search');

    // Refresh Grid Data forgets the search; the saved query brings it back, also after a reload.
    await page.keyboard.press('Escape');
    await table(page).getByRole('button', { name: 'Refresh Grid Data' }).click();
    await page.getByText(`of ${all} records`).waitFor();
    await page.reload();
    await page.getByText(`of ${all} records`).waitFor();
    await openMenu(page);
    await menu(page).getByRole('menuitemradio', { name: 'Large deposits' }).click();
    await expect.poll(() => requests.at(-1)).toContain('q=amount>=1000');
    await page.getByText(`of ${large} records`).waitFor();

    // Removing it leaves the predefined ones.
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Remove saved search Large deposits' }).click();
    await expect
      .poll(() => items.allInnerTexts())
      .toEqual(['Pending deposits', 'Deposits of 1,000 and over']);
  });
});
