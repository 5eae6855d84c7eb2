// A screen's form is asked for as soon as the router knows the route (screen-prefetch.ts): on a page load
// its GET runs while Form.io's code still loads, and the screen takes that answer instead of asking again.
// Holding the form runtime's chunk until the form's GET is seen proves the order without timing.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserFixture, signInAs } from './browser';

const browser = browserFixture();

const FORM_GET = '/api/ignite/application/';
const FORM_RUNTIME_CHUNK = /\/assets\/form-runtime-[\w-]+\.js$/;
/** How long the chunk is held at most when the form's GET does not come. */
const HOLD_LIMIT_MS = 8_000;

const formGets = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url()).pathname.startsWith(FORM_GET)).map((r) => r.url());

describe('a screen opened by a page load', () => {
  it("asks for its form while Form.io's code still loads, and only once", async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    let askedWhileHeld: boolean | undefined;
    await page.route(FORM_RUNTIME_CHUNK, async (route) => {
      const started = Date.now();
      while (formGets(requests).length === 0 && Date.now() - started < HOLD_LIMIT_MS)
        await new Promise((resolve) => setTimeout(resolve, 50));
      askedWhileHeld ??= formGets(requests).length > 0;
      await route.continue();
    });

    await page.goto('/app/court-fines/court-fine-create');
    await page.locator('.formio-form').first().waitFor();
    await page.getByLabel('Case number').waitFor();
    await page.waitForLoadState('networkidle');

    expect(askedWhileHeld).toBe(true);
    expect(formGets(requests)).toEqual([`${browser.baseUrl}${FORM_GET}court-fine-create`]);
  });

  it('logs no warning or error to the console on the way', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
    await page.waitForLoadState('networkidle');
    expect(logged).toEqual([]);
  });

  it('asks for the next screen once when a menu link opens it inside the app', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local');
    await page.goto('/app/court-fines/court-fine-create');
    await page.getByLabel('Case number').waitFor();
    await page.waitForLoadState('networkidle');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    await page.evaluate(() => {
      window.history.pushState(null, '', '/app/court-fines/court-fine-list');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.p-datatable').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(formGets(requests)).toEqual([`${browser.baseUrl}${FORM_GET}court-fine-list`]);
  });

  it('asks nothing for a signed-out visitor: the guard sends them to sign in first', async () => {
    const { page } = browser;
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    await page.goto('/app/court-fines/court-fine-create');
    await page.waitForURL((url) => url.pathname.startsWith('/auth/'));
    await page.getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');

    expect(formGets(requests)).toEqual([]);
  });
});
