// GET /api/court-fines/amount-due through HTTP: what is still owed on a court fine (its amount less its
// payments and approved write-offs), found by case number with read access to court fines, converted from
// SGD with the example rates; every refusal a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExchangeRates } from '../../server/routes/amount-due';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { userIdOf } from '../helpers/users';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let cashier: ReturnType<typeof client>;
let fineId: number;
let approverId: string;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
  const fine = (caseNumber: string, amount: number) => ({
    caseNumber,
    offenderName: 'Goh Mei Ling',
    amount,
    dueDate: '2027-03-01',
  });
  const created = await clerk.post('/api/court-fines', fine('CF-2026-0701', 250));
  expect(created.status).toBe(201);
  fineId = created.body.id;
  expect((await clerk.post('/api/court-fines', fine('CF-2026-0702', 99.99))).status).toBe(201);
  expect((await clerk.post('/api/court-fines', fine('CF-2026-0703', 100))).status).toBe(201);
  approverId = await userIdOf(server, 'approver1@ignite.local');
});
afterAll(() => server?.stop());

const amountDue = (as: ReturnType<typeof client>, caseNumber: string, currency: string) =>
  as.get(
    `/api/court-fines/amount-due?caseNumber=${encodeURIComponent(caseNumber)}&currency=${encodeURIComponent(currency)}`,
  );

describe(`amount due on a court fine (${TEST_DB_KIND})`, () => {
  it('converts the fine amount from SGD with the example rates, rounded to cents', async () => {
    const rates = loadExchangeRates().rates;
    expect((await amountDue(cashier, 'CF-2026-0701', 'SGD')).body).toEqual({
      caseNumber: 'CF-2026-0701',
      currency: 'SGD',
      amountDue: 250,
    });
    const usd = await amountDue(cashier, 'CF-2026-0701', 'USD');
    expect(usd.status).toBe(200);
    expect(usd.body).toEqual({
      caseNumber: 'CF-2026-0701',
      currency: 'USD',
      amountDue: Math.round(250 * rates.USD! * 100) / 100,
    });
    expect((await amountDue(clerk, 'CF-2026-0702', 'MYR')).body.amountDue).toBe(
      Math.round(99.99 * rates.MYR! * 100) / 100,
    );
  });

  it('answers 404 COURT_FINE_NOT_FOUND for an unknown case', async () => {
    const response = await amountDue(cashier, 'CF-1999-0001', 'SGD');
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe('COURT_FINE_NOT_FOUND');
    expect(response.body.message).toContain('CF-1999-0001');
  });

  it('refuses an unsupported currency, naming the supported ones', async () => {
    const response = await amountDue(cashier, 'CF-2026-0701', 'JPY');
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('UNSUPPORTED_CURRENCY');
    expect(response.body.details.supported).toEqual(Object.keys(loadExchangeRates().rates).sort());
  });

  it('refuses malformed queries', async () => {
    for (const url of [
      '/api/court-fines/amount-due?currency=USD',
      '/api/court-fines/amount-due?caseNumber=CF-2026-0701',
      '/api/court-fines/amount-due?caseNumber=CF-2026-0701&currency=usd',
      '/api/court-fines/amount-due?caseNumber=&currency=USD',
    ]) {
      const response = await cashier.get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.errorCode, url).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a token and read access to court fines', async () => {
    expect((await amountDue(client(server.url), 'CF-2026-0701', 'SGD')).status).toBe(401);
    const nobody = client(server.url, await signIn(server.url, 'norole@ignite.local'));
    const refused = await amountDue(nobody, 'CF-2026-0701', 'SGD');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('ACCESS_DENIED');
  });

  it('leaves the records routes of court fines as they were', async () => {
    const record = await cashier.get(`/api/court-fines/${fineId}`);
    expect(record.status).toBe(200);
    expect(record.body.caseNumber).toBe('CF-2026-0701');
    expect((await cashier.get('/api/court-fines/amount-due-not')).body.errorCode).toBe('RECORD_NOT_FOUND');
  });
});

describe(`the amount due is what is still owed (${TEST_DB_KIND})`, () => {
  const approve = async (recordId: number) => {
    const as = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
    const items = await as.get('/api/workflow/items/my');
    const item = items.body.content.find((each: { recordId: number }) => each.recordId === recordId);
    expect((await as.post(`/api/workflow/items/${item.id}/approve`, {})).status).toBe(200);
  };
  const sendWriteOff = (writeOff: Record<string, unknown>, id?: number) =>
    (id === undefined ? clerk.post : clerk.put)(
      id === undefined ? '/api/court-fine-write-offs' : `/api/court-fine-write-offs/${id}`,
      { requestBody: writeOff, workflowActor: { id: approverId, displayName: 'Ann Approver' } },
    );

  it('is less a payment in another currency, converted to SGD at its rate', async () => {
    // USD 37 at 0.74 USD to the SGD is S$ 50 of the S$ 100 fine.
    const paid = await cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0703',
      currency: 'USD',
      amountPaid: 37,
      paymentMethod: 'cash',
    });
    expect(paid.status).toBe(201);
    expect((await amountDue(cashier, 'CF-2026-0703', 'SGD')).body).toEqual({
      caseNumber: 'CF-2026-0703',
      currency: 'SGD',
      amountDue: 50,
    });
    expect((await amountDue(cashier, 'CF-2026-0703', 'USD')).body.amountDue).toBe(37);
    expect((await amountDue(clerk, 'CF-2026-0703', 'MYR')).body.amountDue).toBe(172.5);
  });

  it('is less an approved write-off, not one under review, nor a change of one under review', async () => {
    const sent = await sendWriteOff({ caseNumber: 'CF-2026-0703', amount: 20, reason: 'Hardship' });
    expect(sent.status).toBe(201);
    expect(sent.body.workflowStatus).toBe('PENDING');
    expect((await amountDue(cashier, 'CF-2026-0703', 'SGD')).body.amountDue).toBe(50);

    await approve(sent.body.id);
    expect((await amountDue(cashier, 'CF-2026-0703', 'SGD')).body.amountDue).toBe(30);

    // A change waits for approval: the amount approved before still counts.
    const current = (await clerk.get(`/api/court-fine-write-offs/${sent.body.id}`)).body;
    const changed = await sendWriteOff({ ...current, amount: 45 }, sent.body.id);
    expect(changed.status).toBe(200);
    expect(changed.body.pendingChanges).toMatchObject({ amount: 45 });
    expect((await amountDue(cashier, 'CF-2026-0703', 'SGD')).body.amountDue).toBe(30);
    await approve(sent.body.id);
    expect((await amountDue(cashier, 'CF-2026-0703', 'SGD')).body.amountDue).toBe(5);
  });

  it('is never below nothing, and leaves out a deleted payment', async () => {
    const paid = await cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0703',
      currency: 'SGD',
      amountPaid: 5,
      paymentMethod: 'nets',
    });
    expect(paid.status).toBe(201);
    expect((await amountDue(cashier, 'CF-2026-0703', 'GBP')).body.amountDue).toBe(0);
    expect((await cashier.delete(`/api/fine-payments/${paid.body.id}`)).status).toBe(204);
    expect((await amountDue(cashier, 'CF-2026-0703', 'GBP')).body.amountDue).toBe(2.9);
  });
});
