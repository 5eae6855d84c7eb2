// The idle session on a server of its own with short timings (idle 3 s, countdown 6 s): the warning
// toasts, the lock screen over the portal, and unlocking (password or single sign-on) without losing
// what was typed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samlEnv, startSamlIdp, type RunningSamlIdp } from '../helpers/saml-idp';
import { browserFixture, screenshot, signInAs } from './browser';
import { E2E_DEMO_PASSWORD, freePort, startPortalServer, type PortalServer } from './portal-server';

const SP_ISSUER = 'ignite-portal-e2e';
const browser = browserFixture();
let server: PortalServer;
let idp: RunningSamlIdp;

beforeAll(async () => {
  idp = await startSamlIdp(SP_ISSUER);
  const port = await freePort();
  server = await startPortalServer(
    {
      IGNITE_IDLE_SECONDS: '3',
      IGNITE_IDLE_TIMEOUT_SECONDS: '6',
      ...samlEnv(idp, SP_ISSUER, port),
    },
    port,
  );
  browser.baseUrl = server.baseUrl;
  browser.demoPassword = E2E_DEMO_PASSWORD;
});
afterAll(async () => {
  await server?.stop();
  await idp?.stop();
});

const pathname = (page: Page) => new URL(page.url()).pathname;

async function fillCourtFine(page: Page) {
  await page.goto('/app/court-fines/court-fine-create');
  await page.getByLabel('Case number').fill('CF-2026-0901');
  await page.getByLabel('Offender name').fill('Tan Ah Kow');
  await page.getByLabel('Amount (S$)').fill('120.50');
  await page.getByLabel('Due date').fill('2026-11-30');
  await page.getByLabel('Remarks').fill('Typed before the lock');
}

async function expectCourtFineIntact(page: Page) {
  expect(await page.getByLabel('Case number').inputValue()).toBe('CF-2026-0901');
  expect(await page.getByLabel('Offender name').inputValue()).toBe('Tan Ah Kow');
  expect(await page.getByLabel('Remarks').inputValue()).toBe('Typed before the lock');
}

describe('idle session', () => {
  it('warns every 5 seconds, locks, and unlocks with the password keeping the typed data', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await fillCourtFine(page);
    const lockedToken = await page.evaluate(() => JSON.parse(localStorage.getItem('token')!) as string);
    // Idle from here: after 3 s the countdown of 6 s starts, with a warning at 6 and at 1 second(s) left.
    await page
      .getByText(
        'You have been idle for a while, session will be terminated in 6 secs. Please save your work before the session timesout',
      )
      .waitFor({ timeout: 8_000 });
    await page.getByText(/session will be terminated in 1 secs/).waitFor({ timeout: 8_000 });
    const lock = page.getByRole('dialog', { name: 'Session locked' });
    await lock.waitFor({ timeout: 8_000 });
    expect(pathname(page)).toBe('/public/users/screen-lock');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The lock ended the token on the server as well: a copy of it is refused.
    await expect
      .poll(async () => {
        const response = await fetch(`${server.baseUrl}/api/iam/auth/users/my-identity`, {
          headers: { authorization: `Bearer ${lockedToken}` },
        });
        return response.status;
      })
      .toBe(401);
    await screenshot(page, 'lock-screen');

    await lock.getByLabel('Password').fill('not-the-password');
    await lock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await lock.getByRole('alert').getByText('The password is incorrect.').waitFor();
    await lock.getByLabel('Password').fill(browser.demoPassword);
    await lock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await lock.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe('/app/court-fines/court-fine-create');
    await expectCourtFineIntact(page);

    // The session works again: the form saves with the new token.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByText('Court fine saved').waitFor();
  });

  it('returns to NOT_IDLE on activity, so an active user is never locked', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    for (let i = 0; i < 12; i++) {
      await page.mouse.move(100 + i * 10, 200);
      await page.waitForTimeout(800);
    }
    expect(await page.getByRole('dialog', { name: 'Session locked' }).count()).toBe(0);
    expect(await page.getByText(/session will be terminated/).count()).toBe(0);
  });

  it('unlocks with single sign-on in a small window, keeping the typed data', async () => {
    const { page, context } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await fillCourtFine(page);
    const lock = page.getByRole('dialog', { name: 'Session locked' });
    await lock.waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      lock.getByRole('button', { name: 'Unlock with single sign-on' }).click(),
    ]);
    await popup.getByText('Stand-in identity provider').waitFor();
    await popup.getByLabel('Work email').fill('clerk@ignite.local');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await lock.waitFor({ state: 'detached' });
    // The identity provider's pages in between cut the window from its opener, so it may stay open.
    if (!popup.isClosed()) await popup.getByText('Signed in. You can close this window.').waitFor();
    expect(pathname(page)).toBe('/app/court-fines/court-fine-create');
    await expectCourtFineIntact(page);
  });

  it('refuses to unlock with another user through single sign-on', async () => {
    const { page, context } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const lock = page.getByRole('dialog', { name: 'Session locked' });
    await lock.waitFor({ timeout: 15_000 });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      lock.getByRole('button', { name: 'Unlock with single sign-on' }).click(),
    ]);
    await popup.getByLabel('Work email').fill('approver1@ignite.local');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await lock.getByText(/unlock with the account that was locked/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows the lock screen alone after a reload and returns to the locked page', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-create' });
    await page.getByRole('dialog', { name: 'Session locked' }).waitFor({ timeout: 15_000 });
    await page.reload();
    const lock = page.getByRole('dialog', { name: 'Session locked' });
    await lock.waitFor();
    expect(pathname(page)).toBe('/public/users/screen-lock');
    expect(await page.locator('header.ignite-header').count()).toBe(0);
    await lock.getByLabel('Password').fill(browser.demoPassword);
    await lock.getByRole('button', { name: 'Unlock', exact: true }).click();
    await page.waitForURL('**/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
  });
});
