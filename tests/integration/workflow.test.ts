import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { declareReviewedFines } from '../helpers/reviewed-fines';

let server: TestServer;
let api: Record<'clerk' | 'approver1' | 'approver2' | 'admin', ReturnType<typeof client>>;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  api = {
    clerk: client(server.url, await signIn(server.url, 'clerk@ignite.local')),
    approver1: client(server.url, await signIn(server.url, 'approver1@ignite.local')),
    approver2: client(server.url, await signIn(server.url, 'approver2@ignite.local')),
    admin: client(server.url, await signIn(server.url, 'admin@ignite.local')),
  };
  const rows = await server.database.db
    .selectFrom('users')
    .select(['id', 'username', 'display_name'])
    .execute();
  ids = Object.fromEntries(rows.map((row) => [row.username.split('@')[0]!, row.id]));
});
afterAll(() => server?.stop());

// CF-2026-0042 (S$ 1,200) and CF-2026-0101 (S$ 350) are seeded court fines.
const writeOff = { caseNumber: 'CF-2026-0042', amount: 120, reason: 'Offender deceased' };
const actor = (name: string) => ({ id: ids[name]!, displayName: name });
const recordCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function submitWriteOff(data = writeOff) {
  const response = await api.clerk.post('/api/court-fine-write-offs', {
    requestBody: data,
    workflowActor: actor('approver1'),
    currentUser: actor('clerk'),
  });
  expect(response.status).toBe(201);
  const items = await api.approver1.get('/api/workflow/items/my');
  const item = items.body.content.find(
    (candidate: { recordId: number }) => candidate.recordId === response.body.id,
  );
  return { record: response.body, item };
}

/**
 * A court fine of S$ 300 the clerk creates in the resource, then sends a new amount of for review by the
 * approver: answers the record as created and the approver's item.
 */
