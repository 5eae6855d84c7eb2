// Tokens must carry an expiry and an issue time; a password change, deactivation or removed role
// revokes the tokens issued before it. Colleague look-ups need an acl and answer only what the
// approver chooser shows.
import { SignJWT } from 'jose';
import { sql } from 'kysely';
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
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.username.split('@')[0], row.id]));
});
afterAll(() => server?.stop());

const identity = (token: string) => client(server.url, token).get('/api/iam/auth/users/my-identity');

describe(`token claims and revocation (${TEST_DB_KIND})`, () => {
  it('refuses a signed token without exp or without iat', async () => {
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const base = () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ids.clerk!)
        .setIssuer('ignite-portal')
        .setAudience('ignite-portal');
    const noExpiry = await base().setIssuedAt().sign(key);
    const noIssueTime = await base().setExpirationTime('1h').sign(key);
    const complete = await base().setIssuedAt().setExpirationTime('1h').sign(key);
    for (const token of [noExpiry, noIssueTime]) {
      const response = await identity(token);
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe('TOKEN_INVALID');
    }
    expect((await identity(complete)).status).toBe(200);
  });

  it('revokes every earlier token of a user whose password changed, the changing one too', async () => {
    const phone = await signIn(server.url, 'approver2@ignite.local');
    const laptop = await signIn(server.url, 'approver2@ignite.local');
    const changed = await client(server.url, laptop).post('/api/iam/auth/users/update-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Strong-password-2026',
    });
    expect(changed.status).toBe(204);
    for (const token of [phone, laptop]) {
      const response = await identity(token);
      expect(response.status).toBe(401);
      expect(response.body.errorCode).toBe('TOKEN_REVOKED');
    }
    // A sign-in right after the change (even in the same second) is a new session.
    const fresh = await signIn(server.url, 'approver2@ignite.local', 'Strong-password-2026');
    expect((await identity(fresh)).status).toBe(200);
  });

  it('revokes the tokens of a user deactivated, even once reactivated', async () => {
    const token = await signIn(server.url, 'cashier@ignite.local');
    const { db } = server.database;
    await db.updateTable('users').set({ active: false }).where('id', '=', ids.cashier!).execute();
    await db.updateTable('users').set({ active: true }).where('id', '=', ids.cashier!).execute();
    const response = await identity(token);
    expect(response.body.errorCode).toBe('TOKEN_REVOKED');
    expect((await identity(await signIn(server.url, 'cashier@ignite.local'))).status).toBe(200);
  });

  it('revokes the tokens of a user who lost a role, whoever removed it', async () => {
    const token = await signIn(server.url, 'approver1@ignite.local');
    const other = await signIn(server.url, 'clerk@ignite.local');
    await sql`DELETE FROM user_roles WHERE user_id = ${ids.approver1} AND role_name = 'fine_approver'`.execute(
      server.database.db,
    );
    expect((await identity(token)).body.errorCode).toBe('TOKEN_REVOKED');
    // Other users' sessions go on.
    expect((await identity(other)).status).toBe(200);
    const again = await identity(await signIn(server.url, 'approver1@ignite.local'));
    expect(again.body.roles).toEqual(['user_role']);
  });
});

describe(`colleague look-ups need an acl (${TEST_DB_KIND})`, () => {
  it('refuses a user without roles on all three look-ups', async () => {
    const norole = client(server.url, await signIn(server.url, 'norole@ignite.local'));
    const answers = [
      await norole.post('/api/iam/user/users-with-permission', ['fine_approver']),
      await norole.post('/api/iam/auth/users/filter-acl-users', { aclResourceNames: ['fine_approver'] }),
      await norole.post('/api/iam/user/users-with-iam-ids', [ids.admin]),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe('ACCESS_DENIED');
    }
  });

  it('answers a worklist user only the id, name and judiciary id the chooser shows', async () => {
    const clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
    const byIds = await clerk.post('/api/iam/user/users-with-iam-ids', [ids.admin]);
    expect(byIds.body).toEqual([
      { id: ids.admin, displayName: expect.any(String), judiciaryId: expect.any(String) },
    ]);
    const filtered = await clerk.post('/api/iam/auth/users/filter-acl-users', {
      aclResourceNames: ['super_admin'],
    });
    expect(filtered.body).toEqual(byIds.body);
    expect(JSON.stringify(filtered.body)).not.toContain('@ignite.local');
  });
});
