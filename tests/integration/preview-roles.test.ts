// The roles a designer may preview a screen as: designers (forms.design) read names and descriptions,
// without the roles' acls; others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe(`preview roles (${TEST_DB_KIND})`, () => {
  it('lists every role by name and description to a designer, who may not list roles with their acls', async () => {
    const designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
    const response = await designer.get('/api/ignite/preview-roles');
    expect(response.status).toBe(200);
    const names = response.body.map((role: { name: string }) => role.name);
    expect(names).toEqual(expect.arrayContaining(['form_designer', 'super_admin', 'user_role']));
    expect(names).toEqual([...names].sort());
    for (const role of response.body) expect(Object.keys(role).sort()).toEqual(['description', 'name']);
    expect((await designer.get('/api/iam/roles')).status).toBe(403);
  });

  it('refuses users without forms.design and callers without a token', async () => {
    const clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
    const refused = await clerk.get('/api/ignite/preview-roles');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');
    expect((await client(server.url).get('/api/ignite/preview-roles')).status).toBe(401);
  });
});
