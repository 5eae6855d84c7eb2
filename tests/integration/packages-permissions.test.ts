import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: ReturnType<typeof client>;
let designer: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;

const newForm = (id: string, label: string) => ({
  id,
  name: `Package ${id}`,
  category: 'package-tests',
  components: [{ type: 'textfield', key: 'note', label, input: true }],
});

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

/** Gives a demo user a new role holding these acls (signing in again takes them). */
async function grantRole(username: string, role: string, acls: string[]): Promise<void> {
  const { db } = server.database;
  await db.insertInto('roles').values({ name: role, description: role }).execute();
  await db
    .insertInto('role_acls')
    .values(acls.map((acl) => ({ role_name: role, acl })))
    .execute();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_name: role }).execute();
}

describe(`packages: export and import permissions (${TEST_DB_KIND})`, () => {
  it('exports the published forms of one category', async () => {
    const exported = await designer.get('/api/ignite/export?category=popups');
    expect(exported.status).toBe(200);
    const ids = exported.body.forms.map((form: { id: string }) => form.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const form of exported.body.forms) expect(form.category).toBe('popups');
    expect(ids).toEqual([...ids].sort());

    const none = await admin.get('/api/ignite/export?category=no-such-category');
    expect(none.status).toBe(200);
    expect(none.body.forms).toEqual([]);
  });

  it('refuses to export a form never published, naming it, and one that does not exist as such', async () => {
    const draft = newForm('package-export-draft', 'Draft note');
    const saved = await designer.post('/api/ignite/forms', { form: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    const alone = await designer.get('/api/ignite/export?formId=package-export-draft');
    expect(alone.status).toBe(409);
    expect(alone.body).toEqual({
      errorCode: 'FORM_NOT_PUBLISHED',
      message: 'The form "package-export-draft" has no published version yet: publish it to export it',
      details: { formIds: ['package-export-draft'] },
    });
    // Among published forms, it is the one named.
    const among = await designer.get('/api/ignite/export?formId=court-fine-create,package-export-draft');
    expect(among.status).toBe(409);
    expect(among.body.details).toEqual({ formIds: ['package-export-draft'] });

    const missing = await designer.get('/api/ignite/export?formId=no-such-form');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('FORM_NOT_FOUND');
  });

  it('lets designers export and dry-run but not confirm an import; others get neither', async () => {
    const body = { formatVersion: 1, forms: [newForm('package-designer', 'Note')] };
    const dryRun = await designer.post('/api/ignite/import?dryRun=true', body);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({
      dryRun: true,
      forms: [{ id: 'package-designer', outcome: 'created' }],
    });

    const confirmed = await designer.post('/api/ignite/import', body);
    expect(confirmed.status).toBe(403);
    expect(confirmed.body.errorCode).toBeTruthy();
    // Neither the dry run nor the refused import wrote the form.
    expect((await admin.get('/api/ignite/application/package-designer')).status).toBe(404);

    expect((await clerk.get('/api/ignite/export?category=popups')).status).toBe(403);
    expect((await clerk.post('/api/ignite/import?dryRun=true', body)).status).toBe(403);

    const imported = await admin.post('/api/ignite/import', body);
    expect(imported.status).toBe(200);
    expect(imported.body.forms).toEqual([{ id: 'package-designer', outcome: 'created' }]);
  });

  it('asks an administrator who imports forms to be a designer too; resources alone need no more', async () => {
    // A role with the administrators' acl of resources but not the designers' (as elevated_admin).
    await grantRole('norole@ignite.local', 'resource_keeper', ['admin.resources']);
    const keeper = client(server.url, await signIn(server.url, 'norole@ignite.local'));

    const forms = { formatVersion: 1, forms: [newForm('package-keeper', 'Note')] };
    const refused = await keeper.post('/api/ignite/import', forms);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');
    expect((await admin.get('/api/ignite/application/package-keeper')).status).toBe(404);

    const resourcesOnly = {
      formatVersion: 1,
      forms: [],
      resources: [
        {
          name: 'keeper-notes',
          formId: 'court-fine-create',
          readAcl: 'court-fines.read',
          writeAcl: 'court-fines.write',
          searchableFields: ['caseNumber'],
        },
      ],
    };
    const imported = await keeper.post('/api/ignite/import', resourcesOnly);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  });

  it('imports several files at once and names each file in its problems', async () => {
    const good = { name: 'good.json', content: newForm('package-two', 'Two') };
    const bad = {
      name: 'bad.json',
      content: { formatVersion: 1, forms: [{ id: 'Bad Id', name: 'x', category: '', components: [] }] },
    };
    const refused = await designer.post('/api/ignite/import?dryRun=true', { files: [good, bad] });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('INVALID_PACKAGE');
    expect(refused.body.details).toEqual([
      expect.objectContaining({ file: 'bad.json', path: '/forms/0/id' }),
    ]);

    const other = { name: 'other.json', content: newForm('package-three', 'Three') };
    const dryRun = await designer.post('/api/ignite/import?dryRun=true', { files: [good, other] });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.forms).toEqual([
      { id: 'package-two', outcome: 'created' },
      { id: 'package-three', outcome: 'created' },
    ]);
  });

  it("refuses forms with lint errors, as a publish does, and checks against the package's own resources", async () => {
    const amount = { type: 'number', key: 'amount', label: 'Amount', input: true };
    const twoKeys = {
      ...newForm('package-lint', 'Note'),
      components: [amount, { ...amount, label: 'Amount again' }],
    };
    const refused = await admin.post('/api/ignite/import', {
      files: [{ name: 'lint.json', content: twoKeys }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('INVALID_PACKAGE');
    expect(refused.body.details).toEqual([
      expect.objectContaining({
        file: 'lint.json',
        path: '/components/1/key',
        message: expect.stringContaining('(duplicate-key)'),
      }),
    ]);
    expect((await admin.get('/api/ignite/application/package-lint')).status).toBe(404);

    // A screen that saves to a resource the same package declares is not an undeclared resource.
    const screen = {
      ...newForm('package-screen', 'Note'),
      components: [
        {
          type: 'screen-config',
          key: 'screenConfiguration',
          input: false,
          screenType: 'create',
          submissionUrl: '/package-notes',
        },
        { type: 'textfield', key: 'note', label: 'Note', input: true },
      ],
    };
    const declared = {
      formatVersion: 1,
      forms: [screen],
      resources: [
        {
          name: 'package-notes',
          formId: 'package-screen',
          readAcl: 'forms.design',
          writeAcl: 'forms.design',
          searchableFields: ['note'],
        },
      ],
    };
    const dryRun = await admin.post('/api/ignite/import?dryRun=true', declared);
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    const alone = await admin.post('/api/ignite/import?dryRun=true', { formatVersion: 1, forms: [screen] });
    expect(alone.status).toBe(400);
    expect(alone.body.details[0].message).toContain('"package-notes"');
  });

  it('does not change a form another designer holds in the builder (423), nor in a dry run', async () => {
    const form = newForm('package-locked', 'Note');
    expect((await admin.post('/api/ignite/import', form)).status).toBe(200);
    const locked = await designer.post('/api/ignite/application/toggleLock/package-locked/true');
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const changed = { ...form, name: 'Changed while locked' };
    for (const url of ['/api/ignite/import?dryRun=true', '/api/ignite/import']) {
      const refused = await admin.post(url, changed);
      expect(refused.status, url).toBe(423);
      expect(refused.body.errorCode).toBe('FORM_LOCKED');
      expect(refused.body.message).toMatch(/^The form "package-locked" is locked by /);
    }
    expect((await admin.get('/api/ignite/application/package-locked')).body.name).toBe(
      'Package package-locked',
    );
    // Released, the import goes through.
    expect((await designer.post('/api/ignite/application/toggleLock/package-locked/false')).status).toBe(200);
    expect((await admin.post('/api/ignite/import', changed)).status).toBe(200);
    expect((await admin.get('/api/ignite/application/package-locked')).body.name).toBe(
      'Changed while locked',
    );
  });

  it('counts a form only ever saved as a draft as there: changed, and held by its designer', async () => {
    const draft = newForm('package-draft-only', 'Draft note');
    const saved = await designer.post('/api/ignite/forms', { form: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect((await designer.post('/api/ignite/application/toggleLock/package-draft-only/true')).status).toBe(
      200,
    );
    const imported = { ...draft, name: 'Imported over the draft' };
    for (const url of ['/api/ignite/import?dryRun=true', '/api/ignite/import']) {
      const refused = await admin.post(url, imported);
      expect(refused.status, url).toBe(423);
      expect(refused.body.errorCode).toBe('FORM_LOCKED');
    }
    expect((await designer.post('/api/ignite/application/toggleLock/package-draft-only/false')).status).toBe(
      200,
    );
    const dryRun = await admin.post('/api/ignite/import?dryRun=true', imported);
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    expect(dryRun.body.forms).toEqual([
      { id: 'package-draft-only', outcome: 'changed', unpublishedDraft: 1 },
    ]);
  });

  it('refuses, in the dry run and the import, a form restricted to an acl the importer does not hold, storing nothing', async () => {
    // An importer who is administrator of resources and designer, but not of the audit trail.
    await grantRole('cashier@ignite.local', 'form_importer', ['admin.resources', 'forms.design']);
    const importer = client(server.url, await signIn(server.url, 'cashier@ignite.local'));

    const wire = (await admin.get('/api/ignite/application/audit-log')).body;
    const auditLog = { ...wire, components: JSON.parse(wire.components[0]), name: 'Audit Trail (imported)' };
    const restricted = {
      ...newForm('package-restricted', 'Note'),
      components: [
        { type: 'textfield', key: 'note', label: 'Note', input: true, aclResource: 'admin.audit' },
      ],
    };
    const body = { formatVersion: 1, forms: [newForm('package-allowed', 'Note'), auditLog, restricted] };

    for (const caller of [designer, importer]) {
      const dryRun = await caller.post('/api/ignite/import?dryRun=true', body);
      expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(403);
      expect(dryRun.body).toEqual({
        errorCode: 'FORM_ACL_NOT_HELD',
        message: expect.stringContaining('audit-log'),
        details: {
          acls: ['admin.audit'],
          forms: [
            { formId: 'audit-log', acls: ['admin.audit'] },
            { formId: 'package-restricted', acls: ['admin.audit'] },
          ],
        },
      });
      expect(dryRun.body.message).toContain('package-restricted');
    }
    const refused = await importer.post('/api/ignite/import', body);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('FORM_ACL_NOT_HELD');
    expect((await admin.get('/api/ignite/application/audit-log')).body.name).toBe(wire.name);
    for (const formId of ['package-allowed', 'package-restricted'])
      expect((await admin.get(`/api/ignite/application/${formId}`)).status).toBe(404);

    // Without the restricted forms the importer's package goes in; the administrator imports the rest.
    expect(
      (await importer.post('/api/ignite/import', { formatVersion: 1, forms: [body.forms[0]] })).status,
    ).toBe(200);
    const imported = await admin.post('/api/ignite/import', body);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await admin.get('/api/ignite/application/audit-log')).body.name).toBe('Audit Trail (imported)');
  });
});
