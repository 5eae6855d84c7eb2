import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  const rows = await server.database.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.username.split('@')[0], row.id]));
});
afterAll(() => server?.stop());

const names = (users: { id: string }[]) =>
  users.map((user) => Object.keys(ids).find((name) => ids[name] === user.id)).sort();

describe(`colleague look-ups (${TEST_DB_KIND})`, () => {
  it('answers users holding any of the acls', async () => {
    const response = await clerk.post('/api/iam/user/users-with-permission', ['forms.design']);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['admin', 'designer']);
    // Only what the approver chooser shows.
    expect(Object.keys(response.body[0]).sort()).toEqual(['displayName', 'id', 'judiciaryId']);
  });

  it('filters acl users by acl or role names, leaving out the given users', async () => {
    const byRole = await clerk.post('/api/iam/auth/users/filter-acl-users', {
      aclResourceNames: ['fine_approver'],
      users: [ids.approver1],
    });
    expect(names(byRole.body)).toEqual(['approver2']);
    const byAcl = await clerk.post('/api/iam/auth/users/filter-acl-users', {
      aclResourceNames: ['admin.roles'],
    });
    expect(names(byAcl.body)).toEqual(['admin']);
    const empty = await clerk.post('/api/iam/auth/users/filter-acl-users', { aclResourceNames: [] });
    expect(empty.status).toBe(400);
  });

  it('answers users by ids', async () => {
    const response = await clerk.post('/api/iam/user/users-with-iam-ids', [ids.clerk, ids.norole, 'unknown']);
    expect(names(response.body)).toEqual(['clerk', 'norole']);
  });
});

describe(`preferences, passwords and redirect tokens (${TEST_DB_KIND})`, () => {
  it('keeps preferences on the server', async () => {
    const saved = await clerk.put('/api/iam/user/my-preferences', { theme: 'blue', zoom: 1.2 });
    expect(saved.body).toEqual({ theme: 'blue', zoom: 1.2 });
    expect((await clerk.get('/api/iam/auth/users/my-identity')).body.preferences).toEqual({
      theme: 'blue',
      zoom: 1.2,
    });
    expect((await clerk.put('/api/iam/user/my-preferences', { zoom: 3 })).status).toBe(400);
    // Other preferences are plain values, and all of them together stay small: each user's are read on
    // every request.
    expect((await clerk.put('/api/iam/user/my-preferences', { layout: { deep: 'x' } })).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`p${n}`, n]));
    expect((await clerk.put('/api/iam/user/my-preferences', many)).status).toBe(400);
    const block = (from: number) =>
      Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`note${from + n}`, 'x'.repeat(1000)]));
    expect((await clerk.put('/api/iam/user/my-preferences', block(0))).status).toBe(200);
    const tooMuch = await clerk.put('/api/iam/user/my-preferences', block(10));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorCode).toBe('PREFERENCES_TOO_LARGE');
    expect((await clerk.get('/api/iam/auth/users/my-identity')).body.preferences).toMatchObject({
      theme: 'blue',
      zoom: 1.2,
      note9: 'x'.repeat(1000),
    });
  });

  it('changes a password only with the current one and a strong new one', async () => {
    const approver = client(server.url, await signIn(server.url, 'approver2@ignite.local'));
    const wrong = await approver.post('/api/iam/auth/users/update-password', {
      currentPassword: 'nope',
      newPassword: 'Strong-password-2026',
    });
    expect(wrong.body.errorCode).toBe('WRONG_CURRENT_PASSWORD');
    const weak = await approver.post('/api/iam/auth/users/update-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errorCode).toBe('WEAK_PASSWORD');
    expect(weak.body.details.length).toBe(2);
    const ok = await approver.post('/api/iam/auth/users/update-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Strong-password-2026',
    });
    expect(ok.status).toBe(204);
    await expect(signIn(server.url, 'approver2@ignite.local')).rejects.toThrow();
    expect(await signIn(server.url, 'approver2@ignite.local', 'Strong-password-2026')).toBeTruthy();
  });

  it('issues a short-lived token for a known application only', async () => {
    const response = await clerk.get(
      '/api/iam/app-redirect-token?requested_by_app_id=ifas&requested_for_app_id=analytics',
    );
    expect(response.status).toBe(200);
    const claims = decodeJwt(response.body.token);
    expect(claims).toMatchObject({ aud: 'analytics', sub: ids.clerk, requestedBy: 'ifas' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
    // A token for another application is not a token for this one.
    expect((await client(server.url, response.body.token).get('/api/iam/menu')).body.errorCode).toBe(
      'TOKEN_INVALID',
    );
    const unknown = await clerk.get(
      '/api/iam/app-redirect-token?requested_by_app_id=ifas&requested_for_app_id=evil',
    );
    expect(unknown.body.errorCode).toBe('UNKNOWN_APP');
  });
});

