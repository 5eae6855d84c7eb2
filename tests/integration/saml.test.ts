// Single sign-on through HTTP against the stand-in identity provider: the AuthnRequest, the assertion
// consumer's checks (signature, audience, InResponseTo, replay, time, recipient, wrapping) and user mapping.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSamlIdp,
  IDP_ISSUER,
  parseAuthnRequest,
  wrappingAttacks,
  type SamlIdp,
} from '../helpers/saml-idp';
import { client, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

const SP_ISSUER = 'ignite-portal-test';
const ACS_URL = 'http://portal.test/saml2/acs';

let idp: SamlIdp;
let server: TestServer;

async function startSso(extra: Record<string, string> = {}) {
  return startTestServer({
    env: {
      IGNITE_SAML_ENTRY_POINT: 'http://idp.test/sso',
      IGNITE_SAML_ISSUER: SP_ISSUER,
      IGNITE_SAML_IDP_CERT: idp.cert,
      IGNITE_SAML_CALLBACK_URL: ACS_URL,
      IGNITE_SAML_IDP_ISSUER: IDP_ISSUER,
      ...extra,
    },
  });
}

/** Starts a login at the portal and answers the id of the AuthnRequest it sent to the IdP. */
async function startLogin(base: string, mode?: string): Promise<{ id: string; location: URL }> {
  const response = await fetch(`${base}/saml2/authenticate/azure-ad${mode ? `?mode=${mode}` : ''}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return { id: parseAuthnRequest(location.searchParams.get('SAMLRequest')!).id, location };
}

async function post(base: string, samlResponse: string, relayState = '') {
  const response = await fetch(`${base}/saml2/acs`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

const answer = (inResponseTo: string | null, email = 'clerk@ignite.local', extra = {}) =>
  idp.response({ inResponseTo, email, acsUrl: ACS_URL, audience: SP_ISSUER, ...extra });

async function auditActions(prefix: string): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('action', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  idp = await createSamlIdp();
  server = await startSso();
});
afterAll(() => server?.stop());

describe(`single sign-on (${TEST_DB_KIND})`, () => {
  it('tells the portal that single sign-on is on, without a token', async () => {
    const config = await client(server.url).get('/api/iam/auth/config');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      ssoEnabled: true,
      ssoLoginUrl: '/saml2/authenticate/azure-ad',
      idleSeconds: 1800,
      idleTimeoutSeconds: 60,
      idleWarningEverySeconds: 5,
      multiTabGuard: false,
    });
  });

  it('sends an AuthnRequest by the redirect binding and remembers its id with an expiry', async () => {
    const { id, location } = await startLogin(server.url);
    expect(`${location.origin}${location.pathname}`).toBe('http://idp.test/sso');
    const request = parseAuthnRequest(location.searchParams.get('SAMLRequest')!);
    expect(request).toMatchObject({ acsUrl: ACS_URL, issuer: SP_ISSUER });
    const row = await server.database.db
      .selectFrom('saml_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(500_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
  });

  it('signs in a known active user and lands on the callback with a working token', async () => {
    const { id } = await startLogin(server.url);
    const result = await post(server.url, answer(id));
    expect(result.status).toBe(303);
    const location = new URL(result.location!, 'http://portal.test');
    expect(location.pathname).toBe('/auth/saml/callback');
    expect(location.searchParams.has('unlock')).toBe(false);
    const token = location.searchParams.get('token')!;
    const identity = await client(server.url, token).get('/api/iam/auth/users/my-identity');
    expect(identity.status).toBe(200);
    expect(identity.body.identity.username).toBe('clerk@ignite.local');
    expect(await auditActions('login.success')).toContain('login.success');
  });

  it('keeps the unlock mode of the lock screen through the relay state, and nothing else', async () => {
    const unlock = await startLogin(server.url, 'unlock');
    expect(unlock.location.searchParams.get('RelayState')).toBe('unlock');
    const result = await post(server.url, answer(unlock.id), 'unlock');
    expect(new URL(result.location!, 'http://x').searchParams.get('unlock')).toBe('1');
    const other = await startLogin(server.url, 'https://evil.test/');
    expect(other.location.searchParams.get('RelayState')).toBe('login');
    const second = await post(server.url, answer(other.id), 'https://evil.test/');
    expect(second.location).toMatch(/^\/auth\/saml\/callback\?token=[^&]+$/);
  });

  it('refuses a replayed response', async () => {
    const { id } = await startLogin(server.url);
    const response = answer(id);
    expect((await post(server.url, response)).status).toBe(303);
    const replay = await post(server.url, response);
    expect(replay.status).toBe(401);
    expect(replay.text).toContain('Single sign-on failed');
    expect(replay.location).toBeNull();
  });

  it('lets only one of two copies posted at once sign in (assertion ids are remembered)', async () => {
    const { id } = await startLogin(server.url);
    const response = answer(id);
    const results = await Promise.all([post(server.url, response), post(server.url, response)]);
    expect(results.map((result) => result.status).sort()).toEqual([303, 401]);
    const reason = await server.database.db
      .selectFrom('saml_assertions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(reason.count)).toBeGreaterThan(0);
  });

  it('refuses a response signed with a key it does not trust', async () => {
    const { id } = await startLogin(server.url);
    const result = await post(server.url, answer(id, 'admin@ignite.local', { forged: true }));
    expect(result.status).toBe(401);
    expect(result.location).toBeNull();
  });

  it('refuses unsigned responses, and responses whose whole message is not signed', async () => {
    for (const sign of ['none', 'assertion', 'response'] as const) {
      const { id } = await startLogin(server.url);
      const result = await post(server.url, answer(id, 'clerk@ignite.local', { sign }));
      expect(result.status, `signed: ${sign}`).toBe(401);
    }
  });

  it('refuses an answer to a request it never sent, or to one that has expired', async () => {
    expect((await post(server.url, answer('_never-issued'))).status).toBe(401);
    expect((await post(server.url, answer(null))).status).toBe(401);
    const { id } = await startLogin(server.url);
    await server.database.db
      .updateTable('saml_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await post(server.url, answer(id))).status).toBe(401);
  });

  it('refuses another audience, another issuer, another recipient and an expired assertion', async () => {
    const cases = [
      { audience: 'someone-else' },
      { issuer: 'https://evil.test/idp' },
      { acsUrl: 'http://evil.test/acs' },
      { validForSeconds: -60 },
    ];
    for (const extra of cases) {
      const { id } = await startLogin(server.url);
      const result = await post(server.url, answer(id, 'clerk@ignite.local', extra));
      expect(result.status, JSON.stringify(extra)).toBe(401);
    }
  });

  it('sends unknown and inactive users to the inactive-user page without a token', async () => {
    const unknown = await startLogin(server.url);
    const first = await post(server.url, answer(unknown.id, 'stranger@ignite.local'));
    expect(first).toMatchObject({ status: 303, location: '/app/saml/inactive-user' });
    await server.database.db
      .updateTable('users')
      .set({ active: false })
      .where('username', '=', 'approver2@ignite.local')
      .execute();
    const inactive = await startLogin(server.url);
    const second = await post(server.url, answer(inactive.id, 'approver2@ignite.local'));
    expect(second).toMatchObject({ status: 303, location: '/app/saml/inactive-user' });
    expect(await auditActions('login.sso.inactive')).toHaveLength(2);
  });

  it('answers JSON errors to clients that ask for JSON, and audits refusals', async () => {
    const response = await fetch(`${server.url}/saml2/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ SAMLResponse: Buffer.from('<nonsense/>').toString('base64') }).toString(),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'SSO_REJECTED' });
    expect((await auditActions('login.sso.failure')).length).toBeGreaterThan(0);
  });

  it('publishes service provider metadata naming the assertion consumer', async () => {
    const response = await fetch(`${server.url}/saml2/metadata`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${SP_ISSUER}"`);
    expect(xml).toContain(`Location="${ACS_URL}"`);
  });
});

