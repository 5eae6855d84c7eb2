// Who may decide a workflow item: its assignee, only while they hold one of its step's roles.
import { describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { client, signIn, TEST_DB_KIND } from '../helpers/test-server';

const demo = demoUsersOnTestServer(['clerk', 'approver1'] as const);
const { api, actor, ids } = demo;

/** A write-off the clerk sends to approver1: answers the record and approver1's item. */
async function writeOffUnderReview(caseNumber: string, amount: number) {
  const submitted = await api.clerk.post('/api/court-fine-write-offs', {
    requestBody: { caseNumber, amount, reason: 'Offender deceased' },
    workflowActor: actor('approver1'),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const items = (await api.approver1.get('/api/workflow/items/my')).body.content as {
    id: number;
    recordId: number;
    version: number;
  }[];
  return {
    record: submitted.body as { id: number },
    item: items.find((i) => i.recordId === submitted.body.id)!,
  };
}

const setApproverRole = async (held: boolean) => {
  const { db } = demo.server.database;
  if (held)
    await db
      .insertInto('user_roles')
      .values({ user_id: ids.approver1!, role_name: 'fine_approver' })
      .execute();
  else
    await db
      .deleteFrom('user_roles')
      .where('user_id', '=', ids.approver1!)
      .where('role_name', '=', 'fine_approver')
      .execute();
  // A removed role ends the approver's sessions: they sign in again.
  api.approver1 = client(demo.server.url, await signIn(demo.server.url, 'approver1@ignite.local'));
};

describe(`an approver who lost the step's role (${TEST_DB_KIND})`, () => {
  it('may neither approve nor reject, is told why, and decides again once the role is back', async () => {
    const { record, item } = await writeOffUnderReview('CF-2026-0042', 40);
    await setApproverRole(false);
    try {
      const message =
        'You no longer hold fine_approver, which "Approve write-off" needs: you cannot approve or reject ' +
        'this item. An administrator can give it back to you.';
      const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {
        version: item.version,
      });
      expect(approved.status).toBe(403);
      expect(approved.body).toEqual({
        errorCode: 'WORKFLOW_ROLE_REQUIRED',
        message,
        details: { allowedRoles: ['fine_approver'] },
      });
      const rejected = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, {
        version: item.version,
        reason: 'Not mine to decide',
      });
      expect(rejected.status).toBe(403);
      expect(rejected.body.errorCode).toBe('WORKFLOW_ROLE_REQUIRED');

      // Still in their worklist, where opening it says why there is nothing to do.
      const mine = (await api.approver1.get('/api/workflow/items/my')).body.content as { id: number }[];
      expect(mine.some((candidate) => candidate.id === item.id)).toBe(true);
      const shown = await api.approver1.get(`/api/workflow/items/${item.id}`);
      expect(shown.status).toBe(200);
      expect(shown.body.refusal).toBe(message);

      // Nothing was decided: the record waits, its item too.
      const stored = await api.clerk.get(`/api/court-fine-write-offs/${record.id}`);
      expect(stored.body).toMatchObject({ workflowStatus: 'PENDING' });
      expect(stored.body.workflowHistory.map((e: { decision: string }) => e.decision)).toEqual(['SUBMITTED']);
    } finally {
      await setApproverRole(true);
    }
    const shown = await api.approver1.get(`/api/workflow/items/${item.id}`);
    expect(shown.body).not.toHaveProperty('refusal');
    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {
      version: item.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.record.workflowStatus).toBe('APPROVED');
  });
});
