import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFormAsResource } from '../helpers/form-resource';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
let clerk: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
/** Ids of the 25 fines made first (record ids are shared by every resource, seeded examples too). */
const createdIds: number[] = [];

/** Only this file's fines. */
const OWN = encodeURIComponent('caseNumber=[CF-2030-)');

const fine = (n: number, extra: Record<string, unknown> = {}) => ({
  // A year of their own, apart from the seeded example fines.
  caseNumber: `CF-2030-${String(n).padStart(4, '0')}`,
  offenderName: n % 3 === 0 ? `Tan Ah ${n}` : `Lim Bee ${n}`,
  amount: n * 10,
  dueDate: `2026-12-${String((n % 28) + 1).padStart(2, '0')}`,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  for (let n = 1; n <= 25; n += 1) {
    const response = await clerk.post('/api/court-fines', fine(n));
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    createdIds.push(response.body.id);
  }
});
afterAll(() => server?.stop());

describe(`records list (${TEST_DB_KIND})`, () => {
  it('answers the paged shape with 1-based pages, sort and totals', async () => {
    const response = await clerk.get(`/api/court-fines?page=2&size=10&sort=amount,desc&q=${OWN}`);
    expect(response.status).toBe(200);
    const { content, nextCursor, previousCursor, ...page } = response.body;
    // The cursors are opaque; records-paging.test.ts follows them.
    expect([typeof nextCursor, typeof previousCursor]).toEqual(['string', 'string']);
    expect(page).toEqual({
      empty: false,
      first: false,
      last: false,
      number: 1,
      numberOfElements: 10,
      size: 10,
      total: 25,
      totalElements: 25,
      totalPages: 3,
    });
    expect(content.map((r: { amount: number }) => r.amount)).toEqual([
      150, 140, 130, 120, 110, 100, 90, 80, 70, 60,
    ]);
    const last = await clerk.get(`/api/court-fines?page=3&size=10&sort=amount,desc&q=${OWN}`);
    expect(last.body).toMatchObject({ last: true, numberOfElements: 5 });
  });

  it('filters with the q language, searching the searchable fields', async () => {
    const ids = async (q: string) =>
      (
        await clerk.get(
          `/api/court-fines?size=100&sort=amount&q=${encodeURIComponent(`${q};caseNumber=[CF-2030-)`)}`,
        )
      ).body.content.map((r: { amount: number }) => r.amount / 10);
    expect(await ids('amount>=100;amount<130')).toEqual([10, 11, 12]);
    expect(await ids('caseNumber=[CF-2030-002)')).toEqual([20, 21, 22, 23, 24, 25]);
    expect(await ids('(%tan ah%)')).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
    expect(await ids('offenderName=(%bee 1%);amount<150')).toEqual([1, 10, 11, 13, 14]);
    expect(await ids('caseNumber=in(CF-2030-0001,"CF-2030-0002")')).toEqual([1, 2]);
  });

  it('answers 400 INVALID_QUERY with the position of the problem, and INVALID_SORT', async () => {
    const bad = await clerk.get(`/api/court-fines?q=${encodeURIComponent('amount>=100;amount')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('INVALID_QUERY');
    expect(bad.body.details.position).toBe(18);
    const unknown = await clerk.get(`/api/court-fines?q=${encodeURIComponent('password=x')}`);
    expect(unknown.body.errorCode).toBe('INVALID_QUERY');
    const sort = await clerk.get('/api/court-fines?sort=amount,sideways');
    expect(sort.status).toBe(400);
    expect(sort.body.errorCode).toBe('INVALID_SORT');
    const size = await clerk.get('/api/court-fines?size=5000');
    expect(size.status).toBe(400);
    const version = await clerk.get(`/api/court-fines?q=${encodeURIComponent('version=3000000000')}`);
    expect(version.status).toBe(400);
    expect(version.body.errorCode).toBe('INVALID_QUERY');
    const manySorts = await clerk.get(`/api/court-fines?${Array(9).fill('sort=id').join('&')}&sort=amount`);
    expect(manySorts.status).toBe(200);
    const nineSorts = ['id', 'amount', 'caseNumber', 'version', 'createdDate', 'offenderName', 'currency']
      .concat('createdByName', 'updatedDate')
      .map((field) => `sort=${field}`)
      .join('&');
    expect((await clerk.get(`/api/court-fines?${nineSorts}`)).body).toMatchObject({
      errorCode: 'INVALID_SORT',
      message: 'Sort by at most 8 fields; "updatedDate" is one more',
    });
  });

  it('answers records by ids', async () => {
    const [first, , third] = createdIds;
    const response = await clerk.get(`/api/court-fines?id=${first},${third},999999`);
    expect(response.body.content.map((r: { id: number }) => r.id)).toEqual([first, third]);
    expect(response.body.totalElements).toBe(2);
  });

  it('sorts, pages and searches the records asked for by ids', async () => {
    const [first, second, third] = createdIds as [number, number, number];
    const list = `${first},${second},${third}`;
    const sorted = await clerk.get(`/api/court-fines?id=${list}&sort=id,desc&size=2`);
    expect(sorted.body.content.map((r: { id: number }) => r.id)).toEqual([third, second]);
    expect(sorted.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    const secondPage = await clerk.get(`/api/court-fines?id=${list}&sort=id,desc&size=2&page=2`);
    expect(secondPage.body.content.map((r: { id: number }) => r.id)).toEqual([first]);
    const searched = await clerk.get(`/api/court-fines?id=${list}&q=${encodeURIComponent(`id!=${second}`)}`);
    expect(searched.body.content.map((r: { id: number }) => r.id)).toEqual([first, third]);
    // An id no record can have (beyond 15 digits, 0) matches nothing, as GET /api/court-fines/{id} finds none.
    const unreal = await clerk.get(`/api/court-fines?id=99999999999999999999,0,${first}`);
    expect(unreal.status).toBe(200);
    expect(unreal.body.content.map((r: { id: number }) => r.id)).toEqual([first]);
    expect((await clerk.get('/api/court-fines?id=99999999999999999999')).body.totalElements).toBe(0);
  });
});

describe(`record updates and deletes (${TEST_DB_KIND})`, () => {
  it('updates with the current version, refuses a stale or missing one', async () => {
    const created = (await clerk.post('/api/court-fines', fine(40))).body;
    const updated = await clerk.put(`/api/court-fines/${created.id}`, { ...created, amount: 999 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ amount: 999, version: 2 });
    const stale = await clerk.put(`/api/court-fines/${created.id}`, { ...created, amount: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      details: { expectedVersion: 1, currentVersion: 2 },
    });
    const { version: _version, ...withoutVersion } = created;
    const missing = await clerk.put(`/api/court-fines/${created.id}`, withoutVersion);
    expect(missing.status).toBe(428);
    expect((await clerk.get(`/api/court-fines/${created.id}`)).body.amount).toBe(999);
  });

  it('validates an update against the form and keeps the record when invalid', async () => {
    const created = (await clerk.post('/api/court-fines', fine(41))).body;
    const invalid = await clerk.put(`/api/court-fines/${created.id}`, { ...created, amount: -5 });
    expect(invalid.status).toBe(400);
    expect((await clerk.get(`/api/court-fines/${created.id}`)).body).toMatchObject({
      amount: 410,
      version: 1,
    });
  });

  it('soft-deletes: the record is gone from reads and lists but stays in the table', async () => {
    const created = (await clerk.post('/api/court-fines', fine(42))).body;
    expect((await clerk.delete(`/api/court-fines/${created.id}`)).status).toBe(204);
    expect((await clerk.get(`/api/court-fines/${created.id}`)).status).toBe(404);
    const listed = await clerk.get(
      `/api/court-fines?q=${encodeURIComponent(`caseNumber=${created.caseNumber}`)}`,
    );
    expect(listed.body.totalElements).toBe(0);
    const row = await server.database.db
      .selectFrom('records')
      .select(['deleted'])
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(row?.deleted).toBe(true);
  });

  it('deletes only at the version an If-Match names, when it names one', async () => {
    const created = (await clerk.post('/api/court-fines', fine(43))).body;
    const updated = (await clerk.put(`/api/court-fines/${created.id}`, { ...created, amount: 431 })).body;
    const stale = await clerk.delete(`/api/court-fines/${created.id}`, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      details: { expectedVersion: 1, currentVersion: 2 },
    });
    expect((await clerk.delete(`/api/court-fines/${created.id}`, { 'if-match': 'two' })).status).toBe(428);
    expect((await clerk.delete(`/api/court-fines/${created.id}`, { 'if-match': 'W/"1"' })).status).toBe(409);
    expect((await clerk.get(`/api/court-fines/${created.id}`)).body).toMatchObject({
      amount: 431,
      version: 2,
    });
    const current = await clerk.delete(`/api/court-fines/${created.id}`, {
      'if-match': `"${updated.version}"`,
    });
    expect(current.status).toBe(204);
    expect((await clerk.get(`/api/court-fines/${created.id}`)).status).toBe(404);
    // If-Match: * names no version: any will do.
    const other = (await clerk.post('/api/court-fines', fine(44))).body;
    expect((await clerk.delete(`/api/court-fines/${other.id}`, { 'if-match': '*' })).status).toBe(204);
  });

  it('answers a repeated POST with the same Idempotency-Key once, writing one record', async () => {
    const headers = { 'idempotency-key': 'fine-create-0001' };
    const first = await clerk.post('/api/court-fines', fine(50), headers);
    const again = await clerk.post('/api/court-fines', fine(50), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const listed = await clerk.get(`/api/court-fines?q=${encodeURIComponent('caseNumber=CF-2030-0050')}`);
    expect(listed.body.totalElements).toBe(1);
    const bad = await clerk.post('/api/court-fines', fine(51), { 'idempotency-key': 'x' });
    expect(bad.body.errorCode).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('writes an audit entry with before and after for each write', async () => {
    const created = (await clerk.post('/api/court-fines', fine(60))).body;
    await clerk.put(`/api/court-fines/${created.id}`, { ...created, amount: 601 });
    const entries = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'before', 'after'])
      .where('target', '=', `court-fines/${created.id}`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['record.create', 'record.update']);
    expect(entries[1]).toMatchObject({
      actor_name: 'Clara Clerk',
      before: { amount: 600 },
      after: { amount: 601 },
    });
  });
});

describe(`field-level access (${TEST_DB_KIND})`, () => {
  it('neither returns nor accepts fields whose acl the caller lacks', async () => {
    const created = await admin.post(
      '/api/court-fines',
      fine(70, { internalNotes: 'Known repeat offender' }),
    );
    expect(created.body.internalNotes).toBe('Known repeat offender');
    const seenByClerk = await clerk.get(`/api/court-fines/${created.body.id}`);
    expect(seenByClerk.body).not.toHaveProperty('internalNotes');
    const listed = await clerk.get(`/api/court-fines?id=${created.body.id}`);
    expect(listed.body.content[0]).not.toHaveProperty('internalNotes');
    const filtered = await clerk.get(`/api/court-fines?q=${encodeURIComponent('internalNotes=(%repeat%)')}`);
    expect(filtered.status).toBe(400);

    const updated = await clerk.put(`/api/court-fines/${created.body.id}`, {
      ...seenByClerk.body,
      internalNotes: 'overwritten',
      amount: 701,
    });
    expect(updated.status).toBe(200);
    const asAdmin = await admin.get(`/api/court-fines/${created.body.id}`);
    expect(asAdmin.body).toMatchObject({ internalNotes: 'Known repeat offender', amount: 701 });

    const clerkCreate = await clerk.post('/api/court-fines', fine(71, { internalNotes: 'sneaky' }));
    expect((await admin.get(`/api/court-fines/${clerkCreate.body.id}`)).body).not.toHaveProperty(
      'internalNotes',
    );
  });
});

describe(`field-level access inside grids (${TEST_DB_KIND})`, () => {
  it('neither returns nor accepts a restricted column of a grid, in any row', async () => {
    const peopleForm = {
      title: 'People',
      name: 'people',
      path: 'people',
      type: 'form',
      display: 'form',
      components: [
        { type: 'textfield', key: 'name', label: 'Name', input: true },
        {
          type: 'datagrid',
          key: 'contacts',
          label: 'Contacts',
          input: true,
          components: [
            { type: 'textfield', key: 'label', label: 'Label', input: true },
            { type: 'textfield', key: 'ssn', label: 'SSN', input: true, aclResource: 'court-fines.internal' },
          ],
        },
      ],
    };
    await importFormAsResource(admin, peopleForm, ['name']);
    const contacts = [
      { label: 'home', ssn: 'S-111-AAA' },
      { label: 'work', ssn: 'S-222-BBB' },
    ];
    const created = await admin.post('/api/people', { name: 'Jo', contacts });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const seen = await clerk.get(`/api/people/${created.body.id}`);
    expect(seen.body.contacts).toEqual([{ label: 'home' }, { label: 'work' }]);
    const listed = await clerk.get(`/api/people?id=${created.body.id}`);
    expect(listed.body.content[0].contacts).toEqual([{ label: 'home' }, { label: 'work' }]);
    // The grid's whole text holds the hidden column: it is neither matched nor sorted on for the clerk.
    const byText = await clerk.get(`/api/people?q=${encodeURIComponent('contacts=(%S-111%)')}`);
    expect(byText.status).toBe(400);
    expect((await clerk.get('/api/people?sort=contacts')).status).toBe(400);
    expect((await clerk.get(`/api/people?q=${encodeURIComponent('name=Jo')}`)).body.content).toHaveLength(1);
    const asAdmin = await admin.get(`/api/people?q=${encodeURIComponent('contacts=(%S-111%)')}`);
    expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(200);

    const updated = await clerk.put(`/api/people/${created.body.id}`, {
      ...seen.body,
      contacts: [
        { label: 'home 2', ssn: 'FORGED' },
        { label: 'work', ssn: 'FORGED' },
        { label: 'new', ssn: 'FORGED' },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(JSON.stringify(updated.body)).not.toContain('S-111');
    expect((await admin.get(`/api/people/${created.body.id}`)).body.contacts).toEqual([
      { label: 'home 2', ssn: 'S-111-AAA' },
      { label: 'work', ssn: 'S-222-BBB' },
      { label: 'new' },
    ]);
    const clerkCreate = await clerk.post('/api/people', {
      name: 'Al',
      contacts: [{ label: 'x', ssn: 'FORGED' }],
    });
    expect(clerkCreate.status).toBe(201);
    expect((await admin.get(`/api/people/${clerkCreate.body.id}`)).body.contacts).toEqual([{ label: 'x' }]);
  });
});

describe(`updates by POST (${TEST_DB_KIND})`, () => {
  it('accepts POST /{resource}/{id} as an update, for screens that always POST', async () => {
    const created = (await clerk.post('/api/court-fines', fine(80))).body;
    const updated = await clerk.post(`/api/court-fines/${created.id}`, { ...created, remarks: 'via POST' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, remarks: 'via POST', version: 2 });
  });
});
