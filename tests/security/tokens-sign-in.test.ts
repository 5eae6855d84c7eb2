// Tokens and sign-in: every route that needs a token refuses, with 401, a call without one and calls
// with a malformed header, a token signed with another key, an expired one, a tampered one (the subject
// changed under the original signature), one for another audience, an unsigned one and the token of a
// deactivated user. Throttling answers a known and an unknown user alike, attempt by attempt. Single
// sign-on refuses forged, unsigned, wrapped and replayed responses (the reasons, audit entries and the
// other checks of the assertion consumer are tests/integration/saml.test.ts).
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../helpers/test-server';
import { createSamlIdp, parseAuthnRequest, wrappingAttacks } from '../helpers/saml-idp';
import { reportFigure } from './report-figure';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const fillParams = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1');

/** Authorization headers that must each be refused, by what is wrong with them. */
async function badCredentials(): Promise<Record<string, string | undefined>> {
  const key = new TextEncoder().encode(server.config.jwtSecret);
  const { db } = server.database;
  const idOf = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const clerk = await idOf('clerk@ignite.local');
  const admin = await idOf('admin@ignite.local');
  const signed = (sub: string, audience = 'ignite-portal', expires: string | number = '1h', secret = key) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setIssuer('ignite-portal')
      .setAudience(audience)
      .setExpirationTime(expires)
      .sign(secret);
  const valid = await signed(clerk);
  const [header, , signature] = valid.split('.');
  const payload = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()) as object;
  const asAdmin = Buffer.from(JSON.stringify({ ...payload, sub: admin })).toString('base64url');
  const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  // A user signed in, then deactivated: the token they hold stops working.
  const inactiveToken = await signIn(server.url, 'approver2@ignite.local');
  await db
    .updateTable('users')
    .set({ active: false })
    .where('username', '=', 'approver2@ignite.local')
    .execute();
  return {
    none: undefined,
    'not a bearer token': `Basic ${Buffer.from('clerk@ignite.local:x').toString('base64')}`,
    'another key': `Bearer ${await signed(clerk, 'ignite-portal', '1h', new TextEncoder().encode('k'.repeat(48)))}`,
    expired: `Bearer ${await signed(clerk, 'ignite-portal', Math.floor(Date.now() / 1000) - 60)}`,
    tampered: `Bearer ${header}.${asAdmin}.${signature}`,
    'another audience': `Bearer ${await signed(clerk, 'another-app')}`,
    unsigned: `Bearer ${unsignedHeader}.${asAdmin}.`,
    'inactive user': `Bearer ${inactiveToken}`,
  };
}

describe(`tokens (${TEST_DB_KIND})`, () => {
  it('refuses every bad credential with 401 on every route that needs a token', async () => {
    const credentials = await badCredentials();
    const routes = server.app.registeredRoutes.filter(
      (route) => !route.config.public && !route.config.optionalAuth && route.method !== 'HEAD',
    );
    const accepted: string[] = [];
    let cases = 0;
    for (const route of routes) {
      for (const [kind, authorization] of Object.entries(credentials)) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url),
          headers: authorization ? { authorization, 'content-type': 'application/json' } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
        cases += 1;
        if (response.statusCode !== 401)
          accepted.push(`${route.method} ${route.url} with ${kind}: ${response.statusCode}`);
      }
    }
    reportFigure(
      'tokens and sign-in',
      `${routes.length} routes needing a token × ${Object.keys(credentials).length} bad credentials (${Object.keys(credentials).join(', ')}) = ${cases} calls (${TEST_DB_KIND}), ${accepted.length} not refused with 401`,
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(accepted).toEqual([]);
  });
});

