// Retired forms and packages: exporting every form or a category leaves them out, naming one exports it,
// and importing over one restores it to the builder's list, the dry run saying so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: ReturnType<typeof client>;
let designer: ReturnType<typeof client>;

const CATEGORY = 'retired-package-tests';

const form = (id: string, label = 'Note', extra: Record<string, unknown>[] = []) => ({
  id,
  name: `Form ${id}`,
  category: CATEGORY,
  components: [{ type: 'textfield', key: 'note', label, input: true }, ...extra],
});

const ids = (forms: { id: string }[]) => forms.map((entry) => entry.id);
const listed = async () => ids((await designer.get('/api/ignite/forms')).body);

/** Publishes a popup form and a form that opens it, then retires the popup (used, so kept). */
async function retiredPopup(id: string) {
  expect((await designer.post('/api/ignite/application', form(id))).status).toBe(201);
  const opener = { ...form(`${id}-opener`, 'Note', [{ type: 'form', key: 'nested', form: id }]) };
  expect((await designer.post('/api/ignite/application', { ...opener, category: 'other' })).status).toBe(201);
  const retired = await designer.delete(`/api/ignite/forms/${id}`);
  expect(retired.body.outcome).toBe('retired');
  expect(await listed()).not.toContain(id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
});
afterAll(() => server?.stop());

describe(`packages: retired forms (${TEST_DB_KIND})`, () => {
  it('leaves retired forms out of an export of every form or a category, and exports one named', async () => {
    expect((await designer.post('/api/ignite/application', form('rt-kept'))).status).toBe(201);
    await retiredPopup('rt-export');

    const all = await designer.get('/api/ignite/export');
    expect(all.status).toBe(200);
    expect(ids(all.body.forms)).toContain('rt-kept');
    expect(ids(all.body.forms)).not.toContain('rt-export');

    const category = await designer.get(`/api/ignite/export?category=${CATEGORY}`);
    expect(category.status).toBe(200);
    expect(ids(category.body.forms)).toEqual(['rt-kept']);

    // Named (the forms list shows it under "Show retired"), it is exported as asked.
    const named = await designer.get('/api/ignite/export?formId=rt-export');
    expect(named.status).toBe(200);
    expect(ids(named.body.forms)).toEqual(['rt-export']);
  });

  it('restores a retired form an import leaves unchanged, saying so in the dry run', async () => {
    await retiredPopup('rt-same');
    const exported = (await designer.get('/api/ignite/export?formId=rt-same')).body;

    const dryRun = await admin.post('/api/ignite/import?dryRun=true', exported);
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    expect(dryRun.body.forms).toEqual([{ id: 'rt-same', outcome: 'changed', restored: true }]);
    expect(await listed()).not.toContain('rt-same');

    const imported = await admin.post('/api/ignite/import', exported);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.forms).toEqual([{ id: 'rt-same', outcome: 'changed', restored: true }]);
    expect(await listed()).toContain('rt-same');
    // No new version for the same content; the restore is in the audit log.
    const versions = (await designer.get('/api/ignite/forms/rt-same/versions')).body;
    expect(versions).toHaveLength(1);
    const log = await admin.get(
      `/api/iam/audit-log?q=${encodeURIComponent('target=forms/rt-same')}&sort=id,asc&size=100`,
    );
    expect(log.body.content.map((entry: { action: string }) => entry.action)).toContain('form.restore');

    // Again, it is unchanged.
    const again = await admin.post('/api/ignite/import?dryRun=true', exported);
    expect(again.body.forms).toEqual([{ id: 'rt-same', outcome: 'unchanged' }]);
  });

  it('restores a retired form an import changes, publishing the imported version', async () => {
    await retiredPopup('rt-changed');
    const changed = form('rt-changed', 'Imported note');
    const dryRun = await admin.post('/api/ignite/import?dryRun=true', changed);
    expect(dryRun.body.forms).toEqual([{ id: 'rt-changed', outcome: 'changed', restored: true }]);

    expect((await admin.post('/api/ignite/import', changed)).status).toBe(200);
    expect(await listed()).toContain('rt-changed');
    const served = (await designer.get('/api/ignite/application/rt-changed')).body;
    expect(JSON.parse(served.components[0])[0].label).toBe('Imported note');
  });
});
