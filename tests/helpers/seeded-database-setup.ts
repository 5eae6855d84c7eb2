// Global setup of the server and security tests: one migrated and seeded database, copied for every test
// server instead of creating each from nothing. Creating an embedded database runs PostgreSQL's initdb
// inside WebAssembly (seconds on a busy machine); a copy loads in a fraction of that. On PostgreSQL the
// copy is a database created from a template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase, TEST_DB_KIND, testServerConfig } from './test-server';
import { prepareServer } from '../../server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded embedded database (PGlite's dumpDataDir), when the tests run on PGlite. */
    seededPgliteImage: string;
    /** The seeded template database's name, when the tests run on PostgreSQL. */
    seededPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ignite-seeded-'));
  if (TEST_DB_KIND === 'pglite') {
    const pgliteDir = path.join(dir, 'pglite');
    const started = await prepareServer(testServerConfig(dir), { pgliteDir });
    await started.app.close();
    const pglite = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    const image = await pglite.dumpDataDir('none');
    await pglite.close();
    const file = path.join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    project.provide('seededPgliteImage', file);
    project.provide('seededPostgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const template = await createPostgresDatabase();
  const started = await prepareServer(testServerConfig(dir, template.url));
  await started.app.close();
  project.provide('seededPgliteImage', '');
  project.provide('seededPostgresTemplate', template.name);
  return async () => {
    await template.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
