// A record whose create is under review, of a resource that does not lock it meanwhile, may still be
// changed. The approver then decides on the record as it is: a decision taken on what was shown before the
// change is refused as stale, and the item shows the change.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { redeclareWorkflow } from '../helpers/resource-workflow';
import { TEST_DB_KIND } from '../helpers/test-server';

const demo = demoUsersOnTestServer(['clerk', 'approver1', 'admin'] as const);
const { api, actor } = demo;
type Item = { id: number; recordId: number; status: string; version: number; summary: string };

const itemOf = async (recordId: number) =>
  ((await api.approver1.get('/api/workflow/items/my')).body.content as Item[]).find(
    (item) => item.recordId === recordId && item.status === 'PENDING',
  )!;

beforeAll(async () => {
  // Deposits' creates need a fine approver's check; nothing locks a deposit under review.
  await redeclareWorkflow(api.admin, 'deposits', () => ({
    create: [{ name: 'Create check', roles: ['fine_approver'] }],
    summaryField: 'depositReference',
  }));
});

describe(`a record changed while its create is under review (${TEST_DB_KIND})`, () => {
  it('refuses the decision taken on what the approver saw before, and shows the change', async () => {
    const sent = await api.clerk.post('/api/deposits', {
      requestBody: {
        depositReference: 'DEP-2026-0951',
        depositorName: 'Tan Wei Ming',
        amount: 100,
        depositDate: '2026-03-01',
        paymentMode: 'CASH',
        status: 'CLEARED',
      },
      workflowActor: actor('approver1'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const seen = await itemOf(sent.body.id);
    expect(seen.summary).toBe('DEP-2026-0951');

    const changed = await api.clerk.put(`/api/deposits/${sent.body.id}`, {
      ...sent.body,
      depositReference: 'DEP-2026-0952',
      amount: 50000,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const stale = await api.approver1.post(`/api/workflow/items/${seen.id}/approve`, {
      version: seen.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('VERSION_CONFLICT');
    expect((await api.clerk.get(`/api/deposits/${sent.body.id}`)).body.workflowStatus).not.toBe('APPROVED');

    const now = await itemOf(sent.body.id);
    expect(now).toMatchObject({ id: seen.id, version: seen.version + 1, summary: 'DEP-2026-0952' });
    const approved = await api.approver1.post(`/api/workflow/items/${now.id}/approve`, {
      version: now.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.record).toMatchObject({ amount: 50000, workflowStatus: 'APPROVED' });
  });
});
