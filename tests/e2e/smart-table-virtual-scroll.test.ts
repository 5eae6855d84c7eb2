// The smart table's virtualScroll in Chromium against the real server. The table pages lazily through the
// records API (one call a page); virtualScroll only changes how a page's rows are drawn: PrimeReact's virtual
// scroller keeps a window of them in the DOM and scrolling inside the page asks the server for nothing.
// A resource of its own (records validated by the deposit form) keeps the other tests' counts unchanged.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();
const CLERK = 'clerk@ignite.local';
const ADMIN = 'admin@ignite.local';
const RESOURCE = 'vscroll-deposits';
const TOTAL = 250;
const PAGE_SIZE = 100;

const reference = (n: number) => `DEP-2090-${String(n).padStart(4, '0')}`;
/** References n..m in order, as the table should show them sorted ascending. */
const references = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => reference(from + index));

const table = (page: Page) => page.locator('.ignite-smart-table').first();
const scroller = (page: Page) => table(page).locator('.p-virtualscroller');
const bodyRows = (page: Page) =>
  table(page).locator('tbody.p-datatable-tbody:not(.p-datatable-virtualscroller-spacer) > tr');

interface DomRows {
  /** Every body row in the DOM: serial number and reference. */
  inDom: { serial: string; reference: string }[];
  /** The references of the rows at least partly inside the scroller's viewport (under the sticky header). */
  visible: string[];
  /** The references of the rows wholly inside it. */
  whole: string[];
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** What the scroller holds and shows right now. */
function domRows(element: Locator): Promise<DomRows> {
  return element.evaluate((scrollerElement) => {
    const viewBottom = scrollerElement.getBoundingClientRect().top + scrollerElement.clientHeight;
    const headerBottom = scrollerElement.querySelector('thead')!.getBoundingClientRect().bottom;
    const rows = [
      ...scrollerElement.querySelectorAll<HTMLTableRowElement>(
        'tbody.p-datatable-tbody:not(.p-datatable-virtualscroller-spacer) > tr',
      ),
    ];
    const text = (row: HTMLTableRowElement, index: number) => row.cells[index]?.textContent?.trim() ?? '';
    return {
      inDom: rows.map((row) => ({ serial: text(row, 0), reference: text(row, 1) })),
      visible: rows
        .filter((row) => {
          const box = row.getBoundingClientRect();
          return box.bottom > headerBottom + 1 && box.top < viewBottom - 1;
        })
        .map((row) => text(row, 1)),
      whole: rows
        .filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= headerBottom - 1 && box.bottom <= viewBottom + 1;
        })
        .map((row) => text(row, 1)),
      scrollTop: scrollerElement.scrollTop,
      scrollHeight: scrollerElement.scrollHeight,
      clientHeight: scrollerElement.clientHeight,
    };
  });
}

/** The rows in the DOM are one run of consecutive records, each with its serial number. */
function expectConsecutive(rows: DomRows['inDom']): void {
  const first = Number(rows[0]!.serial);
  expect(rows.map((row) => row.reference)).toEqual(references(first, first + rows.length - 1));
  expect(rows.map((row) => Number(row.serial))).toEqual(
    Array.from({ length: rows.length }, (_, index) => first + index),
  );
}

