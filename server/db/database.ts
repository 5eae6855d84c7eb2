// Opens the database: embedded PGlite under the data dir by default, PostgreSQL with DATABASE_URL.
// Both are driven by the same Kysely queries and migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import type { ServerConfig } from '../config';
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed';
import { listenForChanges } from './listen-for-changes';
import type { DB } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Which tables changed; live only when opened with `listen` (the server), else nothing is kept. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Counts and ids fit in a JavaScript number; both drivers answer them as numbers.
const parseInt8 = (value: string) => Number(value);

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** An embedded database to start from (PGlite's dumpDataDir), instead of creating an empty one. */
  pgliteImage?: Blob | undefined;
  /** Hear every change of the watched tables (change-feed.ts), so that answers can be kept in memory. */
  listen?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // PostgreSQL's client is loaded only when the server uses PostgreSQL.
    const { default: pg } = await import('pg');
    const listener = options.listen ? await listenForChanges(pg, options.databaseUrl) : undefined;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(listener ? { onConnect: listener.hearOwnChanges } : {}),
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection that PostgreSQL drops (restart, failover, a terminated backend) is an 'error'
    // event of the pool; unheard, it would end the process. The pool replaces the connection.
    pool.on('error', (error: Error & { code?: string }) => {
      console.error(`An idle PostgreSQL connection was lost (${error.code ?? 'no code'}): ${error.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      changes: listener?.feed ?? new ChangeFeed({ live: false }),
      close: async () => {
        await listener?.stop();
        await db.destroy();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { [INT8_OID]: parseInt8, [NUMERIC_OID]: Number },
    // Trigram indexes serve the contains searches (server/records/record-indexes.ts).
    extensions: { pg_trgm },
    loadDataDir: options.pgliteImage,
  });
  // The embedded database has one session, this server's: its notices arrive before the write returns.
  const changes = new ChangeFeed({ live: Boolean(options.listen) });
  if (options.listen) await pglite.listen(CHANGE_CHANNEL, (table) => changes.changed(table));
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', changes, close: () => db.destroy() };
}

/** Opens the server's database: PostgreSQL at DATABASE_URL, else the embedded one in the data dir. */
export function openServerDatabase(
  config: ServerConfig,
  pgliteDir?: string,
  pgliteImage?: Blob,
): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDir ?? path.join(config.dataDir, 'pglite'),
    pgliteImage,
    listen: config.keepAnswers,
  });
}
