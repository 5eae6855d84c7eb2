// A stand-in for Apache Superset, started by the tests: the REST calls the portal's server makes to get
// a guest token (service-account sign-in, CSRF token with its session cookie, embedded-dashboard lookup
// by slug, guest_token) and the embedded page the browser frames, which takes the guest token over the
// SDK's message channel and loads the dashboard with it, as Superset's own embedded page does.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';

export interface StandInDashboard {
  slug: string;
  title: string;
  /** Rows of the one table the dashboard shows. */
  rows: Array<{ label: string; value: string }>;
}

export interface GuestTokenRequest {
  user: { username: string; first_name: string; last_name: string };
  resources: Array<{ type: string; id: string }>;
  rls: unknown[];
}

export interface RunningAnalyticsStandIn {
  url: string;
  username: string;
  password: string;
  /** The embedded uuid of each dashboard, by slug. */
  uuids: Map<string, string>;
  /** Every guest_token request body, in order. */
  guestTokenRequests: GuestTokenRequest[];
  /** Successful sign-ins of the service account. */
  signIns: number;
  /** Every sign-in attempt, refused ones included. */
  signInAttempts: number;
  /** Forgets every signed-in session, as a Superset restart or expiry would. */
  expireSessions(): void;
  /** false: sign-ins succeed but their sessions are refused at once (a misconfigured Superset). */
  keepSessions: boolean;
  stop(): Promise<void>;
}

