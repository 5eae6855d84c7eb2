// A rejection keeps what it rejected, for the submitter (and only what each reader may see of it).
import { describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { TEST_DB_KIND } from '../helpers/test-server';
import { declareReviewedFines } from '../helpers/reviewed-fines';

const demo = demoUsersOnTestServer(['clerk', 'approver1', 'admin'] as const);
const { api, actor } = demo;

describe(`a rejected change (${TEST_DB_KIND})`, () => {
  it('is kept in the rejection, shown to the submitter on the returned item without fields hidden from them', async () => {
    await declareReviewedFines(api.admin, 'fines-rejected-review', [
      { name: 'Check', roles: ['fine_approver'] },
    ]);
    const created = await api.admin.post('/api/fines-rejected-review', {
      caseNumber: 'CF-2026-0630',
      offenderName: 'Lee',
      amount: 300,
      dueDate: '2027-02-01',
      internalNotes: 'SECRET-INTERNAL',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The administrator, who sees internal notes, sends a change of them too.
    const submitted = await api.admin.put(`/api/fines-rejected-review/${created.body.id}`, {
      requestBody: {
        ...created.body,
        amount: 250,
        offenderName: 'Lee Kah Wai',
        internalNotes: 'SECRET-CHANGED',
      },
      workflowActor: actor('approver1'),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const item = (await api.approver1.get('/api/workflow/items/my')).body.content.find(
      (candidate: { recordId: number }) => candidate.recordId === created.body.id,
    );
    const rejected = await api.approver1.post(`/api/workflow/items/${item.id}/reject`, {
      reason: 'The amount is wrong',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.record).not.toHaveProperty('pendingChanges');
    expect(rejected.body.record.workflowHistory.at(-1)).toMatchObject({
      decision: 'REJECTED',
      reason: 'The amount is wrong',
      pendingChanges: { amount: 250, offenderName: 'Lee Kah Wai' },
    });
    expect(JSON.stringify(rejected.body)).not.toContain('SECRET');

    // The submitter's returned item shows what they sent, all of it.
    const returned = (await api.admin.get('/api/workflow/items/my')).body.content.find(
      (candidate: { recordId: number; status: string }) =>
        candidate.recordId === created.body.id && candidate.status === 'RETURNED',
    );
    const shown = await api.admin.get(`/api/workflow/items/${returned.id}`);
    expect(shown.body.record).toMatchObject({ amount: 300, internalNotes: 'SECRET-INTERNAL' });
    expect(shown.body.record.workflowHistory.at(-1).pendingChanges).toMatchObject({
      amount: 250,
      offenderName: 'Lee Kah Wai',
      internalNotes: 'SECRET-CHANGED',
    });

    // A reader who may not see internal notes sees the rest of the rejected change, not them.
    const read = await api.clerk.get(`/api/fines-rejected-review/${created.body.id}`);
    expect(read.body.workflowHistory.at(-1).pendingChanges).toMatchObject({ amount: 250 });
    expect(JSON.stringify(read.body)).not.toContain('SECRET');
    const listed = await api.clerk.get('/api/fines-rejected-review');
    expect(JSON.stringify(listed.body)).not.toContain('SECRET');
    expect(JSON.stringify(listed.body)).toContain('Lee Kah Wai');
  });
});