describe(`form locks (${TEST_DB_KIND})`, () => {
  const form = {
    id: 'lock-test',
    name: 'Lock test',
    category: 'tests',
    components: [{ type: 'textfield', key: 'a', input: true }],
  };

  it('lets only the designer who locked a form save or unlock it', async () => {
    const designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    expect((await designer.post('/api/ignite/application', form)).status).toBe(201);
    const locked = await designer.post('/api/ignite/application/toggleLock/lock-test/true');
    expect(locked.status).toBe(200);
    expect(locked.body).toBe('Form locked');
    const refused = await admin.post('/api/ignite/application', { ...form, name: 'Changed by admin' });
    expect(refused.status).toBe(423);
    expect(refused.body).toMatchObject({
      errorCode: 'FORM_LOCKED',
      message: 'The form "lock-test" is locked by Dana Designer',
      details: { formId: 'lock-test', lockedByName: 'Dana Designer' },
    });
    expect((await admin.post('/api/ignite/application/toggleLock/lock-test/false')).status).toBe(423);
    expect(
      (await designer.post('/api/ignite/application', { ...form, name: 'Changed by designer' })).status,
    ).toBe(200);
    expect((await designer.post('/api/ignite/application/toggleLock/lock-test/false')).body).toBe(
      'Form unlocked',
    );
    expect((await admin.post('/api/ignite/application', { ...form, name: 'Changed by admin' })).status).toBe(
      200,
    );
    expect((await designer.post('/api/ignite/application/toggleLock/no-such-form/true')).status).toBe(404);
    expect((await clerk.post('/api/ignite/application/toggleLock/lock-test/true')).status).toBe(403);
  });
});

describe(`audit log (${TEST_DB_KIND})`, () => {
  it('records sign-ins and refused access, readable by admins only', async () => {
    const refused = await clerk.get('/api/iam/audit-log');
    expect(refused.status).toBe(403);
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    const denied = await admin.get(`/api/iam/audit-log?action=access.denied&actorId=${ids.clerk}`);
    expect(denied.status).toBe(200);
    expect(denied.body.content[0]).toMatchObject({
      actorName: 'Clara Clerk',
      target: 'GET /api/iam/audit-log',
    });
    const logins = await admin.get('/api/iam/audit-log?action=login.success&size=100');
    expect(logins.body.totalElements).toBeGreaterThanOrEqual(3);
    expect(logins.body.content[0].details).toEqual({ username: 'admin@ignite.local' });
  });
});

describe(`signing out (${TEST_DB_KIND})`, () => {
  it('ends the token on the server, and only that one', async () => {
    const first = await signIn(server.url, 'cashier@ignite.local');
    const second = await signIn(server.url, 'cashier@ignite.local');
    const signedOut = await client(server.url, first).post('/api/iam/auth/sign-out');
    expect(signedOut.status).toBe(204);
    const refused = await client(server.url, first).get('/api/iam/auth/users/my-identity');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      errorCode: 'TOKEN_REVOKED',
      message: 'You signed out of this session: sign in again',
      details: null,
    });
    // The user's other session (another browser) goes on.
    expect((await client(server.url, second).get('/api/iam/auth/users/my-identity')).status).toBe(200);
    // The token is kept by its hash only, until it would have expired.
    const kept = await server.database.db.selectFrom('revoked_tokens').selectAll().execute();
    expect(kept.map((row) => row.token_hash)).not.toContain(first);
    expect(kept.find((row) => row.expires_at.getTime() === decodeJwt(first).exp! * 1000)).toBeTruthy();
    const entries = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'logout')
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('ends every token of the session: those issued in it later (a preview) too', async () => {
    const token = await signIn(server.url, 'designer@ignite.local');
    const designer = client(server.url, token);
    const preview = await designer.post('/api/ignite/preview-token', { role: 'user_role' });
    expect(preview.status).toBe(200);
    const previewing = client(server.url, preview.body.token as string);
    expect((await previewing.get('/api/iam/auth/users/my-identity')).status).toBe(200);
    // The preview ends with the session's expiry, never after it.
    expect(decodeJwt(preview.body.token as string).exp!).toBeLessThanOrEqual(decodeJwt(token).exp!);
    expect((await designer.post('/api/iam/auth/sign-out')).status).toBe(204);
    const refused = await previewing.get('/api/iam/auth/users/my-identity');
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('TOKEN_REVOKED');
  });

  it('refuses a token whose sign-in read the password before a change to it committed', async () => {
    const before = await server.database.db
      .selectFrom('users')
      .select(['id', 'tokens_valid_after'])
      .where('username', '=', 'norole@ignite.local')
      .executeTakeFirstOrThrow();
    const approver = client(server.url, await signIn(server.url, 'norole@ignite.local'));
    // What such a sign-in issues: the credential version it read, and an issue time after the change.
    const { TokenService } = await import('../../server/auth/tokens');
    const { credentialVersion } = await import('../../server/auth/session-tokens');
    const changed = await approver.post('/api/iam/auth/users/update-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Strong-password-2027',
    });
    expect(changed.status).toBe(204);
    const late = await new TokenService(server.config.jwtSecret, 600).issue(before.id, {
      sid: 'a-session-begun-meanwhile',
      cv: credentialVersion(before.tokens_valid_after),
    });
    const refused = await client(server.url, late).get('/api/iam/auth/users/my-identity');
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('TOKEN_REVOKED');
    const fresh = client(server.url, await signIn(server.url, 'norole@ignite.local', 'Strong-password-2027'));
    expect((await fresh.get('/api/iam/auth/users/my-identity')).status).toBe(200);
  });

  it('ends the token of a session the idle lock closed, audited as a logout for the lock', async () => {
    const token = await signIn(server.url, 'cashier@ignite.local');
    expect((await client(server.url, token).post('/api/iam/auth/sign-out?reason=lock')).status).toBe(204);
    expect((await client(server.url, token).get('/api/iam/auth/users/my-identity')).status).toBe(401);
    const latest = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'logout')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.details).toEqual({ reason: 'lock' });
    const unknown = await client(server.url, await signIn(server.url, 'cashier@ignite.local')).post(
      '/api/iam/auth/sign-out?reason=bored',
    );
    expect(unknown.status).toBe(400);
  });
});
