// The embedded report on /app/my-dashboard against the Superset stand-in, on a server of its own that
// is configured for analytics: the dashboard framed with a guest token, the dashboardSlug parameter,
// Go to Analytics, and the clear message of a server without analytics.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  analyticsEnv,
  startAnalyticsStandIn,
  type RunningAnalyticsStandIn,
} from '../helpers/analytics-stand-in';
import { browserFixture, screenshot, signInAs } from './browser';
import { E2E_DEMO_PASSWORD, startPortalServer, type PortalServer } from './portal-server';

const browser = browserFixture();
let server: PortalServer;
let standIn: RunningAnalyticsStandIn;

beforeAll(async () => {
  standIn = await startAnalyticsStandIn([
    {
      slug: 'fines-overview',
      title: 'Fines overview',
      rows: [
        { label: 'Open fines', value: '128' },
        { label: 'Collected this month', value: 'S$ 42,300' },
      ],
    },
    { slug: 'deposits', title: 'Deposits', rows: [{ label: 'Deposits this month', value: '37' }] },
  ]);
  server = await startPortalServer(analyticsEnv(standIn, 'fines-overview'));
  browser.baseUrl = server.baseUrl;
  browser.demoPassword = E2E_DEMO_PASSWORD;
});
afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

/** The embedded dashboard's frame inside the report's container (id with its random suffix). */
function dashboardFrame(page: Page) {
  return page.frameLocator('[id^="finance-dashboard-"] iframe');
}

describe('embedded report', () => {
  it('frames the default dashboard with a guest token once the screen has loaded', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/my-dashboard' });
    const frame = dashboardFrame(page);
    await frame.getByRole('table', { name: 'Dashboard figures' }).getByText('Open fines').waitFor();
    await expect(frame.getByText('Viewed by clerk@ignite.local').isVisible()).resolves.toBe(true);
    // hideTitle is on: the embedded page got uiConfig=1 and drew no title.
    expect(await frame.getByRole('heading').count()).toBe(0);
    const containerId = await page.locator('[id^="finance-dashboard-"]').getAttribute('id');
    expect(containerId).toMatch(/^finance-dashboard-([1-9]\d{0,2}|1000)$/);
    // One guest token for this view: the initial empty data event did not load it first.
    expect(standIn.guestTokenRequests).toHaveLength(1);
    expect(standIn.guestTokenRequests[0]!.resources[0]!.id).toBe(standIn.uuids.get('fines-overview'));
    await screenshot(page, 'embedded-report');
  });

  it('opens the dashboard named by the dashboardSlug query parameter', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/my-dashboard?dashboardSlug=deposits' });
    await dashboardFrame(page).getByText('Deposits this month').waitFor();
    expect(standIn.guestTokenRequests.at(-1)!.resources[0]!.id).toBe(standIn.uuids.get('deposits'));
  });

  it('goes to the dashboard in the analytics application', async () => {
    const { page, context } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/my-dashboard' });
    await dashboardFrame(page).getByText('Open fines').waitFor();
    const [analytics] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Go to Analytics' }).click(),
    ]);
    await analytics!.getByRole('heading', { name: 'Analytics: Fines overview' }).waitFor();
    expect(analytics!.url()).toBe(`${standIn.url}/superset/dashboard/fines-overview/`);
  });

  it('says which dashboard is missing instead of a blank area', async () => {
    const { page } = browser;
    await signInAs(browser, 'clerk@ignite.local', { open: '/app/my-dashboard?dashboardSlug=payroll' });
    await page.getByRole('alert').getByText('Dashboard "payroll" is not available for embedding').waitFor();
    await expect(page.getByRole('button', { name: 'Go to Analytics' }).isDisabled()).resolves.toBe(true);
  });

  it('says analytics is not configured on a server without it', async () => {
    const { page } = browser;
    const plainServer = inject('baseUrl');
    await signInAs(browser, 'clerk@ignite.local', { origin: plainServer, open: '/app/my-dashboard' });
    await page.getByRole('alert').getByText('Analytics is not configured on this server').waitFor();
    await screenshot(page, 'embedded-report-not-configured');
  });
});
