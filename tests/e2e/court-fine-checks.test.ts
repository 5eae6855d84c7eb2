// The court fine screens against the real server: the server's refusals (a case number taken, a write-off
// of a fine that does not exist or of more than it owes) shown at their fields; the summary opened by its
// address; the fee field filled as soon as the record is in.
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';
import { createCourtFine, createPaidCourtFine } from './court-fines';

const browser = browserFixture();

/** The text under a field (its validation message), by the field's key. */
const fieldError = (key: string) =>
  browser.page.locator(`.formio-component-${key} .formio-errors`).textContent();

describe('court fine screens', () => {
  it('refuses a case number another fine has, at the field, without loading the script sandbox', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });
    await page.goto('/app/court-fines/court-fine-create');
    // CF-2026-0042 is a seeded fine.
    await page.getByLabel('Case number').fill('CF-2026-0042');
    await page.getByLabel('Offender name').fill('Another Offender');
    await page.getByLabel('Amount (S$)').fill('75');
    await page.getByLabel('Due date').fill('2027-02-28');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Case number must be unique: "CF-2026-0042" is already taken.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => fieldError('caseNumber')).toContain('Case number must be unique');
    await screenshot(page, 'court-fine-duplicate-case-number');
    // The due date's calendar check is Form.io's own validate.custom: no sandbox for it.
    expect(wasm).toEqual([]);

    await page.getByLabel('Case number').fill('CF-2026-0981');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog')
      .getByText(/Court fine CF-2026-0981 was saved with id \d+/)
      .waitFor();
  });

  it('refuses a write-off of a fine that does not exist, or of more than the fine owes', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto('/app/court-fines/court-fine-write-off');
    await page.getByLabel('Case number').fill('CF-2026-0989');
    await page.getByLabel('Amount to write off (S$)').fill('50');
    await page.getByLabel('Reason').fill('Offender deceased');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('There is no court fine with case number "CF-2026-0989".').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => fieldError('caseNumber')).toContain('There is no court fine');

    // CF-2026-0104 is a seeded fine of S$ 150.
    await page.getByLabel('Case number').fill('CF-2026-0104');
    await page.getByLabel('Amount to write off (S$)').fill('200');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await dialog
      .getByText('The write-off (S$ 200.00) is more than the S$ 150.00 owed on court fine CF-2026-0104.')
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => fieldError('amount')).toContain('more than the S$ 150.00 owed');
    await screenshot(page, 'court-fine-write-off-too-much');

    // Within what the fine owes, the write-off goes on to the choice of an approver.
    await page.getByLabel('Amount to write off (S$)').fill('150');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByRole('dialog').getByText('Choose').first().waitFor();
  });

  it('loads the summary by the record id in its address', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const api = await apiAs(browser, 'clerk@ignite.local');
    const id = await createCourtFine(api, {
      caseNumber: 'CF-2026-0982',
      offenderName: 'Yeo Hui Min',
      amount: 64,
      dueDate: '2027-04-01',
    });
    await page.goto(`/app/court-fines/court-fine-summary/${id}`);
    await page
      .getByText('CF-2026-0982: Yeo Hui Min owes S$ 64.00 of the S$ 64.00 fine by 1 Apr 2027.')
      .waitFor();
    await expect.poll(() => page.locator('.fines-of-offender').textContent()).toBe('1');
    await screenshot(page, 'court-fine-summary-by-id');
  });

  it('shows the amount with the fee as soon as the record is in, and again when the amount changes', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const api = await apiAs(browser, 'clerk@ignite.local');
    const id = await createCourtFine(api, {
      caseNumber: 'CF-2026-0983',
      offenderName: 'Koh Boon Seng',
      amount: 120,
      dueDate: '2027-04-01',
      // A field after the amount with a value: the amount is then not the last field the load changes.
      remarks: 'Paid in part at the counter',
    });
    await page.goto(`/app/court-fines/court-fine-actions/${id}`);
    await expect.poll(() => page.getByLabel('Amount (S$)').inputValue()).toBe('120');
    await expect.poll(() => page.getByLabel('With 10% fee (S$)').inputValue()).toBe('132');
    await screenshot(page, 'court-fine-actions-fee');
    await page.getByLabel('Amount (S$)').fill('300');
    await expect.poll(() => page.getByLabel('With 10% fee (S$)').inputValue()).toBe('330');
  });

  it('refuses to lower a fine below what was paid on it, at the amount', async () => {
    const { page } = browser;
    const id = await createPaidCourtFine(
      browser,
      { caseNumber: 'CF-2026-0984', offenderName: 'Ong Li Hua', amount: 200, dueDate: '2027-04-01' },
      80,
    );
    await signInAs(browser, 'clerk@ignite.local', { open: `/app/court-fines/court-fine-edit/${id}` });
    await expect.poll(() => page.getByLabel('Amount (S$)').inputValue()).toBe('200');
    await page.getByLabel('Amount (S$)').fill('50');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('The fine cannot be less than the S$ 80.00 already paid and written off on it.')
      .waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => fieldError('amount')).toContain('cannot be less than the S$ 80.00');
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    expect((await clerk.get(`/api/court-fines/${id}`)).body.amount).toBe(200);
  });
});
