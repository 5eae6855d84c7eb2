// Opens (and on first start creates, migrates and seeds) the database, then builds the server.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openServerDatabase, type Database } from './db/database';
import { loadExamples } from './db/examples';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDatabase } from './db/seed';
import { ensureEveryResourceIndexes } from './records/record-indexes';
import { buildApp } from './app';

export interface StartedServer {
  app: FastifyInstance;
  database: Database;
  seeded: boolean;
}

export interface PrepareOptions {
  logger?: boolean;
  /** Compile every route's schemas while the app is built, instead of on first use. */
  eagerSchemas?: boolean;
  pgliteDir?: string;
  /** An embedded database to start from instead of an empty one (tests: one migrated and seeded copy). */
  pgliteImage?: Blob | undefined;
  /** Called after each step with its name (the start's timing, IGNITE_START_TIMES=1). */
  onStep?: (step: string) => void;
  /** The database already being opened (openServerDatabase), e.g. while the rest of the server loads. */
  database?: Promise<Database>;
}

export async function prepareServer(
  config: ServerConfig,
  options: PrepareOptions = {},
): Promise<StartedServer> {
  const step = options.onStep ?? (() => undefined);
  const database = await (options.database ??
    openServerDatabase(config, options.pgliteDir, options.pgliteImage));
  step('opening the database');
  try {
    await migrateToLatest(database.db as never);
    step('checking migrations');
    let seeded = false;
    if (!(await isSeeded(database.db))) {
      await seedDatabase(database.db, loadExamples(), config.demoPassword);
      seeded = true;
    }
    step('checking the seed');
    await ensureEveryResourceIndexes(database.db);
    step("checking every resource's indexes");
    const app = await buildApp({
      config,
      database,
      logger: options.logger ?? false,
      eagerSchemas: options.eagerSchemas,
    });
    app.addHook('onClose', () => database.close());
    step('building the Fastify app (plugins, routes, schemas)');
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
