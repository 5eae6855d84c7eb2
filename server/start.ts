// Opens (and on first start creates, migrates and seeds) the database, then builds the server.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
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

export async function prepareServer(
  config: ServerConfig,
  options: { logger?: boolean; pgliteDir?: string } = {},
): Promise<StartedServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db as never);
    let seeded = false;
    if (!(await isSeeded(database.db))) {
      await seedDatabase(database.db, loadExamples(), config.demoPassword);
      seeded = true;
    }
    await ensureEveryResourceIndexes(database.db);
    const app = await buildApp({ config, database, logger: options.logger ?? false });
    app.addHook('onClose', () => database.close());
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