describe(`sign-in throttling (${TEST_DB_KIND})`, () => {
  /** Seven wrong sign-ins of one user name on a server of its own: the answers, status and body. */
  async function wrongSignIns(username: string): Promise<string[]> {
    const fresh = await startTestServer();
    try {
      const answers: string[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/api/iam/authentication/token',
          payload: { authType: 'DB_AUTH', username, password: `${DEMO_PASSWORD}-wrong` },
        });
        answers.push(`${response.statusCode} ${response.body}`);
      }
      const right = await fresh.app.inject({
        method: 'POST',
        url: '/api/iam/authentication/token',
        payload: { authType: 'DB_AUTH', username, password: DEMO_PASSWORD },
      });
      answers.push(
        `then the right password: ${right.statusCode} ${right.statusCode === 200 ? '' : right.body}`,
      );
      return answers;
    } finally {
      await fresh.stop();
    }
  }

  it('throttles after 5 failures, answering a known and an unknown user alike', async () => {
    const known = await wrongSignIns('clerk@ignite.local');
    const unknown = await wrongSignIns('nobody-here@ignite.local');
    const throttled = known.filter((answer) => answer.includes('429')).length;
    reportFigure(
      'tokens and sign-in',
      `throttling (${TEST_DB_KIND}): 7 wrong passwords then the right one, known and unknown user: ${throttled} throttled answers each, ${known.filter((answer, index) => answer !== unknown[index]).length} answers that tell them apart`,
    );
    expect(known.slice(0, 5).every((answer) => answer.startsWith('401 '))).toBe(true);
    expect(known.slice(5).every((answer) => answer.includes('429'))).toBe(true);
    expect(known).toEqual(unknown);
  });
});

describe(`single sign-on refusals (${TEST_DB_KIND})`, () => {
  const spIssuer = 'ignite-portal-security';
  const acsUrl = 'http://portal.test/saml2/acs';

  it('refuses forged, unsigned, wrapped and replayed responses, and signs in a genuine one', async () => {
    const idp = await createSamlIdp();
    // Only the assertion's signature required, as Azure AD signs by default: what wrapping aims at.
    const sso = await startTestServer({
      env: {
        IGNITE_SAML_ENTRY_POINT: 'http://idp.test/sso',
        IGNITE_SAML_ISSUER: spIssuer,
        IGNITE_SAML_IDP_CERT: idp.cert,
        IGNITE_SAML_CALLBACK_URL: acsUrl,
        IGNITE_SAML_IDP_ISSUER: idp.issuer,
        IGNITE_SAML_WANT_RESPONSE_SIGNED: 'false',
      },
    });
    try {
      const requestId = async () => {
        const started = await sso.app.inject({ method: 'GET', url: '/saml2/authenticate/azure-ad' });
        const location = new URL(String(started.headers.location));
        return parseAuthnRequest(location.searchParams.get('SAMLRequest')!).id;
      };
      const post = async (samlResponse: string) =>
        (
          await sso.app.inject({
            method: 'POST',
            url: '/saml2/acs',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
          })
        ).statusCode;
      const answer = async (extra: object = {}) =>
        idp.response({
          inResponseTo: await requestId(),
          email: 'admin@ignite.local',
          acsUrl,
          audience: spIssuer,
          ...extra,
        });

      const genuine = await answer({ sign: 'assertion' });
      const attacks: [string, string][] = [
        ['forged', await answer({ forged: true })],
        ['unsigned', await answer({ sign: 'none' })],
        ...wrappingAttacks(idp, { inResponseTo: await requestId(), acsUrl, audience: spIssuer }).map(
          (xml, index): [string, string] => [`wrapped ${index + 1}`, Buffer.from(xml).toString('base64')],
        ),
      ];
      const outcomes: string[] = [];
      for (const [name, response] of attacks) outcomes.push(`${name}: ${await post(response)}`);
      const signedIn = await post(genuine);
      outcomes.push(`replayed: ${await post(genuine)}`);
      const refused = outcomes.filter((outcome) => outcome.endsWith(': 401')).length;
      reportFigure(
        'tokens and sign-in',
        `single sign-on (${TEST_DB_KIND}): ${outcomes.length} forged, unsigned, wrapped and replayed responses, ${refused} refused; the genuine one signed in (${signedIn})`,
      );
      expect(signedIn).toBe(303);
      expect(outcomes).toEqual(outcomes.map((outcome) => `${outcome.split(':')[0]}: 401`));
    } finally {
      await sso.stop();
    }
  });
});
