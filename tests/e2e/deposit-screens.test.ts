// Create Deposit and Create Fund Disbursement (examples/forms/deposit-create.json,
// fund-disbursement-create.json) in Chromium: a date that is not on the calendar is refused at its field
// before anything is sent, what is saved carries no value of the Submit button, and a new disbursement is
// Pending, which the clerk cannot change on the create screen.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();

/** The text under a field (its validation message), by the field's key. */
const fieldError = (key: string) =>
  browser.page.locator(`.formio-component-${key} .formio-errors`).textContent();

describe('deposit and disbursement create screens', () => {
  it('refuses a deposit date not on the calendar at the field, then saves the deposit without the button', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/deposits/deposit-create' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/deposits')) posts.push(request.url());
    });
    await page.getByLabel('Deposit reference').fill('DEP-2042-0001');
    await page.getByLabel('Depositor name').fill('Ong Bee Lian');
    await page.getByLabel('Amount').fill('150');
    await page.getByLabel('Deposit date').fill('2026-02-31');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => fieldError('depositDate'))
      .toContain('Deposit date must be a date on the calendar (YYYY-MM-DD)');
    await screenshot(page, 'deposit-create-impossible-date');
    expect(posts).toEqual([]);

    await page.getByLabel('Deposit date').fill('2026-02-28');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByText('Deposit DEP-2042-0001 was saved.').waitFor();
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const stored = await clerk.get(`/api/deposits?q=${encodeURIComponent('depositReference=DEP-2042-0001')}`);
    expect(stored.body.content).toEqual([
      expect.objectContaining({ depositReference: 'DEP-2042-0001', depositDate: '2026-02-28' }),
    ]);
    expect(stored.body.content[0]).not.toHaveProperty('submit');
  });

  it('creates a disbursement as Pending, which the create screen does not let the clerk change', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', {
      open: '/app/fund-disbursements/fund-disbursement-create',
    });
    const status = page.locator('.formio-component-status');
    await expect.poll(() => status.innerText()).toContain('Pending');
    expect(await status.locator('select, input').first().isDisabled()).toBe(true);
    await page.getByLabel('Disbursement reference').fill('FD-2042-0001');
    // A seeded deposit of S$ 1,200.
    await page.getByLabel('Deposit reference').fill('DEP-2026-0001');
    await page.getByLabel('Payee name').fill('Chua Bee Hoon');
    await page.getByLabel('Amount').fill('5');
    await page.getByLabel('Disbursement date').fill('2026-04-31');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => fieldError('disbursementDate'))
      .toContain('Disbursement date must be a date on the calendar (YYYY-MM-DD)');
    await page.getByLabel('Disbursement date').fill('2026-04-30');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByText('Disbursement FD-2042-0001 was saved.').waitFor();
    await screenshot(page, 'fund-disbursement-created-pending');
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const stored = await clerk.get(
      `/api/fund-disbursements?q=${encodeURIComponent('disbursementReference=FD-2042-0001')}`,
    );
    expect(stored.body.content).toEqual([
      expect.objectContaining({ disbursementReference: 'FD-2042-0001', status: 'PENDING' }),
    ]);
    expect(stored.body.content[0]).not.toHaveProperty('submit');
  });
});