const SERVICE_USER = 'portal-service';
const SERVICE_PASSWORD = 'stand-in-password';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  try {
    return JSON.parse(body || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, body: string) {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html><head><meta charset="utf-8"><title>Analytics</title></head><body>${body}</body></html>`,
  );
}

/** The embedded page: waits for the SDK's port, then the guest token, then loads the dashboard. */
function embeddedPage(uuid: string, uiConfig: number): string {
  return `<main id="dashboard" data-state="waiting">Waiting for the guest token</main>
<script>
const hideTitle = (${uiConfig} & 1) === 1;
const main = document.getElementById('dashboard');
window.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== '__embedded_comms__' || !event.ports[0]) return;
  const port = event.ports[0];
  port.onmessage = async (message) => {
    const data = message.data || {};
    if (data.switchboardAction !== 'emit' || data.method !== 'guestToken') return;
    const answer = await fetch('/api/v1/dashboard/${uuid}', { headers: { 'X-GuestToken': data.args.guestToken } });
    if (!answer.ok) {
      main.dataset.state = 'refused';
      main.textContent = 'The guest token was refused';
      return;
    }
    const dashboard = (await answer.json()).result;
    main.dataset.state = 'loaded';
    main.replaceChildren();
    if (!hideTitle) {
      const title = document.createElement('h1');
      title.textContent = dashboard.dashboard_title;
      main.append(title);
    }
    const table = document.createElement('table');
    table.setAttribute('aria-label', 'Dashboard figures');
    for (const row of dashboard.rows) {
      const tr = table.insertRow();
      tr.insertCell().textContent = row.label;
      tr.insertCell().textContent = row.value;
    }
    main.append(table);
    const viewer = document.createElement('p');
    viewer.textContent = 'Viewed by ' + dashboard.viewer;
    main.append(viewer);
  };
  port.start();
});
</script>`;
}

export async function startAnalyticsStandIn(
  dashboards: StandInDashboard[],
): Promise<RunningAnalyticsStandIn> {
  const secret = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const uuids = new Map<string, string>(dashboards.map((dashboard) => [dashboard.slug, randomUUID()]));
  const byUuid = new Map(dashboards.map((dashboard) => [uuids.get(dashboard.slug)!, dashboard]));
  const accessTokens = new Set<string>();
  /** CSRF token of each session cookie. */
  const csrfBySession = new Map<string, string>();
  const guestTokenRequests: GuestTokenRequest[] = [];
  let signIns = 0;
  let signInAttempts = 0;

  const settings = { keepSessions: true };
  const bearer = (request: IncomingMessage) => {
    if (!settings.keepSessions) return null;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token && accessTokens.has(token) ? token : null;
  };
  const sessionCookie = (request: IncomingMessage) =>
    /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;

    if (request.method === 'POST' && path === '/api/v1/security/login') {
      const body = await readJson(request);
      signInAttempts += 1;
      if (body.username !== SERVICE_USER || body.password !== SERVICE_PASSWORD || body.provider !== 'db')
        return send(response, 401, { message: 'Not authorized' });
      const token = randomBytes(24).toString('hex');
      accessTokens.add(token);
      signIns += 1;
      return send(response, 200, { access_token: token });
    }
    if (request.method === 'GET' && path === '/api/v1/security/csrf_token/') {
      if (!bearer(request)) return send(response, 401, { msg: 'Token has expired' });
      const session = randomBytes(16).toString('hex');
      const csrf = randomBytes(16).toString('hex');
      csrfBySession.set(session, csrf);
      return send(response, 200, { result: csrf }, { 'Set-Cookie': `session=${session}; HttpOnly; Path=/` });
    }
    const embedded = /^\/api\/v1\/dashboard\/([^/]+)\/embedded$/.exec(path);
    if (request.method === 'GET' && embedded) {
      if (!bearer(request)) return send(response, 401, { msg: 'Token has expired' });
      const uuid = uuids.get(decodeURIComponent(embedded[1]!));
      if (!uuid) return send(response, 404, { message: 'Not found' });
      return send(response, 200, { result: { uuid, allowed_domains: [], dashboard_id: embedded[1] } });
    }
    if (request.method === 'POST' && path === '/api/v1/security/guest_token/') {
      if (!bearer(request)) return send(response, 401, { msg: 'Token has expired' });
      const session = sessionCookie(request);
      if (!session || csrfBySession.get(session) !== request.headers['x-csrftoken'])
        return send(response, 400, { errors: [{ message: 'The CSRF token is missing.' }] });
      const body = (await readJson(request)) as unknown as GuestTokenRequest;
      const resource = body.resources?.[0];
      if (!resource || resource.type !== 'dashboard' || !byUuid.has(resource.id))
        return send(response, 400, { message: 'Invalid guest token request' });
      guestTokenRequests.push(body);
      const token = await new SignJWT({
        user: body.user,
        resources: body.resources,
        rls: body.rls,
        type: 'guest',
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('superset')
        .setExpirationTime('5m')
        .sign(secret);
      return send(response, 200, { token });
    }
    const dashboardData = /^\/api\/v1\/dashboard\/([0-9a-f-]{36})$/.exec(path);
    if (request.method === 'GET' && dashboardData) {
      const dashboard = byUuid.get(dashboardData[1]!);
      const guestToken = request.headers['x-guesttoken'];
      if (!dashboard || typeof guestToken !== 'string')
        return send(response, 401, { message: 'Guest token needed' });
      try {
        const { payload } = await jwtVerify(guestToken, secret, { audience: 'superset' });
        const resources = payload.resources as GuestTokenRequest['resources'];
        if (!resources.some((item) => item.id === dashboardData[1])) throw new Error('not this dashboard');
        const user = payload.user as GuestTokenRequest['user'];
        return send(response, 200, {
          result: { dashboard_title: dashboard.title, rows: dashboard.rows, viewer: user.username },
        });
      } catch {
        return send(response, 401, { message: 'Guest token refused' });
      }
    }
    const embeddedPageMatch = /^\/embedded\/([0-9a-f-]{36})$/.exec(path);
    if (request.method === 'GET' && embeddedPageMatch && byUuid.has(embeddedPageMatch[1]!))
      return html(
        response,
        embeddedPage(embeddedPageMatch[1]!, Number(url.searchParams.get('uiConfig') ?? 0)),
      );
    const fullDashboard = /^\/superset\/dashboard\/([^/]+)\/?$/.exec(path);
    if (request.method === 'GET' && fullDashboard) {
      const dashboard = dashboards.find((item) => item.slug === decodeURIComponent(fullDashboard[1]!));
      if (dashboard) return html(response, `<h1>Analytics: ${dashboard.title}</h1>`);
    }
    return send(response, 404, { message: 'Not found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    username: SERVICE_USER,
    password: SERVICE_PASSWORD,
    uuids,
    guestTokenRequests,
    get signIns() {
      return signIns;
    },
    get signInAttempts() {
      return signInAttempts;
    },
    get keepSessions() {
      return settings.keepSessions;
    },
    set keepSessions(value: boolean) {
      settings.keepSessions = value;
    },
    expireSessions: () => {
      accessTokens.clear();
      csrfBySession.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The server settings that point the portal at a running stand-in. */
export function analyticsEnv(
  standIn: RunningAnalyticsStandIn,
  defaultDashboard = '',
): Record<string, string> {
  return {
    IGNITE_ANALYTICS_URL: standIn.url,
    IGNITE_ANALYTICS_USERNAME: standIn.username,
    IGNITE_ANALYTICS_PASSWORD: standIn.password,
    IGNITE_ANALYTICS_DASHBOARD: defaultDashboard,
  };
}
