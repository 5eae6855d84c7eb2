// What deleting a record does to the workflow around it.
import { describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { TEST_DB_KIND } from '../helpers/test-server';

const demo = demoUsersOnTestServer(['clerk', 'approver1'] as const);
const { api, actor } = demo;
type Item = { id: number; recordId: number; status: string; version: number };
const worklist = async (who: 'clerk' | 'approver1') =>
  (await api[who].get('/api/workflow/items/my')).body.content as Item[];

/** A write-off the clerk sends to approver1: answers the record and approver1's item. */
async function writeOffUnderReview(amount: number) {
  const submitted = await api.clerk.post('/api/court-fine-write-offs', {
    requestBody: { caseNumber: 'CF-2026-0042', amount, reason: 'Offender deceased' },
    workflowActor: actor('approver1'),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const item = (await worklist('approver1')).find((i) => i.recordId === submitted.body.id)!;
  return { record: submitted.body as { id: number }, item };
}

describe(`a rejected record deleted by its submitter (${TEST_DB_KIND})`, () => {
  it('leaves the worklist with it, in the same transaction', async () => {
    const { record, item } = await writeOffUnderReview(30);
    const rejected = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, {
      reason: 'No death certificate',
    });
    expect(rejected.status).toBe(200);
    const returned = (await worklist('clerk')).find((i) => i.recordId === record.id)!;
    expect(returned.status).toBe('RETURNED');

    const deleted = await api.clerk.delete(`/api/court-fine-write-offs/${record.id}`);
    expect(deleted.status).toBe(204);
    expect((await worklist('clerk')).some((i) => i.id === returned.id)).toBe(false);
  });

  it('one left behind by an earlier delete still opens, says its record is gone, and can be removed', async () => {
    const { record, item } = await writeOffUnderReview(31);
    await api.approver1.post(`/api/workflow/items/${item.id}/reject`, { reason: 'No death certificate' });
    const returned = (await worklist('clerk')).find((i) => i.recordId === record.id)!;
    // Deleted as deletes used to be, leaving the returned item behind.
    await demo.server.database.db
      .updateTable('records')
      .set({ deleted: true })
      .where('id', '=', record.id)
      .execute();

    const shown = await api.clerk.get(`/api/workflow/items/${returned.id}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toMatchObject({
      item: { id: returned.id, status: 'RETURNED' },
      formId: 'court-fine-write-off',
      recordDeleted: 'The record of this rejection has been deleted since.',
    });
    expect(shown.body).not.toHaveProperty('record');

    expect((await api.clerk.post(`/api/workflow/items/${returned.id}/acknowledge`)).status).toBe(204);
    expect((await worklist('clerk')).some((i) => i.id === returned.id)).toBe(false);
  });
});

describe(`an approved write-off (${TEST_DB_KIND})`, () => {
  it('is not deleted, even after a change of it was rejected: the fine still owes what was approved', async () => {
    const owed = async () =>
      (await api.clerk.get('/api/court-fines/amount-due?caseNumber=CF-2026-0042&currency=SGD')).body;
    const before = await owed();
    const { record, item } = await writeOffUnderReview(40);
    const approved = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const afterApproval = await owed();
    expect(afterApproval).not.toEqual(before);

    const refusal = {
      errorCode: 'RECORD_APPROVED',
      message:
        'This record was approved, and changes to it need approval: it cannot be deleted. ' +
        'Send a change for approval instead.',
    };
    const deleted = await api.clerk.delete(`/api/court-fine-write-offs/${record.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject(refusal);

    // A change of it sent and rejected leaves the approved write-off standing: still not deleted.
    const changed = await api.clerk.put(`/api/court-fine-write-offs/${record.id}`, {
      requestBody: {
        caseNumber: 'CF-2026-0042',
        amount: 45,
        reason: 'Offender deceased',
        version: approved.body.record.version,
      },
      workflowActor: actor('approver1'),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const changeItem = (await worklist('approver1')).find((i) => i.recordId === record.id)!;
    expect(
      (await api.approver1.post(`/api/workflow/items/${changeItem.id}/reject`, { reason: 'No' })).status,
    ).toBe(200);
    const again = await api.clerk.delete(`/api/court-fine-write-offs/${record.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(refusal);

    expect((await api.clerk.get(`/api/court-fine-write-offs/${record.id}`)).status).toBe(200);
    expect(await owed()).toEqual(afterApproval);
  });
});
