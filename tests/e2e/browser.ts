// Playwright (playwright-core) on Debian's Chromium; one browser per test file, a fresh context per test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { ROUTES } from '../../runtime/app/routes';
import { client, signIn, type ApiClient } from '../helpers/api-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };
export { submitSignInPage } from './sign-in-page';

export interface BrowserFixture {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  demoPassword: string;
}

/**
 * Sets up the browser hooks for a test file and answers the fixture, filled before each test; `options`
 * add to (or override) those of each test's browser context.
 */
export function browserFixture(options: BrowserContextOptions = {}): BrowserFixture {
  let browser: Browser;
  const fixture = { baseUrl: inject('baseUrl'), demoPassword: inject('demoPassword') } as BrowserFixture;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    fixture.context = await browser.newContext({
      baseURL: fixture.baseUrl,
      viewport: { width: 1366, height: 850 },
      acceptDownloads: true,
      ...options,
    });
    fixture.page = await fixture.context.newPage();
    fixture.page.setDefaultTimeout(20_000);
  });
  afterEach(async () => fixture.context?.close());
  return fixture;
}

export interface SignInOptions {
  /** Another test server's origin (the fixture's server when empty). */
  origin?: string;
  /** Where to land (a path on that server): the landing page when left out. */
  open?: string;
}

/**
 * Signs in with email and password, then lands where the sign-in page would take the user, or on `open`.
 * The token is asked for through the API (the sign-in page has its own tests, foundation.test.ts) and
 * stored as that page stores it; the app's own sign-in callback does the rest, as after the page's Login:
 * identity and profile are fetched and stored, and the stored redirect URL (`open`) is followed.
 */
export async function signInAs(
  fixture: BrowserFixture,
  username: string,
  { origin = '', open }: SignInOptions = {},
): Promise<void> {
  const { page } = fixture;
  const token = await signIn(origin || fixture.baseUrl, username, fixture.demoPassword);
  // Any small document of the server's origin gives access to its local storage.
  await page.goto(`${origin}/assets/logo.svg`);
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session))
        if (value !== undefined) localStorage.setItem(key, JSON.stringify(value));
    },
    { token, authType: 'DB_AUTH', redirectUrl: open },
  );
  await page.goto(`${origin}${ROUTES.authCallback}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** Signs in through the API as the given user (outside the browser); answers a client calling as that user. */
export async function apiAs(fixture: BrowserFixture, username: string): Promise<ApiClient> {
  return client(fixture.baseUrl, await signIn(fixture.baseUrl, username, fixture.demoPassword));
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const dir = path.resolve('test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
