// The authorisation matrix: for every operation of the OpenAPI document, who may call it and a request
// that reaches its handler (a valid body, an existing target), so that a refusal proves the check and
// not the body's validation. Operations on a record, a document or a workflow item are tried on the
// caller's own and on someone else's; record operations once per seeded resource, with its acls.
import { hasAccess } from '../../runtime/core/access';
import { DEMO_PASSWORD, type ApiClient } from '../helpers/test-server';
import { seedResources, type Caller, type SeedResource } from './demo-callers';

export interface MatrixRequest {
  path: string;
  body?: unknown;
}

/** One way to call an operation: who may, and the request (built per caller: targets may be fresh). */
export interface MatrixVariant {
  label: string;
  allows(caller: Caller): boolean;
  request(caller: Caller): Promise<MatrixRequest> | MatrixRequest;
  /** What a caller who may gets; any 2xx unless said (e.g. 503 where a service is not configured). */
  allowedStatuses?: number[];
  /** Called with a session of its own (signing out ends the session it is called with). */
  freshSession?: boolean;
}

export interface WorkflowItemRef {
  id: string;
  submittedBy: string;
  assignedTo: string;
}

/** What the variants need from the running server, prepared once by the test. */
export interface MatrixFixtures {
  admin: ApiClient;
  userIds: Record<string, string>;
  /** A document uploaded by each demo user, by user name. */
  documents: Record<string, string>;
  /** A fresh scratch form (a draft, version 1), made by an admin. */
  scratchForm(): Promise<string>;
  /** A fresh record of the resource, written by the named user. */
  freshRecord(resource: string, by: string): Promise<{ id: number; version: number }>;
  /** A fresh workflow item, submitted by one user for another to approve. */
  freshItem(submitter: string, assignee: string): Promise<WorkflowItemRef>;
  /** Valid data for a record of the resource. */
  sampleData(resource: string): Record<string, unknown>;
}

const everyone = () => true;
const signedIn = (caller: Caller) => caller.id !== '';
const holding =
  (...acls: string[]) =>
  (caller: Caller) =>
    acls.some((acl) => hasAccess(caller.acls, acl));
const privileged = (caller: Caller) => caller.privileged;

