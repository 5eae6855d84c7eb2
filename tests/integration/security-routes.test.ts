// Every registered route, spelled every way a router might still match, refuses a caller without a
// token; odd input (NUL, lone surrogates, JSON nested thousands deep) anywhere is a 400, never a 500.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/plugins/auth';
import { MAX_JSON_DEPTH } from '../../server/plugins/input-guard';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, 'admin@ignite.local');
});
afterAll(() => server?.stop());

/** A raw request: the path goes out exactly as written (fetch would resolve dot segments). */
function send(
  method: string,
  path: string,
  { body, token }: { body?: string; token?: string } = {},
): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        hostname,
        port,
        method,
        path,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    call.end(body);
  });
}

const fillParams = (url: string, value = '1') =>
  url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, value).replace(/\*/g, value);

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The ways a path may be spelled so that a router normalising it could still find the route. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const first = segments[0] ?? '';
  const rest = segments.slice(1).join('/');
  const last = path.at(-1) ?? '';
  return [
    path,
    `/${hex(first[0] ?? 'a')}${first.slice(1)}${rest ? `/${rest}` : ''}`,
    `${path.slice(0, -1)}${hex(last)}`,
    `/${path}`,
    rest ? `/${first}//${rest}` : `${path}/`,
    `/${first}/.${rest ? `/${rest}` : ''}`,
    `/x/..${path}`,
    `/${encodeURIComponent(path.slice(1))}`,
    path.toUpperCase(),
    `/${first[0]?.toUpperCase() ?? ''}${first.slice(1)}${rest ? `/${rest}` : ''}`,
  ];
}

function protectedRoutes(): RegisteredRoute[] {
  return server.app.registeredRoutes.filter((route) => !route.config.public && !route.config.optionalAuth);
}

describe(`authentication by the matched route (${TEST_DB_KIND})`, () => {
  it('walks every registered route: no spelling reaches a handler without a token', async () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => route.url)).toContain('/api/ignite/application');
    const reached: string[] = [];
    for (const route of routes) {
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? '{}' : undefined;
      for (const path of spellings(fillParams(route.url))) {
        const status = await send(route.method, path, { body });
        if (status !== 401 && status !== 404) reached.push(`${route.method} ${path} -> ${status}`);
      }
    }
    expect(reached).toEqual([]);
  });

  it('answers the same routes with a token (the spellings that match are the same route)', async () => {
    expect(await send('GET', '/%61pi/ignite/application', { token: adminToken })).toBe(200);
    expect(await send('GET', '/%61pi/ignite/application')).toBe(401);
    expect(await send('GET', '/api/health')).toBe(200);
  });
});

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** JSON text nested `levels` deep (as text: JSON.stringify itself would overflow its stack). */
const deep = (levels: number): string => `${'{"nested":'.repeat(levels)}"leaf"${'}'.repeat(levels)}`;

/** A JSON body for the route: each declared string field (or a guessed one) holding the odd value. */
function bodyWith(route: RegisteredRoute & { schema?: unknown }, odd: string): unknown {
  const schema = (route.schema as { body?: { properties?: Record<string, unknown>; type?: string } })?.body;
  if (schema?.type === 'array') return [odd];
  const names = Object.keys(schema?.properties ?? {});
  const fields = names.length > 0 ? names : ['name', 'offenderName', 'remarks', 'username', 'q'];
  return Object.fromEntries(fields.map((name) => [name, odd]));
}

describe(`odd input is a 400 everywhere (${TEST_DB_KIND})`, () => {
  it('signs nobody in with a NUL or a lone surrogate in the user name', async () => {
    for (const username of [NUL, LONE_SURROGATE]) {
      const response = await client(server.url).post('/api/iam/authentication/token', {
        authType: 'DB_AUTH',
        username,
        password: 'x',
      });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('INVALID_INPUT');
      expect(response.body.details).toEqual([{ path: '/username', message: expect.any(String) }]);
    }
  });

  it('refuses JSON nested thousands deep with a clear message', async () => {
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const post = (body: string) => fetch(`${server.url}/api/court-fines`, { method: 'POST', headers, body });
    const response = await post(deep(5000));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      `nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
    expect((await post(deep(50))).status).not.toBe(500);
  });

  it('fuzzes every route: bodies, queries and path parameters with odd text never answer 500', async () => {
    const failures: string[] = [];
    // Signing out and ending an elevation would end the token the walk goes on with (and read no body).
    const ending = new Set(['POST /api/iam/auth/sign-out', 'DELETE /api/iam/auth/mfa/elevation']);
    const routes = server.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && !ending.has(`${route.method} ${route.url}`),
    );
    for (const route of routes) {
      const query = `?q=${encodeURIComponent(NUL)}&action=${encodeURIComponent(NUL)}&formId=%00`;
      const attempts: { path: string; body?: string }[] = [
        { path: fillParams(route.url, 'x%00y') },
        { path: `${fillParams(route.url)}${query}` },
      ];
      if (route.method !== 'GET') {
        for (const odd of [NUL, LONE_SURROGATE])
          attempts.push({ path: fillParams(route.url), body: JSON.stringify(bodyWith(route, odd)) });
        attempts.push({ path: fillParams(route.url), body: deep(3000) });
      }
      for (const attempt of attempts) {
        const status = await send(route.method, attempt.path, { body: attempt.body, token: adminToken });
        if (status === 500) failures.push(`${route.method} ${attempt.path} -> ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses odd text in a query, a preference and a record field, and stores nothing', async () => {
    const admin = client(server.url, adminToken);
    const search = await admin.get(`/api/court-fines?q=${encodeURIComponent(NUL)}`);
    expect(search.status).toBe(400);
    expect(search.body.details).toEqual([{ path: '/q', message: 'contains a NUL character' }]);
    const preference = await admin.put('/api/iam/user/my-preferences', { theme: LONE_SURROGATE });
    expect(preference.status).toBe(400);
    expect(preference.body.message).toContain('lone surrogate');
    const before = await admin.get('/api/court-fines');
    const record = await admin.post('/api/court-fines', { caseNumber: 'CF-NUL', offenderName: NUL });
    expect(record.status).toBe(400);
    expect((await admin.get('/api/court-fines')).body).toEqual(before.body);
  });
});
