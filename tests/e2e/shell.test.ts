// The portal shell on the shared server: header, menu, breadcrumbs, themes and zoom, the pages of the
// user menu, routes, and two tabs with the tab guard off (its default).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../server/auth/totp';
import { client } from '../helpers/api-client';
import { apiAs, browserFixture, screenshot, signInAs } from './browser';

const browser = browserFixture();

const pathname = (page: Page) => new URL(page.url()).pathname;
const cssVar = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
const bodyClasses = (page: Page) => page.evaluate(() => [...document.body.classList].sort());

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.locator('.ignite-user-menu').waitFor();
}

async function resetPreferences(username: string) {
  const user = await apiAs(browser, username);
  const reset = await user.put('/api/iam/user/my-preferences', { theme: 'red', zoom: 1 });
  expect(reset.status).toBe(200);
}

describe('header, menu and breadcrumbs', () => {
  it('shows the avatar, names, the acl-filtered menu and breadcrumbs that follow it', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const header = page.locator('header.ignite-header');
    await header.getByText('Integrated Finance Administration System').waitFor();
    await header.getByText('Clara Clerk').waitFor();
    await header.getByText('J-0003').waitFor();
    const avatar = header.locator('img.ignite-header__avatar-image');
    expect(await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      250, 250,
    ]);
    expect(await avatar.getAttribute('src')).toContain(encodeURIComponent('>CC</text>'));
    expect(await bodyClasses(page)).toEqual(
      expect.arrayContaining(['has-roles', 'has-acls', 'un-privileged']),
    );

    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await sidebar.getByText('Worklist').waitFor();
    expect(await sidebar.getByText('Form Builder').count()).toBe(0);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText('Home').waitFor();
    await crumbs.getByText('Worklist').waitFor();

    await sidebar.getByText('Court Fines').click();
    await sidebar.getByText('Create Court Fine').click();
    await page.waitForURL('**/app/court-fines/court-fine-create');
    // The breadcrumbs follow the route on the next render, not with the URL change itself.
    await expect
      .poll(async () => (await crumbs.innerText()).replace(/\s+/g, ' ').trim(), { timeout: 15_000 })
      .toMatch(/Home.*Court Fines.*Create Court Fine/);
    await crumbs.getByText('Home').click();
    await page.waitForURL('**/app/worklist/my-workflow-items');

    await openUserMenu(page);
    const menu = page.locator('.ignite-user-menu');
    for (const label of ['My Profile', 'Refresh Profile', 'Request Access', 'Themes', 'Sign Out'])
      await menu.getByText(label, { exact: true }).waitFor();
    expect(await menu.getByText('Elevate Permission').count()).toBe(0);
    await menu.getByText('Refresh Profile').click();
    await page.getByText('Profile refreshed').waitFor();
  });

  it("Sign Out ends the session's token on the server: a copy of it is refused", async () => {
    const { page } = browser;
    await signInAs(browser, 'cashier@ignite.local');
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!) as string;
    const copy = client(browser.baseUrl, token);
    expect((await copy.get('/api/iam/auth/users/my-identity')).status).toBe(200);
    await openUserMenu(page);
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/iam/auth/sign-out'));
    await page.locator('.ignite-user-menu').getByText('Sign Out', { exact: true }).click();
    expect((await ended).status()).toBe(204);
    await page.waitForURL('**/auth/login');
    const refused = await copy.get('/api/iam/auth/users/my-identity');
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('TOKEN_REVOKED');
  });

  it('shows the builder menu to a designer on a builder host', async () => {
    await signInAs(browser, 'designer@ignite.local');
    await browser.page.getByRole('navigation', { name: 'Main menu' }).getByText('Form Builder').waitFor();
  });

  it('collapses the sidebar of a user without roles after 500 ms, with the no-roles body classes', async () => {
    const { page } = browser;
    await signInAs(browser, 'norole@ignite.local');
    expect(pathname(page)).toBe('/app/access-denied/landing-no-access');
    await page.getByText('No permissions yet').waitFor();
    await page.locator('nav.ignite-sidebar.is-collapsed').waitFor({ state: 'attached' });
    expect(await bodyClasses(page)).toEqual(expect.arrayContaining(['no-roles', 'no-acls', 'un-privileged']));
    await page.reload();
    await page.locator('nav.ignite-sidebar.is-collapsed').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    expect(await page.locator('nav.ignite-sidebar.is-collapsed').count()).toBe(0);
    await page.getByRole('link', { name: 'Request Access' }).click();
    await page.getByRole('heading', { name: 'Request Access' }).waitFor();
    // A long reason without spaces wraps in the list of requests instead of widening the page.
    await page.locator('.ignite-acl-group input[type=checkbox]').first().check();
    await page.getByLabel('Reason').fill('x'.repeat(1000));
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'My requests' }).waitFor();
    await page
      .locator('td', { hasText: 'x'.repeat(100) })
      .first()
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