const single = (variant: Omit<MatrixVariant, 'label'>): MatrixVariant[] => [{ label: '', ...variant }];
let unique = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(unique += 1)}`;

const scratchFormBody = (id: string) => ({
  form: { id, name: `Scratch ${id}`, category: 'Security', components: [] },
});

/** Records of every seeded resource, written by two different users (own and someone else's). */
function recordVariants(
  fixtures: MatrixFixtures,
  mode: 'read' | 'write',
  request: (resource: SeedResource, record: { id: number; version: number }) => MatrixRequest,
): MatrixVariant[] {
  return seedResources.flatMap((resource) =>
    ['clerk', 'admin'].map((owner) => ({
      label: `${resource.name}, written by ${owner}`,
      allows: holding(mode === 'read' ? resource.readAcl : resource.writeAcl),
      request: async () => request(resource, await fixtures.freshRecord(resource.name, owner)),
      // A resource with workflow answers the roles to choose from (200) before anything is written, or
      // refuses a change while the record is under review.
      allowedStatuses: resource.workflow && mode === 'write' ? [200, 201, 204, 409] : undefined,
    })),
  );
}

/** Workflow items: one the caller takes part in when they can, and one of two other users. */
function itemVariants(
  fixtures: MatrixFixtures,
  mayAct: (caller: Caller, item: WorkflowItemRef) => boolean,
  path: (item: WorkflowItemRef) => MatrixRequest,
  allowedStatuses?: number[],
): MatrixVariant[] {
  const pairs: [string, string][] = [
    ['clerk', 'approver1'],
    ['designer', 'approver2'],
  ];
  return pairs.map(([submitter, assignee]) => ({
    label: `item of ${submitter} for ${assignee}`,
    allows: (caller: Caller) =>
      mayAct(caller, {
        id: '',
        submittedBy: fixtures.userIds[submitter]!,
        assignedTo: fixtures.userIds[assignee]!,
      }),
    request: async () => path(await fixtures.freshItem(submitter, assignee)),
    allowedStatuses,
  }));
}

/** Documents: the caller's own upload and the upload of another user that no record refers to. */
function documentVariants(fixtures: MatrixFixtures): MatrixVariant[] {
  const otherOf = (caller: Caller) => (caller.name === 'clerk' ? 'designer' : 'clerk');
  return [
    {
      label: "the caller's own document",
      allows: signedIn,
      request: (caller) => ({
        path: `/api/core/documents/download/${fixtures.documents[caller.id ? caller.name : 'clerk']}`,
      }),
    },
    {
      label: "someone else's document",
      allows: () => false,
      request: (caller) => ({ path: `/api/core/documents/download/${fixtures.documents[otherOf(caller)]}` }),
    },
  ];
}

const isParty = (caller: Caller, item: WorkflowItemRef) =>
  caller.id === item.assignedTo || caller.id === item.submittedBy;
const isAssignee = (caller: Caller, item: WorkflowItemRef) => caller.id === item.assignedTo;

/** Every operation of the OpenAPI document, keyed "METHOD /path" as the document writes it. */
export function authorisationMatrix(fixtures: MatrixFixtures): Record<string, MatrixVariant[]> {
  const designers = holding('forms.design');
  const withScratchForm = (path: (id: string) => string, body?: unknown) => async () => ({
    path: path(await fixtures.scratchForm()),
    body,
  });
  return {
    'GET /api/health': single({ allows: everyone, request: () => ({ path: '/api/health' }) }),
    'GET /api/docs': single({ allows: signedIn, request: () => ({ path: '/api/docs' }) }),
    'GET /api/iam/auth/config': single({
      allows: everyone,
      request: () => ({ path: '/api/iam/auth/config' }),
    }),
    'GET /api/iam/auth/users/my-identity': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/auth/users/my-identity' }),
    }),
    'POST /api/iam/auth/sign-out': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/auth/sign-out' }),
      freshSession: true,
    }),
    'GET /api/iam/user/my-profile': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/user/my-profile' }),
    }),
    'PUT /api/iam/user/my-preferences': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/user/my-preferences', body: { theme: 'light' } }),
    }),
    'GET /api/iam/menu': single({ allows: signedIn, request: () => ({ path: '/api/iam/menu' }) }),
    'POST /api/iam/user/users-with-permission': single({
      allows: holding('worklist.read'),
      request: () => ({ path: '/api/iam/user/users-with-permission', body: ['fine_approver'] }),
    }),
    'POST /api/iam/auth/users/filter-acl-users': single({
      allows: holding('worklist.read'),
      request: () => ({
        path: '/api/iam/auth/users/filter-acl-users',
        body: { aclResourceNames: ['fine_approver'] },
      }),
    }),
    'POST /api/iam/user/users-with-iam-ids': single({
      allows: holding('worklist.read'),
      request: () => ({ path: '/api/iam/user/users-with-iam-ids', body: [fixtures.userIds.clerk] }),
    }),
    // Changing a password ends the caller's sessions: a wrong current password reaches the handler and
    // changes nothing (400), which is enough to show who passes the check.
    'POST /api/iam/auth/users/update-password': single({
      allows: signedIn,
      request: () => ({
        path: '/api/iam/auth/users/update-password',
        body: { currentPassword: 'not-the-password', newPassword: 'An0ther-long-passw0rd!' },
      }),
      allowedStatuses: [400],
    }),
    // No application is configured for redirects on the test server: the handler names the unknown one.
    'GET /api/iam/app-redirect-token': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/app-redirect-token?requested_by_app_id=a&requested_for_app_id=b' }),
      allowedStatuses: [400],
    }),
    'GET /api/iam/auth/mfa/status': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/auth/mfa/status' }),
    }),
    'POST /api/iam/auth/mfa/enrolment': single({
      allows: privileged,
      request: () => ({ path: '/api/iam/auth/mfa/enrolment', body: {} }),
    }),
    'POST /api/iam/auth/mfa/enrolment/confirm': single({
      allows: privileged,
      request: () => ({ path: '/api/iam/auth/mfa/enrolment/confirm', body: { code: '000000' } }),
      allowedStatuses: [400],
    }),
    'POST /api/iam/auth/mfa/elevate': single({
      allows: privileged,
      request: () => ({ path: '/api/iam/auth/mfa/elevate', body: { code: '000000' } }),
      allowedStatuses: [409],
    }),
    'DELETE /api/iam/auth/mfa/elevation': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/auth/mfa/elevation' }),
      // Ending an elevation ends the token it is asked with (a new one is answered).
      freshSession: true,
    }),
    'GET /api/iam/access-requests/options': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/access-requests/options' }),
    }),
    'GET /api/iam/access-requests/mine': single({
      allows: signedIn,
      request: () => ({ path: '/api/iam/access-requests/mine' }),
    }),
    'POST /api/iam/access-requests': single({
      allows: signedIn,
      request: () => ({
        path: '/api/iam/access-requests',
        body: { aclResources: ['dashboard.view'], reason: `Matrix ${nextId('request')}` },
      }),
      // A user who holds every acl asked for has nothing to request.
      allowedStatuses: [201, 400, 409],
    }),
    'GET /api/iam/analytics/guest-token': single({
      allows: holding('dashboard.view'),
      request: () => ({ path: '/api/iam/analytics/guest-token' }),
      allowedStatuses: [503],
    }),
    'GET /api/iam/audit-log/verify': single({
      allows: holding('admin.audit'),
      request: () => ({ path: '/api/iam/audit-log/verify' }),
    }),
    'GET /api/iam/audit-log': single({
      allows: holding('admin.audit'),
      request: () => ({ path: '/api/iam/audit-log' }),
    }),
    'GET /api/ignite/application/{id}': [
      {
        label: 'a published form',
        allows: signedIn,
        request: () => ({ path: '/api/ignite/application/court-fine-list' }),
      },
      {
        label: 'a public form',
        allows: everyone,
        request: () => ({ path: '/api/ignite/application/pay-a-fine' }),
      },
      {
        label: 'the newest draft',
        allows: designers,
        request: () => ({ path: '/api/ignite/application/court-fine-list?draft=true' }),
      },
    ],
    'GET /api/ignite/application': single({
      allows: signedIn,
      request: () => ({ path: '/api/ignite/application' }),
    }),
    'POST /api/ignite/application': single({
      allows: designers,
      request: () => {
        const id = nextId('matrix-form');
        return {
          path: '/api/ignite/application',
          body: { id, name: id, category: 'Security', components: ['[]'] },
        };
      },
    }),
    'POST /api/ignite/application/toggleLock/{id}/{shouldLock}': single({
      allows: designers,
      request: withScratchForm((id) => `/api/ignite/application/toggleLock/${id}/true`),
    }),
    'GET /api/ignite/forms': single({ allows: designers, request: () => ({ path: '/api/ignite/forms' }) }),
    'POST /api/ignite/forms': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms', body: scratchFormBody(nextId('matrix-new')) }),
    }),
    'POST /api/ignite/forms/lint': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/lint', body: scratchFormBody('matrix-lint').form }),
    }),
    'GET /api/ignite/forms/lint-catalogue': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/lint-catalogue' }),
    }),
    'POST /api/ignite/forms/{id}/duplicate': single({
      allows: designers,
      request: async () => ({
        path: `/api/ignite/forms/${await fixtures.scratchForm()}/duplicate`,
        body: { newId: nextId('matrix-copy') },
      }),
    }),
    'DELETE /api/ignite/forms/{id}': single({
      allows: designers,
      request: withScratchForm((id) => `/api/ignite/forms/${id}`),
    }),
    'GET /api/ignite/forms/{id}/used-by': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/court-fine-list/used-by' }),
    }),
    'POST /api/ignite/forms/{id}/restore': single({
      allows: designers,
      request: withScratchForm((id) => `/api/ignite/forms/${id}/restore`),
    }),
    'GET /api/ignite/forms/{id}/versions': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/court-fine-list/versions' }),
    }),
    'GET /api/ignite/forms/{id}/versions/latest': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/court-fine-list/versions/latest' }),
    }),
    'GET /api/ignite/forms/{id}/versions/{version}': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/forms/court-fine-list/versions/1' }),
    }),
    'POST /api/ignite/forms/{id}/versions': single({
      allows: designers,
      request: async () => {
        const id = await fixtures.scratchForm();
        return { path: `/api/ignite/forms/${id}/versions`, body: scratchFormBody(id) };
      },
      allowedStatuses: [200, 201],
    }),
    'POST /api/ignite/forms/{id}/versions/{version}/publish': single({
      allows: designers,
      request: withScratchForm((id) => `/api/ignite/forms/${id}/versions/1/publish`),
    }),
    'POST /api/ignite/forms/{id}/versions/{version}/rollback': single({
      allows: designers,
      request: withScratchForm((id) => `/api/ignite/forms/${id}/versions/1/rollback`, {}),
    }),
    'POST /api/ignite/preview-token': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/preview-token', body: { role: 'user_role' } }),
    }),
    'GET /api/ignite/preview-roles': single({
      allows: designers,
      request: () => ({ path: '/api/ignite/preview-roles' }),
    }),
    'GET /api/ignite/resources': single({
      allows: holding('admin.resources'),
      request: () => ({ path: '/api/ignite/resources' }),
    }),
    'GET /api/ignite/resources/{name}': single({
      allows: holding('admin.resources'),
      request: () => ({ path: '/api/ignite/resources/court-fines' }),
    }),
    'POST /api/ignite/resources': single({
      allows: holding('admin.resources'),
      request: async () => ({ path: '/api/ignite/resources', body: await scratchResource(fixtures) }),
    }),
    'DELETE /api/ignite/resources/{name}': single({
      allows: holding('admin.resources'),
      request: async () => {
        const resource = await scratchResource(fixtures);
        const created = await fixtures.admin.post('/api/ignite/resources', resource);
        if (created.status >= 300) throw new Error(`scratch resource: ${JSON.stringify(created.body)}`);
        return { path: `/api/ignite/resources/${resource.name}` };
      },
    }),
    'GET /api/ignite/export': single({
      allows: holding('forms.design', 'admin.resources'),
      request: () => ({ path: '/api/ignite/export?formId=court-fine-list' }),
    }),
    'POST /api/ignite/import': [
      {
        label: 'dry run',
        allows: holding('forms.design', 'admin.resources'),
        request: async () => ({
          path: '/api/ignite/import?dryRun=true',
          body: await scratchPackage(fixtures),
        }),
      },
      {
        label: 'import',
        allows: holding('admin.resources'),
        request: async () => ({ path: '/api/ignite/import', body: await scratchPackage(fixtures) }),
      },
    ],
    'POST /api/core/documents/upload': single({
      allows: signedIn,
      request: () => ({ path: '/api/core/documents/upload', body: uploadForm('matrix.txt') }),
    }),
    'GET /api/core/documents/download/{id}': documentVariants(fixtures),
    'GET /api/iam/roles': single({
      allows: holding('admin.roles'),
      request: () => ({ path: '/api/iam/roles' }),
    }),
    'GET /api/iam/roles/{name}': single({
      allows: holding('admin.roles'),
      request: () => ({ path: '/api/iam/roles/fine_cashier' }),
    }),
    // The role's acls written back unchanged: the call is checked and applied without changing access.
    'PUT /api/iam/roles/{name}': single({
      allows: holding('admin.roles'),
      request: () => ({ path: '/api/iam/roles/fine_cashier', body: { acls: CASHIER_ACLS } }),
    }),
    'POST /api/iam/roles/{name}': single({
      allows: holding('admin.roles'),
      request: () => ({ path: '/api/iam/roles/fine_cashier', body: { acls: CASHIER_ACLS } }),
    }),
    'GET /api/court-fines/amount-due': single({
      allows: holding('court-fines.read'),
      request: () => ({ path: '/api/court-fines/amount-due?caseNumber=CF-2026-0042&currency=SGD' }),
    }),
    'POST /api/ignite/application/{id}/validation-hooks/{name}': single({
      allows: signedIn,
      request: () => ({ path: '/api/ignite/application/deposit-create/validation-hooks/missing', body: {} }),
      allowedStatuses: [404],
    }),
    'GET /api/workflow/items/my': single({
      allows: signedIn,
      request: () => ({ path: '/api/workflow/items/my' }),
    }),
    'GET /api/workflow/items/pending': single({
      allows: holding('admin.roles'),
      request: () => ({ path: '/api/workflow/items/pending' }),
    }),
    // An administrator who may reassign items opens any, to reassign it.
    'GET /api/workflow/items/{id}': itemVariants(
      fixtures,
      (caller, item) => isParty(caller, item) || holding('admin.roles')(caller),
      (item) => ({ path: `/api/workflow/items/${item.id}` }),
    ),
    'POST /api/workflow/items/{id}/approve': itemVariants(fixtures, isAssignee, (item) => ({
      path: `/api/workflow/items/${item.id}/approve`,
      body: { comment: 'Matrix approval' },
    })),
    'POST /api/workflow/items/{id}/reject': itemVariants(fixtures, isAssignee, (item) => ({
      path: `/api/workflow/items/${item.id}/reject`,
      body: { reason: 'Matrix rejection' },
    })),
    // Only an administrator reassigns, to the other approver (a fresh item is at version 1); its own
    // assignee may not hand it on.
    'POST /api/workflow/items/{id}/reassign': itemVariants(fixtures, holding('admin.roles'), (item) => ({
      path: `/api/workflow/items/${item.id}/reassign`,
      body: {
        assignee: {
          id: fixtures.userIds[item.assignedTo === fixtures.userIds.approver1 ? 'approver2' : 'approver1'],
        },
        version: 1,
      },
    })),
    // Acknowledging is for a decided item returned to its submitter: a pending item is a 409 for its
    // assignee, which still shows that only they pass the check.
    'POST /api/workflow/items/{id}/acknowledge': itemVariants(
      fixtures,
      isAssignee,
      (item) => ({ path: `/api/workflow/items/${item.id}/acknowledge` }),
      [204, 409],
    ),
    'GET /api/{resource}/{id}/export': recordVariants(fixtures, 'read', (resource, record) => ({
      path: `/api/${resource.name}/${record.id}/export`,
    })),
    'GET /api/{resource}': seedResources.map((resource) => ({
      label: resource.name,
      allows: holding(resource.readAcl),
      request: () => ({ path: `/api/${resource.name}` }),
    })),
    'GET /api/{resource}/{id}': recordVariants(fixtures, 'read', (resource, record) => ({
      path: `/api/${resource.name}/${record.id}`,
    })),
    'POST /api/{resource}': seedResources.map((resource) => ({
      label: resource.name,
      allows: holding(resource.writeAcl),
      request: () => ({ path: `/api/${resource.name}`, body: fixtures.sampleData(resource.name) }),
      allowedStatuses: resource.workflow ? [200, 201] : undefined,
    })),
    'POST /api/{resource}/import': seedResources.map((resource) => ({
      label: resource.name,
      allows: holding(resource.writeAcl),
      request: () => ({
        path: `/api/${resource.name}/import`,
        body: { rows: [fixtures.sampleData(resource.name)] },
      }),
      // New records under a workflow are approved one by one: their import is refused (409).
      allowedStatuses: resource.workflow?.create?.length ? [409] : undefined,
    })),
    'PUT /api/{resource}/{id}': recordVariants(fixtures, 'write', (resource, record) => ({
      path: `/api/${resource.name}/${record.id}`,
      body: { ...fixtures.sampleData(resource.name), version: record.version },
    })),
    'POST /api/{resource}/{id}': recordVariants(fixtures, 'write', (resource, record) => ({
      path: `/api/${resource.name}/${record.id}`,
      body: { ...fixtures.sampleData(resource.name), version: record.version },
    })),
    'DELETE /api/{resource}/{id}': recordVariants(fixtures, 'write', (resource, record) => ({
      path: `/api/${resource.name}/${record.id}`,
    })),
    'GET /saml2/authenticate/azure-ad': single({
      allows: everyone,
      request: () => ({ path: '/saml2/authenticate/azure-ad' }),
      // Single sign-on is off on the test server.
      allowedStatuses: [404],
    }),
    'GET /saml2/metadata': single({
      allows: everyone,
      request: () => ({ path: '/saml2/metadata' }),
      allowedStatuses: [404],
    }),
    'POST /saml2/acs': single({
      allows: everyone,
      request: () => ({ path: '/saml2/acs', body: { SAMLResponse: 'bm90IHNhbWw=' } }),
      allowedStatuses: [404],
    }),
    'POST /api/iam/authentication/token': single({
      allows: everyone,
      request: () => ({
        path: '/api/iam/authentication/token',
        body: { authType: 'DB_AUTH', username: 'clerk@ignite.local', password: DEMO_PASSWORD },
      }),
    }),
  };
}

const CASHIER_ACLS = ['worklist.read', 'court-fines.read', 'fine-payments.read', 'fine-payments.write'];

async function publishedScratchForm(fixtures: MatrixFixtures): Promise<string> {
  const formId = await fixtures.scratchForm();
  const published = await fixtures.admin.post(`/api/ignite/forms/${formId}/versions/1/publish`, {});
  if (published.status >= 300) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  return formId;
}

async function scratchResource(fixtures: MatrixFixtures) {
  const formId = await publishedScratchForm(fixtures);
  return {
    name: nextId('matrix-resource').toLowerCase(),
    formId,
    readAcl: 'court-fines.read',
    writeAcl: 'court-fines.write',
    searchableFields: [],
  };
}

async function scratchPackage(fixtures: MatrixFixtures): Promise<unknown> {
  const formId = await publishedScratchForm(fixtures);
  const exported = await fixtures.admin.get(`/api/ignite/export?formId=${formId}`);
  if (exported.status !== 200) throw new Error(`export: ${JSON.stringify(exported.body)}`);
  return exported.body;
}

export function uploadForm(fileName: string, content = 'matrix'): FormData {
  const form = new FormData();
  form.append('documentJson', JSON.stringify({ fileName, fileSize: content.length, fileType: 'text/plain' }));
  form.append('file', new Blob([content], { type: 'text/plain' }), fileName);
  return form;
}
