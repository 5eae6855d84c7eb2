import { request } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe(`sign-in and identity (${TEST_DB_KIND})`, () => {
  it('answers health with the database kind, without a token', async () => {
    const response = await client(server.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: TEST_DB_KIND });
  });

  it('signs in with the demo password and answers identity and profile', async () => {
    const token = await signIn(server.url, 'CLERK@ignite.local');
    const api = client(server.url, token);
    const identity = await api.get('/api/iam/auth/users/my-identity');
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({ privileged: false, roles: ['user_role'], preferences: {} });
    expect(identity.body.acls).toEqual(expect.arrayContaining(['court-fines.write', 'worklist.read']));
    expect(identity.body.acls).not.toContain('forms.design');
    const profile = await api.get('/api/iam/user/my-profile');
    expect(profile.body).toEqual({
      id: identity.body.identity.id,
      firstName: 'Clara',
      lastName: 'Clerk',
      displayName: 'Clara Clerk',
      judiciaryId: 'J-0003',
    });
  });

  it('gives the admin every acl and the privileged flag', async () => {
    const identity = await client(server.url, await signIn(server.url, 'admin@ignite.local')).get(
      '/api/iam/auth/users/my-identity',
    );
    expect(identity.body.privileged).toBe(true);
    expect(identity.body.acls).toEqual(
      expect.arrayContaining(['forms.design', 'court-fines.write', 'admin.roles']),
    );
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const api = client(server.url);
    const wrong = await api.post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: 'clerk@ignite.local',
      password: 'nope',
    });
    const unknown = await api.post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: 'ghost@ignite.local',
      password: 'nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      errorCode: 'INVALID_CREDENTIALS',
      message: 'The email or password is incorrect',
      details: null,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 with the problems for a malformed sign-in body', async () => {
    const response = await client(server.url).post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    expect(response.body.details.length).toBeGreaterThan(0);
    const empty = await client(server.url).post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: '',
      password: 'x',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ path: '/username', message: 'must not be empty' }]);
  });

  it('needs a bearer token on every other call, naming what is wrong with it', async () => {
    const missing = await client(server.url).get('/api/iam/menu');
    expect(missing.status).toBe(401);
    expect(missing.body.errorCode).toBe('TOKEN_NOT_FOUND');
    const garbage = await client(server.url, 'not.a.token').get('/api/iam/menu');
    expect(garbage.body.errorCode).toBe('TOKEN_INVALID');
    const unknownRoute = await client(server.url).get('/api/no-such-thing/at-all');
    expect(unknownRoute.status).toBe(401);
  });

  it('refuses expired tokens, foreign secrets, wrong audience and unsigned tokens', async () => {
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const identity = await client(server.url, await signIn(server.url, 'clerk@ignite.local')).get(
      '/api/iam/auth/users/my-identity',
    );
    const sub = identity.body.identity.id as string;
    const base = () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt();
    const expired = await base()
      .setIssuer('ignite-portal')
      .setAudience('ignite-portal')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const foreign = await base()
      .setIssuer('ignite-portal')
      .setAudience('ignite-portal')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const wrongAudience = await base()
      .setIssuer('ignite-portal')
      .setAudience('other')
      .setExpirationTime('1h')
      .sign(key);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub, iss: 'ignite-portal', aud: 'ignite-portal', exp: 9999999999 }),
    ).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    expect((await client(server.url, expired).get('/api/iam/menu')).body.errorCode).toBe('TOKEN_EXPIRED');
    for (const token of [foreign, wrongAudience, unsigned]) {
      const response = await client(server.url, token).get('/api/iam/menu');
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe('TOKEN_INVALID');
    }
  });
});

describe(`menu (${TEST_DB_KIND})`, () => {
  const labels = (items: { label: string; items?: unknown[] }[]): string[] =>
    items.flatMap((item) => [item.label, ...labels((item.items ?? []) as never)]);

  it("shows only items the caller's acls cover", async () => {
    const clerk = await client(server.url, await signIn(server.url, 'clerk@ignite.local')).get(
      '/api/iam/menu',
    );
    // The examples grow; what matters is that covered items show and the others do not.
    expect(labels(clerk.body)).toEqual(
      expect.arrayContaining(['Worklist', 'Court Fines', 'Create Court Fine', 'My Dashboard']),
    );
    expect(labels(clerk.body)).not.toContain('Form Builder');
    expect(labels(clerk.body)).not.toContain('Roles');
    const nobody = await client(server.url, await signIn(server.url, 'norole@ignite.local')).get(
      '/api/iam/menu',
    );
    expect(nobody.body).toEqual([]);
  });

  it('shows builder items to designers only on hosts with the builder menu enabled', async () => {
    const api = client(server.url, await signIn(server.url, 'designer@ignite.local'));
    const local = await api.get('/api/iam/menu');
    expect(labels(local.body)).toContain('Form Builder');
    // fetch may not set Host, so this call goes through node:http.
    const token = await signIn(server.url, 'designer@ignite.local');
    const other = await new Promise<string>((resolve, reject) => {
      const call = request(
        `${server.url}/api/iam/menu`,
        { headers: { host: 'portal.example.org', authorization: `Bearer ${token}` } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(labels(JSON.parse(other))).toEqual(expect.arrayContaining(['Worklist', 'Create Court Fine']));
    expect(labels(JSON.parse(other))).not.toContain('Form Builder');
  });
});
