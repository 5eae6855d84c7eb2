// A record under review is weighed against what stands as approved: the last approval of a create checks
// it as a new record (not as a change of itself), a record never approved is sent again as new, and a
// deposit whose create is under review or was rejected has nothing to pay out of.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsersOnTestServer } from '../helpers/demo-users';
import { redeclareWorkflow } from '../helpers/resource-workflow';
import { TEST_DB_KIND } from '../helpers/test-server';

const demo = demoUsersOnTestServer(['clerk', 'approver1', 'cashier', 'admin'] as const);
const { api, actor } = demo;
type Item = { id: number; recordId: number; status: string };

const itemOf = async (recordId: number) =>
  ((await api.approver1.get('/api/workflow/items/my')).body.content as Item[]).find(
    (item) => item.recordId === recordId && item.status === 'PENDING',
  )!;

/** Gives a seeded resource a create step approved by a fine approver, keeping the rest of it. */
const createsNeedApproval = (resource: string) =>
  redeclareWorkflow(api.admin, resource, (workflow) => ({
    ...workflow,
    create: [{ name: 'Create check', roles: ['fine_approver'] }],
  }));

const deposit = (depositReference: string, amount: number, status = 'CLEARED') => ({
  depositReference,
  depositorName: 'Tan Wei Ming',
  amount,
  depositDate: '2026-03-01',
  paymentMode: 'CASH',
  status,
});

let references = 0;
const disbursement = (depositReference: string, amount: number) => ({
  disbursementReference: `FD-2026-${String((references += 1) + 900).padStart(4, '0')}`,
  depositReference,
  payeeName: 'Chua Bee Hoon',
  amount,
  disbursementDate: '2026-03-02',
  status: 'PENDING',
});

