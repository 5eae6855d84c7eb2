// Playwright (playwright-core) on Debian's Chromium; one browser per test file, a fresh context per test.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { client, signIn, type ApiClient } from '../helpers/api-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_PATH };

export interface BrowserFixture {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  demoPassword: string;
}

/** Sets up the browser hooks for a test file and answers the fixture, filled before each test. */
export function browserFixture(): BrowserFixture {
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
    });
    fixture.page = await fixture.context.newPage();
    fixture.page.setDefaultTimeout(20_000);
  });
  afterEach(async () => fixture.context?.close());
  return fixture;
}

/** Signs in on the fixture's server, or on the server at `origin` (another test server). */
export async function signInAs(fixture: BrowserFixture, username: string, origin = ''): Promise<void> {
  const { page } = fixture;
  await page.goto(`${origin}/auth/db-login?dblogin`);
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password').fill(fixture.demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
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