beforeAll(async () => {
  const admin = await apiAs(browser, ADMIN);
  const declared = await admin.post('/api/ignite/resources', {
    name: RESOURCE,
    formId: 'deposit-create',
    readAcl: 'court-fines.read',
    writeAcl: 'court-fines.write',
    searchableFields: ['depositReference', 'depositorName'],
  });
  expect(declared.status, JSON.stringify(declared.body)).toBeLessThan(300);

  const clerk = await apiAs(browser, CLERK);
  const existing = await clerk.get(`/api/${RESOURCE}?size=1`);
  expect(existing.status).toBe(200);
  if (existing.body.totalElements < TOTAL) {
    // Made out of order (odd numbers, then even ones), so the table's order is the server's sort.
    const numbers = Array.from({ length: TOTAL }, (_, index) => index + 1);
    const order = [...numbers.filter((n) => n % 2 === 1), ...numbers.filter((n) => n % 2 === 0)];
    for (let start = 0; start < order.length; start += 10) {
      await Promise.all(
        order.slice(start, start + 10).map(async (n) => {
          const created = await clerk.post(`/api/${RESOURCE}`, {
            depositReference: reference(n),
            depositorName: `Scroll Depositor ${n}`,
            amount: 100 + n,
            depositDate: '2026-05-01',
          });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
        }),
      );
    }
  }
  expect((await clerk.get(`/api/${RESOURCE}?size=1`)).body.totalElements).toBe(TOTAL);

  const saved = await admin.post('/api/ignite/application', {
    id: 'smart-table-virtual-scroll',
    name: 'smart-table-virtual-scroll',
    category: 'tests',
    components: [
      { type: 'screen-config', key: 'screenConfiguration', label: 'Test', input: false, screenType: 'view' },
      {
        type: 'smart-table',
        key: 'scrolledDeposits',
        input: true,
        persistent: false,
        gridOptions: {
          key: 'scrolledDeposits',
          title: 'Scrolled deposits',
          apiUrl: `/api/${RESOURCE}`,
          defaultSort: 'depositReference,asc',
          virtualScroll: true,
          scrollHeight: '400px',
          paginationPageSize: PAGE_SIZE,
          paginationRowsPerPageOptions: [50, PAGE_SIZE, 200],
          columnDefinitions: [
            { field: 'depositReference', headerName: 'Reference' },
            { field: 'depositorName', headerName: 'Depositor' },
            { field: 'amount', headerName: 'Amount', cellDataType: 'currency' },
          ],
        },
      },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
});

describe('smart table: virtual scroll', () => {
  it('keeps a window of the page in the DOM, scrolls through the page without calls, pages lazily', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/${RESOURCE}?`)) requests.push(decodeURIComponent(request.url()));
    });
    await page.goto('/app/tests/smart-table-virtual-scroll');
    await page.getByText(`Showing 1 to ${PAGE_SIZE} of ${TOTAL} records`).waitFor();
    // The screen may load page 1 more than once (attached, then its form's data loaded): never another page.
    const onlyPage = (number: number) =>
      requests.every((url) => url.endsWith(`page=${number}&size=100&sort=depositReference,asc`));
    expect(requests.length).toBeGreaterThan(0);
    expect(onlyPage(1)).toBe(true);

    // A 400px scroller over a page of 100 rows: the first rows are drawn, most of the page is not.
    await expect.poll(async () => (await domRows(scroller(page))).visible[0]).toBe(reference(1));
    const top = await domRows(scroller(page));
    expect(top.clientHeight).toBeLessThanOrEqual(400);
    expect(top.scrollHeight).toBeGreaterThan(top.clientHeight * 5);
    expect(top.inDom.length).toBeGreaterThan(5);
    expect(top.inDom.length).toBeLessThan(40);
    expect(top.inDom[0]).toEqual({ serial: '1', reference: reference(1) });
    expectConsecutive(top.inDom);
    expect(top.inDom.map((row) => row.reference)).not.toContain(reference(PAGE_SIZE));
    expect(await bodyRows(page).count()).toBe(top.inDom.length);

    // Halfway down: the rows around the 50th are in view, the first rows have left the DOM.
    await scroller(page).evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
    const firstVisible = async () => Number((await domRows(scroller(page))).visible[0]?.slice(-4));
    await expect.poll(firstVisible).toBeGreaterThanOrEqual(45);
    expect(await firstVisible()).toBeLessThanOrEqual(55);
    const middle = await domRows(scroller(page));
    expect(middle.inDom.length).toBeLessThan(40);
    expect(middle.inDom.map((row) => row.reference)).not.toContain(reference(1));
    expectConsecutive(middle.inDom);
    const from = Number(middle.visible[0]!.slice(-4));
    expect(middle.visible).toEqual(references(from, from + middle.visible.length - 1));

    // The bottom: the page's last row is in view, right after row 99; still only a window of rows.
    await scroller(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => (await domRows(scroller(page))).visible.at(-1)).toBe(reference(PAGE_SIZE));
    const bottom = await domRows(scroller(page));
    // Wholly in view, not cut off by the scroller's end (the item size is the rows' real height).
    expect(bottom.whole.at(-1)).toBe(reference(PAGE_SIZE));
    expect(bottom.scrollTop + bottom.clientHeight).toBeGreaterThanOrEqual(bottom.scrollHeight - 1);
    expect(bottom.inDom.length).toBeLessThan(40);
    expect(bottom.inDom.at(-1)).toEqual({ serial: String(PAGE_SIZE), reference: reference(PAGE_SIZE) });
    expectConsecutive(bottom.inDom);
    expect(bottom.visible.length).toBeGreaterThan(5);
    // Scrolling inside the page is drawn from the rows already loaded: no call for any other page.
    expect(onlyPage(1)).toBe(true);
    await screenshot(page, 'smart-table-virtual-scroll-bottom');

    // The next page is asked of the server and shows from its first row, not from where page 1 was left.
    await table(page).getByRole('button', { name: 'Next Page' }).click();
    await page.getByText(`Showing 101 to 200 of ${TOTAL} records`).waitFor();
    expect(requests.at(-1)).toMatch(/page=2&size=100&sort=depositReference,asc$/);
    await expect.poll(async () => (await domRows(scroller(page))).visible[0]).toBe(reference(101));
    const next = await domRows(scroller(page));
    expect(next.scrollTop).toBe(0);
    expect(next.inDom[0]).toEqual({ serial: '101', reference: reference(101) });
    expect(next.inDom.length).toBeLessThan(40);
    expectConsecutive(next.inDom);

    // The last page (50 rows) scrolls to its end: record 250.
    await table(page).getByRole('button', { name: 'Last Page' }).click();
    await page.getByText(`Showing 201 to ${TOTAL} of ${TOTAL} records`).waitFor();
    expect(requests.at(-1)).toMatch(/page=3&size=100&sort=depositReference,asc$/);
    await expect.poll(async () => (await domRows(scroller(page))).visible[0]).toBe(reference(201));
    const callsSoFar = requests.length;
    await scroller(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => (await domRows(scroller(page))).visible.at(-1)).toBe(reference(TOTAL));
    const last = await domRows(scroller(page));
    expect(last.whole.at(-1)).toBe(reference(TOTAL));
    expect(last.inDom.length).toBeLessThan(40);
    expectConsecutive(last.inDom);
    expect(requests).toHaveLength(callsSoFar);
    await screenshot(page, 'smart-table-virtual-scroll-last-page');
  });

  it('sorting from the header asks the server for page 1 in the new order and shows it from the top', async () => {
    const { page } = browser;
    await signInAs(browser, CLERK);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/${RESOURCE}?`)) requests.push(decodeURIComponent(request.url()));
    });
    await page.goto('/app/tests/smart-table-virtual-scroll');
    await page.getByText(`Showing 1 to ${PAGE_SIZE} of ${TOTAL} records`).waitFor();
    await scroller(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => (await domRows(scroller(page))).visible.at(-1)).toBe(reference(PAGE_SIZE));

    // The header's first click sorts ascending (the default sort), its second descending.
    const header = table(page).getByRole('columnheader', { name: 'Reference' });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => requests.at(-1)).toMatch(/page=1&size=100&sort=depositReference,desc$/);
    await expect.poll(async () => (await domRows(scroller(page))).visible[0]).toBe(reference(TOTAL));
    const sorted = await domRows(scroller(page));
    expect(sorted.scrollTop).toBe(0);
    expect(sorted.inDom[0]).toEqual({ serial: '1', reference: reference(TOTAL) });
    expect(sorted.inDom.length).toBeLessThan(40);
    const descending = sorted.inDom.map((row) => Number(row.reference.slice(-4)));
    expect(descending).toEqual(descending.map((_, index) => TOTAL - index));
  });
});
