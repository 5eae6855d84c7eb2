import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const validFine = {
  caseNumber: 'CF-2026-0044',
  offenderName: 'Jo Tan',
  amount: 250.5,
  dueDate: '2026-12-31',
  remarks: 'first',
};

describe(`records (${TEST_DB_KIND})`, () => {
  it('stores a valid record and reads it back with server-set audit fields', async () => {
    const created = await clerk.post('/api/court-fines', {
      ...validFine,
      createdById: 'forged',
      unknownKey: 'dropped',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...validFine,
      version: 1,
      createdByName: 'Clara Clerk',
      lastModifiedByName: 'Clara Clerk',
    });
    expect(created.body.createdById).not.toBe('forged');
    expect(created.body).not.toHaveProperty('unknownKey');
    const read = await clerk.get(`/api/court-fines/${created.body.id}`);
    expect(read.status).toBe(200);
    // Read back, it also carries what the list shows beside it: what is still owed (nothing paid yet).
    expect(read.body).toEqual({ ...created.body, amountOwed: created.body.amount });
  });

  it('refuses an invalid record with per-field errors and writes nothing', async () => {
    const before = await server.database.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await clerk.post('/api/court-fines', { caseNumber: 'bad', amount: 0 });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    const byPath = Object.fromEntries(
      response.body.details.map((d: { path: string; rule: string }) => [d.path, d.rule]),
    );
    expect(byPath).toMatchObject({
      caseNumber: 'pattern',
      offenderName: 'required',
      amount: 'min',
      dueDate: 'required',
    });
    const after = await server.database.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a due date whose month or day is not on the calendar, as the browser does', async () => {
    for (const dueDate of ['2026-13-05', '2026-12-45', '2026-00-10']) {
      const response = await clerk.post('/api/court-fines', {
        ...validFine,
        caseNumber: 'CF-2026-0043',
        dueDate,
      });
      expect(response.status, dueDate).toBe(400);
      expect(response.body.details).toEqual([
        expect.objectContaining({
          path: 'dueDate',
          message: 'Due date must be a date on the calendar (YYYY-MM-DD)',
        }),
      ]);
    }
  });

  it('answers 404 for an undeclared resource and an unknown record', async () => {
    const undeclared = await clerk.post('/api/parking-tickets', validFine);
    expect(undeclared.status).toBe(404);
    expect(undeclared.body.errorCode).toBe('RESOURCE_NOT_FOUND');
    expect((await clerk.get('/api/court-fines/999999')).body.errorCode).toBe('RECORD_NOT_FOUND');
    expect((await clerk.get('/api/court-fines/not-a-number')).status).toBe(404);
  });

  it("refuses callers without the resource's acls", async () => {
    const nobody = client(server.url, await signIn(server.url, 'norole@ignite.local'));
    const write = await nobody.post('/api/court-fines', validFine);
    expect(write.status).toBe(403);
    expect(write.body.errorCode).toBe('ACCESS_DENIED');
    expect((await nobody.get('/api/court-fines/1')).status).toBe(403);
  });
});
