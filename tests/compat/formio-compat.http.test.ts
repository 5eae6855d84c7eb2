// Form.io JSON in, the same JSON out (issue 19): every standard component, written as Form.io's builder
// writes it, is imported, given a resource, sent a submission that reads back deep-equal, refused a
// violating one with the rule Form.io applies; the forms move through a package into a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELDS } from '../../server/records/validate-submission';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { compatFixtures } from './compat-fixtures';

let server: TestServer;
let admin: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  for (const { form } of compatFixtures) {
    const imported = await admin.post('/api/ignite/import', form);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const resource = {
      name: form.name,
      formId: form.name,
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: [],
    };
    const declared = await admin.post('/api/ignite/resources', resource);
    expect(declared.status, JSON.stringify(declared.body)).toBe(201);
  }
}, 240_000);
afterAll(() => server?.stop());

const withoutAudit = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !AUDIT_FIELDS.includes(key)));

describe(`Form.io compatibility (${TEST_DB_KIND})`, () => {
  for (const { name, form, submission, invalid } of compatFixtures) {
    it(`${name}: a submission reads back deep-equal, types included`, async () => {
      const created = await clerk.post(`/api/${form.name}`, submission);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const read = await clerk.get(`/api/${form.name}/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(withoutAudit(read.body)).toStrictEqual(submission);
    });

    it(`${name}: the form's display and settings come back as sent`, async () => {
      const stored = await admin.get(`/api/ignite/application/${form.name}`);
      expect(stored.status).toBe(200);
      expect(stored.body.display).toBe(form.display);
      expect(stored.body.settings).toStrictEqual(form.settings);
    });

    it(`${name}: a violating submission is refused by Form.io's ${invalid.rule} rule`, async () => {
      const refused = await clerk.post(`/api/${form.name}`, invalid.data);
      expect(refused.status).toBe(400);
      expect(refused.body.details).toContainEqual(
        expect.objectContaining({ path: invalid.path, rule: invalid.rule }),
      );
    });
  }

  it('exported as a package and imported into a fresh database, the forms come back identical', async () => {
    const ids = compatFixtures.map((fixture) => fixture.form.name).join(',');
    const exported = await admin.get(`/api/ignite/export?formId=${ids}`);
    expect(exported.status).toBe(200);
    const fresh = await startTestServer();
    try {
      const freshAdmin = client(fresh.url, await signIn(fresh.url, 'admin@ignite.local'));
      const imported = await freshAdmin.post('/api/ignite/import', exported.body);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const again = await freshAdmin.get(`/api/ignite/export?formId=${ids}`);
      expect(again.body.forms).toStrictEqual(exported.body.forms);
      for (const { form } of compatFixtures) {
        const stored = exported.body.forms.find((f: { id: string }) => f.id === form.name);
        const components = stored.components as unknown[];
        const list = typeof components[0] === 'string' ? JSON.parse(components[0]) : components;
        expect(list).toStrictEqual(form.components);
        expect({ display: stored.display, settings: stored.settings }).toStrictEqual({
          display: form.display,
          settings: form.settings,
        });
      }
    } finally {
      await fresh.stop();
    }
  }, 240_000);
});
