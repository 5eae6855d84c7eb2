// `npm run seed:big -- --resource court-fines --rows 1000000`: fills a resource with made-up records, on
// the database the server is configured for (IGNITE_DATA_DIR or DATABASE_URL). A new database is
// migrated and seeded with the examples first. Stop a server using the embedded database first: PGlite
// serves one process.
import path from 'node:path';
import { sql } from 'kysely';
import { RESOURCE_NAME_PATTERN } from '../../schemas/resource';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { loadExamples } from '../db/examples';
import { FakeRecordsError, insertFakeRecords, MAX_FAKE_SEQUENCE } from '../db/fake-records';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, seedDatabase } from '../db/seed';
import { ensureRecordIndexes } from '../records/record-indexes';
import { liveRecordCount } from '../records/record-count';

const USAGE = `Usage: npm run seed:big -- --resource <name> --rows <n> [--batch <n>] [--user <username>]
  --resource  a declared resource whose form seed:big knows (court-fines)
  --rows      how many records to add, 1 to ${MAX_FAKE_SEQUENCE.toLocaleString('en')}
  --batch     rows per INSERT, 1 to 1,000,000 (default 50,000)
  --user      the creator recorded on the rows (default clerk@ignite.local)`;

export interface SeedBigArgs {
  resource: string;
  rows: number;
  batch: number;
  user: string;
}

export class UsageError extends Error {}

function count(name: string, value: string, max: number): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > max)
    throw new UsageError(
      `${name} must be a whole number from 1 to ${max.toLocaleString('en')}, got "${value}"`,
    );
  return parsed;
}

export function parseSeedBigArgs(args: string[]): SeedBigArgs {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index]!, args[index + 1]];
    if (!['--resource', '--rows', '--batch', '--user'].includes(flag))
      throw new UsageError(`Unknown argument "${flag}"`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
  }
  const resource = values.get('--resource');
  if (resource === undefined) throw new UsageError('--resource is required');
  if (!new RegExp(RESOURCE_NAME_PATTERN).test(resource))
    throw new UsageError(`--resource "${resource}" is not a resource name`);
  const rows = values.get('--rows');
  if (rows === undefined) throw new UsageError('--rows is required');
  return {
    resource,
    rows: count('--rows', rows, MAX_FAKE_SEQUENCE),
    batch: count('--batch', values.get('--batch') ?? '50000', 1_000_000),
    user: (values.get('--user') ?? 'clerk@ignite.local').toLowerCase(),
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const number = (value: number) => value.toLocaleString('en');

export async function runSeedBig(
  args: string[],
  log: (line: string) => void = console.log,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed: SeedBigArgs;
  try {
    parsed = parseSeedBigArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const { db } = database;
  try {
    await migrateToLatest(db as never);
    if (!(await isSeeded(db))) {
      await seedDatabase(db, loadExamples(), config.demoPassword);
      log('New database: seeded the examples.');
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'display_name'])
      .where('username', '=', parsed.user)
      .executeTakeFirst();
    if (!user) {
      log(`There is no user "${parsed.user}".`);
      return 1;
    }
    const resource = await db
      .selectFrom('resources')
      .select(['name', 'searchable_fields', 'sortable_fields'])
      .where('name', '=', parsed.resource)
      .executeTakeFirst();
    if (!resource) {
      const names = (await db.selectFrom('resources').select('name').execute()).map((row) => row.name);
      log(`There is no resource "${parsed.resource}" (resources: ${names.join(', ') || 'none'}).`);
      return 1;
    }
    log(
      `Adding ${number(parsed.rows)} ${resource.name} records in batches of ${number(parsed.batch)} (${database.kind}).`,
    );
    const started = performance.now();
    // Building an index afterwards is about twice as fast as keeping it up to date row by row, which
    // pays when the resource at least doubles. Meanwhile its lists are slow.
    const rebuild = parsed.rows >= (await liveRecordCount(db, resource.name));
    if (rebuild) {
      const { dropped } = await ensureRecordIndexes(db, { name: resource.name, searchableFields: [] });
      if (dropped.length > 0) log(`Dropped ${dropped.length} indexes of ${resource.name} for the load.`);
    }
    try {
      await insertFakeRecords(db, {
        resource: resource.name,
        rows: parsed.rows,
        user: { id: user.id, displayName: user.display_name },
        batchSize: parsed.batch,
        onBatch: (inserted) =>
          log(
            `  ${number(inserted)} / ${number(parsed.rows)} (${Math.round((inserted / parsed.rows) * 100)}%) ${seconds(started)}`,
          ),
      });
    } finally {
      const indexed = performance.now();
      const { created } = await ensureRecordIndexes(db, {
        name: resource.name,
        searchableFields: resource.searchable_fields,
        sortableFields: resource.sortable_fields,
      });
      if (created.length > 0) log(`Built ${created.length} indexes in ${seconds(indexed)}.`);
    }
    // Fresh statistics for the planner, and a visibility map for index-only scans (PGlite has no autovacuum).
    const vacuumed = performance.now();
    await sql`vacuum analyze records`.execute(db);
    log(`Vacuumed and analysed in ${seconds(vacuumed)}.`);
    const live = await liveRecordCount(db, resource.name);
    log(
      `Done: ${number(parsed.rows)} records in ${seconds(started)}; ${resource.name} has ${number(live)} records.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof FakeRecordsError)) throw error;
    log(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

// Run when started as a script (not when imported by tests).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runSeedBig(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