async function fineChangedUnderReview(
  resource: string,
  caseNumber: string,
  amount: number,
  approver: 'approver1' | 'admin',
) {
  const created = await api.clerk.post(`/api/${resource}`, {
    caseNumber,
    offenderName: 'Lee',
    amount: 300,
    dueDate: '2027-02-01',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await api.clerk.put(`/api/${resource}/${created.body.id}`, {
    requestBody: { ...created.body, amount },
    workflowActor: actor(approver),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const item = (await api[approver].get('/api/workflow/items/my')).body.content.find(
    (candidate: { recordId: number }) => candidate.recordId === created.body.id,
  );
  return { record: created.body as { id: number }, item: item as { id: number } };
}

describe(`workflow on create (${TEST_DB_KIND})`, () => {
  it('answers the roles that may approve, writing nothing, when no approver is chosen', async () => {
    const before = await recordCount();
    const response = await api.clerk.post('/api/court-fine-write-offs', writeOff);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      workflowRoles: ['fine_approver'],
      message: 'Choose who approves "Approve write-off".',
    });
    expect(await recordCount()).toBe(before);
    const invalid = await api.clerk.post('/api/court-fine-write-offs', { ...writeOff, amount: -1 });
    expect(invalid.status).toBe(400);
  });

  it('refuses an approver who may not act, or the submitter', async () => {
    for (const name of ['norole', 'clerk']) {
      const response = await api.clerk.post('/api/court-fine-write-offs', {
        requestBody: writeOff,
        workflowActor: actor(name),
      });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('INVALID_WORKFLOW_ACTOR');
    }
  });

  it('answers a repeated submission under one Idempotency-Key as first, storing one record for review', async () => {
    const submit = (key: string) =>
      api.clerk.post(
        '/api/court-fine-write-offs',
        { requestBody: { ...writeOff, amount: 15 }, workflowActor: actor('approver1') },
        { 'idempotency-key': key },
      );
    const before = await recordCount();
    const first = await submit('write-off-review-0001');
    expect(first.status).toBe(201);
    const again = await submit('write-off-review-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Sent at the same moment, the second waits for the first and answers its record.
    const together = await Promise.all([submit('write-off-review-0002'), submit('write-off-review-0002')]);
    expect(together.map((response) => response.status)).toEqual([201, 201]);
    expect(together[1]!.body.id).toBe(together[0]!.body.id);
    expect(await recordCount()).toBe(before + 2);
    const items = (await api.approver1.get('/api/workflow/items/my')).body.content as { recordId: number }[];
    for (const id of [first.body.id, together[0]!.body.id])
      expect(items.filter((item) => item.recordId === id)).toHaveLength(1);
  });

  it('stores the record pending, assigns the approver, who alone may approve it', async () => {
    const { record, item } = await submitWriteOff();
    expect(record).toMatchObject({ ...writeOff, workflowStatus: 'PENDING' });
    expect(record.workflowHistory).toEqual([
      expect.objectContaining({
        decision: 'SUBMITTED',
        byName: 'Clara Clerk',
        assignedToName: 'Arun Approver',
      }),
    ]);
    expect(item).toMatchObject({
      resource: 'court-fine-write-offs',
      summary: 'CF-2026-0042',
      submittedByName: 'Clara Clerk',
      status: 'PENDING',
      stepName: 'Approve write-off',
    });

    const wrongActor = await api.approver2.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(wrongActor.status).toBe(403);
    const stale = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, { version: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('VERSION_CONFLICT');
    const locked = await api.clerk.put(`/api/court-fine-write-offs/${record.id}`, {
      ...writeOff,
      version: record.version,
    });
    expect(locked.status).toBe(423);

    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {
      version: item.version,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.record.workflowStatus).toBe('APPROVED');
    expect(approved.body.record.workflowHistory.map((entry: { decision: string }) => entry.decision)).toEqual(
      ['SUBMITTED', 'APPROVED'],
    );
    const again = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(again.body.errorCode).toBe('WORKFLOW_ITEM_CLOSED');
    // Approved, the write-off is not changed behind the approver's back: a change asks for approval too.
    const changed = await api.clerk.put(`/api/court-fine-write-offs/${record.id}`, {
      ...writeOff,
      amount: 600,
      version: approved.body.record.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ workflowRoles: ['fine_approver'] });
    const unchanged = await api.clerk.get(`/api/court-fine-write-offs/${record.id}`);
    expect(unchanged.body).toMatchObject({ amount: writeOff.amount, workflowStatus: 'APPROVED' });
    const worklist = await api.approver1.get('/api/workflow/items/my');
    expect(worklist.body.content.some((candidate: { id: number }) => candidate.id === item.id)).toBe(false);
  });

  it('returns a rejection to the submitter with its reason', async () => {
    const { record, item } = await submitWriteOff({ ...writeOff, caseNumber: 'CF-2026-0101' });
    const noReason = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, { reason: '  ' });
    expect(noReason.body.errorCode).toBe('REASON_REQUIRED');
    const rejected = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, {
      reason: 'No death certificate attached',
    });
    expect(rejected.body.record.workflowStatus).toBe('REJECTED');
    expect(rejected.body.record.workflowHistory.at(-1)).toMatchObject({
      decision: 'REJECTED',
      reason: 'No death certificate attached',
      byName: 'Arun Approver',
    });
    const clerkList = await api.clerk.get('/api/workflow/items/my');
    const returned = clerkList.body.content.find(
      (candidate: { recordId: number }) => candidate.recordId === record.id,
    );
    expect(returned).toMatchObject({ status: 'RETURNED', summary: 'CF-2026-0101' });
    const view = await api.clerk.get(`/api/workflow/items/${returned.id}`);
    expect(view.body).toMatchObject({
      formId: 'court-fine-write-off',
      record: { workflowStatus: 'REJECTED' },
    });
    expect((await api.clerk.post(`/api/workflow/items/${returned.id}/acknowledge`)).status).toBe(204);
    expect(
      (await api.clerk.get('/api/workflow/items/my')).body.content.some(
        (c: { id: number }) => c.id === returned.id,
      ),
    ).toBe(false);
  });
});

describe(`workflow on update, two steps (${TEST_DB_KIND})`, () => {
  it('holds changes until the last approval, asking each step for its approver', async () => {
    await declareReviewedFines(api.admin, 'fine-adjustments', [
      { name: 'Check', roles: ['fine_approver'] },
      { name: 'Sign off', roles: ['super_admin'] },
    ]);
    const created = await api.clerk.post('/api/fine-adjustments', {
      caseNumber: 'CF-2026-0600',
      offenderName: 'Lee',
      amount: 300,
      dueDate: '2027-02-01',
    });
    expect(created.status).toBe(201);
    const change = { ...created.body, amount: 200 };
    const asked = await api.clerk.put(`/api/fine-adjustments/${created.body.id}`, change);
    expect(asked.body.workflowRoles).toEqual(['fine_approver']);
    const submitted = await api.clerk.put(`/api/fine-adjustments/${created.body.id}`, {
      requestBody: change,
      workflowActor: actor('approver1'),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      amount: 300,
      pendingChanges: { amount: 200 },
      workflowStatus: 'PENDING',
    });
    const twice = await api.clerk.put(`/api/fine-adjustments/${created.body.id}`, {
      requestBody: { ...change, version: submitted.body.version },
      workflowActor: actor('approver1'),
    });
    expect(twice.status).toBe(423);

    const item1 = (await api.approver1.get('/api/workflow/items/my')).body.content.find(
      (c: { recordId: number }) => c.recordId === created.body.id,
    );
    const needsNext = await api.approver1.post(`/api/workflow/items/${item1.id}/approve`, {});
    expect(needsNext.body).toEqual({
      // The chooser leaves out the submitter and this approver: the server would refuse either.
      nextAction: {
        allowedRoles: ['super_admin'],
        broadcastRequest: false,
        excludedUsers: [ids.clerk, ids.approver1],
      },
      message: 'Choose who approves "Sign off".',
    });
    const wrongNext = await api.approver1.post(`/api/workflow/items/${item1.id}/approve`, {
      nextStepWorkflowActor: actor('approver2'),
    });
    expect(wrongNext.body.errorCode).toBe('INVALID_WORKFLOW_ACTOR');
    const step1 = await api.approver1.post(`/api/workflow/items/${item1.id}/approve`, {
      nextStepWorkflowActor: actor('admin'),
    });
    expect(step1.body.record).toMatchObject({ amount: 300, pendingChanges: { amount: 200 } });

    const item2 = (await api.admin.get('/api/workflow/items/my')).body.content.find(
      (c: { recordId: number }) => c.recordId === created.body.id,
    );
    expect(item2).toMatchObject({ stepName: 'Sign off', submittedByName: 'Clara Clerk' });
    const final = await api.admin.post(`/api/workflow/items/${item2.id}/approve`, {});
    expect(final.body.record).toMatchObject({ amount: 200, workflowStatus: 'APPROVED' });
    expect(final.body.record).not.toHaveProperty('pendingChanges');
    expect(
      final.body.record.workflowHistory.map(
        (e: { step: string; decision: string }) => `${e.step}:${e.decision}`,
      ),
    ).toEqual(['Check:SUBMITTED', 'Check:APPROVED', 'Sign off:APPROVED']);
    const read = await api.clerk.get(`/api/fine-adjustments/${created.body.id}`);
    expect(read.body.amount).toBe(200);
  });
});

describe(`two steps are two people (${TEST_DB_KIND})`, () => {
  it('refuses the approver of a step as the approver of the next', async () => {
    await declareReviewedFines(api.admin, 'fine-sign-offs', [
      { name: 'Check', roles: ['fine_approver', 'super_admin'] },
      { name: 'Sign off', roles: ['super_admin'] },
    ]);
    const { record: created, item } = await fineChangedUnderReview(
      'fine-sign-offs',
      'CF-2026-0620',
      200,
      'admin',
    );
    const self = await api.admin.post(`/api/workflow/items/${item.id}/approve`, {
      nextStepWorkflowActor: actor('admin'),
    });
    expect(self.status).toBe(400);
    expect(self.body.errorCode).toBe('WORKFLOW_ACTOR_EXCLUDED');
    expect((await api.clerk.get(`/api/fine-sign-offs/${created.id}`)).body).toMatchObject({
      amount: 300,
      pendingChanges: { amount: 200 },
    });
  });
});

describe(`workflow answers and field-level access (${TEST_DB_KIND})`, () => {
  it('answers the record and its pending changes without the fields the caller may not see', async () => {
    await declareReviewedFines(api.admin, 'fines-review', [{ name: 'Check', roles: ['fine_approver'] }]);
    const created = await api.admin.post('/api/fines-review', {
      caseNumber: 'CF-2026-0610',
      offenderName: 'Lee',
      amount: 300,
      dueDate: '2027-02-01',
      internalNotes: 'SECRET-INTERNAL',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const seen = (await api.clerk.get(`/api/fines-review/${created.body.id}`)).body;
    expect(seen).not.toHaveProperty('internalNotes');

    const submitted = await api.clerk.put(`/api/fines-review/${created.body.id}`, {
      requestBody: { ...seen, amount: 250 },
      workflowActor: actor('approver1'),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.pendingChanges).toMatchObject({ amount: 250 });
    expect(JSON.stringify(submitted.body)).not.toContain('SECRET-INTERNAL');
    expect(JSON.stringify((await api.clerk.get(`/api/fines-review/${created.body.id}`)).body)).not.toContain(
      'SECRET-INTERNAL',
    );

    const item = (await api.approver1.get('/api/workflow/items/my')).body.content.find(
      (candidate: { recordId: number }) => candidate.recordId === created.body.id,
    );
    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.record).toMatchObject({ amount: 250, workflowStatus: 'APPROVED' });
    expect(JSON.stringify(approved.body)).not.toContain('SECRET-INTERNAL');
    // Kept all along, for those who may see it.
    expect((await api.admin.get(`/api/fines-review/${created.body.id}`)).body).toMatchObject({
      amount: 250,
      internalNotes: 'SECRET-INTERNAL',
    });
  });

  it('refuses to delete a record with changes under review, even where its resource does not lock it', async () => {
    await declareReviewedFines(api.admin, 'fines-review-open', [{ name: 'Check', roles: ['fine_approver'] }]);
    const { record: created, item } = await fineChangedUnderReview(
      'fines-review-open',
      'CF-2026-0611',
      250,
      'approver1',
    );

    const deleted = await api.clerk.delete(`/api/fines-review-open/${created.id}`);
    expect(deleted.status).toBe(423);
    expect(deleted.body).toMatchObject({
      errorCode: 'RECORD_UNDER_REVIEW',
      message: 'This record has changes waiting for approval: it cannot be deleted until they are decided.',
    });
    expect((await api.clerk.get(`/api/fines-review-open/${created.id}`)).status).toBe(200);

    // One deleted under review before deletes waited: its changes are not applied, and it can be rejected.
    await server.database.db
      .updateTable('records')
      .set({ deleted: true })
      .where('id', '=', created.id)
      .execute();
    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(approved.status).toBe(409);
    expect(approved.body.errorCode).toBe('RECORD_DELETED');
    const rejected = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, { reason: 'Deleted' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

    // Purged, the resource's records go with their workflow items.
    const purged = await api.admin.delete('/api/ignite/resources/fines-review-open?purge=true');
    expect(purged.status, JSON.stringify(purged.body)).toBe(204);
    const items = await server.database.db
      .selectFrom('workflow_items')
      .select('id')
      .where('resource', '=', 'fines-review-open')
      .execute();
    expect(items).toEqual([]);
  });

  it("shows the item's record to its assignee, who needs no read acl of the resource", async () => {
    // Only administrators read these records; approvers review them through their items.
    await declareReviewedFines(
      api.admin,
      'fines-review-hidden',
      [{ name: 'Check', roles: ['fine_approver'] }],
      'admin.resources',
    );
    const { record: created, item } = await fineChangedUnderReview(
      'fines-review-hidden',
      'CF-2026-0612',
      260,
      'approver1',
    );
    expect((await api.approver1.get(`/api/fines-review-hidden/${created.id}`)).status).toBe(403);
    const shown = await api.approver1.get(`/api/workflow/items/${item.id}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.record).toMatchObject({ amount: 300, pendingChanges: { amount: 260 } });
    // Decided, the item no longer opens the record to them: they do not read the resource.
    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const afterwards = await api.approver1.get(`/api/workflow/items/${item.id}`);
    expect(afterwards.status).toBe(403);
    expect(afterwards.body.errorCode).toBe('ACCESS_DENIED');
  });
});
