// What a court fine still owes, on the rows of the court fines list (amountOwed, a derived field), through
// HTTP: the fine less its live payments in SGD and its approved write-offs, as the amount-due route
// answers it, on every page and on rows asked for by id; never sorted or filtered on (a clear 400), and
// never stored by a write that sends it back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { userIdOf } from '../helpers/users';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let cashier: ReturnType<typeof client>;
let approverId: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
  for (const [caseNumber, amount] of [
    ['CF-2026-0721', 100],
    ['CF-2026-0722', 80.25],
    ['CF-2026-0723', 40],
  ] as const) {
    const created = await clerk.post('/api/court-fines', {
      caseNumber,
      offenderName: 'Lee Kah Wai',
      amount,
      dueDate: '2027-05-01',
    });
    expect(created.status).toBe(201);
    ids[caseNumber] = created.body.id;
  }
  approverId = await userIdOf(server, 'approver1@ignite.local');
});
afterAll(() => server?.stop());

type Row = Record<string, unknown>;

/** The rows of the list filtered to these fines, as the clerk sees them, by case number. */
const listed = async (...caseNumbers: string[]): Promise<Record<string, Row>> => {
  const q = encodeURIComponent(`caseNumber=in(${caseNumbers.join(',')})`);
  const response = await clerk.get(`/api/court-fines?size=100&sort=caseNumber&q=${q}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return Object.fromEntries(response.body.content.map((row: Row) => [row.caseNumber, row]));
};

const owedOn = async (caseNumber: string) => (await listed(caseNumber))[caseNumber]?.amountOwed;

const amountDue = async (caseNumber: string) =>
  (await cashier.get(`/api/court-fines/amount-due?caseNumber=${caseNumber}&currency=SGD`)).body.amountDue;

const pay = (caseNumber: string, currency: string, amountPaid: number) =>
  cashier.post('/api/fine-payments', { caseNumber, currency, amountPaid, paymentMethod: 'cash' });

const approve = async (recordId: number) => {
  const as = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
  const items = await as.get('/api/workflow/items/my');
  const item = items.body.content.find((each: { recordId: number }) => each.recordId === recordId);
  expect((await as.post(`/api/workflow/items/${item.id}/approve`, {})).status).toBe(200);
};

const storedData = async (id: number) =>
  (
    await server.database.db
      .selectFrom('records')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).data;

describe(`a court fine's amountOwed on the list (${TEST_DB_KIND})`, () => {
  it('is the amount while nothing is paid, on every row of a page', async () => {
    const rows = await listed('CF-2026-0721', 'CF-2026-0722', 'CF-2026-0723');
    expect(Object.values(rows).map((row) => [row.amount, row.amountOwed])).toEqual([
      [100, 100],
      [80.25, 80.25],
      [40, 40],
    ]);
    // The seeded fines too, on a page of the whole list: CF-2026-0042 has a seeded payment of S$ 400.
    const page = await clerk.get('/api/court-fines?size=100');
    for (const row of page.body.content)
      expect(row.amountOwed, row.caseNumber).toBe(row.caseNumber === 'CF-2026-0042' ? 800 : row.amount);
  });

  it('is less a payment converted to SGD and an approved write-off, as the amount due is', async () => {
    // USD 37 at 0.74 USD to the SGD is S$ 50.
    expect((await pay('CF-2026-0721', 'USD', 37)).status).toBe(201);
    expect(await owedOn('CF-2026-0721')).toBe(50);

    const writeOff = await clerk.post('/api/court-fine-write-offs', {
      requestBody: { caseNumber: 'CF-2026-0721', amount: 12.5, reason: 'Hardship' },
      workflowActor: { id: approverId, displayName: 'Ann Approver' },
    });
    expect(writeOff.status).toBe(201);
    // Under review, it does not count yet.
    expect(await owedOn('CF-2026-0721')).toBe(50);
    await approve(writeOff.body.id);
    expect(await owedOn('CF-2026-0721')).toBe(37.5);
    expect(await amountDue('CF-2026-0721')).toBe(37.5);

    // A payment in part of another fine, and one paying a fine in full: each row its own.
    expect((await pay('CF-2026-0722', 'SGD', 30.1)).status).toBe(201);
    expect((await pay('CF-2026-0723', 'SGD', 40)).status).toBe(201);
    const rows = await listed('CF-2026-0721', 'CF-2026-0722', 'CF-2026-0723');
    expect(Object.values(rows).map((row) => row.amountOwed)).toEqual([37.5, 50.15, 0]);
    for (const caseNumber of Object.keys(rows))
      expect(rows[caseNumber]!.amountOwed, caseNumber).toBe(await amountDue(caseNumber));
  });

  it('is on the rows asked for by id, and on one record read by id, the same as on the page', async () => {
    const byIds = await clerk.get(`/api/court-fines?id=${ids['CF-2026-0721']},${ids['CF-2026-0722']}`);
    expect(byIds.status).toBe(200);
    expect(byIds.body.content.map((row: Row) => [row.caseNumber, row.amountOwed])).toEqual([
      ['CF-2026-0721', 37.5],
      ['CF-2026-0722', 50.15],
    ]);
    // A view screen loads its record by id: it shows what the list shows.
    const one = await clerk.get(`/api/court-fines/${ids['CF-2026-0721']}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ caseNumber: 'CF-2026-0721', amountOwed: 37.5 });
  });

  it('changes with a payment after the page was read', async () => {
    expect(await owedOn('CF-2026-0722')).toBe(50.15);
    const paid = await pay('CF-2026-0722', 'SGD', 0.15);
    expect(paid.status).toBe(201);
    expect(await owedOn('CF-2026-0722')).toBe(50);
    expect((await cashier.delete(`/api/fine-payments/${paid.body.id}`)).status).toBe(204);
    expect(await owedOn('CF-2026-0722')).toBe(50.15);
  });

  it('cannot be sorted or filtered on: a clear 400 that names it', async () => {
    for (const sort of ['amountOwed', 'amountOwed,desc', 'amountOwed.cents,asc']) {
      const response = await clerk.get(`/api/court-fines?sort=${encodeURIComponent(sort)}`);
      expect(response.status, sort).toBe(400);
      expect(response.body.errorCode, sort).toBe('INVALID_SORT');
      expect(response.body.message, sort).toMatch(/^"amountOwed(\.cents)?" is worked out for each page/);
    }
    for (const q of ['amountOwed>0', 'caseNumber=CF-2026-0721;amountOwed=37.5', 'amountOwed=null']) {
      const response = await clerk.get(`/api/court-fines?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'INVALID_QUERY',
        message: '"amountOwed" is worked out for each page of the list and cannot be filtered on',
      });
    }
    // The rest of the query language is as it was: a search, and a malformed q with its own message.
    expect(
      (await clerk.get(`/api/court-fines?q=${encodeURIComponent('(%Kah Wai%)')}`)).body.totalElements,
    ).toBe(3);
    const malformed = await clerk.get(`/api/court-fines?q=${encodeURIComponent('amountOwed>')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('INVALID_QUERY');
    expect(malformed.body.message).not.toContain('worked out');
  });

  it('is not stored when a write sends it back', async () => {
    const created = await clerk.post('/api/court-fines', {
      caseNumber: 'CF-2026-0724',
      offenderName: 'Lee Kah Wai',
      amount: 60,
      dueDate: '2027-05-01',
      amountOwed: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body.amountOwed).toBeUndefined();
    expect(await storedData(created.body.id)).not.toHaveProperty('amountOwed');
    expect(await owedOn('CF-2026-0724')).toBe(60);

    // A listed row, changed and saved as it is (an edit screen fed from the list).
    const row = (await listed('CF-2026-0721'))['CF-2026-0721']!;
    const saved = await clerk.put(`/api/court-fines/${row.id}`, { ...row, remarks: 'Paid in part' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.amountOwed).toBeUndefined();
    expect(await storedData(row.id as number)).not.toHaveProperty('amountOwed');
    const stored = await server.database.db
      .selectFrom('records')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`data ? 'amountOwed'`)
      .executeTakeFirstOrThrow();
    expect(stored.n).toBe(0);
    expect(await owedOn('CF-2026-0721')).toBe(37.5);
  });
});