describe(`signature wrapping (${TEST_DB_KIND})`, () => {
  let relaxed: TestServer;
  beforeAll(async () => {
    // Like Azure AD's default: only the assertion is signed. Wrapping attacks aim at exactly this.
    relaxed = await startSso({ IGNITE_SAML_WANT_RESPONSE_SIGNED: 'false' });
  });
  afterAll(() => relaxed?.stop());

  it('accepts a response whose assertion alone is signed', async () => {
    const { id } = await startLogin(relaxed.url);
    const result = await post(relaxed.url, answer(id, 'clerk@ignite.local', { sign: 'assertion' }));
    expect(result.status).toBe(303);
  });

  it('refuses an assertion put in place of the signed one (signature wrapping)', async () => {
    for (let variant = 0; variant < 3; variant++) {
      const { id } = await startLogin(relaxed.url);
      const xml = wrappingAttacks(idp, { inResponseTo: id, acsUrl: ACS_URL, audience: SP_ISSUER })[variant]!;
      const result = await post(relaxed.url, Buffer.from(xml).toString('base64'));
      expect(result.status, `variant ${variant}`).toBe(401);
      expect(result.location, `variant ${variant}`).toBeNull();
      const refusal = await relaxed.database.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'login.sso.failure')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // Refused for its signature, not because the request id was stale.
      expect((refusal.details as { reason: string }).reason, `variant ${variant}`).toMatch(/signature/i);
    }
  });

  it('signs no one in as the attacker along the way', async () => {
    const rows = await relaxed.database.db
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'login.success')
      .execute();
    expect(rows.map((row) => (row.details as { username: string }).username)).not.toContain(
      'admin@ignite.local',
    );
  });
});

describe(`without single sign-on (${TEST_DB_KIND})`, () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ env: { IGNITE_IDLE_SECONDS: '5', IGNITE_MULTI_TAB_GUARD: 'true' } });
  });
  afterAll(() => plain?.stop());

  it('says so, serves the configured timings, and answers 404 on the SSO routes', async () => {
    const config = await client(plain.url).get('/api/iam/auth/config');
    expect(config.body).toMatchObject({ ssoEnabled: false, idleSeconds: 5, multiTabGuard: true });
    const start = await fetch(`${plain.url}/saml2/authenticate/azure-ad`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect(await start.json()).toMatchObject({ errorCode: 'SSO_NOT_CONFIGURED' });
  });

  it('issues tokens whose claims name the user only', async () => {
    const { token } = (
      await client(plain.url).post('/api/iam/authentication/token', {
        authType: 'DB_AUTH',
        username: 'clerk@ignite.local',
        password: 'test-demo-password',
      })
    ).body;
    expect(decodeJwt(token)).not.toHaveProperty('elevatedUntil');
  });
});
