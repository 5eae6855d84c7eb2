// A PostgreSQL connection that the database drops while idle (restart, failover, a terminated backend)
// must not end the server: the pool logs it and serves the next query on a new connection.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let database: Database | undefined;
afterAll(() => database?.close());

describe('PostgreSQL connection loss', () => {
  it('survives an idle connection terminated by the database', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    database = await openDatabase({ databaseUrl: ADMIN_URL });
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('57P01')));
    const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});