describe('themes and zoom', () => {
  it('keeps the chosen theme and zoom across a reload and a new sign-in', async () => {
    const { page } = browser;
    try {
      await signInAs(browser, 'approver2@ignite.local', { open: '/app/court-fines/court-fine-create' });
      await page.getByLabel('Case number').waitFor();
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Court Fines').click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByText('Create Court Fine').waitFor();
      expect(await cssVar(page, '--ignite-primary')).toBe('#b71c1c');
      await page.mouse.move(0, 400);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.resolve('docs/screenshots/shell-red.png') });

      await openUserMenu(page);
      await page.locator('.ignite-user-menu').getByText('Themes').click();
      await page.locator('.ignite-user-menu').getByText('Light Green').waitFor();
      await screenshot(page, 'user-menu-themes');
      await page.locator('.ignite-user-menu').getByText('Blue', { exact: true }).click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'blue');
      expect(await cssVar(page, '--ignite-primary')).toBe('#1565c0');
      expect(
        await page.locator('header.ignite-header').evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe('rgb(21, 101, 192)');
      await page.mouse.move(0, 400);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.resolve('docs/screenshots/shell-blue.png') });

      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByText('120%').waitFor();
      const zoomOf = () => page.locator('main.ignite-content').evaluate((el) => getComputedStyle(el).zoom);
      expect(await zoomOf()).toBe('1.2');

      await page.reload();
      await page.getByLabel('Case number').waitFor();
      expect(await cssVar(page, '--ignite-primary')).toBe('#1565c0');
      expect(await zoomOf()).toBe('1.2');

      // A new browser: the preferences come from the server.
      await browser.context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signInAs(browser, 'approver2@ignite.local');
      await page.getByText('120%').waitFor();
      expect(await cssVar(page, '--ignite-primary')).toBe('#1565c0');
      for (let i = 0; i < 10; i++)
        await page.getByRole('button', { name: 'Zoom out' }).click({ force: true });
      await page.getByText('50%').waitFor();
      expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    } finally {
      await resetPreferences('approver2@ignite.local');
    }
  });
});

