// The smart table's layout in Chromium against the real server: a grid wider than its card never loses a
// column. At 1440×900 the court fines list shows its last column (the row actions) whole, with the filter
// panel shut and open; every example screen, at 1280 and 1920 wide, never scrolls the page sideways and
// each of its tables either shows its last column or scrolls to it inside its own scroll area. The list
// with the filter panel at 1440×900 is pictured in docs/screenshots/smart-table-1440.png; each screen
// of the sweep is kept in test-results/screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();
const ADMIN = 'admin@ignite.local';
const CLERK = 'clerk@ignite.local';

type Placement = 'visible' | 'scrolls' | 'cut';

/**
 * Where the last column of each smart table on the page stands: 'visible' when its header, its cells
 * and everything in them lie inside the table's visible box (its scroll area, within the screen's card
 * and the window); 'scrolls' when they only get there once the scroll area is scrolled to its end;
 * 'cut' when they never do.
 */
function lastColumnPlacements(page: Page): Promise<Placement[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number };
    const inside = (box: Box, outer: Box) => box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5;
    const lastColumnFits = (scrollArea: HTMLElement): boolean => {
      const card = scrollArea.closest('.ignite-screen') ?? document.documentElement;
      const area = scrollArea.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const shown = {
        left: Math.max(area.left, cardBox.left, 0),
        right: Math.min(area.right, cardBox.right, document.documentElement.clientWidth),
      };
      const table = scrollArea.querySelector(':scope > table')!;
      const lastCells = [...table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr')]
        .filter((row) => !row.classList.contains('p-datatable-row-expansion'))
        .filter((row) => !row.classList.contains('p-datatable-emptymessage'))
        .map((row) => row.lastElementChild)
        .filter((cell): cell is HTMLElement => cell !== null);
      return lastCells.every((cell) => {
        const cellBox = cell.getBoundingClientRect();
        // The cell clips what overflows it: its content must fit in it as well.
        const content = [...cell.querySelectorAll<HTMLElement>('button, a, span, div')]
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.width > 0);
        return inside(cellBox, shown) && content.every((box) => inside(box, cellBox));
      });
    };
    const areas = [...document.querySelectorAll<HTMLElement>('.ignite-smart-table .p-datatable-wrapper')];
    return areas
      .filter((area) => !area.closest('.ignite-smart-table__child'))
      .map((area): Placement => {
        area.scrollLeft = 0;
        if (lastColumnFits(area)) return 'visible';
        const overflow = getComputedStyle(area).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') return 'cut';
        area.scrollLeft = area.scrollWidth;
        const reached = lastColumnFits(area);
        area.scrollLeft = 0;
        return reached ? 'scrolls' : 'cut';
      });
  });
}

/** Waits for a screen and its tables to have loaded. */
async function openScreen(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('.ignite-screen').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ignite-smart-table__loading-overlay').count()).toBe(0);
}

/** The menu's screens, and the example screens reached from them (a record's view, edit and actions). */
async function exampleScreenRoutes(): Promise<string[]> {
  const admin = await apiAs(browser, ADMIN);
  const fine = (await admin.get('/api/court-fines?size=1&q=caseNumber=CF-2026-0042')).body.content[0];
  const disbursement = (await admin.get('/api/fund-disbursements?size=1')).body.content[0];
  type MenuItem = { routerLink?: string; items?: MenuItem[] };
  const menu = JSON.parse(readFileSync('examples/seed/menu.json', 'utf8')) as MenuItem[];
  const menuRoutes = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [
      ...(item.routerLink?.startsWith('/app/') ? [item.routerLink] : []),
      ...menuRoutes(item.items ?? []),
    ]);
  const routes = [
    ...menuRoutes(menu),
    `/app/court-fines/court-fine-view/${fine.id}`,
    `/app/court-fines/court-fine-edit/${fine.id}`,
    `/app/court-fines/court-fine-actions/${fine.id}`,
    `/app/court-fines/court-fine-summary?stateToPropagate.id=${fine.id}`,
    `/app/fund-disbursements/fund-disbursement-view/${disbursement.id}`,
    '/app/roles/role-permissions/fine_cashier',
    '/app/examples/legacy-actions',
    '/public/court-fines/pay-a-fine',
  ];
  expect(routes).toContain('/app/court-fines/court-fine-list');
  return routes;
}

describe('smart table layout: a wide grid never loses a column', () => {
  it('at 1440×900 the court fines list shows its last column whole, with the filter panel shut and open', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(browser, CLERK);
    await openScreen(page, '/app/court-fines/court-fine-list');
    await page.getByRole('columnheader', { name: 'Actions' }).waitFor();
    expect(await lastColumnPlacements(page)).toEqual(['visible']);

    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await page.getByRole('form', { name: 'Filters' }).waitFor();
    expect(await lastColumnPlacements(page)).toEqual(['visible']);
    await page.mouse.move(0, 0);
    await page.screenshot({
      path: path.resolve('docs/screenshots/smart-table-1440.png'),
      animations: 'disabled',
    });
  });

  // One test per width: a sweep of every screen takes tens of seconds on a busy machine.
  it.each([1280, 1920])(
    'every example screen at %i wide: no sideways page scroll, every table reaches its last column',
    async (width) => {
      const routes = await exampleScreenRoutes();
      const { page } = browser;
      await signInAs(browser, ADMIN);
      await page.setViewportSize({ width, height: 900 });
      const tablesSeen: string[] = [];
      for (const route of routes) {
        await openScreen(page, route);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${route} at ${width}px scrolls the page sideways`).toBe(0);
        const placements = await lastColumnPlacements(page);
        expect(placements, `${route} at ${width}px`).not.toContain('cut');
        if (placements.length > 0) tablesSeen.push(route);
        await screenshot(page, `layout-${width}-${route.replace(/^\/\w+\//, '').replace(/\W+/g, '-')}`);
      }
      // The sweep did meet the example grids.
      expect(tablesSeen).toEqual(
        expect.arrayContaining([
          '/app/court-fines/court-fine-list',
          '/app/deposits/deposit-list',
          '/app/fund-disbursements/fund-disbursement-list',
        ]),
      );
    },
  );
});
