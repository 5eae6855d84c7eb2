// The timeline, the API-driven text field and the permission tiles in their example screens, in
// Chromium against the real server (issue #8). Screenshots of the three go to docs/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, browserFixture, signInAs } from './browser';
import { createCourtFine } from './court-fines';
import { heard, listenOnScreenForm } from './screen-form';

const browser = browserFixture();
const SHOTS = path.resolve('docs/screenshots');

/** A role's acls as examples/seed/roles.json seeds them. */
const seededAcls = (role: string): string[] =>
  (JSON.parse(readFileSync('examples/seed/roles.json', 'utf8')) as { name: string; acls: string[] }[]).find(
    (seeded) => seeded.name === role,
  )!.acls;

/** A picture of the element, from the full page so the sticky header does not cover its top. */
async function shoot(page: Page, selector: string, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  const margin = 8;
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

describe('timeline (app-timeline) in the instalment plan screen', () => {
  it('shows the seeded plan; a marker click emits tab-selected and brings back the first tab', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    const plans = await clerk.get(`/api/instalment-plans?q=${encodeURIComponent('caseNumber=CF-2026-0042')}`);
    expect(plans.status).toBe(200);
    const plan = plans.body.content[0] as { id: number };

    await signInAs(browser, 'clerk@ignite.local', {
      open: `/app/instalment-plans/instalment-plan-view/${plan.id}`,
    });
    const timeline = page.locator('.ignite-timeline');
    await timeline.getByText('Instalment 2').waitFor();
    await expect
      .poll(() => timeline.locator('.ignite-timeline__title').allTextContents())
      .toEqual(['Plan approved', 'Instalment 1', 'Instalment 2', 'Instalment 3', 'Plan closes']);
    await timeline.getByText('(01-02-2026)').waitFor();
    // The last real event selects nothing: no button.
    expect(await timeline.getByRole('button', { name: 'Plan closes' }).count()).toBe(0);

    const instalments = page.locator('.ignite-screen').getByRole('tab', { name: 'Instalments' });
    const details = page.locator('.ignite-screen').getByRole('tab', { name: 'Plan details' });
    const detailsText = page.getByText(/Plan \d+ for case CF-2026-0042/);
    await listenOnScreenForm(page, ['tab-selected']);
    await details.click();
    await detailsText.waitFor();
    expect(await page.locator('input[value="Instalment 1"]').isVisible()).toBe(false);

    await timeline.getByRole('button', { name: 'Instalment 1' }).click();
    await expect
      .poll(() => heard(page))
      .toEqual([
        {
          event: 'tab-selected',
          payload: {
            tabKey: 'instalmentPlanTab1',
            event: { title: 'Instalment 1', date: '2026-02-01', status: 'paid', eventId: 'instalment-1' },
          },
        },
      ]);
    await page.locator('input[value="Instalment 1"]').waitFor();
    expect(await detailsText.isVisible()).toBe(false);
    expect(await instalments.getAttribute('class')).toMatch(/active/);
    expect(await timeline.getByRole('button', { name: 'Instalment 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await shoot(page, '.ignite-screen', 'timeline');
  });
});

describe('API-driven text field (url-based-textfield) in the fine payment screen', () => {
  it('fetches the amount due once case number and currency are both filled, not before', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0961',
      offenderName: 'Siti Rahman',
      amount: 200,
      dueDate: '2027-02-01',
    });

    await signInAs(browser, 'cashier@ignite.local');
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/court-fines/amount-due')) calls.push(request.url());
    });
    await page.goto('/app/fine-payments/fine-payment-create');
    const amountDue = page.getByLabel('Amount due');
    await amountDue.waitFor();
    const caseNumber = page.getByLabel('Case number');
    await caseNumber.fill('CF-2026-0961');
    await caseNumber.press('Tab');
    // The change of the case number alone calls nothing: the currency is still empty.
    await page.waitForTimeout(700);
    expect(calls).toEqual([]);
    expect(await amountDue.inputValue()).toBe('');

    const answered = page.waitForResponse((response) => response.url().includes('/amount-due'));
    await page.getByLabel('Currency').selectOption('USD');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => amountDue.inputValue()).toBe('148.00');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get('caseNumber')).toBe('CF-2026-0961');
    expect(new URL(calls[0]!).searchParams.get('currency')).toBe('USD');

    await page.getByLabel('Currency').selectOption('EUR');
    await expect.poll(() => amountDue.inputValue()).toBe('136.00');
    expect(calls).toHaveLength(2);
    await shoot(page, '.ignite-screen', 'api-text-field');

    await page.getByLabel('Amount paid').fill('136');
    await page.getByLabel('Payment method').selectOption('cash');
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog');
    const message = await dialog.getByText(/was recorded with id \d+/).textContent();
    expect(message).toMatch(/^Payment of €136\.00 for CF-2026-0961 was recorded with id \d+\.$/);
    const id = message!.match(/id (\d+)/)![1];
    const cashier = await apiAs(browser, 'cashier@ignite.local');
    const payment = await cashier.get(`/api/fine-payments/${id}`);
    expect(payment.body).toMatchObject({ caseNumber: 'CF-2026-0961', currency: 'EUR', amountDue: '136.00' });
    // OK starts the next payment on an empty form: the one recorded cannot be sent again by a second click.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByLabel('Case number').inputValue()).toBe('');
    expect(await page.getByLabel('Amount paid').inputValue()).toBe('');
    expect(await amountDue.inputValue()).toBe('');
  });

  it('says at the field why the amount due is empty when the lookup fails', async () => {
    const { page } = browser;
    await signInAs(browser, 'cashier@ignite.local');
    await page.goto('/app/fine-payments/fine-payment-create');
    await page.getByLabel('Case number').fill('CF-2026-0000');
    await page.getByLabel('Case number').press('Tab');
    await page.getByLabel('Currency').selectOption('USD');
    const failure = page.locator('.formio-component-amountDue [role="alert"]');
    await expect
      .poll(() => failure.textContent())
      .toBe(
        'Could not be looked up (There is no court fine with case number "CF-2026-0000"). ' +
          'Change a value it depends on to try again.',
      );
    expect(await page.getByLabel('Amount due').inputValue()).toBe('');
    await shoot(page, '.ignite-screen', 'api-text-field-failure');
  });
});

