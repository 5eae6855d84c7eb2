// Paging at scale, shrunk: with IGNITE_EXACT_COUNT_LIMIT=6 a list of 40 records is "large", so the
// per-resource live count, pages read from the end, the bounded count and its estimate all take part;
// with IGNITE_PAGE_MARK_SPACING=4 pages past the fourth row are found through page marks. Each page
// (reached by number or by cursor) is compared with the same rows read as one forward page. The records
// live in a resource of their own (court fines by form), so that example records elsewhere do not matter.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFakeRecords } from '../../server/db/fake-records';
import { recordIndexPrefix } from '../../server/records/record-indexes';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

const EXACT_COUNT_LIMIT = 6;
const PAGE_MARK_SPACING = 4;
const RESOURCE = 'paged-fines';
const FINES = `/api/${RESOURCE}`;
let server: TestServer;
let clerk: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;

type Row = { id: number; amount: number; remarks?: string | null };
const ids = (rows: Row[]) => rows.map((row) => row.id);

beforeAll(async () => {
  server = await startTestServer({
    env: {
      IGNITE_EXACT_COUNT_LIMIT: String(EXACT_COUNT_LIMIT),
      IGNITE_PAGE_MARK_SPACING: String(PAGE_MARK_SPACING),
    },
  });
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
  admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
  const declared = await admin.post('/api/ignite/resources', {
    name: RESOURCE,
    formId: 'court-fine-create',
    readAcl: 'court-fines.read',
    writeAcl: 'court-fines.write',
    searchableFields: ['caseNumber', 'offenderName'],
  });
  if (declared.status !== 201) throw new Error(JSON.stringify(declared.body));
  // Amounts repeat (ties broken by id) and some records have no remarks at all, others JSON null.
  const posted: number[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const created = await clerk.post(FINES, {
      caseNumber: `CF-2026-${String(n).padStart(4, '0')}`,
      offenderName: n % 2 === 0 ? `Tan Mei ${n}` : `Lee Wei ${n}`,
      amount: (n % 4) * 50 + 50,
      dueDate: '2026-12-01',
      ...(n % 3 === 0 ? { remarks: `Remark ${n % 5}` } : {}),
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    posted.push(created.body.id);
  }
  const user = await server.database.db
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('username', '=', 'clerk@ignite.local')
    .executeTakeFirstOrThrow();
  await insertFakeRecords(server.database.db, {
    resource: RESOURCE,
    rows: 30,
    user: { id: user.id, displayName: user.display_name },
    batchSize: 7,
  });
  // The second posted record and one of the made-up ones go.
  const fake = (await clerk.get(`${FINES}?size=1&sort=caseNumber`)).body.content[0].id;
  for (const id of [posted[1], fake]) expect((await clerk.delete(`${FINES}/${id}`)).status).toBe(204);
});
afterAll(() => server?.stop());

/** All matching rows, read as one forward page: the answer every smaller page must agree with. */
async function everything(query: string): Promise<Row[]> {
  const response = await clerk.get(`${FINES}?size=1000&${query}`);
  expect(response.status).toBe(200);
  return response.body.content;
}

async function expectPagesAgree(query: string, size: number, total: number) {
  const all = await everything(query);
  expect(all).toHaveLength(total);
  const pages = Math.ceil(total / size);
  for (let page = 1; page <= pages + 1; page += 1) {
    const response = await clerk.get(`${FINES}?page=${page}&size=${size}&${query}`);
    expect(response.status).toBe(200);
    const { content, nextCursor, previousCursor, ...shape } = response.body;
    const expected = all.slice((page - 1) * size, page * size);
    expect(ids(content), `${query} page ${page} of ${size}`).toEqual(ids(expected));
    expect(typeof nextCursor, `next cursor of page ${page}`).toBe(page < pages ? 'string' : 'undefined');
    expect(typeof previousCursor, `previous cursor of page ${page}`).toBe(
      page > 1 && page <= pages ? 'string' : 'undefined',
    );
    expect(shape).toEqual({
      empty: expected.length === 0,
      first: page === 1,
      last: page >= pages,
      number: page - 1,
      numberOfElements: expected.length,
      size,
      total,
      totalElements: total,
      totalPages: pages,
    });
  }
}

/** Follows nextCursor from page 1 to the end and previousCursor back, comparing each page with `all`. */
async function expectCursorsAgree(query: string, size: number) {
  const all = await everything(query);
  const pages = Math.ceil(all.length / size);
  const expectPage = (body: { content: Row[]; number: number }, page: number, way: string) => {
    const expected = ids(all.slice((page - 1) * size, page * size));
    expect(ids(body.content), `${query}, size ${size}: ${way} to page ${page}`).toEqual(expected);
    expect(body.number).toBe(page - 1);
  };
  const follow = async (cursor: string) => {
    const response = await clerk.get(`${FINES}?size=${size}&${query}&cursor=${encodeURIComponent(cursor)}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  let body = (await clerk.get(`${FINES}?page=1&size=${size}&${query}`)).body;
  expectPage(body, 1, 'first');
  for (let page = 2; page <= pages; page += 1) {
    body = await follow(body.nextCursor);
    expectPage(body, page, 'next');
  }
  expect(body.last).toBe(true);
  expect(body.nextCursor).toBeUndefined();
  for (let page = pages - 1; page >= 1; page -= 1) {
    body = await follow(body.previousCursor);
    expectPage(body, page, 'previous');
  }
  expect(body.first).toBe(true);
  expect(body.previousCursor).toBeUndefined();
}

const SORTS = [
  '',
  'sort=caseNumber',
  'sort=caseNumber,desc',
  'sort=amount',
  'sort=amount,desc',
  'sort=remarks',
  'sort=remarks,desc&sort=amount',
  'sort=createdDate,desc',
];

describe(`records paging at scale (${TEST_DB_KIND})`, () => {
  it('totals an unfiltered list exactly from the live count, whatever the limit', async () => {
    const response = await clerk.get(`${FINES}?size=5`);
    expect(response.body).toMatchObject({ totalElements: 40, totalPages: 8 });
    expect(response.body.totalIsEstimate).toBeUndefined();
  });

  it('reads every page, from either end, as the forward order has it', async () => {
    for (const sort of SORTS) {
      for (const size of [3, 7]) await expectPagesAgree(sort, size, 40);
    }
  });

  it('follows cursors forwards and back, across ties and missing values, as the pages have them', async () => {
    for (const sort of SORTS) {
      for (const size of [3, 7]) await expectCursorsAgree(sort, size);
    }
  });

  it('follows cursors through filtered lists, counted and estimated', async () => {
    await expectCursorsAgree(`q=${encodeURIComponent('offenderName=[Tan Mei)')}&sort=amount`, 2);
    await expectCursorsAgree(`q=${encodeURIComponent('amount>0')}&sort=caseNumber,desc`, 6);
    await expectCursorsAgree(`q=${encodeURIComponent('remarks=null')}&sort=remarks,desc&sort=amount`, 4);
  });

  it('refuses a cursor that was altered, made up or made for another list', async () => {
    const { nextCursor } = (await clerk.get(`${FINES}?page=2&size=5&sort=amount`)).body;
    const [payload, signature] = (nextCursor as string).split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    // The page it leads to, changed: the signature no longer fits.
    decoded[3] = 1;
    const altered = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
    for (const cursor of [altered, `${payload}.${signature.slice(1)}`, 'not-a-cursor', `${payload}.`]) {
      const response = await clerk.get(`${FINES}?size=5&sort=amount&cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'INVALID_CURSOR',
        message: 'The cursor is damaged or was not made by this server: ask for page 1 again',
      });
    }
    for (const other of ['size=5&sort=amount,desc', 'size=6&sort=amount', `size=5&sort=amount&q=amount>0`]) {
      const response = await clerk.get(`${FINES}?${other}&cursor=${encodeURIComponent(nextCursor)}`);
      expect(response.status, other).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'INVALID_CURSOR',
        message:
          'The cursor belongs to another list: send it with the sort, q and size of the page that gave it',
      });
    }
    const followed = await clerk.get(`${FINES}?size=5&sort=amount&cursor=${encodeURIComponent(nextCursor)}`);
    expect(followed.body).toMatchObject({ number: 2, numberOfElements: 5 });
  });

  it('the forward reference itself is in the documented order', async () => {
    const rows = await everything('sort=amount,desc');
    const expected = [...rows].sort((a, b) => b.amount - a.amount || b.id - a.id);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it('counts a filtered list exactly up to the limit, and pages it from both ends', async () => {
    const query = `q=${encodeURIComponent('offenderName=[Tan Mei)')}&sort=amount`;
    // Posted records 4, 6, 8, 10 and 12 (2 is deleted): 5 matches, within the limit of 6.
    await expectPagesAgree(query, 2, 5);
  });

  it('estimates a filtered list above the limit, says so, and pages it correctly', async () => {
    const query = `q=${encodeURIComponent('amount>0')}&sort=caseNumber,desc`;
    const all = await everything(query);
    expect(all).toHaveLength(40);
    const size = 6;
    let page = 1;
    for (; page <= 20; page += 1) {
      const response = await clerk.get(`${FINES}?page=${page}&size=${size}&${query}`);
      const { content, ...shape } = response.body;
      expect(ids(content)).toEqual(ids(all.slice((page - 1) * size, page * size)));
      if (shape.last) {
        // The last page saw the end: its total is a count again.
        expect(shape.totalIsEstimate).toBeUndefined();
        expect(shape.totalElements).toBe(40);
        break;
      }
      expect(shape.totalIsEstimate).toBe(true);
      // More than the limit, and never less than the rows seen so far plus the one after them.
      expect(shape.totalElements).toBeGreaterThanOrEqual(Math.max(EXACT_COUNT_LIMIT + 1, page * size + 1));
      expect(shape.totalPages).toBe(Math.ceil(shape.totalElements / size));
    }
    expect(page).toBe(7);
    const past = await clerk.get(`${FINES}?page=9&size=${size}&${query}`);
    expect(past.body).toMatchObject({ content: [], empty: true, last: true, totalIsEstimate: true });
    expect(past.body.totalElements).toBeLessThanOrEqual(8 * size);
  });

  it('keeps the live count through creates, soft deletes and a purge', async () => {
    const liveCount = async (resource: string) => {
      const { rows } = await sql<{ live: number | null; actual: number }>`
        select (select live from record_counts where resource = ${resource}) as live,
               (select count(*) from records where resource = ${resource} and not deleted) as actual
      `.execute(server.database.db);
      return { live: Number(rows[0]?.live ?? 0), actual: Number(rows[0]?.actual) };
    };
    expect(await liveCount(RESOURCE)).toEqual({ live: 40, actual: 40 });
    const before = await liveCount('court-fines');
    expect(before.live).toBe(before.actual);

    const declared = await admin.post('/api/ignite/resources', {
      name: 'old-fines',
      formId: 'court-fine-create',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber'],
    });
    expect(declared.status).toBe(201);
    for (let n = 1; n <= 3; n += 1) {
      const created = await admin.post('/api/old-fines', {
        caseNumber: `CF-2001-000${n}`,
        offenderName: 'Old Case',
        amount: 10,
        dueDate: '2001-01-01',
      });
      expect(created.status).toBe(201);
    }
    const listed = await admin.get('/api/old-fines');
    expect(listed.body.totalElements).toBe(3);
    expect((await admin.delete(`/api/old-fines/${listed.body.content[0].id}`)).status).toBe(204);
    expect(await liveCount('old-fines')).toEqual({ live: 2, actual: 2 });
    expect((await admin.get('/api/old-fines')).body.totalElements).toBe(2);

    expect((await admin.delete('/api/ignite/resources/old-fines?purge=true')).status).toBe(204);
    expect(await liveCount('old-fines')).toEqual({ live: 0, actual: 0 });
    expect(await liveCount(RESOURCE)).toEqual({ live: 40, actual: 40 });
    expect(await liveCount('court-fines')).toEqual(before);
  });

  it('creates the indexes of searchable fields when a resource is saved and drops them when it goes', async () => {
    const indexes = async (resource: string) => {
      const prefix = recordIndexPrefix(resource);
      const { rows } = await sql<{ name: string; definition: string }>`
        select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'records' and left(indexname, ${prefix.length}) = ${prefix}
        order by indexname
      `.execute(server.database.db);
      return rows;
    };
    const seeded = await indexes('court-fines');
    // A b-tree for sorting and a trigram index for searching, for each of caseNumber and offenderName; a
    // b-tree only for each of the sortable amount and dueDate.
    expect(seeded.filter((index) => index.definition.includes('btree'))).toHaveLength(4);
    expect(seeded.filter((index) => index.definition.includes('gin_trgm_ops'))).toHaveLength(2);
    for (const index of seeded) expect(index.definition).toContain("WHERE ((resource = 'court-fines'::text)");

    const declaration = {
      name: 'new-fines',
      formId: 'court-fine-create',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber', 'offenderName'],
    };
    await admin.post('/api/ignite/resources', declaration);
    expect(await indexes('new-fines')).toHaveLength(4);
    const sortable = await admin.post('/api/ignite/resources', {
      ...declaration,
      searchableFields: ['caseNumber'],
      sortableFields: ['amount'],
    });
    expect(sortable.status).toBe(200);
    expect(sortable.body).toMatchObject({ searchableFields: ['caseNumber'], sortableFields: ['amount'] });
    const both = await indexes('new-fines');
    expect(both.filter((index) => index.definition.includes('btree'))).toHaveLength(2);
    expect(both.filter((index) => index.definition.includes('gin_trgm_ops'))).toHaveLength(1);
    expect(both.some((index) => index.definition.includes(`'amount'`))).toBe(true);
    expect((await admin.get('/api/new-fines?sort=amount,desc')).status).toBe(200);
    const refused = await admin.post('/api/ignite/resources', { ...declaration, sortableFields: 'amount' });
    expect(refused.status).toBe(400);
    await admin.post('/api/ignite/resources', { ...declaration, searchableFields: ['createdByName'] });
    expect(await indexes('new-fines')).toEqual([]);
    expect((await admin.get('/api/ignite/resources/new-fines')).body.sortableFields).toBeUndefined();
  });
  it('finds every page by number after creates, updates and deletes, which each count as changes', async () => {
    const changes = async () => {
      const { rows } = await sql<{ changes: string }>`
        select changes from record_counts where resource = ${RESOURCE}
      `.execute(server.database.db);
      return Number(rows[0]?.changes);
    };
    const everyPage = async (total: number) => {
      for (const sort of ['sort=amount', 'sort=caseNumber,desc', 'sort=remarks', '']) {
        await expectPagesAgree(sort, 3, total);
      }
    };
    // Filtered totals are kept per filter until the resource changes (match-counts.ts): each write below
    // must show in them.
    const matching = async (prefix: string) => {
      const response = await clerk.get(`${FINES}?${`q=${encodeURIComponent(`caseNumber=[${prefix})`)}`}`);
      expect(response.status).toBe(200);
      expect(response.body.content).toHaveLength(response.body.totalElements);
      return response.body.totalElements as number;
    };
    // The pages are read once, so that the page marks of these lists exist before the writes.
    await everyPage(40);
    expect(await matching('CF-2026-05')).toBe(0);
    expect(await matching('CF-2026-06')).toBe(0);
    const before = await changes();
    const created = await clerk.post(FINES, {
      caseNumber: 'CF-2026-0500',
      offenderName: 'Lee Wei 500',
      amount: 100,
      dueDate: '2026-12-01',
    });
    expect(created.status).toBe(201);
    expect(await changes()).toBe(before + 1);
    await everyPage(41);
    expect(await matching('CF-2026-05')).toBe(1);
    const updated = await clerk.put(`${FINES}/${created.body.id}`, {
      ...created.body,
      caseNumber: 'CF-2026-0600',
      amount: 7,
      remarks: 'Moved',
    });
    expect(updated.status).toBe(200);
    expect(await changes()).toBe(before + 2);
    await everyPage(41);
    expect(await matching('CF-2026-05')).toBe(0);
    expect(await matching('CF-2026-06')).toBe(1);
    expect((await clerk.delete(`${FINES}/${created.body.id}`)).status).toBe(204);
    expect(await changes()).toBe(before + 3);
    await everyPage(40);
    expect(await matching('CF-2026-06')).toBe(0);
  });
});
