// What every start checks on an existing database: migrations (nothing run when all are recorded) and
// each resource's indexes (repaired when one is missing or left over, untouched when as declared).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../server/db/migrate';
import {
  ensureEveryResourceIndexes,
  recordIndexName,
  recordIndexPrefix,
} from '../../server/records/record-indexes';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function indexNames(prefix: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'records' and indexname like ${`${prefix}%`}
    order by indexname
  `.execute(server.database.db);
  return rows.map((row) => row.name);
}

describe('checks on start', () => {
  it('runs no migration on a migrated database, and runs one that is not recorded', async () => {
    const db = server.database.db;
    await migrateToLatest(db as never);
    const { rows } = await sql<{
      count: number;
    }>`select count(*)::int as count from kysely_migration`.execute(db);
    expect(rows[0]!.count).toBe(Object.keys(migrations).length);
    // The last migration forgotten: the next start runs it (its down then up leave the same schema).
    const last = Object.keys(migrations).sort().at(-1)!;
    await migrations[last]!.down!(db as never);
    await sql`delete from kysely_migration where name = ${last}`.execute(db);
    await migrateToLatest(db as never);
    const { rows: again } = await sql<{ name: string }>`
      select name from kysely_migration where name = ${last}
    `.execute(db);
    expect(again).toHaveLength(1);
  });

  it("recreates a resource's missing index, drops a left-over one and leaves the rest", async () => {
    const db = server.database.db;
    const prefix = recordIndexPrefix('court-fines');
    // As declared now (the test above ran the last migration down and up again).
    await ensureEveryResourceIndexes(db);
    const declared = await indexNames(prefix);
    expect(declared.length).toBeGreaterThan(0);
    await sql`drop index ${sql.id(declared[0]!)}`.execute(db);
    const leftOver = recordIndexName('court-fines', 'noLongerSearchable', 'sort');
    await sql`create index ${sql.id(leftOver)} on records (id) where resource = 'court-fines'`.execute(db);
    await ensureEveryResourceIndexes(db);
    expect(await indexNames(prefix)).toEqual(declared);
    await ensureEveryResourceIndexes(db);
    expect(await indexNames(prefix)).toEqual(declared);
  });
});
