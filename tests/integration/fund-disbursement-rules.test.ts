// A fund disbursement's rules, through HTTP: a new one starts Pending; it names an existing deposit and,
// with the deposit's other disbursements, pays out no more than the deposit; an update is not weighed against itself, a change
// under review holds its larger amount, and disbursements made at the same moment take turns. Each
// refusal is a field-level answer that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let approver: { id: string; displayName: string };
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  const row = await server.database.db
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('username', '=', 'approver1@ignite.local')
    .executeTakeFirstOrThrow();
  approver = { id: row.id, displayName: row.display_name };
});
afterAll(() => server?.stop());

async function createDeposit(depositReference: string, amount: number, status = 'CLEARED') {
  const created = await clerk.post('/api/deposits', {
    depositReference,
    depositorName: 'Tan Wei Ming',
    amount,
    depositDate: '2026-03-01',
    paymentMode: 'CASH',
    status,
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

let references = 0;
const disburse = (depositReference: string, amount: number, status: string | undefined = 'PENDING') =>
  clerk.post('/api/fund-disbursements', {
    disbursementReference: `FD-2026-${String((references += 1) + 800).padStart(4, '0')}`,
    depositReference,
    payeeName: 'Chua Bee Hoon',
    amount,
    disbursementDate: '2026-03-02',
    ...(status === undefined ? {} : { status }),
  });

/** The deposit's disbursements as stored, listed through the API. */
const disbursementsOf = async (depositReference: string) => {
  const list = await clerk.get(
    `/api/fund-disbursements?size=100&q=${encodeURIComponent(`depositReference=${depositReference}`)}`,
  );
  expect(list.status).toBe(200);
  return (list.body.content as { depositReference: string; amount: number }[])
    .filter((disbursement) => disbursement.depositReference === depositReference)
    .map((disbursement) => disbursement.amount);
};

/** Sends a change of a disbursement to the approver (its update workflow): answers the second answer. */
const changeUnderReview = async (id: number, change: Record<string, unknown>) => {
  const asked = await clerk.put(`/api/fund-disbursements/${id}`, change);
  if (asked.status !== 200) return asked;
  expect(asked.body.workflowRoles).toEqual(['fine_approver']);
  return clerk.put(`/api/fund-disbursements/${id}`, { requestBody: change, workflowActor: approver });
};

describe(`a fund disbursement is checked against its deposit (${TEST_DB_KIND})`, () => {
  it('refuses a deposit reference no deposit has, at the field, and stores nothing', async () => {
    const response = await disburse('DEP-2026-0898', 10);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'depositReference',
          rule: 'deposit',
          message: 'There is no deposit with reference "DEP-2026-0898".',
        },
      ],
    });
    expect(await disbursementsOf('DEP-2026-0898')).toEqual([]);
  });

  it('pays nothing new out of a refunded deposit, while one paid before the refund may still change', async () => {
    const deposit = await createDeposit('DEP-2026-0805', 300);
    const before = await disburse('DEP-2026-0805', 100);
    expect(before.status).toBe(201);
    const second = await disburse('DEP-2026-0805', 50);
    expect(second.status).toBe(201);
    const refunded = await clerk.put(`/api/deposits/${deposit.id}`, {
      depositReference: 'DEP-2026-0805',
      depositorName: 'Tan Wei Ming',
      amount: 300,
      depositDate: '2026-03-01',
      paymentMode: 'CASH',
      status: 'REFUNDED',
      version: deposit.version,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const response = await disburse('DEP-2026-0805', 10);
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      {
        path: 'depositReference',
        rule: 'depositRefunded',
        message: 'Deposit DEP-2026-0805 was refunded: nothing more can be disbursed from it.',
      },
    ]);
    expect(await disbursementsOf('DEP-2026-0805')).toEqual([100, 50]);
    const changed = await changeUnderReview(before.body.id, {
      ...before.body,
      payeeName: 'Chua Bee Hoon Ms',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBeLessThan(300);
    // ...but a change may not ask more of it: a larger amount, or another disbursement moved to it.
    const refusedRefund = {
      path: 'depositReference',
      rule: 'depositRefunded',
      message: 'Deposit DEP-2026-0805 was refunded: nothing more can be disbursed from it.',
    };
    const raised = await clerk.put(`/api/fund-disbursements/${second.body.id}`, {
      ...second.body,
      amount: 60,
    });
    expect(raised.status).toBe(400);
    expect(raised.body.details).toEqual([refusedRefund]);
    await createDeposit('DEP-2026-0811', 500);
    const elsewhere = await disburse('DEP-2026-0811', 200);
    const moved = await clerk.put(`/api/fund-disbursements/${elsewhere.body.id}`, {
      ...elsewhere.body,
      depositReference: 'DEP-2026-0805',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.details).toEqual([refusedRefund]);
    expect(await disbursementsOf('DEP-2026-0805')).toEqual([100, 50]);
  });

  it('refuses more than is left of the deposit, naming the amounts, and takes up to what is left', async () => {
    await createDeposit('DEP-2026-0801', 500);
    expect((await disburse('DEP-2026-0801', 300)).status).toBe(201);
    const tooMuch = await disburse('DEP-2026-0801', 200.01);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'amount',
          rule: 'depositAmount',
          message:
            'The disbursement (S$ 200.01) is more than the S$ 200.00 left of deposit DEP-2026-0801 ' +
            '(S$ 500.00, of which S$ 300.00 is disbursed).',
        },
      ],
    });
    expect(await disbursementsOf('DEP-2026-0801')).toEqual([300]);
    expect((await disburse('DEP-2026-0801', 200)).status).toBe(201);
    expect(await disbursementsOf('DEP-2026-0801')).toEqual([300, 200]);
  });

  it('does not weigh a changed disbursement against itself; a change under review holds its amount', async () => {
    await createDeposit('DEP-2026-0802', 500);
    const created = await disburse('DEP-2026-0802', 400);
    expect(created.status).toBe(201);
    const tooMuch = await changeUnderReview(created.body.id, { ...created.body, amount: 500.01 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details).toEqual([
      expect.objectContaining({
        path: 'amount',
        message:
          'The disbursement (S$ 500.01) is more than the S$ 500.00 left of deposit DEP-2026-0802 ' +
          '(S$ 500.00, of which S$ 0.00 is disbursed).',
      }),
    ]);
    const sent = await changeUnderReview(created.body.id, { ...created.body, amount: 450 });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ amount: 400, pendingChanges: { amount: 450 } });

    // The change may be approved: the larger of its two amounts is held meanwhile.
    const refused = await disburse('DEP-2026-0802', 50.01);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].message).toContain('S$ 50.00 left of deposit DEP-2026-0802');
    expect((await disburse('DEP-2026-0802', 50)).status).toBe(201);
    expect(await disbursementsOf('DEP-2026-0802')).toEqual([400, 50]);
  });

  it('frees what a deleted disbursement held', async () => {
    await createDeposit('DEP-2026-0803', 100);
    const created = await disburse('DEP-2026-0803', 100);
    expect(created.status).toBe(201);
    expect((await disburse('DEP-2026-0803', 1)).status).toBe(400);
    expect((await clerk.delete(`/api/fund-disbursements/${created.body.id}`)).status).toBe(204);
    expect((await disburse('DEP-2026-0803', 100)).status).toBe(201);
  });

  it('lists each deposit with what is left of it (amountLeft), as the check counts it; never stored', async () => {
    const deposit = await createDeposit('DEP-2026-0806', 300);
    await createDeposit('DEP-2026-0807', 80);
    // A refunded deposit's money went back: nothing is left to disburse.
    await createDeposit('DEP-2026-0808', 60, 'REFUNDED');
    const first = await disburse('DEP-2026-0806', 100);
    expect((await disburse('DEP-2026-0806', 20.5)).status).toBe(201);
    // A change under review holds its larger amount.
    expect((await changeUnderReview(first.body.id, { ...first.body, amount: 150 })).status).toBe(200);
    const leftOf = async () => {
      const q = encodeURIComponent('depositReference=in(DEP-2026-0806,DEP-2026-0807,DEP-2026-0808)');
      const list = await clerk.get(`/api/deposits?size=10&sort=depositReference,asc&q=${q}`);
      return (list.body.content as { depositReference: string; amountLeft: number }[]).map((row) => [
        row.depositReference,
        row.amountLeft,
      ]);
    };
    expect(await leftOf()).toEqual([
      ['DEP-2026-0806', 129.5],
      ['DEP-2026-0807', 80],
      ['DEP-2026-0808', 0],
    ]);
    expect((await clerk.get(`/api/deposits?id=${deposit.id}`)).body.content[0].amountLeft).toBe(129.5);
    const sorted = await clerk.get('/api/deposits?sort=amountLeft,asc');
    expect(sorted.status).toBe(400);
    expect(sorted.body.errorCode).toBe('INVALID_SORT');
    // Sent back with a change, it is not stored.
    const stored = await clerk.get(`/api/deposits/${deposit.id}`);
    const saved = await clerk.put(`/api/deposits/${deposit.id}`, { ...stored.body, amountLeft: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('amountLeft');
    expect(await leftOf()).toEqual([
      ['DEP-2026-0806', 129.5],
      ['DEP-2026-0807', 80],
      ['DEP-2026-0808', 0],
    ]);
  });

  it('holds a change under review that moves a disbursement against both deposits', async () => {
    await createDeposit('DEP-2026-0809', 100);
    await createDeposit('DEP-2026-0810', 100);
    const moved = await disburse('DEP-2026-0809', 60);
    expect(moved.status).toBe(201);
    const sent = await changeUnderReview(moved.body.id, {
      ...moved.body,
      depositReference: 'DEP-2026-0810',
      amount: 70,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Found through its pending change alone, it holds 70 against the deposit it would move to...
    const refused = await disburse('DEP-2026-0810', 30.01);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].message).toContain('S$ 30.00 left of deposit DEP-2026-0810');
    // ...and still its stored 60 against the one it names now.
    expect((await disburse('DEP-2026-0809', 40.01)).status).toBe(400);
    const q = encodeURIComponent('depositReference=in(DEP-2026-0809,DEP-2026-0810)');
    const list = await clerk.get(`/api/deposits?size=10&sort=depositReference,asc&q=${q}`);
    expect(list.body.content.map((row: { amountLeft: number }) => row.amountLeft)).toEqual([40, 30]);
  });

  it('keeps a deposit that disbursements stand on: its reference, an amount below them, and the deposit itself', async () => {
    const deposit = await createDeposit('DEP-2026-0812', 300);
    const stored = (await clerk.get(`/api/deposits/${deposit.id}`)).body;
    // Nothing names it yet: its reference may change, and back.
    const renamed = await clerk.put(`/api/deposits/${deposit.id}`, {
      ...stored,
      depositReference: 'DEP-2026-0813',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const back = await clerk.put(`/api/deposits/${deposit.id}`, {
      ...renamed.body,
      depositReference: 'DEP-2026-0812',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await disburse('DEP-2026-0812', 120)).status).toBe(201);

    const kept = await clerk.put(`/api/deposits/${deposit.id}`, {
      ...back.body,
      depositReference: 'DEP-2026-0814',
    });
    expect(kept.status).toBe(400);
    expect(kept.body.details).toEqual([
      {
        path: 'depositReference',
        rule: 'depositInUse',
        message: 'Deposit DEP-2026-0812 has disbursements paid out of it: its reference cannot change.',
      },
    ]);
    const lowered = await clerk.put(`/api/deposits/${deposit.id}`, { ...back.body, amount: 119.99 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.details).toEqual([
      {
        path: 'amount',
        rule: 'depositDisbursed',
        message: 'The deposit cannot be less than the S$ 120.00 already disbursed from it.',
      },
    ]);
    const exactly = await clerk.put(`/api/deposits/${deposit.id}`, { ...back.body, amount: 120 });
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(200);

    const deleted = await clerk.delete(`/api/deposits/${deposit.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({
      errorCode: 'RECORD_IN_USE',
      message: 'Deposit DEP-2026-0812 has disbursements paid out of it: it cannot be deleted.',
    });
    expect((await clerk.get(`/api/deposits/${deposit.id}`)).body).toMatchObject({
      depositReference: 'DEP-2026-0812',
      amount: 120,
    });
    // One with none may go.
    const unused = await createDeposit('DEP-2026-0815', 50);
    expect((await clerk.delete(`/api/deposits/${unused.id}`)).status).toBe(204);
  });

  it('lets concurrent disbursements through only as far as the deposit', async () => {
    await createDeposit('DEP-2026-0804', 1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => disburse('DEP-2026-0804', 400)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    expect(await disbursementsOf('DEP-2026-0804')).toEqual([400, 400]);
  });
});

describe(`a new fund disbursement starts Pending (${TEST_DB_KIND})`, () => {
  it('refuses a create as Approved or Paid, at its status, and stores nothing; a change moves it on', async () => {
    await createDeposit('DEP-2026-0816', 300);
    for (const status of ['APPROVED', 'PAID']) {
      const response = await disburse('DEP-2026-0816', 100, status);
      expect(response.status, status).toBe(400);
      expect(response.body, status).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        details: [
          {
            path: 'status',
            rule: 'disbursementStartsPending',
            message:
              'A new disbursement starts as Pending: it is approved and paid later, by changes that need approval.',
          },
        ],
      });
    }
    expect(await disbursementsOf('DEP-2026-0816')).toEqual([]);
    // One that names no status is Pending.
    const created = await disburse('DEP-2026-0816', 100, undefined);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('PENDING');
    // Approving it is a change, which its workflow sends for approval.
    const approved = await changeUnderReview(created.body.id, { ...created.body, status: 'APPROVED' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'PENDING', pendingChanges: { status: 'APPROVED' } });
  });
});
