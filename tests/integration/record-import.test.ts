// Importing a file's rows as records in one request (POST /api/{resource}/import), through HTTP: all rows
// are stored, or none; every row is checked as a create is (the form, a unique field across the stored
// records and the rows before it, the record checks), and a refusal names each bad row by its number.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ROW_LIMIT } from '../../schemas/record-import';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const deposit = (depositReference: string, extra: Record<string, unknown> = {}) => ({
  depositReference,
  depositorName: 'Lee Hui Min',
  amount: 150,
  depositDate: '2026-03-02',
  paymentMode: 'CASH',
  ...extra,
});

/** The live deposits whose reference starts with the prefix, in id order. */
const depositsStarting = async (prefix: string) =>
  (
    await server.database.db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('resource', '=', 'deposits')
      .where('deleted', '=', false)
      .where(sql<string>`data->>'depositReference'`, 'like', `${prefix}%`)
      .orderBy('id')
      .execute()
  ).map((row) => row.data as Record<string, unknown>);

describe(`importing records from a file's rows (${TEST_DB_KIND})`, () => {
  it('stores every row, in order, and answers their ids', async () => {
    const rows = [deposit('DEP-2031-0001'), deposit('DEP-2031-0002', { amount: 99.5, lineNumber: 2 })];
    const response = await clerk.post('/api/deposits/import', { rows });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.imported).toBe(2);
    expect(response.body.ids).toHaveLength(2);
    const stored = await depositsStarting('DEP-2031-');
    expect(stored.map((data) => [data.depositReference, data.amount, data.status])).toEqual([
      ['DEP-2031-0001', 150, 'PENDING'],
      ['DEP-2031-0002', 99.5, 'PENDING'],
    ]);
    // What the form has no field for (an import's line number) is not stored.
    expect(stored[1]).not.toHaveProperty('lineNumber');
    const one = await clerk.get(`/api/deposits/${response.body.ids[1]}`);
    expect(one.body).toMatchObject({ depositReference: 'DEP-2031-0002', createdByName: 'Clara Clerk' });
    // Each row is audited as a create is (appended at the end of the import's transaction).
    const targets = (response.body.ids as number[]).map((id) => `deposits/${id}`);
    const audited = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_name'])
      .where('target', 'in', targets)
      .orderBy('id')
      .execute();
    expect(audited).toEqual(
      targets.map((target) => ({ action: 'record.create', target, actor_name: 'Clara Clerk' })),
    );
  });

  it("refuses the whole file when a row breaks the form's rules, naming each bad row, and stores nothing", async () => {
    const rows = [
      deposit('DEP-2032-0001'),
      deposit('DEP-2032-0002', { amount: 'a lot' }),
      deposit('DEP-2032-0003'),
      deposit('DEP-32', { depositDate: '' }),
    ];
    const response = await clerk.post('/api/deposits/import', { rows });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('IMPORT_ROWS_INVALID');
    expect(response.body.message).toMatch(
      /^2 of 4 rows cannot be imported, so nothing was imported\. Row 2: [^;]*[^.;]; Row 4: .*[^.]\.$/,
    );
    const rowsNamed = (response.body.details as { row: number; path: string }[]).map(({ row, path }) => [
      row,
      path,
    ]);
    expect(rowsNamed).toEqual(
      expect.arrayContaining([
        [2, 'amount'],
        [4, 'depositReference'],
        [4, 'depositDate'],
      ]),
    );
    expect(rowsNamed.every(([row]) => row === 2 || row === 4)).toBe(true);
    expect(await depositsStarting('DEP-2032-')).toEqual([]);
  });

  it('refuses a reference taken by a stored deposit or by an earlier row of the same file', async () => {
    const rows = [
      deposit('DEP-2033-0001'),
      deposit('DEP-2026-0001'), // seeded
      deposit('DEP-2033-0002'),
      deposit('DEP-2033-0001'),
    ];
    const response = await clerk.post('/api/deposits/import', { rows });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      {
        row: 2,
        path: 'depositReference',
        message: expect.stringContaining('"DEP-2026-0001" is already taken'),
      },
      {
        row: 4,
        path: 'depositReference',
        message: expect.stringContaining('"DEP-2033-0001" is already taken'),
      },
    ]);
    expect(await depositsStarting('DEP-2033-')).toEqual([]);
  });

  it("lists a row breaking the form's rules and rows whose reference is taken in one refusal, in row order", async () => {
    const rows = [
      deposit('DEP-2037-0001'),
      deposit('DEP-2037-0002'),
      deposit('DEP-2037-0003'),
      deposit('DEP-2026-0001'), // seeded
      deposit('DEP-2037-0005', { amount: 'a lot' }),
      deposit('DEP-2037-0006'),
      deposit('DEP-2037-0003'),
    ];
    const response = await clerk.post('/api/deposits/import', { rows });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('IMPORT_ROWS_INVALID');
    expect(response.body.message).toMatch(
      /^3 of 7 rows cannot be imported, so nothing was imported\. Row 4: [^;]*already taken[^;]*; Row 5: [^;]*; Row 7: [^;]*already taken.*\.$/,
    );
    expect(response.body.details).toEqual([
      {
        row: 4,
        path: 'depositReference',
        message: expect.stringContaining('"DEP-2026-0001" is already taken'),
      },
      { row: 5, path: 'amount', message: expect.any(String) },
      {
        row: 7,
        path: 'depositReference',
        message: expect.stringContaining('"DEP-2037-0003" is already taken'),
      },
    ]);
    // The checks of the rows that passed the form are rolled back: no record, no audit entry.
    expect(await depositsStarting('DEP-2037-')).toEqual([]);
    const audited = await server.database.db
      .selectFrom('audit_log')
      .select('target')
      .where('target', 'like', 'deposits/%')
      .where(sql<string>`after->>'depositReference'`, 'like', 'DEP-2037-%')
      .execute();
    expect(audited).toEqual([]);
  });

  it("runs the resource's record checks across the rows: disbursements may not pass their deposit", async () => {
    expect((await clerk.post('/api/deposits', deposit('DEP-2034-0001', { amount: 100 }))).status).toBe(201);
    const disbursement = (reference: string, amount: number) => ({
      disbursementReference: reference,
      depositReference: 'DEP-2034-0001',
      payeeName: 'Lee Hui Min',
      amount,
      disbursementDate: '2026-03-09',
    });
    const refused = await clerk.post('/api/fund-disbursements/import', {
      rows: [disbursement('FD-2034-0001', 60), disbursement('FD-2034-0002', 60)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { row: 2, path: 'amount', message: expect.stringContaining('S$ 40.00 left of deposit DEP-2034-0001') },
    ]);
    const accepted = await clerk.post('/api/fund-disbursements/import', {
      rows: [disbursement('FD-2034-0001', 60), disbursement('FD-2034-0002', 40)],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('refuses a row whose date is not on the calendar, naming the row and the field', async () => {
    const rows = [
      deposit('DEP-2038-0001', { depositDate: '2026-02-30' }),
      deposit('DEP-2038-0002'),
      deposit('DEP-2038-0003', { depositDate: '2026-13-45' }),
    ];
    const response = await clerk.post('/api/deposits/import', { rows });
    expect(response.status).toBe(400);
    const refused = 'Deposit date must be a date on the calendar (YYYY-MM-DD)';
    expect(response.body).toMatchObject({
      errorCode: 'IMPORT_ROWS_INVALID',
      message: `2 of 3 rows cannot be imported, so nothing was imported. Row 1: ${refused}; Row 3: ${refused}.`,
      details: [
        { row: 1, path: 'depositDate', message: refused },
        { row: 3, path: 'depositDate', message: refused },
      ],
    });
    expect(await depositsStarting('DEP-2038-')).toEqual([]);
  });

  it('imports disbursements as new ones: Pending, each on a day of the calendar', async () => {
    expect((await clerk.post('/api/deposits', deposit('DEP-2039-0001', { amount: 100 }))).status).toBe(201);
    const disbursement = (reference: string, extra: Record<string, unknown> = {}) => ({
      disbursementReference: reference,
      depositReference: 'DEP-2039-0001',
      payeeName: 'Lee Hui Min',
      amount: 10,
      disbursementDate: '2026-03-09',
      ...extra,
    });
    const refused = await clerk.post('/api/fund-disbursements/import', {
      rows: [
        disbursement('FD-2039-0001', { status: 'PAID' }),
        disbursement('FD-2039-0002', { disbursementDate: '2026-02-29' }),
        disbursement('FD-2039-0003', { status: 'PENDING' }),
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { row: 1, path: 'status', message: expect.stringContaining('A new disbursement starts as Pending') },
      {
        row: 2,
        path: 'disbursementDate',
        message: 'Disbursement date must be a date on the calendar (YYYY-MM-DD)',
      },
    ]);
    const accepted = await clerk.post('/api/fund-disbursements/import', {
      rows: [disbursement('FD-2039-0001'), disbursement('FD-2039-0002', { disbursementDate: '2028-02-29' })],
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    const stored = await server.database.db
      .selectFrom('records')
      .select(sql<string>`data->>'status'`.as('status'))
      .where('id', 'in', accepted.body.ids as number[])
      .execute();
    expect(stored.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
  });

  it('refuses a resource whose new records are approved one by one, and callers who may not write', async () => {
    const writeOffs = await clerk.post('/api/court-fine-write-offs/import', {
      rows: [{ caseNumber: 'CF-2026-0042', amount: 1, reason: 'Test' }],
    });
    expect(writeOffs.status).toBe(409);
    expect(writeOffs.body.errorCode).toBe('IMPORT_NEEDS_APPROVAL');

    const cashier = client(server.url, await signIn(server.url, 'cashier@ignite.local'));
    const denied = await cashier.post('/api/deposits/import', { rows: [deposit('DEP-2035-0001')] });
    expect(denied.status).toBe(403);
    expect(await depositsStarting('DEP-2035-')).toEqual([]);
  });

  it('refuses an empty list, more rows than the limit and a body that is not rows', async () => {
    const empty = await clerk.post('/api/deposits/import', { rows: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorCode: 'IMPORT_EMPTY', message: 'There are no rows to import' });
    const rows = Array.from({ length: IMPORT_ROW_LIMIT + 1 }, (_, n) => deposit(`DEP-2036-${n}`));
    const tooMany = await clerk.post('/api/deposits/import', { rows });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      errorCode: 'IMPORT_TOO_LARGE',
      message: `${IMPORT_ROW_LIMIT + 1} rows are more than the ${IMPORT_ROW_LIMIT} imported at a time: split the file and import each part`,
    });
    for (const body of [{}, { rows: 'DEP-2036-1' }, { rows: [deposit('DEP-2036-0001')], extra: 1 }]) {
      const response = await clerk.post('/api/deposits/import', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ errorCode: expect.any(String), message: expect.any(String) });
    }
    expect(await depositsStarting('DEP-2036-')).toEqual([]);
  });
});