/** A create the clerk sends to approver1: answers the pending record. */
async function sentForApproval(resource: string, data: Record<string, unknown>) {
  const sent = await api.clerk.post(`/api/${resource}`, {
    requestBody: data,
    workflowActor: actor('approver1'),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body as { id: number; version: number } & Record<string, unknown>;
}

const refunded = (depositReference: string) => ({
  path: 'depositReference',
  rule: 'depositRefunded',
  message: `Deposit ${depositReference} was refunded: nothing more can be disbursed from it.`,
});

beforeAll(async () => {
  await createsNeedApproval('fund-disbursements');
});

describe(`the last approval of a create (${TEST_DB_KIND})`, () => {
  it('refuses a disbursement whose deposit was refunded while it waited, as a new one is refused', async () => {
    const created = await api.clerk.post('/api/deposits', deposit('DEP-2026-0901', 300));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pending = await sentForApproval('fund-disbursements', disbursement('DEP-2026-0901', 300));
    const refund = await api.clerk.put(`/api/deposits/${created.body.id}`, {
      ...created.body,
      status: 'REFUNDED',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const another = await api.clerk.post('/api/fund-disbursements', disbursement('DEP-2026-0901', 300));
    expect(another.status).toBe(400);
    expect(another.body.details).toEqual([refunded('DEP-2026-0901')]);

    const item = await itemOf(pending.id);
    const approval = await api.approver1.post(`/api/workflow/items/${item.id}/approve`, {});
    expect(approval.status, JSON.stringify(approval.body)).toBe(400);
    expect(approval.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [refunded('DEP-2026-0901')],
    });
    // Nothing of the approval is stored: the item still waits, the record is still under review.
    expect((await itemOf(pending.id)).id).toBe(item.id);
    const stored = await api.clerk.get(`/api/fund-disbursements/${pending.id}`);
    expect(stored.body).toMatchObject({ workflowStatus: 'PENDING', version: pending.version });
  });

  it('approves a disbursement whose deposit still has room for it', async () => {
    expect((await api.clerk.post('/api/deposits', deposit('DEP-2026-0902', 300))).status).toBe(201);
    const pending = await sentForApproval('fund-disbursements', disbursement('DEP-2026-0902', 300));
    const approval = await api.approver1.post(
      `/api/workflow/items/${(await itemOf(pending.id)).id}/approve`,
      {},
    );
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    expect(approval.body.record).toMatchObject({ workflowStatus: 'APPROVED', amount: 300 });
  });

  it('refuses a write-off of a fine paid in full while it waited', async () => {
    const fine = await api.clerk.post('/api/court-fines', {
      caseNumber: 'CF-2026-0961',
      offenderName: 'Jo Tan',
      amount: 100,
      dueDate: '2026-12-31',
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    const pending = await sentForApproval('court-fine-write-offs', {
      caseNumber: 'CF-2026-0961',
      amount: 40,
      reason: 'Hardship',
    });
    const paid = await api.cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0961',
      currency: 'SGD',
      amountPaid: 100,
      paymentMethod: 'cash',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const approval = await api.approver1.post(
      `/api/workflow/items/${(await itemOf(pending.id)).id}/approve`,
      {},
    );
    expect(approval.status, JSON.stringify(approval.body)).toBe(400);
    expect(approval.body.details).toEqual([
      {
        path: 'amount',
        rule: 'amountOwed',
        message: 'The write-off (S$ 40.00) is more than the S$ 0.00 owed on court fine CF-2026-0961.',
      },
    ]);
  });
});

describe(`a create rejected and sent again (${TEST_DB_KIND})`, () => {
  it('is weighed as a new disbursement: a refunded deposit pays nothing out for it', async () => {
    const created = await api.clerk.post('/api/deposits', deposit('DEP-2026-0903', 300));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pending = await sentForApproval('fund-disbursements', disbursement('DEP-2026-0903', 200));
    const rejected = await api.approver1.post(`/api/workflow/items/${(await itemOf(pending.id)).id}/reject`, {
      reason: 'Wrong payee',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const refund = await api.clerk.put(`/api/deposits/${created.body.id}`, {
      ...created.body,
      status: 'REFUNDED',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    // The same disbursement, a payee corrected, sent again as a change of the rejected record.
    const again = { ...rejected.body.record, payeeName: 'Chua Bee Hoon (Executor)' };
    const asked = await api.clerk.put(`/api/fund-disbursements/${pending.id}`, again);
    expect(asked.status).toBe(400);
    expect(asked.body.details).toEqual([refunded('DEP-2026-0903')]);
    const sent = await api.clerk.put(`/api/fund-disbursements/${pending.id}`, {
      requestBody: again,
      workflowActor: actor('approver1'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(400);
    expect(sent.body.details).toEqual([refunded('DEP-2026-0903')]);
    expect((await api.clerk.get(`/api/fund-disbursements/${pending.id}`)).body).toMatchObject({
      workflowStatus: 'REJECTED',
      payeeName: 'Chua Bee Hoon',
    });
  });
});

describe(`a deposit not yet approved (${TEST_DB_KIND})`, () => {
  it('has nothing to disburse while its create is under review or once it is rejected, and has once approved', async () => {
    await createsNeedApproval('deposits');
    const notApproved = (depositReference: string) => [
      {
        path: 'depositReference',
        rule: 'depositNotApproved',
        message: `Deposit ${depositReference} is not approved: nothing can be disbursed from it.`,
      },
    ];
    const waiting = await sentForApproval('deposits', deposit('DEP-2026-0904', 300));
    const onWaiting = await api.clerk.post('/api/fund-disbursements', disbursement('DEP-2026-0904', 100));
    expect(onWaiting.status).toBe(400);
    expect(onWaiting.body.details).toEqual(notApproved('DEP-2026-0904'));

    const turnedDown = await sentForApproval('deposits', deposit('DEP-2026-0905', 300));
    const rejected = await api.approver1.post(
      `/api/workflow/items/${(await itemOf(turnedDown.id)).id}/reject`,
      { reason: 'Not received' },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const onRejected = await api.clerk.post('/api/fund-disbursements', disbursement('DEP-2026-0905', 100));
    expect(onRejected.status).toBe(400);
    expect(onRejected.body.details).toEqual(notApproved('DEP-2026-0905'));

    const approved = await api.approver1.post(
      `/api/workflow/items/${(await itemOf(waiting.id)).id}/approve`,
      {},
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const asked = await api.clerk.post('/api/fund-disbursements', disbursement('DEP-2026-0904', 100));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.workflowRoles).toEqual(['fine_approver']);
  });
});

describe(`a court fine not yet approved (${TEST_DB_KIND})`, () => {
  it('takes no payment while its create is under review, says so for its amount due, and takes one once approved', async () => {
    await createsNeedApproval('court-fines');
    const fine = await sentForApproval('court-fines', {
      caseNumber: 'CF-2026-0971',
      offenderName: 'Ong Siew Lan',
      amount: 80,
      dueDate: '2027-01-31',
    });
    const payment = { caseNumber: 'CF-2026-0971', currency: 'SGD', amountPaid: 30, paymentMethod: 'cash' };
    const refused = await api.cashier.post('/api/fine-payments', payment);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      {
        path: 'caseNumber',
        rule: 'courtFineNotApproved',
        message: 'Court fine CF-2026-0971 is not approved: nothing can be paid on it or written off.',
      },
    ]);
    const due = await api.cashier.get('/api/court-fines/amount-due?caseNumber=CF-2026-0971&currency=SGD');
    expect(due.status).toBe(409);
    expect(due.body.errorCode).toBe('COURT_FINE_NOT_APPROVED');

    const approved = await api.approver1.post(
      `/api/workflow/items/${(await itemOf(fine.id)).id}/approve`,
      {},
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const paid = await api.cashier.post('/api/fine-payments', payment);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });
});
