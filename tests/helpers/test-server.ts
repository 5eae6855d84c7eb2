// Starts a real server on a free port for tests: embedded PGlite in memory by default, or a fresh
// PostgreSQL database when IGNITE_TEST_DB=postgres (created on TEST_DATABASE_URL, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config';
import { prepareServer, type StartedServer } from '../../server/start';
import { signIn as signInWith } from './api-client';

export const DEMO_PASSWORD = 'test-demo-password';
export const TEST_DB_KIND = process.env.IGNITE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer extends StartedServer {
  url: string;
  config: ServerConfig;
  /** Stops the server; the database is kept when `keepData` was asked for. */
  stop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server (empty, or a copy of `template`), and the way
 * to drop it.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `ignite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse a data dir (PGlite on disk) instead of a database in memory. */
  dataDir?: string;
  databaseUrl?: string;
  /** Compile every route's schemas at start (the server compiles each on first use). */
  eagerSchemas?: boolean;
}

/** The test servers' configuration: data in `dataDir`, PGlite unless a database URL is given. */
export function testServerConfig(
  dataDir: string,
  databaseUrl = '',
  env: Record<string, string> = {},
): ServerConfig {
  return loadConfig({
    IGNITE_DATA_DIR: dataDir,
    IGNITE_JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    IGNITE_DEMO_PASSWORD: DEMO_PASSWORD,
    PORT: '0',
    DATABASE_URL: databaseUrl,
    IGNITE_STATIC_DIR: path.resolve('dist'),
    ...env,
  });
}

/**
 * The seeded database the global setup made (seeded-database-setup.ts), when this server's would be the
 * same: a new database, seeded with the tests' demo password. Else the server creates its own.
 */
function seededCopy(options: TestServerOptions): { pgliteImage?: Blob; postgresTemplate?: string } {
  if (options.dataDir || options.databaseUrl || options.env?.IGNITE_DEMO_PASSWORD) return {};
  if (TEST_DB_KIND === 'postgres') return { postgresTemplate: inject('seededPostgresTemplate') || undefined };
  const image = inject('seededPgliteImage');
  return image ? { pgliteImage: new Blob([readFileSync(image)]) } : {};
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'ignite-test-'));
  const seeded = seededCopy(options);
  const postgres =
    !options.dataDir && !options.databaseUrl && TEST_DB_KIND === 'postgres'
      ? await createPostgresDatabase(seeded.postgresTemplate)
      : undefined;
  const config = testServerConfig(dataDir, options.databaseUrl ?? postgres?.url ?? '', options.env);
  const started = await prepareServer(config, {
    pgliteDir: options.dataDir ? undefined : 'memory://',
    pgliteImage: seeded.pgliteImage,
    eagerSchemas: options.eagerSchemas,
  });
  const address = await started.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...started,
    config,
    url: address,
    stop: async () => {
      await started.app.close();
      await postgres?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { client, type ApiClient, type ApiResponse } from './api-client';

/** Signs in with a database account; the password is the demo password of the test servers unless given. */
export function signIn(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  return signInWith(baseUrl, username, password);
}
