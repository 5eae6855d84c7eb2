// Sign-in and authenticator-code throttling hold against parallel attempts: each attempt is counted
// and checked in one statement before the password or code is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { MAX_FAILURES } from '../../server/auth/login-throttle';
import { MAX_CODE_FAILURES } from '../../server/auth/mfa-routes';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  // Signed in before the flood of wrong passwords blocks the test's address.
  adminToken = await signIn(server.url, 'admin@ignite.local');
});
afterAll(() => server?.stop());

describe(`sign-in throttling in parallel (${TEST_DB_KIND})`, () => {
  it('checks at most 5 passwords of 30 wrong ones sent at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        client(server.url).post('/api/iam/authentication/token', {
          authType: 'DB_AUTH',
          username: 'clerk@ignite.local',
          password: 'wrong',
        }),
      ),
    );
    // Every password checked leaves one login.failure audit entry.
    const checks = await server.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'login.failure')
      .executeTakeFirstOrThrow();
    expect(Number(checks.n)).toBe(MAX_FAILURES);
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES);
  });
});

describe(`authenticator codes in parallel (${TEST_DB_KIND})`, () => {
  it('checks at most 5 of 20 wrong codes sent at once', async () => {
    const admin = client(server.url, adminToken);
    expect((await admin.post('/api/iam/auth/mfa/enrolment', {})).status).toBe(200);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => admin.post('/api/iam/auth/mfa/enrolment/confirm', { code: '000000' })),
    );
    // Every code checked and wrong leaves one mfa.failure audit entry.
    const checks = await server.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'mfa.failure')
      .executeTakeFirstOrThrow();
    expect(Number(checks.n)).toBe(MAX_CODE_FAILURES);
    expect(attempts.filter((attempt) => attempt.status === 400)).toHaveLength(MAX_CODE_FAILURES);
    expect(attempts.filter((attempt) => attempt.body.errorCode === 'MFA_THROTTLED')).toHaveLength(
      20 - MAX_CODE_FAILURES,
    );
  });
});
