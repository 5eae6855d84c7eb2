// Lost data: creates retried with one Idempotency-Key are stored once; concurrent updates of one version
// let exactly one win; a server killed (SIGKILL) in a burst of creates, on PGlite and on PostgreSQL,
// restarts with every acknowledged create and nothing half-written.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import {
  client,
  createPostgresDatabase,
  signIn,
  startTestServer,
  TEST_DB_KIND,
  type ApiClient,
  type TestServer,
} from '../helpers/test-server';
import { reportFigure } from './report-figure';
import { sampleData } from './sample-records';
import { startServerProcess } from './server-process';

const CREATES = 1_000;
const SENDS_PER_CREATE = 3;
const UPDATERS = 50;

let server: TestServer;
let clerk: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
});
afterAll(() => server?.stop());

const CASE_YEARS: Record<string, number> = { Retried: 2040, Contended: 2041, Burst: 2042 };

/**
 * A court fine marked by its offender name, with a case number that follows from the marker (case numbers
 * are unique): the same marker makes the same fine, for retries and for comparing what was stored.
 */
const fine = (marker: string) => {
  const [, word = '', number = '0'] = /^(\w+)\D*(\d*)$/.exec(marker) ?? [];
  const year = CASE_YEARS[word] ?? 2043;
  return {
    ...sampleData('court-fines'),
    caseNumber: `CF-${year}-${number.padStart(4, '0')}`,
    offenderName: marker,
  };
};

async function markedRows(db: TestServer['database']['db'], prefix: string) {
  return db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('resource', '=', 'court-fines')
    .where(({ eb, ref }) => eb(ref('data', '->>').key('offenderName' as never), 'like', `${prefix}%`))
    .execute();
}

describe(`lost data (${TEST_DB_KIND})`, () => {
  it(`stores ${CREATES} creates sent ${SENDS_PER_CREATE} times at once with one Idempotency-Key exactly once`, async () => {
    const batch = 25;
    const answers: number[] = [];
    for (let start = 0; start < CREATES; start += batch) {
      const sends = Array.from({ length: Math.min(batch, CREATES - start) }, (_, offset) => {
        const index = start + offset;
        const headers = { 'idempotency-key': `lost-data-${index}` };
        return Array.from({ length: SENDS_PER_CREATE }, () =>
          clerk.post('/api/court-fines', fine(`Retried ${index}`), headers),
        );
      }).flat();
      answers.push(...(await Promise.all(sends)).map((response) => response.status));
    }
    const rows = await markedRows(server.database.db, 'Retried ');
    const distinct = new Set(rows.map((row) => (row.data as { offenderName: string }).offenderName));
    reportFigure(
      'lost data',
      `${CREATES} creates × ${SENDS_PER_CREATE} concurrent sends with one Idempotency-Key (${TEST_DB_KIND}): ${rows.length} rows, ${answers.filter((status) => status >= 500).length} 5xx`,
    );
    expect(answers.every((status) => status === 201)).toBe(true);
    expect(rows.length).toBe(CREATES);
    expect(distinct.size).toBe(CREATES);
  });

  it(`lets exactly one of ${UPDATERS} concurrent updates at one version win; the others are 409`, async () => {
    const created = await clerk.post('/api/court-fines', fine('Contended'));
    expect(created.status).toBe(201);
    const { id, version } = created.body as { id: number; version: number };
    const answers = await Promise.all(
      Array.from({ length: UPDATERS }, (_, index) =>
        clerk.put(`/api/court-fines/${id}`, { ...fine(`Contended by ${index}`), version }),
      ),
    );
    const statuses = answers.map((response) => response.status);
    const winner = answers.find((response) => response.status === 200);
    const stored = await clerk.get(`/api/court-fines/${id}`);
    reportFigure(
      'lost data',
      `${UPDATERS} concurrent updates at one version (${TEST_DB_KIND}): ${statuses.filter((status) => status === 200).length} won, ${statuses.filter((status) => status === 409).length} answered 409`,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(UPDATERS - 1);
    expect(stored.body.offenderName).toBe(winner?.body.offenderName);
    expect(stored.body.version).toBe(version + 1);
  });
});

/** Creates, a dozen at a time, until 150 were acknowledged; kills the server then, restarts it and checks. */
async function burstThenKill(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-lost-data-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const data = { dataDir, databaseUrl: postgres?.url };
  try {
    const first = await startServerProcess(data);
    const api = client(first.baseUrl, await signIn(first.baseUrl, 'clerk@ignite.local'));
    const acknowledged = new Map<number, string>();
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const marker = `Burst ${(sent += 1)}`;
        const response = await api.post('/api/court-fines', fine(marker)).catch(() => undefined);
        if (response?.status === 201) acknowledged.set(response.body.id as number, marker);
        if (acknowledged.size >= 150 && !killed) {
          killed = true;
          await first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));

    const second = await startServerProcess(data);
    const after = client(second.baseUrl, await signIn(second.baseUrl, 'clerk@ignite.local'));
    const missing: number[] = [];
    for (const [id, marker] of acknowledged) {
      const record = await after.get(`/api/court-fines/${id}`);
      if (record.status !== 200 || record.body.offenderName !== marker) missing.push(id);
    }
    await second.kill();

    // Straight from the database: every burst row whole (its data as sent) and with its audit entry.
    const database = await openDatabase({
      databaseUrl: postgres?.url,
      pgliteDir: path.join(dataDir, 'pglite'),
    });
    const rows = await markedRows(database.db, 'Burst ');
    const audited = new Set(
      (
        await database.db
          .selectFrom('audit_log')
          .select('target')
          .where('action', '=', 'record.create')
          .where('target', 'like', 'court-fines/%')
          .execute()
      ).map((row) => row.target),
    );
    // jsonb keeps its own key order: compare values, not text.
    const halfWritten = rows.filter(
      (row) =>
        !isDeepStrictEqual(row.data, fine((row.data as { offenderName: string }).offenderName)) ||
        !audited.has(`court-fines/${row.id}`),
    );
    await database.close();
    reportFigure(
      'lost data',
      `SIGKILL in a burst of creates (${kind}): ${sent} sent, ${acknowledged.size} acknowledged, ${missing.length} acknowledged missing after restart, ${rows.length} stored, ${halfWritten.length} half-written`,
    );
    expect(missing).toEqual([]);
    expect(halfWritten).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Both databases in one run: killing the server is about the database's own durability.
describe('a server killed in a burst of creates', () => {
  it('keeps every acknowledged create on PGlite', () => burstThenKill('pglite'));
  it('keeps every acknowledged create on PostgreSQL', () => burstThenKill('postgres'));
});