describe('a payment whose answer is lost on the way', () => {
  it('is recorded once when it is sent again: the second sending repeats the Idempotency-Key', async () => {
    const { page } = browser;
    const clerk = await apiAs(browser, 'clerk@ignite.local');
    await createCourtFine(clerk, {
      caseNumber: 'CF-2026-0963',
      offenderName: 'Lim Bee Hoon',
      amount: 50,
      dueDate: '2027-02-01',
    });
    await signInAs(browser, 'cashier@ignite.local');
    // The first payment reaches the server, which stores it, but its answer never reaches the page.
    const keys: (string | undefined)[] = [];
    let storedId: number | undefined;
    await page.route('**/api/fine-payments', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (storedId !== undefined) return route.continue();
      const answer = await route.fetch();
      storedId = ((await answer.json()) as { id: number }).id;
      await route.abort('connectionreset');
    });
    await page.goto('/app/fine-payments/fine-payment-create');
    await page.getByLabel('Case number').fill('CF-2026-0963');
    await page.getByLabel('Case number').press('Tab');
    await page.getByLabel('Currency').selectOption('SGD');
    await expect.poll(() => page.getByLabel('Amount due').inputValue()).toBe('50.00');
    await page.getByLabel('Amount paid').fill('20');
    await page.getByLabel('Payment method').selectOption('cash');
    const record = page.getByRole('button', { name: 'Record payment' });
    await record.click();
    await expect.poll(() => storedId).toBeDefined();
    const failed = page.getByRole('dialog');
    await failed.getByText('The server could not be reached. Check your connection and try again.').waitFor();
    await failed.getByRole('button', { name: 'OK' }).click();
    await failed.waitFor({ state: 'detached' });
    // Sent again, unchanged: answered as the first, with its record.
    await record.click();
    const message = await page
      .getByRole('dialog')
      .getByText(/was recorded with id \d+/)
      .textContent();
    expect(message).toContain(`was recorded with id ${storedId}.`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const cashier = await apiAs(browser, 'cashier@ignite.local');
    const payments = await cashier.get(
      `/api/fine-payments?size=10&q=${encodeURIComponent('caseNumber=CF-2026-0963')}`,
    );
    expect(payments.body.content).toHaveLength(1);
  });
});

describe('permission tiles (vector-checkbox) in the role permissions screen', () => {
  it('saves a role with a ticked tile, shows it ticked after a reload, and the server then allows it', async () => {
    const { page } = browser;
    const cashier = await apiAs(browser, 'cashier@ignite.local');
    const fine = { caseNumber: 'CF-2026-0962', offenderName: 'Wong Kai', amount: 30, dueDate: '2027-02-01' };
    const refused = await cashier.post('/api/court-fines', fine);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');

    await signInAs(browser, 'admin@ignite.local', { open: '/app/roles/role-list' });
    await page.getByRole('link', { name: 'fine_cashier' }).click();
    await page.waitForURL('**/app/roles/role-permissions/fine_cashier');
    const tile = (label: string) => page.getByRole('checkbox', { name: label });
    /** The screen has loaded the role and the tiles have run their initial value evaluators. */
    const roleLoaded = async () => {
      await page.locator('.ignite-permission-tile.is-checked').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.getByLabel('Role', { exact: true }).inputValue(), { timeout: 10_000 })
        .toBe('fine_cashier');
    };
    await roleLoaded();
    expect(await tile('Take fine payments').isChecked()).toBe(true);
    expect(await tile('View court fines').isChecked()).toBe(true);
    expect(await tile('Create and edit court fines').isChecked()).toBe(false);
    expect(await tile('Manage roles').isChecked()).toBe(false);

    await page.locator('.ignite-permission-tile', { hasText: 'Create and edit court fines' }).click();
    expect(await tile('Create and edit court fines').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save role' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Role fine_cashier now holds 5 permissions.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await roleLoaded();
    expect(await tile('Create and edit court fines').isChecked()).toBe(true);
    for (const label of ['See my worklist', 'View court fines', 'View fine payments', 'Take fine payments'])
      expect(await tile(label).isChecked(), label).toBe(true);
    expect(await tile('Manage roles').isChecked()).toBe(false);
    await shoot(page, '.ignite-screen', 'permission-tiles');

    // The same token as before: acls are read on every call.
    const allowed = await cashier.post('/api/court-fines', fine);
    expect(allowed.status).toBe(201);

    // The role as seeded again: later tests count on a cashier who may not write court fines.
    const admin = await apiAs(browser, 'admin@ignite.local');
    const restored = await admin.put('/api/iam/roles/fine_cashier', { acls: seededAcls('fine_cashier') });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await cashier.post('/api/court-fines', { ...fine, caseNumber: 'CF-2026-0963' })).status).toBe(
      403,
    );
  });
});
