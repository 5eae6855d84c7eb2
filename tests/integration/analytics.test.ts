// The analytics guest-token call through HTTP against the Superset stand-in: the token it answers opens
// the dashboard, the slug picks the dashboard, and every failure is a clear error.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEnv,
  startAnalyticsStandIn,
  type RunningAnalyticsStandIn,
} from '../helpers/analytics-stand-in';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

const DASHBOARDS = [
  { slug: 'fines-overview', title: 'Fines overview', rows: [{ label: 'Open fines', value: '12' }] },
  { slug: 'deposits', title: 'Deposits', rows: [{ label: 'Deposits this month', value: '3' }] },
];

let standIn: RunningAnalyticsStandIn;
let server: TestServer;
let unconfigured: TestServer;
let clerk: ReturnType<typeof client>;

beforeAll(async () => {
  standIn = await startAnalyticsStandIn(DASHBOARDS);
  server = await startTestServer({ env: analyticsEnv(standIn, 'fines-overview') });
  unconfigured = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(async () => {
  await server?.stop();
  await unconfigured?.stop();
  await standIn?.stop();
});

/** Opens the dashboard's data with a guest token, as the embedded page does. */
async function openWithGuestToken(uuid: string, guestToken: string) {
  return fetch(`${standIn.url}/api/v1/dashboard/${uuid}`, { headers: { 'X-GuestToken': guestToken } });
}

describe(`analytics guest token (${TEST_DB_KIND})`, () => {
  it('answers a guest token for the asked dashboard that the analytics service accepts', async () => {
    const response = await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=deposits');
    expect(response.status).toBe(200);
    const uuid = standIn.uuids.get('deposits')!;
    expect(response.body).toMatchObject({
      embeddedDashboardId: uuid,
      analyticsUrl: standIn.url,
      dashboardUrl: `${standIn.url}/superset/dashboard/deposits/`,
    });
    const claims = decodeJwt(response.body.guestToken);
    expect(claims.resources).toEqual([{ type: 'dashboard', id: uuid }]);
    expect(claims.user).toMatchObject({ username: 'clerk@ignite.local' });
    const opened = await openWithGuestToken(uuid, response.body.guestToken);
    expect(opened.status).toBe(200);
    expect((await opened.json()).result.dashboard_title).toBe('Deposits');
  });

  it('uses the configured dashboard when none is asked for', async () => {
    const response = await clerk.get('/api/iam/analytics/guest-token');
    expect(response.status).toBe(200);
    expect(response.body.embeddedDashboardId).toBe(standIn.uuids.get('fines-overview'));
    const empty = await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=');
    expect(empty.body.embeddedDashboardId).toBe(standIn.uuids.get('fines-overview'));
  });

  it('signs in once and signs in again when the analytics service forgot the session', async () => {
    const before = standIn.signIns;
    await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=deposits');
    await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=deposits');
    expect(standIn.signIns).toBe(before);
    standIn.expireSessions();
    const response = await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=deposits');
    expect(response.status).toBe(200);
    expect(standIn.signIns).toBe(before + 1);
  });

  it('says which dashboard cannot be embedded', async () => {
    const response = await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=payroll');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      errorCode: 'DASHBOARD_NOT_FOUND',
      message: 'Dashboard "payroll" is not available for embedding',
    });
  });

  it('refuses a slug that is not a slug, and callers without a token', async () => {
    const bad = await clerk.get('/api/iam/analytics/guest-token?dashboardSlug=..%2Fadmin');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBeTruthy();
    const anonymous = await client(server.url).get('/api/iam/analytics/guest-token');
    expect(anonymous.status).toBe(401);
  });

  it('refuses users without the dashboards acl', async () => {
    const cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
    const response = await cashier.get('/api/iam/analytics/guest-token');
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe('ACCESS_DENIED');
  });

  it('answers that analytics is not configured on a server without it', async () => {
    const token = await signIn(unconfigured.url, 'clerk@ignite.local');
    const response = await client(unconfigured.url, token).get('/api/iam/analytics/guest-token');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      errorCode: 'ANALYTICS_NOT_CONFIGURED',
      message: 'Analytics is not configured on this server',
      details: null,
    });
  });
});
