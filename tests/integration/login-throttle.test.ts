import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  DEMO_PASSWORD,
  startTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../helpers/test-server';
import { MAX_ADDRESS_FAILURES } from '../../server/auth/login-throttle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const attempt = (username: string, password: string) =>
  client(server.url).post('/api/iam/authentication/token', { authType: 'DB_AUTH', username, password });

describe(`sign-in throttling (${TEST_DB_KIND})`, () => {
  it('refuses a user after 5 failures, even with the right password, and not the colleagues at the address', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt('clerk@ignite.local', 'wrong')).status).toBe(401);
    // A success resets the count.
    expect((await attempt('clerk@ignite.local', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('clerk@ignite.local', 'wrong')).status).toBe(401);
    const blocked = await attempt('clerk@ignite.local', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      details: null,
    });
    // One colleague's mistakes do not lock out the others signing in from the same address.
    expect((await attempt('ghost@ignite.local', 'whatever')).body.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await attempt('approver1@ignite.local', DEMO_PASSWORD)).status).toBe(200);
    const entries = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'login.failure')
      .execute();
    expect(entries.length).toBe(10);
  });

  it('refuses an address that has failed for many names, unknown users and the right password alike', async () => {
    await server.database.db.deleteFrom('login_throttle').execute();
    for (let i = 0; i < MAX_ADDRESS_FAILURES - 1; i += 1)
      expect((await attempt(`guess${i}@ignite.local`, 'wrong')).status).toBe(401);
    // A success of one good account between the guesses does not wipe the address's failures.
    expect((await attempt('clerk@ignite.local', DEMO_PASSWORD)).status).toBe(200);
    expect((await attempt('guess-last@ignite.local', 'wrong')).status).toBe(401);
    const blocked = await attempt('cashier@ignite.local', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it("counts wrong current passwords of a password change with the user's sign-in failures", async () => {
    await server.database.db.deleteFrom('login_throttle').execute();
    const token = (await attempt('cashier@ignite.local', DEMO_PASSWORD)).body.token as string;
    const change = (currentPassword: string) =>
      client(server.url, token).post('/api/iam/auth/users/update-password', {
        currentPassword,
        newPassword: 'Another-strong-password-2026',
      });
    for (let i = 0; i < 5; i += 1)
      expect((await change(`guess-${i}`)).body.errorCode).toBe('WRONG_CURRENT_PASSWORD');
    const refused = await change(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await attempt('cashier@ignite.local', DEMO_PASSWORD)).status).toBe(429);
  });

  it('counts by the address a trusted proxy names', async () => {
    const behindProxy = await startTestServer({ env: { IGNITE_TRUST_PROXY: '127.0.0.1' } });
    try {
      const from = (address: string, password: string) =>
        client(behindProxy.url).post(
          '/api/iam/authentication/token',
          { authType: 'DB_AUTH', username: 'approver2@ignite.local', password },
          { 'x-forwarded-for': address },
        );
      expect((await from('203.0.113.7', 'wrong')).status).toBe(401);
      const rows = await behindProxy.database.db
        .selectFrom('login_throttle')
        .select(['kind', 'value'])
        .execute();
      expect(rows).toContainEqual({ kind: 'ip', value: '203.0.113.7' });
    } finally {
      await behindProxy.stop();
    }
  });
});
