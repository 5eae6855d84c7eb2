// An administrator gives a pending item to another approver: checked as the approver chooser's choice,
// at the item's version, written to the record's history and the audit log in one go.
import { describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { declareReviewedFines } from '../helpers/reviewed-fines';
import { TEST_DB_KIND } from '../helpers/test-server';

type Name = 'clerk' | 'approver1' | 'approver2' | 'admin';
const demo = demoUsersOnTestServer(['clerk', 'approver1', 'approver2', 'admin'] as const);
const { api, actor, ids } = demo;
type Item = { id: number; recordId: number; version: number; assignedTo: string };

const itemOf = async (name: Name, recordId: number): Promise<Item | undefined> =>
  ((await api[name].get('/api/workflow/items/my')).body.content as Item[]).find(
    (item) => item.recordId === recordId,
  );

/** A write-off (one step, fine_approver) the clerk sends to approver1: answers approver1's item. */
async function writeOffFor(caseNumber: string, amount: number) {
  const submitted = await api.clerk.post('/api/court-fine-write-offs', {
    requestBody: { caseNumber, amount, reason: 'Offender deceased' },
    workflowActor: actor('approver1'),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  return (await itemOf('approver1', submitted.body.id))!;
}

const reassign = (item: Item, assignee: string, version = item.version, as: Name = 'admin') =>
  api[as].post(`/api/workflow/items/${item.id}/reassign`, { assignee: actor(assignee), version });

describe(`reassigning a workflow item (${TEST_DB_KIND})`, () => {
  it('gives a pending item to another holder of the step role: worklists, history and audit follow', async () => {
    const item = await writeOffFor('CF-2026-0042', 30);
    // Its assignee and submitter may not hand it on: only an administrator may.
    for (const name of ['approver1', 'clerk'] as const) {
      const refused = await reassign(item, 'approver2', item.version, name);
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('ACCESS_DENIED');
    }
    // The administrator opens the item: who it waits for, and whom the chooser may offer.
    const shown = await api.admin.get(`/api/workflow/items/${item.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.assignee).toEqual({ id: ids.approver1, displayName: 'Arun Approver' });
    expect(shown.body.reassign).toEqual({
      allowedRoles: ['fine_approver'],
      excludedUsers: [ids.clerk, ids.approver1, ids.admin],
    });

    const moved = await api.admin.post(`/api/workflow/items/${item.id}/reassign`, {
      assignee: actor('approver2'),
      version: item.version,
      reason: 'Arun is on leave',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.item).toMatchObject({ assignedTo: ids.approver2, version: item.version + 1 });
    expect(moved.body.message).toBe('Reassigned to Beth Approver for "Approve write-off".');
    expect(await itemOf('approver1', item.recordId)).toBeUndefined();
    expect(await itemOf('approver2', item.recordId)).toMatchObject({ id: item.id });

    const record = await api.clerk.get(`/api/court-fine-write-offs/${item.recordId}`);
    expect(record.body.workflowStatus).toBe('PENDING');
    expect(record.body.workflowHistory.at(-1)).toMatchObject({
      step: 'Approve write-off',
      decision: 'REASSIGNED',
      byId: ids.admin,
      assignedToName: 'Beth Approver',
      reason: 'Arun is on leave',
    });
    const audited = await demo.server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after', 'details'])
      .where('action', '=', 'workflow.reassign')
      .where('target', '=', `court-fine-write-offs/${item.recordId}`)
      .execute();
    expect(audited).toEqual([
      {
        action: 'workflow.reassign',
        actor_id: ids.admin,
        before: { assignedTo: ids.approver1, assignedToName: 'Arun Approver' },
        after: { assignedTo: ids.approver2, assignedToName: 'Beth Approver' },
        details: { item: item.id, step: 'Approve write-off', reason: 'Arun is on leave' },
      },
    ]);

    // The version moved on: the first approver's stale decision and a second stale reassignment are refused.
    const stale = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {
      version: item.version,
    });
    expect(stale.status).toBe(403);
    const staleMove = await reassign(item, 'approver1');
    expect(staleMove.status).toBe(409);
    expect(staleMove.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      details: { expectedVersion: item.version, currentVersion: item.version + 1 },
    });
    // The new assignee decides it.
    const approved = await api.approver2.post(`/api/workflow/items/${item.id}/approve`, {
      version: item.version + 1,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.record.workflowStatus).toBe('APPROVED');
    const closed = await reassign({ ...item, version: item.version + 1 }, 'approver1');
    expect(closed.status).toBe(409);
    expect(closed.body.errorCode).toBe('WORKFLOW_ITEM_CLOSED');
  });

  it('refuses an unknown user, one without the step role, and the item assignee, changing nothing', async () => {
    const item = await writeOffFor('CF-2026-0101', 20);
    const cases: [string, number, string][] = [
      ['nobody-such', 400, 'UNKNOWN_WORKFLOW_ACTOR'],
      ['norole', 400, 'INVALID_WORKFLOW_ACTOR'],
      ['approver1', 400, 'WORKFLOW_ACTOR_EXCLUDED'],
      ['admin', 400, 'INVALID_WORKFLOW_ACTOR'],
    ];
    for (const [name, status, errorCode] of cases) {
      const refused = await reassign(item, name);
      expect(refused.status, name).toBe(status);
      expect(refused.body, name).toMatchObject({ errorCode, message: expect.any(String) });
    }
    expect((await reassign(item, 'norole')).body.details).toEqual({ allowedRoles: ['fine_approver'] });
    expect((await reassign(item, 'approver1')).body.details).toMatchObject({ reason: 'ASSIGNEE' });
    expect(await itemOf('approver1', item.recordId)).toMatchObject({ version: item.version });
    const record = await api.clerk.get(`/api/court-fine-write-offs/${item.recordId}`);
    expect(record.body.workflowHistory.map((e: { decision: string }) => e.decision)).toEqual(['SUBMITTED']);
  });

  it('leaves out the submitter and the approver of an earlier step, as the next step chooser does', async () => {
    // Every step held by user_role, which the clerk (the submitter) holds too.
    await declareReviewedFines(api.admin, 'fine-reassignments', [
      { name: 'Check', roles: ['user_role'] },
      { name: 'Sign off', roles: ['user_role'] },
    ]);
    const created = await api.clerk.post('/api/fine-reassignments', {
      caseNumber: 'CF-2026-0777',
      offenderName: 'Lee',
      amount: 300,
      dueDate: '2027-02-01',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sent = await api.clerk.put(`/api/fine-reassignments/${created.body.id}`, {
      requestBody: { ...created.body, amount: 250 },
      workflowActor: actor('approver1'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const check = (await itemOf('approver1', created.body.id))!;
    const submitter = await reassign(check, 'clerk');
    expect(submitter.status).toBe(400);
    expect(submitter.body).toMatchObject({
      errorCode: 'WORKFLOW_ACTOR_EXCLUDED',
      message: 'Clara Clerk may not approve "Check": they submitted it. Choose someone else.',
      details: { userId: ids.clerk, reason: 'SUBMITTER' },
    });
    const approved = await api.approver1.post(`/api/workflow/items/${check.id}/approve`, {
      nextStepWorkflowActor: actor('approver2'),
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const signOff = (await itemOf('approver2', created.body.id))!;
    const shown = await api.admin.get(`/api/workflow/items/${signOff.id}`);
    expect(shown.body.reassign.excludedUsers).toEqual([ids.clerk, ids.approver1, ids.approver2, ids.admin]);
    const earlier = await reassign(signOff, 'approver1');
    expect(earlier.status).toBe(400);
    expect(earlier.body.details).toMatchObject({ reason: 'EARLIER_APPROVER' });
    const other = await reassign(signOff, 'designer');
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(await itemOf('approver2', created.body.id)).toBeUndefined();
  });
  it('lists every pending item to an administrator, the longest waiting first, with whom it waits for', async () => {
    const first = await writeOffFor('CF-2026-0042', 11);
    const second = await writeOffFor('CF-2026-0042', 12);
    for (const name of ['clerk', 'approver1'] as const) {
      const refused = await api[name].get('/api/workflow/items/pending');
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('ACCESS_DENIED');
    }
    const total = (await api.admin.get('/api/workflow/items/pending?size=1')).body.totalElements as number;
    // The two newest are the last two of the list.
    const lastTwo = await api.admin.get(`/api/workflow/items/pending?size=1&page=${total - 1}`);
    const last = await api.admin.get(`/api/workflow/items/pending?size=1&page=${total}`);
    expect([lastTwo.body.content[0], last.body.content[0]]).toMatchObject([
      { id: first.id, status: 'PENDING', assignedTo: ids.approver1, assignedToName: 'Arun Approver' },
      { id: second.id, status: 'PENDING', assignedTo: ids.approver1, assignedToName: 'Arun Approver' },
    ]);

    // A decided item leaves the list; a reassigned one shows its new approver.
    expect((await api.approver1.post(`/api/workflow/items/${first.id}/approve`, {})).status).toBe(200);
    expect((await reassign(second, 'approver2')).status).toBe(200);
    const all = await api.admin.get(
      `/api/workflow/items/pending?size=100&page=${Math.ceil((total - 1) / 100)}`,
    );
    const listed = all.body.content as { id: number; assignedToName: string }[];
    expect(listed.some((item) => item.id === first.id)).toBe(false);
    expect(listed.find((item) => item.id === second.id)).toMatchObject({ assignedToName: 'Beth Approver' });
    expect(all.body.totalElements).toBe(total - 1);
  });
});
