// A fine payment's rules, through HTTP: it names an existing court fine, in a currency with a rate, and
// pays more than nothing and no more than is still due in its currency; payments taken at the same
// moment take turns. Each refusal is a field-level answer that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let cashier: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
});
afterAll(() => server?.stop());

async function createFine(caseNumber: string, amount: number) {
  const created = await clerk.post('/api/court-fines', {
    caseNumber,
    offenderName: 'Goh Mei Ling',
    amount,
    dueDate: '2027-03-01',
  });
  expect(created.status).toBe(201);
  return created.body as Record<string, unknown> & { id: number };
}

const pay = (caseNumber: string, currency: string, amountPaid: number) =>
  cashier.post('/api/fine-payments', { caseNumber, currency, amountPaid, paymentMethod: 'cash' });

const amountDue = async (caseNumber: string, currency: string) => {
  const response = await cashier.get(
    `/api/court-fines/amount-due?caseNumber=${caseNumber}&currency=${currency}`,
  );
  expect(response.status).toBe(200);
  return response.body.amountDue as number;
};

/** The fine's payments as stored, listed through the API. */
const paymentsOf = async (caseNumber: string) => {
  const list = await cashier.get(
    `/api/fine-payments?size=100&q=${encodeURIComponent(`caseNumber=${caseNumber}`)}`,
  );
  expect(list.status).toBe(200);
  return (list.body.content as { caseNumber: string; amountPaid: number }[]).filter(
    (payment) => payment.caseNumber === caseNumber,
  );
};

