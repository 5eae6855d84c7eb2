// Preview as a role: a designer's short-lived token narrowed to one role's acls, never beyond their own.
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

async function previewAs(caller: ReturnType<typeof client>, role: string) {
  const response = await caller.post('/api/ignite/preview-token', { role });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { body: response.body, as: client(server.url, response.body.token as string) };
}

const expiryOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

describe(`preview as a role (${TEST_DB_KIND})`, () => {
  it('narrows an admin to the role: its roles and acls only, not privileged, for half an hour', async () => {
    const { body, as } = await previewAs(admin, 'user_role');
    expect(body).toMatchObject({ role: 'user_role', withheldAcls: [] });
    expect(body.acls).toEqual(['court-fines.read', 'court-fines.write', 'dashboard.view', 'worklist.read']);
    const minutes = (expiryOf(body.token) - Date.now() / 1000) / 60;
    expect(minutes).toBeGreaterThan(25);
    expect(minutes).toBeLessThanOrEqual(30);

    const identity = await as.get('/api/iam/auth/users/my-identity');
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({ roles: ['user_role'], privileged: false, acls: body.acls });

    // What the admin may do and user_role may not is refused under the preview.
    expect((await admin.get('/api/iam/roles')).status).toBe(200);
    expect((await as.get('/api/iam/roles')).status).toBe(403);
    expect((await admin.get('/api/fine-payments')).status).toBe(200);
    expect((await as.get('/api/fine-payments')).status).toBe(403);
    expect((await as.get('/api/court-fines')).status).toBe(200);
  });

  it('keeps a preview out of the builder API, while it may open drafts in the portal', async () => {
    const { as } = await previewAs(designer, 'user_role');
    expect((await as.get('/api/ignite/forms')).status).toBe(403);
    const save = await as.post('/api/ignite/forms', {
      form: { id: 'preview-made', name: 'x', category: '', components: [] },
    });
    expect(save.status).toBe(403);
    expect((await as.post('/api/ignite/application/toggleLock/court-fine-create/true')).status).toBe(403);
    expect((await as.post('/api/ignite/preview-token', { role: 'user_role' })).status).toBe(403);
    expect((await as.get('/api/ignite/application/court-fine-create?draft=true')).status).toBe(200);
    // Nor may it be traded for a token without the preview, for this portal or another application.
    const traded = await as.delete('/api/iam/auth/mfa/elevation');
    expect(traded.status).toBe(403);
    expect(traded.body.errorCode).toBe('ACCESS_DENIED');
    const redirect = await as.get(
      '/api/iam/app-redirect-token?requested_by_app_id=ifas&requested_for_app_id=analytics',
    );
    expect(redirect.status).toBe(403);
    // Even a preview of the designer role itself changes no form.
    const { body, as: asDesigner } = await previewAs(designer, 'form_designer');
    expect(body.acls).toContain('forms.design');
    expect((await asDesigner.get('/api/ignite/forms')).status).toBe(403);
    const classic = await asDesigner.post('/api/ignite/application', {
      id: 'preview-made',
      name: 'x',
      category: '',
      components: [],
    });
    expect(classic.status).toBe(403);
    expect((await asDesigner.post('/api/ignite/application/toggleLock/court-fine-create/true')).status).toBe(
      403,
    );
  });

  it('gives a designer previewing super_admin only the acls the designer holds', async () => {
    const { body, as } = await previewAs(designer, 'super_admin');
    expect(body.acls).toEqual(
      expect.arrayContaining(['forms.design', 'court-fines.read', 'court-fines.write', 'worklist.read']),
    );
    expect(body.acls).not.toContain('admin.roles');
    expect(body.withheldAcls).toEqual(expect.arrayContaining(['admin.roles', 'fine-payments.read']));
    const identity = await as.get('/api/iam/auth/users/my-identity');
    expect(identity.body.roles).toEqual(['super_admin']);
    expect(identity.body.acls).toEqual(body.acls);
    expect((await as.get('/api/iam/roles')).status).toBe(403);
    expect((await as.get('/api/fine-payments')).status).toBe(403);
  });

  it('answers 404 ROLE_NOT_FOUND for an unknown role and 403 to non-designers', async () => {
    const unknown = await designer.post('/api/ignite/preview-token', { role: 'no_such_role' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('ROLE_NOT_FOUND');
    const clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
    expect((await clerk.post('/api/ignite/preview-token', { role: 'user_role' })).status).toBe(403);
  });
});