describe('pages of the user menu', () => {
  it('lets a privileged user enrol an authenticator and elevate with a one-time code', async () => {
    const { page } = browser;
    await signInAs(browser, 'admin@ignite.local');
    expect(await bodyClasses(page)).toEqual(expect.arrayContaining(['privileged', 'has-roles']));
    await openUserMenu(page);
    await page.locator('.ignite-user-menu').getByText('My Profile').click();
    await page.waitForURL('**/app/users/my-profile');
    await page.getByText('Judiciary ID').waitFor();
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(await page.getByTestId('totp-uri').innerText()).toBe(
      `otpauth://totp/Ignite%20Portal:admin%40ignite.local?secret=${secret}&issuer=Ignite+Portal&algorithm=SHA1&digits=6&period=30`,
    );
    const code = (offset: number) => totp(base32Decode(secret), Date.now() / 1000 + offset);
    await page.getByLabel('Code from your authenticator').fill(code(0));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('An authenticator app is set up.').waitFor();
    await screenshot(page, 'profile-authenticator');

    await openUserMenu(page);
    await page.locator('.ignite-user-menu').getByText('Elevate Permission').click();
    await page.waitForURL('**/app/users/otp-validation');
    await page.getByLabel('One-time code').fill(code(30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/Your permissions are elevated until/).waitFor();
    await page.locator('.ignite-header__elevated').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('identityDetails')!));
    expect(new Date(stored.elevatedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    await page.getByRole('button', { name: 'End elevation' }).click();
    await page.getByLabel('One-time code').waitFor();
    expect(await page.locator('.ignite-header__elevated').count()).toBe(0);
  });

  it('sends an access request that the server records', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await openUserMenu(page);
    await page.locator('.ignite-user-menu').getByText('Request Access').click();
    await page.waitForURL('**/app/ifas/request-access');
    await page.getByLabel('Read the audit log').check();
    expect(await page.getByLabel('View court fines').count()).toBe(0);
    await page.getByLabel('Reason').fill('Quarterly audit support');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request was sent to the administrators.').waitFor();
    const row = page.getByRole('row', { name: /Quarterly audit support/ });
    await row.getByText('PENDING').waitFor();
    await row.getByText('Read the audit log').waitFor();
  });

  it('checks a password change with the server rules without changing it', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/users/my-profile' });
    // The rules are told before a password is refused for them.
    const rules =
      'At least 12 characters, mixing three of: lower-case letters, upper-case letters, digits, symbols; not containing your user name.';
    await expect
      .poll(() => page.getByLabel('New password', { exact: true }).getAttribute('aria-describedby'))
      .toBe('password-rules');
    expect(await page.locator('#password-rules').innerText()).toBe(rules);
    await page.getByLabel('Current password').fill(browser.demoPassword);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('shorter');
    await page.getByText('The passwords do not match').waitFor();
    expect(await page.getByRole('button', { name: 'Change password' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('alert')
      .getByText(/The new password/)
      .waitFor();
    expect(await page.getByLabel('Confirm new password').inputValue()).toBe('short');
    // The refusal is about what was typed: it goes when the password is changed.
    await page.getByLabel('New password', { exact: true }).fill('shorts');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('routes', () => {
  it('serves the footer pages, the dashboard route, access denied and not-found', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const footer = page.locator('footer.ignite-footer');
    await footer.getByText('© 2023').waitFor();
    await footer.getByText('Privacy Statement').click();
    await page.getByRole('heading', { name: 'Privacy Statement' }).waitFor();
    await footer.getByText('Terms of Use').click();
    await page.getByRole('heading', { name: 'Terms of Use' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Terms of Use').waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('My Dashboard').click();
    await page.waitForURL('**/app/my-dashboard');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('My Dashboard').waitFor();
    await page.goto('/app/some/unknown/deep/path');
    await page.waitForURL('**/not-found');
    await page.getByText('Page not found').waitFor();
    await page.goto('/auth/access-denied');
    await page.getByText('Access denied').waitFor();
  });

  it('renders public forms in a single-column layout without the shell', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto('/public/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
    expect(await page.locator('.ignite-public').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  });

  it('lets two tabs work side by side while the tab guard is off', async () => {
    const { page, context } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const second = await context.newPage();
    await second.goto('/app/worklist/my-workflow-items');
    await second.getByText('Clara Clerk').waitFor();
    await page.waitForTimeout(1200);
    expect(await page.getByText('Session Ended').count()).toBe(0);
    expect(await second.getByText('Session Ended').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Court Fines').click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Create Court Fine').click();
    await page.getByLabel('Case number').waitFor();
  });
});
