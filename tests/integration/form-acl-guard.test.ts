// Publishing a form needs every acl it restricts a screen or fields to, in the version published now and
// in the new one: a designer cannot lift a restriction on data they may not see, nor put their scripts on
// a screen only administrators open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let designer: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  designer = client(server.url, await signIn(server.url, 'designer@ignite.local'));
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
});
afterAll(() => server?.stop());

type Component = Record<string, unknown> & {
  components?: Component[];
  columns?: { components: Component[] }[];
};

/** The published form as a save sends it (components as a list). */
async function publishedForm(id: string) {
  const wire = (await admin.get(`/api/ignite/application/${id}`)).body;
  return { ...wire, components: JSON.parse(wire.components[0]) as Component[] };
}

/** The components with every aclResource equal to `acl` removed, wherever they are nested. */
function withoutAcl(components: Component[], acl: string): Component[] {
  return components.map((component) => {
    const { aclResource, ...rest } = component;
    const copy: Component = aclResource === acl ? rest : { ...rest, aclResource };
    if (copy.aclResource === undefined) delete copy.aclResource;
    if (component.components) copy.components = withoutAcl(component.components, acl);
    if (component.columns)
      copy.columns = component.columns.map((column) => ({
        ...column,
        components: withoutAcl(column.components, acl),
      }));
    return copy;
  });
}

const aclsOf = (components: Component[]) => JSON.stringify(components).match(/"aclResource":"[^"]+"/g) ?? [];

describe(`publishing a form needs the acls it names (${TEST_DB_KIND})`, () => {
  it("refuses a designer who would lift a field's acl they do not hold, and changes nothing", async () => {
    const form = await publishedForm('court-fine-create');
    expect(aclsOf(form.components)).toContain('"aclResource":"court-fines.internal"');
    const lifted = { ...form, components: withoutAcl(form.components, 'court-fines.internal') };

    const refused = await designer.post('/api/ignite/application', lifted);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      errorCode: 'FORM_ACL_NOT_HELD',
      message: expect.stringContaining('court-fines.internal'),
      details: { acls: ['court-fines.internal'] },
    });
    expect(aclsOf((await publishedForm('court-fine-create')).components)).toContain(
      '"aclResource":"court-fines.internal"',
    );

    // As a draft it is saved (drafts serve nobody), but not published.
    const draft = await designer.post('/api/ignite/forms/court-fine-create/versions', { form: lifted });
    expect(draft.status).toBe(201);
    const version = draft.body.version.version as number;
    const publish = await designer.post(`/api/ignite/forms/court-fine-create/versions/${version}/publish`);
    expect(publish.status).toBe(403);
    expect(publish.body.errorCode).toBe('FORM_ACL_NOT_HELD');
    expect(aclsOf((await publishedForm('court-fine-create')).components)).toContain(
      '"aclResource":"court-fines.internal"',
    );
  });

  it("refuses a designer a change to a screen restricted to an acl they do not hold (an administrator's)", async () => {
    const form = await publishedForm('audit-log');
    const changed = { ...form, name: 'Audit Trail (changed)' };
    const refused = await designer.post('/api/ignite/application', changed);
    expect(refused.status).toBe(403);
    expect(refused.body.details).toEqual({ acls: ['admin.audit'] });
    // Restricting a new screen to such an acl is refused as well.
    const restricted = await designer.post('/api/ignite/application', {
      id: 'acl-guard-new',
      name: 'New screen',
      category: 'tests',
      components: [{ type: 'screen-config', key: 'screen', screenType: 'view', aclResource: 'admin.roles' }],
    });
    expect(restricted.status).toBe(403);
    expect(restricted.body.details).toEqual({ acls: ['admin.roles'] });
  });

  it('lets a user holding the acls publish, and counts an acl nobody holds (unknown) for nobody', async () => {
    const form = await publishedForm('audit-log');
    expect((await admin.post('/api/ignite/application', { ...form, name: 'Audit Trail' })).status).toBe(200);
    const unknown = await designer.post('/api/ignite/application', {
      id: 'acl-guard-unknown',
      name: 'Unknown acl',
      category: 'tests',
      components: [
        { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
        { type: 'textfield', key: 'note', label: 'Note', input: true, aclResource: 'no-such-acl' },
      ],
    });
    expect(unknown.status).toBe(201);
  });
});
