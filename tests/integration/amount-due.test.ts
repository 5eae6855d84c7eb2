// GET /api/court-fines/amount-due through HTTP: a court fine's amount, found by case number with read
// access to court fines, converted from SGD with the example rates; every refusal a clear error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExchangeRates } from '../../server/routes/amount-due';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let cashier: ReturnType<typeof client>;
let fineId: number;
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
