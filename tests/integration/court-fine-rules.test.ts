// The court fines' own rules, through HTTP: a case number names one fine (the form marks it unique), a due
// date is a day of the calendar, and a write-off names an existing fine and no more than it still owes
// (its amount less its payments and approved write-offs). Each refusal is a field-level answer that
// writes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecord } from '../../server/records/record-store';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  const rows = await server.database.db.selectFrom('users').select(['id', 'username']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.username.split('@')[0]!, row.id]));
});
afterAll(() => server?.stop());

const fine = (caseNumber: string, extra: Record<string, unknown> = {}) => ({
  caseNumber,
  offenderName: 'Jo Tan',
  amount: 250.5,
  dueDate: '2026-12-31',
  ...extra,
});

const recordCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const liveFinesNumbered = async (caseNumber: string) =>
  (
    await server.database.db
      .selectFrom('records')
      .select('id')
      .where('resource', '=', 'court-fines')
      .where('deleted', '=', false)
      .where(sql<string>`data->>'caseNumber'`, '=', caseNumber)
      .execute()
  ).length;

describe(`a court fine's case number is unique (${TEST_DB_KIND})`, () => {
  const duplicate = {
    path: 'caseNumber',
    rule: 'unique',
    message: 'Case number must be unique: "CF-2026-0042" is already taken.',
  };

  it('refuses a new fine with the case number of another, at the field, and writes nothing', async () => {
    const before = await recordCount();
    // CF-2026-0042 is a seeded fine.
    const response = await clerk.post('/api/court-fines', fine('CF-2026-0042'));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [duplicate] });
    expect(await recordCount()).toBe(before);
  });

  it('refuses an update that takes the case number of another; keeping its own is no conflict', async () => {
    const created = await clerk.post('/api/court-fines', fine('CF-2026-0611'));
    expect(created.status).toBe(201);
    const taken = await clerk.put(`/api/court-fines/${created.body.id}`, {
      ...created.body,
      caseNumber: 'CF-2026-0042',
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [duplicate] });
    expect((await clerk.get(`/api/court-fines/${created.body.id}`)).body.version).toBe(1);

    const kept = await clerk.put(`/api/court-fines/${created.body.id}`, { ...created.body, amount: 99 });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ caseNumber: 'CF-2026-0611', amount: 99, version: 2 });
  });

  it('frees a case number when its fine is deleted', async () => {
    const first = await clerk.post('/api/court-fines', fine('CF-2026-0612'));
    expect(first.status).toBe(201);
    expect((await clerk.delete(`/api/court-fines/${first.body.id}`)).status).toBe(204);
    expect((await clerk.post('/api/court-fines', fine('CF-2026-0612'))).status).toBe(201);
  });

  // Only PostgreSQL runs two writes at once (the embedded database takes them one after the other).
  if (TEST_DB_KIND === 'postgres')
    it('weighs a delete against the fine as a change committed while it waited leaves it', async () => {
      const created = await clerk.post('/api/court-fines', fine('CF-2026-0614'));
      expect(created.status).toBe(201);
      const { db } = server.database;
      let deleted: Promise<{ status: number; body: Record<string, unknown> }> | undefined;
      await db.transaction().execute(async (trx) => {
        // Another write renumbers the fine and takes a payment on its new number, and has not committed.
        await trx
          .updateTable('records')
          .set({ data: sql`jsonb_set(data, '{caseNumber}', '"CF-2026-0615"')` })
          .where('id', '=', created.body.id)
          .execute();
        const payment = {
          caseNumber: 'CF-2026-0615',
          currency: 'SGD',
          amountPaid: 10,
          paymentMethod: 'cash',
        };
        const cashier = { id: ids.cashier!, displayName: 'Cash Ier' } as Parameters<typeof insertRecord>[3];
        await insertRecord(trx, 'fine-payments', payment, cashier, async () => undefined);
        deleted = clerk.delete(`/api/court-fines/${created.body.id}`);
        // The delete waits on that write's lock of the fine's row.
        for (let tries = 0; tries < 200; tries++) {
          const waiting = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`.execute(db);
          if (waiting.rows[0]!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      });
      const answer = await deleted!;
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ errorCode: 'RECORD_IN_USE' });
      expect(await liveFinesNumbered('CF-2026-0615')).toBe(1);
    });

  it('lets one of several concurrent creates with the same case number through, no more', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => clerk.post('/api/court-fines', fine('CF-2026-0613'))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await liveFinesNumbered('CF-2026-0613')).toBe(1);
  });
});

describe(`a court fine's due date is a day of the calendar (${TEST_DB_KIND})`, () => {
  it('refuses 30 February and 29 February of a common year, accepts 28 February and a leap day', async () => {
    const refused = { path: 'dueDate', message: 'Due date must be a date on the calendar (YYYY-MM-DD)' };
    for (const [index, dueDate] of ['2026-02-30', '2027-02-29', '2026-04-31'].entries()) {
      const response = await clerk.post('/api/court-fines', fine(`CF-2026-062${index}`, { dueDate }));
      expect(response.status, dueDate).toBe(400);
      expect(response.body.details, dueDate).toEqual([expect.objectContaining(refused)]);
    }
    for (const [index, dueDate] of ['2026-02-28', '2028-02-29'].entries()) {
      const response = await clerk.post('/api/court-fines', fine(`CF-2026-063${index}`, { dueDate }));
      expect(response.status, dueDate).toBe(201);
      expect(response.body.dueDate).toBe(dueDate);
    }
  });
});

describe(`a write-off is checked against its court fine (${TEST_DB_KIND})`, () => {
  const request = (writeOff: Record<string, unknown>) =>
    clerk.post('/api/court-fine-write-offs', {
      requestBody: writeOff,
      workflowActor: { id: ids.approver1!, displayName: 'Ann Approver' },
    });

  it('refuses a case number no fine has, before and after an approver is chosen', async () => {
    const before = await recordCount();
    const writeOff = { caseNumber: 'CF-2026-9999', amount: 10, reason: 'Offender deceased' };
    const expected = {
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'caseNumber',
          rule: 'courtFine',
          message: 'There is no court fine with case number "CF-2026-9999".',
        },
      ],
    };
    const asked = await clerk.post('/api/court-fine-write-offs', writeOff);
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject(expected);
    const sent = await request(writeOff);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject(expected);
    expect(await recordCount()).toBe(before);
  });

  it('refuses more than the fine owes, and takes up to what it owes', async () => {
    const before = await recordCount();
    // CF-2026-0104 is a seeded fine of S$ 150.
    const tooMuch = await request({ caseNumber: 'CF-2026-0104', amount: 150.01, reason: 'Hardship' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'amount',
          rule: 'amountOwed',
          message: 'The write-off (S$ 150.01) is more than the S$ 150.00 owed on court fine CF-2026-0104.',
        },
      ],
    });
    expect(await recordCount()).toBe(before);

    const all = await request({ caseNumber: 'CF-2026-0104', amount: 150, reason: 'Hardship' });
    expect(all.status).toBe(201);
    expect(all.body).toMatchObject({ caseNumber: 'CF-2026-0104', amount: 150, workflowStatus: 'PENDING' });
  });

  it('checks a changed write-off too', async () => {
    const sent = await request({ caseNumber: 'CF-2026-0101', amount: 50, reason: 'Hardship' });
    expect(sent.status).toBe(201);
    const items = await client(server.url, await signIn(server.url, 'approver1@ignite.local')).get(
      '/api/workflow/items/my',
    );
    const item = items.body.content.find((each: { recordId: number }) => each.recordId === sent.body.id);
    const approver = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
    expect((await approver.post(`/api/workflow/items/${item.id}/approve`, {})).status).toBe(200);
    const current = await clerk.get(`/api/court-fine-write-offs/${sent.body.id}`);
    const changed = await clerk.put(`/api/court-fine-write-offs/${sent.body.id}`, {
      ...current.body,
      amount: 351,
    });
    expect(changed.status).toBe(400);
    expect(changed.body.details).toEqual([
      expect.objectContaining({
        path: 'amount',
        message: 'The write-off (S$ 351.00) is more than the S$ 350.00 owed on court fine CF-2026-0101.',
      }),
    ]);
  });
  it('weighs a write-off against what is still owed: less payments and approved write-offs', async () => {
    const created = await clerk.post('/api/court-fines', fine('CF-2026-0640', { amount: 150 }));
    expect(created.status).toBe(201);
    const cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
    // EUR 68 at 0.68 EUR to the SGD is S$ 100 of the S$ 150 fine.
    const paid = await cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0640',
      currency: 'EUR',
      amountPaid: 68,
      paymentMethod: 'cash',
    });
    expect(paid.status).toBe(201);
    const before = await recordCount();
    const tooMuch = await request({ caseNumber: 'CF-2026-0640', amount: 50.01, reason: 'Hardship' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      details: [
        {
          path: 'amount',
          rule: 'amountOwed',
          message: 'The write-off (S$ 50.01) is more than the S$ 50.00 owed on court fine CF-2026-0640.',
        },
      ],
    });
    expect(await recordCount()).toBe(before);

    const sent = await request({ caseNumber: 'CF-2026-0640', amount: 30, reason: 'Hardship' });
    expect(sent.status).toBe(201);
    const approver = client(server.url, await signIn(server.url, 'approver1@ignite.local'));
    const items = await approver.get('/api/workflow/items/my');
    const item = items.body.content.find((each: { recordId: number }) => each.recordId === sent.body.id);
    expect((await approver.post(`/api/workflow/items/${item.id}/approve`, {})).status).toBe(200);
    const more = await request({ caseNumber: 'CF-2026-0640', amount: 20.01, reason: 'Hardship' });
    expect(more.status).toBe(400);
    expect(more.body.details[0].message).toBe(
      'The write-off (S$ 20.01) is more than the S$ 20.00 owed on court fine CF-2026-0640.',
    );
    // A payment now may pay no more than the write-off left: S$ 20.
    const overpaid = await cashier.post('/api/fine-payments', {
      caseNumber: 'CF-2026-0640',
      currency: 'SGD',
      amountPaid: 20.01,
      paymentMethod: 'cash',
    });
    expect(overpaid.status).toBe(400);
    expect(overpaid.body.details[0].message).toBe(
      'The payment (SGD 20.01) is more than the SGD 20.00 due on court fine CF-2026-0640.',
    );
  });
});
