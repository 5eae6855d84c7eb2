import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  DEMO_PASSWORD,
  startTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const attempt = (username: string, password: string) =>
  client(server.url).post('/api/iam/authentication/token', { authType: 'DB_AUTH', username, password });

describe(`sign-in throttling (${TEST_DB_KIND})`, () => {
  it('refuses a user after 5 failures, even with the right password, and unknown users alike', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt('clerk@ignite.local', 'wrong')).status).toBe(401);
    // A success resets the count.
    expect((await attempt('clerk@ignite.local', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('clerk@ignite.local', 'wrong')).status).toBe(401);
    const blocked = await attempt('clerk@ignite.local', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    // The address has now failed 5 times since its last success too: an unknown user gets the same answer.
    const ghost = await attempt('ghost@ignite.local', 'whatever');
    expect(ghost.body).toEqual(blocked.body);
    const entries = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'login.failure')
      .execute();
    expect(entries.length).toBe(9);
  });
});
