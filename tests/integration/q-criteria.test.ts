// The client's criterion builder and REST service against the real server: the server's q parser
// reads back exactly what the builder wrote, and the REST service's calls find, page, create, change
// and delete records through HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../runtime/core/http';
import { buildQuery, criterionText, where, type Criterion } from '../../runtime/core/q-criteria';
import { RestClient } from '../../runtime/core/rest-client';
import { parseQuery } from '../../runtime/core/q-parser';
import { signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

const TRICKY_TEXT = [
  'OPEN',
  'Jo Smith',
  'a;b',
  'say "hi"',
  'back\\slash',
  ' padded ',
  'null',
  'true',
  '100',
  'in(x)',
  '(%x%)',
  '[x)',
  'ünïcødé',
  '',
];

describe("the server's q parser reads the builder's criteria", () => {
  it('as the same field, operator and text, quoted where the text needs it', () => {
    for (const text of TRICKY_TEXT) {
      const [parsed, ...rest] = parseQuery(criterionText(where.eq('offender.name', text)));
      expect(rest).toEqual([]);
      expect(parsed).toMatchObject({ kind: 'compare', field: 'offender.name', op: '=', value: text });
    }
  });

  it('numbers and booleans bare, null checks, in-lists and wrappers', () => {
    const q = buildQuery(
      where.gte('amount', 250.5),
      where.eq('urgent', false),
      where.ne('assignee', null),
      where.notIn('status', ['CLOSED', 'ON HOLD', null, 7]),
      where.contains('remarks', 'a;b'),
      where.startsWith('caseNumber', 'CF-2026'),
    );
    expect(parseQuery(q)).toMatchObject([
      { kind: 'compare', field: 'amount', op: '>=', value: '250.5', quoted: false },
      { kind: 'compare', field: 'urgent', op: '=', value: 'false', quoted: false },
      { kind: 'null', field: 'assignee', negated: true },
      {
        kind: 'in',
        negated: true,
        items: [
          { value: 'CLOSED', quoted: false },
          { value: 'ON HOLD', quoted: true },
          { value: null, quoted: false },
          { value: '7', quoted: false },
        ],
      },
      { kind: 'match', field: 'remarks', mode: 'contains', negated: false, text: 'a;b' },
      { kind: 'match', field: 'caseNumber', mode: 'startsWith', negated: false, text: 'CF-2026' },
    ]);
  });
});

let server: TestServer;
let rest: RestClient;
const fine = (n: number, extra: Record<string, unknown> = {}) => ({
  // A year of their own, apart from the seeded example fines and other tests' fines.
  caseNumber: `CF-2031-${String(n).padStart(4, '0')}`,
  offenderName: n % 2 === 0 ? `Tan "Ah" ${n}` : `Lim; Bee ${n}`,
  amount: n * 10,
  dueDate: `2026-11-${String(n).padStart(2, '0')}`,
  ...extra,
});
interface Fine {
  id: number;
  caseNumber: string;
  offenderName: string;
  amount: number;
  createdByName?: string;
}
const OWN: Criterion = where.startsWith('caseNumber', 'CF-2031-');

beforeAll(async () => {
  server = await startTestServer();
  const token = await signIn(server.url, 'clerk@ignite.local');
  rest = new RestClient(new HttpClient({ getToken: () => token }), `${server.url}/api`);
});
afterAll(() => server?.stop());

describe(`the REST service against the server (${TEST_DB_KIND})`, () => {
  const ids: number[] = [];

  it('creates records, leaving out the audit fields when asked to sanitise', async () => {
    for (let n = 1; n <= 6; n += 1) {
      const created = await rest.create<Fine>('court-fines', fine(n, { createdByName: 'Someone Else' }), {
        sanitise: true,
      });
      ids.push(created.id);
    }
    const first = await rest.get<Fine>('court-fines', ids[0]!);
    expect(first).toMatchObject({ caseNumber: 'CF-2031-0001', offenderName: 'Lim; Bee 1', amount: 10 });
    expect(first.createdByName).not.toBe('Someone Else');
  });

  it('searches by criteria the server parses, with the default page of 1000', async () => {
    const page = await rest.search<Fine>('court-fines', [
      OWN,
      where.gte('amount', 30),
      where.contains('offenderName', '"Ah"'),
    ]);
    expect(page.size).toBe(1000);
    expect(page.content.map((row) => row.caseNumber).sort()).toEqual(['CF-2031-0004', 'CF-2031-0006']);
    const exact = await rest.search<Fine>('court-fines', [OWN, where.eq('offenderName', 'Lim; Bee 3')]);
    expect(exact.content.map((row) => row.id)).toEqual([ids[2]]);
    const listed = await rest.search<Fine>('court-fines', [OWN, where.in('amount', [10, 50])], {
      sort: 'amount',
    });
    expect(listed.content.map((row) => row.amount)).toEqual([10, 50]);
  });

  it('pages 0-based as the paginator counts, sorting as asked', async () => {
    const second = await rest.search<Fine>('court-fines', [OWN], { page: 1, size: 4, sort: 'amount,desc' });
    expect(second).toMatchObject({ number: 1, first: false, last: true, totalElements: 6 });
    expect(second.content.map((row) => row.amount)).toEqual([20, 10]);
    const listed = await rest.page<Fine>('court-fines', { page: 0, size: 2 });
    expect(listed).toMatchObject({ number: 0, first: true, size: 2 });
  });

  it('reads records by ids', async () => {
    const page = await rest.byIds<Fine>('court-fines', [ids[4]!, ids[1]!], { sort: 'amount' });
    expect(page.content.map((row) => row.id)).toEqual([ids[1], ids[4]]);
  });

  it('updates and deletes', async () => {
    const current = await rest.get<Fine & { version: number }>('court-fines', ids[0]!);
    await rest.update('court-fines', ids[0]!, { ...current, amount: 999 });
    expect((await rest.get<Fine>('court-fines', ids[0]!)).amount).toBe(999);
    await rest.delete('court-fines', ids[5]!);
    await expect(rest.get('court-fines', ids[5]!)).rejects.toMatchObject({ status: 404 });
  });

  it('answers a query the server refuses with its error', async () => {
    await expect(rest.search('court-fines', 'amount')).rejects.toMatchObject({
      status: 400,
      errorCode: 'INVALID_QUERY',
    });
  });
});
