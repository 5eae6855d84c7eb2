// Single sign-on in the browser against the stand-in identity provider, on a server of its own with the
// tab guard switched on: the round trip, refused answers, token expiry, and two tabs.
import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samlEnv, startSamlIdp, type RunningSamlIdp } from '../helpers/saml-idp';
import { browserFixture, signInAs } from './browser';
import {
  E2E_DEMO_PASSWORD,
  E2E_JWT_SECRET,
  freePort,
  startPortalServer,
  type PortalServer,
} from './portal-server';

const SP_ISSUER = 'ignite-portal-e2e';
const browser = browserFixture();
let server: PortalServer;
let idp: RunningSamlIdp;

beforeAll(async () => {
  idp = await startSamlIdp(SP_ISSUER);
  const port = await freePort();
  server = await startPortalServer(
    {
      ...samlEnv(idp, SP_ISSUER, port),
      IGNITE_MULTI_TAB_GUARD: 'true',
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

/** On the stand-in's sign-in page: sign in as `email` (with a forged signature when asked). */
async function signInAtIdp(page: Page, email: string, { forge = false } = {}) {
  await page.getByText('Stand-in identity provider').waitFor();
  expect(new URL(page.url()).origin).toBe(new URL(idp.entryPoint).origin);
  await page.getByLabel('Work email').fill(email);
  if (forge) await page.getByLabel('Sign with a forged key').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('single sign-on', () => {
  it('goes from a guarded page to the identity provider and back to that page', async () => {
    const { page } = browser;
    await page.goto('/app/court-fines/court-fine-create');
    await signInAtIdp(page, 'clerk@ignite.local');
    await page.waitForURL('**/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
    await page.locator('header.ignite-header').getByText('Clara Clerk').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authType'))).toBe('"SSO"');
    expect(idp.requests.at(-1)?.acsUrl).toBe(`${server.baseUrl}/saml2/acs`);
    expect(await page.evaluate(() => document.body.classList.contains('has-roles'))).toBe(true);
  });

  it('refuses a response signed with a forged key and signs no one in', async () => {
    const { page } = browser;
    await page.goto('/auth/login');
    await signInAtIdp(page, 'admin@ignite.local', { forge: true });
    await page.getByText('Single sign-on failed').waitFor();
    expect(pathname(page)).toBe('/saml2/acs');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/app/worklist/my-workflow-items');
    await page.getByText('Stand-in identity provider').waitFor();
  });

  it('sends an unknown user to the inactive-user page', async () => {
    const { page } = browser;
    await page.goto('/auth/login');
    await signInAtIdp(page, 'stranger@ignite.local');
    await page.waitForURL('**/app/saml/inactive-user');
    await page.getByText('Account not active').waitFor();
  });

  it('offers the database login only with the dblogin flag', async () => {
    const { page } = browser;
    await page.goto('/auth/db-login');
    await page.getByText('Stand-in identity provider').waitFor();
    await signInAs(browser, 'clerk@ignite.local');
    expect(pathname(page)).toBe('/app/worklist/my-workflow-items');
  });

  it('redirects Refresh Profile to single sign-on and comes back', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/pages/privacy-statement' });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.locator('.ignite-user-menu').getByText('Refresh Profile').click();
    await signInAtIdp(page, 'clerk@ignite.local');
    await page.waitForURL('**/app/pages/privacy-statement');
  });
});

describe('token expiry', () => {
  it('removes the token, keeps the location and returns there after signing in again', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/court-fines/court-fine-create' });
    await page.getByLabel('Case number').waitFor();
    const identity = await page.evaluate(() => JSON.parse(localStorage.getItem('identityDetails')!));
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(identity.identity.id)
      .setIssuer('ignite-portal')
      .setAudience('ignite-portal')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(E2E_JWT_SECRET));
    await page.evaluate((token) => localStorage.setItem('token', JSON.stringify(token)), expired);
    // Refused on the first call that carries it: the identity check, or the screen's form asked for with
    // the route, whichever the server answers first.
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
    );
    await page.reload();
    await refused;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Sign-in (single sign-on here) and back to where the user was.
    await signInAtIdp(page, 'clerk@ignite.local');
    await page.waitForURL('**/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
  });
});

describe('multiple-tab guard (switched on)', () => {
  it('ends the session of the older tab with the session-ended modal; the newest tab wins', async () => {
    const { page, context } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await page.locator('header.ignite-header').getByText('Clara Clerk').waitFor();
    const second = await context.newPage();
    await second.goto('/app/worklist/my-workflow-items');
    await second.locator('header.ignite-header').getByText('Clara Clerk').waitFor();
    const modal = page.getByRole('dialog', { name: 'Session Ended' });
    await modal
      .getByText('Your session has ended because application is now active in another tab.')
      .waitFor();
    await second.waitForTimeout(800);
    expect(await second.getByRole('dialog', { name: 'Session Ended' }).count()).toBe(0);
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('about:blank');
    await second.getByRole('navigation', { name: 'Main menu' }).getByText('Worklist').waitFor();
  });
});
