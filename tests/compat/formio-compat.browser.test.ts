// Every compatibility form (fixtures/*.json) opens in the portal in Chromium without a page error: one
// browser, one page walking every form; the wizard shows its panels as pages and the datetime calendar
// opens from the app's bundle.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, browserFixture, screenshot, signInAs } from '../e2e/browser';
import { compatFixtures } from './compat-fixtures';

const browser = browserFixture();

/** Every fixture ends with Form.io's submit button; a wizard shows its Next button instead. */
const renderedMark = (display: string) =>
  display === 'wizard' ? '.btn-wizard-nav-next' : '.formio-form button[name="data[submit]"]';

describe('Form.io compatibility forms in the portal', () => {
  beforeAll(async () => {
    const admin = await apiAs(browser, 'admin@ignite.local');
    for (const { form } of compatFixtures) {
      const imported = await admin.post('/api/ignite/import', form);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    }
  });
  beforeEach(() => signInAs(browser, 'admin@ignite.local'));

  it('opens every form without a page error', async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { form } of compatFixtures) {
      await page.goto(`/app/compat/${form.name}`);
      await page.locator(renderedMark(form.display)).waitFor();
      await screenshot(page, `compat-${form.name}`);
      expect(errors, form.name).toEqual([]);
    }
  });

  it('shows a wizard one page at a time, with Next and Previous', async () => {
    const { page } = browser;
    await page.goto('/app/compat/compat-wizard');
    const next = page.locator('.btn-wizard-nav-next');
    await next.waitFor();
    const first = page.locator('input[name="data[first]"]');
    const second = page.locator('input[name="data[second]"]');
    await expect(first.isVisible()).resolves.toBe(true);
    await expect(second.isVisible()).resolves.toBe(false);
    await first.fill('one');
    await next.click();
    await second.waitFor();
    await expect(first.isVisible()).resolves.toBe(false);
    await expect(page.locator('.btn-wizard-nav-previous').isVisible()).resolves.toBe(true);
  });

  it('fills an address in manual mode, without a look-up provider', async () => {
    const { page } = browser;
    await page.goto('/app/compat/compat-address');
    await page.getByLabel("Can't find address? Switch to manual mode.").check();
    await page.getByLabel('Address 1').fill('1 Main Street');
    await page.getByLabel('City').fill('Springfield');
    await expect(page.getByLabel('Zip Code').isVisible()).resolves.toBe(true);
  });

  it("opens the datetime calendar without fetching flatpickr from Form.io's CDN", async () => {
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(browser.baseUrl)) outside.push(request.url());
    });
    await page.goto('/app/compat/compat-datetime');
    // The calendar's code is loaded on demand and the field is drawn again once it is in: click the
    // field when nothing is loading any more, not while it is being replaced.
    await page.waitForLoadState('networkidle');
    await page.locator('.formio-component-when input.form-control:visible').click();
    await page.locator('.flatpickr-calendar.open').waitFor();
    await screenshot(page, 'compat-datetime-calendar');
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });
});