describe(`a fine payment is checked against what is still due (${TEST_DB_KIND})`, () => {
  it('refuses a case number no fine has, at the field, and stores nothing', async () => {
    const response = await pay('CF-2026-9998', 'SGD', 10);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'caseNumber',
          rule: 'courtFine',
          message: 'There is no court fine with case number "CF-2026-9998".',
        },
      ],
    });
    expect(await paymentsOf('CF-2026-9998')).toEqual([]);
  });

  it('refuses a currency without an exchange rate, at the field', async () => {
    await createFine('CF-2026-0810', 100);
    const response = await pay('CF-2026-0810', 'JPY', 10);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'currency' })]);
    expect(await paymentsOf('CF-2026-0810')).toEqual([]);
  });

  it('refuses an overpayment in the currency of the payment, naming both amounts, and stores nothing', async () => {
    await createFine('CF-2026-0811', 100);
    expect(await amountDue('CF-2026-0811', 'USD')).toBe(74);
    const response = await pay('CF-2026-0811', 'USD', 80);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'The record is not valid',
      details: [
        {
          path: 'amountPaid',
          rule: 'amountDue',
          message: 'The payment (USD 80.00) is more than the USD 74.00 due on court fine CF-2026-0811.',
        },
      ],
    });
    expect(await paymentsOf('CF-2026-0811')).toEqual([]);
    expect(await amountDue('CF-2026-0811', 'USD')).toBe(74);

    // One cent more than is due is too much; what is left after a payment is what is due next.
    expect((await pay('CF-2026-0811', 'SGD', 60)).status).toBe(201);
    const cent = await pay('CF-2026-0811', 'SGD', 40.01);
    expect(cent.status).toBe(400);
    expect(cent.body.details[0].message).toBe(
      'The payment (SGD 40.01) is more than the SGD 40.00 due on court fine CF-2026-0811.',
    );
    expect((await paymentsOf('CF-2026-0811')).map((payment) => payment.amountPaid)).toEqual([60]);
  });

  it('takes exactly the amount due, in another currency, then says the fine is paid in full', async () => {
    await createFine('CF-2026-0812', 85.5);
    const due = await amountDue('CF-2026-0812', 'EUR');
    expect(due).toBe(58.14); // 85.50 × 0.68
    const paid = await pay('CF-2026-0812', 'EUR', due);
    expect(paid.status).toBe(201);
    expect(await amountDue('CF-2026-0812', 'EUR')).toBe(0);
    expect(await amountDue('CF-2026-0812', 'SGD')).toBe(0);

    const again = await pay('CF-2026-0812', 'SGD', 1);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        { path: 'amountPaid', rule: 'amountDue', message: 'Court fine CF-2026-0812 is paid in full.' },
      ],
    });
    expect(await paymentsOf('CF-2026-0812')).toHaveLength(1);
  });

  it('lets concurrent payments through only as far as the amount due', async () => {
    await createFine('CF-2026-0813', 100);
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay('CF-2026-0813', 'SGD', 40)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body.details).toEqual([
        {
          path: 'amountPaid',
          rule: 'amountDue',
          message: 'The payment (SGD 40.00) is more than the SGD 20.00 due on court fine CF-2026-0813.',
        },
      ]);
    }
    expect(await paymentsOf('CF-2026-0813')).toHaveLength(2);
    expect(await amountDue('CF-2026-0813', 'SGD')).toBe(20);
  });

  it('does not count a changed payment against itself', async () => {
    await createFine('CF-2026-0814', 100);
    const paid = await pay('CF-2026-0814', 'SGD', 60);
    expect(paid.status).toBe(201);
    const changed = await cashier.put(`/api/fine-payments/${paid.body.id}`, {
      ...paid.body,
      amountPaid: 100,
    });
    expect(changed.status).toBe(200);
    expect(await amountDue('CF-2026-0814', 'SGD')).toBe(0);
    const tooMuch = await cashier.put(`/api/fine-payments/${paid.body.id}`, {
      ...changed.body,
      amountPaid: 100.01,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details[0]).toMatchObject({ path: 'amountPaid' });
    expect((await cashier.get(`/api/fine-payments/${paid.body.id}`)).body.amountPaid).toBe(100);
  });

  it('keeps a fine that payments stand on: its case number, an amount below them, and the fine itself', async () => {
    const fine = await createFine('CF-2026-0930', 100);
    const renamed = await clerk.put(`/api/court-fines/${fine.id}`, { ...fine, caseNumber: 'CF-2026-0931' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const back = await clerk.put(`/api/court-fines/${fine.id}`, {
      ...renamed.body,
      caseNumber: 'CF-2026-0930',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await pay('CF-2026-0930', 'SGD', 60)).status).toBe(201);

    const kept = await clerk.put(`/api/court-fines/${fine.id}`, { ...back.body, caseNumber: 'CF-2026-0932' });
    expect(kept.status).toBe(400);
    expect(kept.body.details).toEqual([
      {
        path: 'caseNumber',
        rule: 'courtFineInUse',
        message:
          'Court fine CF-2026-0930 has payments or write-offs recorded against it: its case number cannot change.',
      },
    ]);
    // Paid once, the fine cannot be paid again under a new number.
    expect((await pay('CF-2026-0932', 'SGD', 60)).status).toBe(400);
    const lowered = await clerk.put(`/api/court-fines/${fine.id}`, { ...back.body, amount: 59.99 });
    expect(lowered.status).toBe(400);
    expect(lowered.body.details).toEqual([
      {
        path: 'amount',
        rule: 'courtFineSettled',
        message: 'The fine cannot be less than the S$ 60.00 already paid and written off on it.',
      },
    ]);
    const exactly = await clerk.put(`/api/court-fines/${fine.id}`, { ...back.body, amount: 60 });
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(200);
    expect(await amountDue('CF-2026-0930', 'SGD')).toBe(0);

    const deleted = await clerk.delete(`/api/court-fines/${fine.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body).toMatchObject({
      errorCode: 'RECORD_IN_USE',
      message:
        'Court fine CF-2026-0930 has payments or write-offs recorded against it: it cannot be deleted.',
    });
    expect((await clerk.get(`/api/court-fines/${fine.id}`)).status).toBe(200);
    const unused = await createFine('CF-2026-0933', 10);
    expect((await clerk.delete(`/api/court-fines/${unused.id}`)).status).toBe(204);
  });

  it('answers a repeated request (Idempotency-Key) as first, though the fine is now paid', async () => {
    await createFine('CF-2026-0815', 30);
    const body = { caseNumber: 'CF-2026-0815', currency: 'SGD', amountPaid: 30, paymentMethod: 'cash' };
    const headers = { 'idempotency-key': 'fine-payment-0815' };
    const first = await cashier.post('/api/fine-payments', body, headers);
    expect(first.status).toBe(201);
    const repeated = await cashier.post('/api/fine-payments', body, headers);
    expect(repeated.status).toBe(201);
    expect(repeated.body.id).toBe(first.body.id);
    expect(await paymentsOf('CF-2026-0815')).toHaveLength(1);
  });

  it('keeps the rate a payment was taken at: what it settled does not move with later rates', async () => {
    await createFine('CF-2026-0816', 100);
    const paid = await pay('CF-2026-0816', 'USD', 37);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Taken at the rates file's 0.74 USD for one SGD: S$50 of the fine.
    expect(paid.body.exchangeRate).toBe(0.74);
    expect(await amountDue('CF-2026-0816', 'SGD')).toBe(50);
    // A rate sent by the client is not taken.
    const forged = await cashier.put(`/api/fine-payments/${paid.body.id}`, {
      ...paid.body,
      exchangeRate: 0.37,
    });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    expect(forged.body.exchangeRate).toBe(0.74);
    // Taken when USD stood at 0.5 (as the rate kept with it says): S$74 of the fine, though the rate
    // today is 0.74; an update that keeps its currency keeps that rate.
    const { db } = server.database;
    const stored = await db
      .selectFrom('records')
      .select('data')
      .where('id', '=', paid.body.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('records')
      .set({ data: JSON.stringify({ ...stored.data, exchangeRate: 0.5 }) })
      .where('id', '=', paid.body.id)
      .execute();
    expect(await amountDue('CF-2026-0816', 'SGD')).toBe(26);
    const changed = await cashier.put(`/api/fine-payments/${paid.body.id}`, {
      ...forged.body,
      paymentMethod: 'nets',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.exchangeRate).toBe(0.5);
    expect(await amountDue('CF-2026-0816', 'SGD')).toBe(26);
    // Another currency is taken at today's rate for it.
    const inEuro = await cashier.put(`/api/fine-payments/${changed.body.id}`, {
      ...changed.body,
      currency: 'EUR',
      amountPaid: 34,
    });
    expect(inEuro.status, JSON.stringify(inEuro.body)).toBe(200);
    expect(inEuro.body.exchangeRate).toBe(0.68);
    expect(await amountDue('CF-2026-0816', 'SGD')).toBe(50);
  });
});
