// The roles API through HTTP: admins only, replacing a role's acls (as a list or as a screen's ticked
// permission tiles), audited, in one transaction, and in force on the role holders' next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;
let cashier: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
});
afterAll(() => server?.stop());

const CASHIER_ACLS = ['court-fines.read', 'fine-payments.read', 'fine-payments.write', 'worklist.read'];

async function cashierRole() {
  const response = await admin.get('/api/iam/roles/fine_cashier');
  expect(response.status).toBe(200);
  return response.body as { name: string; description: string; acls: string[] };
}

async function roleAudits() {
  const response = await admin.get('/api/iam/audit-log?action=role.update&target=roles/fine_cashier');
  expect(response.status).toBe(200);
  return response.body.content as { before: unknown; after: unknown; actorName: string }[];
}

describe(`roles API (${TEST_DB_KIND})`, () => {
  it('lists roles and answers one with its sorted acls', async () => {
    const list = await admin.get('/api/iam/roles');
    expect(list.status).toBe(200);
    expect(list.body.map((role: { name: string }) => role.name)).toEqual(
      expect.arrayContaining(['fine_cashier', 'super_admin', 'user_role']),
    );
    expect(await cashierRole()).toEqual({
      name: 'fine_cashier',
      description: 'Takes fine payments at the counter',
      acls: CASHIER_ACLS,
    });
    const unknown = await admin.get('/api/iam/roles/no_such_role');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('ROLE_NOT_FOUND');
  });

  it('is for admins (admin.roles) only, and a refusal changes nothing', async () => {
    expect((await client(server.url).get('/api/iam/roles')).body.errorCode).toBe('TOKEN_NOT_FOUND');
    for (const response of [
      await clerk.get('/api/iam/roles'),
      await clerk.get('/api/iam/roles/fine_cashier'),
      await clerk.put('/api/iam/roles/fine_cashier', { acls: ['admin.roles'] }),
      await clerk.post('/api/iam/roles/fine_cashier', { acls: ['admin.roles'] }),
      await cashier.put('/api/iam/roles/fine_cashier', { acls: ['admin.roles'] }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.errorCode).toBe('ACCESS_DENIED');
    }
    expect((await cashierRole()).acls).toEqual(CASHIER_ACLS);
    expect(await roleAudits()).toEqual([]);
  });

  it('refuses bad updates naming the problem, changing nothing', async () => {
    const unknown = await admin.put('/api/iam/roles/fine_cashier', {
      acls: ['court-fines.read', 'no.such.acl', 'another.one'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('UNKNOWN_ACLS');
    expect(unknown.body.message).toContain('no.such.acl');
    expect(unknown.body.details).toEqual({ unknown: ['another.one', 'no.such.acl'] });

    const unknownTile = await admin.post('/api/iam/roles/fine_cashier', {
      permissions: { courtFinesRead: 'court-fines.read', bogus: 'everything.please' },
    });
    expect(unknownTile.status).toBe(400);
    expect(unknownTile.body.details).toEqual({ unknown: ['everything.please'] });

    const none = await admin.put('/api/iam/roles/fine_cashier', { description: 'Only a description' });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('ACLS_REQUIRED');

    const mismatch = await admin.put('/api/iam/roles/fine_cashier', { name: 'user_role', acls: [] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errorCode).toBe('ROLE_NAME_MISMATCH');

    const shape = await admin.put('/api/iam/roles/fine_cashier', { acls: 'court-fines.read' });
    expect(shape.status).toBe(400);
    expect(shape.body.errorCode).toBe('VALIDATION_FAILED');

    const missing = await admin.put('/api/iam/roles/no_such_role', { acls: [] });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('ROLE_NOT_FOUND');

    expect(await cashierRole()).toEqual({
      name: 'fine_cashier',
      description: 'Takes fine payments at the counter',
      acls: CASHIER_ACLS,
    });
    expect(await roleAudits()).toEqual([]);
  });

  it('refuses to take role management away from the admin saving the role', async () => {
    const before = (await admin.get('/api/iam/roles/super_admin')).body;
    const lockout = await admin.put('/api/iam/roles/super_admin', {
      acls: before.acls.filter((acl: string) => acl !== 'admin.roles'),
    });
    expect(lockout.status).toBe(409);
    expect(lockout.body.errorCode).toBe('ROLE_LOCKOUT');
    expect((await admin.get('/api/iam/roles/super_admin')).body).toEqual(before);
  });

  it('replaces the acls, audited, and the holders are allowed at once, without signing in again', async () => {
    const fine = {
      caseNumber: 'CF-2026-0811',
      offenderName: 'Lim Hui Min',
      amount: 50,
      dueDate: '2027-01-01',
    };
    const refused = await cashier.post('/api/court-fines', fine);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');

    const saved = await admin.put('/api/iam/roles/fine_cashier', {
      acls: [...CASHIER_ACLS, 'court-fines.write', 'court-fines.write'],
      description: 'Takes fine payments and records fines',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      name: 'fine_cashier',
      description: 'Takes fine payments and records fines',
      acls: ['court-fines.read', 'court-fines.write', ...CASHIER_ACLS.slice(1)],
    });
    expect((await cashier.get('/api/iam/auth/users/my-identity')).body.acls).toContain('court-fines.write');
    expect((await cashier.post('/api/court-fines', fine)).status).toBe(201);

    const [entry] = await roleAudits();
    expect(entry).toMatchObject({
      actorName: 'Ada Admin',
      before: { name: 'fine_cashier', acls: CASHIER_ACLS },
      after: { acls: saved.body.acls, description: 'Takes fine payments and records fines' },
    });
  });

  it("takes a role-editing screen's POST: the ticked tiles are the acls, the posted-back list is ignored", async () => {
    const screenBody = {
      name: 'fine_cashier',
      description: null,
      acls: ['court-fines.read', 'court-fines.write', 'worklist.read'],
      permissions: {
        worklistRead: 'worklist.read',
        courtFinesRead: 'court-fines.read',
        courtFinesWrite: null,
        finePaymentsRead: 'fine-payments.read',
        finePaymentsWrite: '',
        adminAudit: 'admin.audit',
      },
    };
    const saved = await admin.post('/api/iam/roles/fine_cashier', screenBody);
    expect(saved.status).toBe(200);
    // The screen sends an emptied description as null: it is cleared, not kept.
    expect(saved.body).toEqual({
      name: 'fine_cashier',
      description: '',
      acls: ['admin.audit', 'court-fines.read', 'fine-payments.read', 'worklist.read'],
    });
    const fine = {
      caseNumber: 'CF-2026-0812',
      offenderName: 'Lim Hui Min',
      amount: 50,
      dueDate: '2027-01-01',
    };
    expect((await cashier.post('/api/court-fines', fine)).status).toBe(403);
    expect((await cashier.get('/api/iam/audit-log')).status).toBe(200);

    const described = await admin.post('/api/iam/roles/fine_cashier', {
      description: 'Takes fine payments',
      permissions: { adminAudit: 'admin.audit' },
    });
    expect(described.body.description).toBe('Takes fine payments');
    // A body without a description keeps it.
    const cleared = await admin.post('/api/iam/roles/fine_cashier', { permissions: { adminAudit: null } });
    expect(cleared.body).toMatchObject({ acls: [], description: 'Takes fine payments' });
    expect((await cashier.get('/api/iam/audit-log')).status).toBe(403);
    expect((await roleAudits()).length).toBe(4);
  });
});
