import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let designer: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const form = (id: string, extra: Record<string, unknown>[] = []) => ({
  id,
  name: `Form ${id}`,
  category: 'tests',
  components: [
    { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
    { type: 'textfield', key: 'title', label: 'Title', input: true },
    ...extra,
  ],
});

describe(`forms API (${TEST_DB_KIND})`, () => {
  it('answers a form in the wire format, components[0] being the JSON text of the list', async () => {
    const response = await clerk.get('/api/ignite/application/court-fine-create');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 'court-fine-create',
      name: 'Create Court Fine',
      category: 'court-fines',
    });
    expect(response.body.components).toHaveLength(1);
    const components = JSON.parse(response.body.components[0]);
    expect(components[0]).toMatchObject({
      type: 'screen-config',
      screenType: 'create',
      submissionUrl: '/court-fines',
    });
  });

  it('creates a form sent five times at once one time, answering the others 409', async () => {
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => designer.post('/api/ignite/forms', { form: form('raced-form') })),
    );
    const statuses = sends.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of sends.filter((response) => response.status === 409))
      expect(['FORM_EXISTS', 'CONFLICT']).toContain(refused.body.errorCode);
  });

  it('answers 404 FORM_NOT_FOUND for an unknown id', async () => {
    const response = await clerk.get('/api/ignite/application/no-such-form');
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe('FORM_NOT_FOUND');
  });

  it('lets designers create then replace a form, listed and filtered by category', async () => {
    const created = await designer.post('/api/ignite/application', form('test-form-a'));
    expect(created.status).toBe(201);
    const replaced = await designer.post('/api/ignite/application', {
      ...form('test-form-a'),
      name: 'Renamed',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.name).toBe('Renamed');
    const all = await clerk.get('/api/ignite/application/');
    expect(all.body.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining(['court-fine-create', 'test-form-a']),
    );
    const tests = await clerk.get('/api/ignite/application?category=tests');
    expect(tests.body.map((f: { id: string }) => f.id)).toEqual(['test-form-a']);
  });

  it('accepts the wire format (components as one JSON text) on save', async () => {
    const wire = { ...form('test-form-wire'), components: [JSON.stringify(form('x').components)] };
    const saved = await designer.post('/api/ignite/application', wire);
    expect(saved.status).toBe(201);
    expect(JSON.parse(saved.body.components[0])).toHaveLength(2);
  });

  it('refuses an invalid form with each problem and its JSON path, storing nothing', async () => {
    const bad = form('test-form-bad', [{ type: 'screen-config', key: 'second', screenType: 'create' }]);
    (bad.components[0] as Record<string, unknown>).screenType = 'list';
    (bad.components[0] as Record<string, unknown>).key = 'bad-';
    const response = await designer.post('/api/ignite/application', bad);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('INVALID_FORM');
    const paths = response.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/components/0/screenType', '/components/0/key', '/components/2']),
    );
    expect((await clerk.get('/api/ignite/application/test-form-bad')).status).toBe(404);
  });

  it('refuses a form with lint errors as a publish does, keeping the stored one; warnings pass', async () => {
    const saved = await designer.post('/api/ignite/application', form('test-form-lint'));
    expect(saved.status).toBe(201);
    const twice = form('test-form-lint', [{ type: 'textfield', key: 'title', label: 'Again', input: true }]);
    const refused = await designer.post('/api/ignite/application', twice);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('LINT_ERRORS');
    expect(refused.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleId: 'duplicate-key', path: '/components/2/key' }),
      ]),
    );
    const kept = await clerk.get('/api/ignite/application/test-form-lint');
    expect(JSON.parse(kept.body.components[0])).toHaveLength(2);

    const warned = form('test-form-lint', [
      { type: 'textfield', key: 'note', label: 'Note', input: true, aclResource: 'no-such-acl' },
    ]);
    expect((await designer.post('/api/ignite/application', warned)).status).toBe(200);
  });
  it('refuses saving to users who are not designers or admins', async () => {
    const response = await clerk.post('/api/ignite/application', form('test-form-clerk'));
    expect(response.status).toBe(403);
    expect(response.body.errorCode).toBe('ACCESS_DENIED');
    expect((await clerk.get('/api/ignite/application/test-form-clerk')).status).toBe(404);
  });
});
