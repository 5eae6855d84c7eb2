// Request Access through HTTP: the acl resources a user lacks, and recorded, audited requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

describe(`request access (${TEST_DB_KIND})`, () => {
  it('lists the acl resources the user lacks, grouped by category in display order', async () => {
    const response = await clerk.get('/api/iam/access-requests/options');
    expect(response.status).toBe(200);
    const names = response.body.flatMap((group: { aclResources: { resourceName: string }[] }) =>
      group.aclResources.map((resource) => resource.resourceName),
    );
    expect(names).toContain('admin.audit');
    expect(names).toContain('court-fines.internal');
    expect(names).not.toContain('court-fines.read');
    const categories = response.body.map(
      (group: { resourceCategory: { displayName: string } }) => group.resourceCategory.displayName,
    );
    expect(categories.indexOf('Court Fines')).toBeLessThan(categories.indexOf('Administration'));
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    expect((await admin.get('/api/iam/access-requests/options')).body).toEqual([]);
  });

  it('records a request, audits it and lists it as pending', async () => {
    const created = await clerk.post('/api/iam/access-requests', {
      aclResources: ['admin.audit', 'court-fines.internal'],
      reason: '  Month-end reconciliation  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      aclResources: ['admin.audit', 'court-fines.internal'],
      reason: 'Month-end reconciliation',
      status: 'PENDING',
    });
    const mine = await clerk.get('/api/iam/access-requests/mine');
    expect(mine.body.map((request: { id: string }) => request.id)).toEqual([created.body.id]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'access.request')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe(`access-requests/${created.body.id}`);
    expect(audit.actor_name).toBe('Clara Clerk');
  });

  it('refuses access held already, unknown resources, duplicates and an empty reason, recording nothing', async () => {
    const bad = [
      { aclResources: ['court-fines.read'], reason: 'x' },
      { aclResources: ['no.such.acl'], reason: 'x' },
      { aclResources: ['admin.audit', 'admin.audit'], reason: 'x' },
      { aclResources: [], reason: 'x' },
      { aclResources: ['admin.audit'], reason: '   ' },
    ];
    for (const body of bad) {
      const response = await clerk.post('/api/iam/access-requests', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await clerk.get('/api/iam/access-requests/mine')).body).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await client(server.url).get('/api/iam/access-requests/options')).status).toBe(401);
  });
});
