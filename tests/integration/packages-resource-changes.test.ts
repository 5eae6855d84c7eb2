// What an import does to a resource it changes: the dry run says which fields change, and warns when an
// approval workflow or an acl goes; the import audits each resource it declares with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let admin: ReturnType<typeof client>;
let designer: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
});
afterAll(() => server?.stop());

interface Entry {
  id: number;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

async function entriesAfter(afterId: number): Promise<Entry[]> {
  const q = encodeURIComponent(`id>${afterId}`);
  const response = await admin.get(`/api/iam/audit-log?q=${q}&sort=id,asc&size=1000`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.content;
}

const lastId = async () => (await admin.get('/api/iam/audit-log?size=1')).body.content[0]?.id ?? 0;

/** The write-offs resource as an environment without their approval workflow declares it. */
const writeOffsWithoutWorkflow = {
  name: 'court-fine-write-offs',
  formId: 'court-fine-write-off',
  readAcl: 'court-fines.read',
  writeAcl: 'court-fines.write',
  searchableFields: ['caseNumber', 'reason'],
};

const packageOf = (resources: unknown[]) => ({ formatVersion: 1, forms: [], resources, menu: [] });

describe(`packages: changes to resources (${TEST_DB_KIND})`, () => {
  it('says in a dry run which fields of a resource change, warning when its workflow goes', async () => {
    const held = (await admin.get('/api/ignite/resources/court-fine-write-offs')).body;
    expect(held.workflow.create).toHaveLength(1);
    const before = await lastId();

    // Designers see it too: they may dry-run an import.
    const dryRun = await designer.post(
      '/api/ignite/import?dryRun=true',
      packageOf([writeOffsWithoutWorkflow]),
    );
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    expect(dryRun.body.resources).toEqual([
      {
        name: 'court-fine-write-offs',
        outcome: 'changed',
        changes: [{ path: 'workflow', kind: 'removed', before: held.workflow }],
        warnings: [
          'Removes the approval workflow: court-fine-write-offs records will be created and changed without approval',
        ],
      },
    ]);
    // Nothing written, nothing audited.
    expect((await admin.get('/api/ignite/resources/court-fine-write-offs')).body.workflow).toEqual(
      held.workflow,
    );
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('warns when an acl goes from a resource, or one of the steps of its workflow', async () => {
    const held = (await admin.get('/api/ignite/resources/court-fine-write-offs')).body;
    const dryRun = await admin.post(
      '/api/ignite/import?dryRun=true',
      packageOf([
        {
          ...writeOffsWithoutWorkflow,
          readAcl: 'court-fines.read,forms.design',
          writeAcl: 'forms.design',
          workflow: { ...held.workflow, update: undefined },
        },
      ]),
    );
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    const [entry] = dryRun.body.resources;
    expect(entry.changes).toEqual([
      {
        path: 'readAcl',
        kind: 'changed',
        before: 'court-fines.read',
        after: 'court-fines.read,forms.design',
      },
      { path: 'writeAcl', kind: 'changed', before: 'court-fines.write', after: 'forms.design' },
      { path: 'workflow.update', kind: 'removed', before: held.workflow.update },
    ]);
    expect(entry.warnings).toEqual([
      'Removes the acl "court-fines.write" from writeAcl: users who write court-fine-write-offs records through it alone no longer can',
      'Removes the approval of changes: court-fine-write-offs records will be changed without approval',
    ]);
  });

  it('audits each resource an import declares with before and after, and none it leaves alone', async () => {
    const held = (await admin.get('/api/ignite/resources/court-fine-write-offs')).body;
    const courtFines = (await admin.get('/api/ignite/resources/court-fines')).body;
    const { retiredAt: _retiredAt, ...unchangedFines } = courtFines;
    const created = {
      name: 'pkg-audited-notes',
      formId: 'court-fine-create',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber'],
    };
    const before = await lastId();
    const imported = await admin.post(
      '/api/ignite/import',
      packageOf([writeOffsWithoutWorkflow, unchangedFines, created]),
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.resources.map((entry: { outcome: string }) => entry.outcome)).toEqual([
      'changed',
      'unchanged',
      'created',
    ]);

    const entries = await entriesAfter(before);
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['resource.update', 'resources/court-fine-write-offs'],
      ['resource.create', 'resources/pkg-audited-notes'],
      ['package.import', null],
    ]);
    expect(entries[0]).toMatchObject({
      before: { workflow: held.workflow },
      after: writeOffsWithoutWorkflow,
    });
    expect((entries[0]!.after as Record<string, unknown>).workflow).toBeUndefined();
    expect(entries[1]).toMatchObject({ before: null, after: created });
    expect((await admin.get('/api/ignite/resources/court-fine-write-offs')).body.workflow).toBeUndefined();
  });
});
