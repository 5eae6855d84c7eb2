// `npm run audit -- verify` on the database the server used: OK with the count, or the first broken link
// and exit 1 once an entry is changed behind the server's back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runAuditCli } from '../../server/cli/audit';
import { openDatabase } from '../../server/db/database';
import { signIn, startTestServer, TEST_DB_KIND } from '../helpers/test-server';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-audit-cli-'));
const databaseName = `ignite_audit_cli_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();

async function onAdminDatabase(statement: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DB_KIND === 'postgres')
    await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

/** The CLI as an admin runs it, configured like the server: DATABASE_URL or the embedded database. */
async function cli(...args: string[]) {
  process.env.IGNITE_DATA_DIR = dataDir;
  process.env.IGNITE_JWT_SECRET = 'cli-test-secret-that-is-long-enough-0123456789';
  if (TEST_DB_KIND === 'postgres') process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const lines: string[] = [];
  const code = await runAuditCli(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe(`npm run audit (${TEST_DB_KIND})`, () => {
  it('prints OK with the count, then the first broken link with exit 1', { timeout: 120_000 }, async () => {
    if (TEST_DB_KIND === 'postgres') await onAdminDatabase(`CREATE DATABASE ${databaseName}`);
    const server = await startTestServer(TEST_DB_KIND === 'postgres' ? { databaseUrl } : { dataDir });
    for (const user of ['admin', 'clerk', 'designer']) await signIn(server.url, `${user}@ignite.local`);
    // The embedded database serves one process: the server stops first.
    await server.stop();

    const intact = await cli('verify');
    expect(intact.code).toBe(0);
    const [, lastId, lastHash] =
      intact.output.match(
        /^OK: 3 audit entries, the chain is intact\.\nLast entry (\d+), hash ([0-9a-f]{64})$/,
      ) ?? [];

    const database = await openDatabase({
      databaseUrl: TEST_DB_KIND === 'postgres' ? databaseUrl : undefined,
      pgliteDir: path.join(dataDir, 'pglite'),
    });
    const second = await database.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id')
      .offset(1)
      .executeTakeFirstOrThrow();
    // The printed end is the newest entry as stored: what an admin keeps outside the database.
    const newest = await database.db
      .selectFrom('audit_log')
      .select(['id', 'hash'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([Number(lastId), lastHash]).toEqual([newest.id, newest.hash]);
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(database.db);
    await sql`UPDATE audit_log SET actor_name = 'Someone Else' WHERE id = ${second.id}`.execute(database.db);
    await database.close();

    expect(await cli('verify')).toEqual({
      code: 1,
      output: `BROKEN at entry ${second.id}: Entry ${second.id} was changed: its content does not match its hash.\n1 entry before it verified.`,
    });
    expect((await cli('check')).code).toBe(2);
  });
});
