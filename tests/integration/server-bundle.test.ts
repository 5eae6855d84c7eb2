// `npm start` runs the server compiled ahead of time (scripts/build-server.mjs): the bundle starts, serves
// the API on its database as the TypeScript does, and is rebuilt when a source is newer than it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript build script, without types
import { buildServer, staleReason } from '../../scripts/build-server.mjs';
import { client, signIn } from '../helpers/api-client';
import { createPostgresDatabase, DEMO_PASSWORD, TEST_DB_KIND } from '../helpers/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
// Two folders below the project, like build/server/main.mjs (examples/ is found from the bundle's URL).
mkdirSync(path.join(ROOT, '.test-data'), { recursive: true });
const outDir = mkdtempSync(path.join(ROOT, '.test-data', 'server-bundle-'));
const bundle = path.join(outDir, 'main.mjs');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-bundle-'));
const staticDir = path.join(dataDir, 'portal');
let dropDatabase: (() => Promise<void>) | undefined;

const build = buildServer as (outfile: string) => Promise<string>;
const stale = staleReason as (outfile: string) => string | null;

beforeAll(async () => {
  await build(bundle);
}, 60_000);

afterAll(async () => {
  await dropDatabase?.();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('is fresh once built, and stale when a source is newer, gone, a chunk missing, or the list is missing', () => {
    expect(stale(bundle)).toBeNull();
    const inputs = path.join(outDir, 'main.inputs.json');
    // The server's modules that main.mjs imports while the database opens are chunks beside it.
    const { chunks } = JSON.parse(readFileSync(inputs, 'utf8')) as { chunks: string[] };
    const start = chunks.find((chunk) => chunk.startsWith('main-start-'));
    expect(start).toBeDefined();
    renameSync(path.join(outDir, start!), path.join(outDir, 'moved.mjs'));
    expect(stale(bundle)).toBe(`its chunk ${start} is missing`);
    renameSync(path.join(outDir, 'moved.mjs'), path.join(outDir, start!));
    expect(stale(bundle)).toBeNull();
    writeFileSync(inputs, JSON.stringify({ startedAt: 0, files: ['server/app.ts'] }));
    expect(stale(bundle)).toBe('server/app.ts changed');
    writeFileSync(inputs, JSON.stringify({ startedAt: Date.now() + 60_000, files: ['server/no-such.ts'] }));
    expect(stale(bundle)).toBe('server/no-such.ts is gone');
    writeFileSync(inputs, JSON.stringify({ startedAt: Date.now() + 60_000, files: ['server/app.ts'] }));
    expect(stale(bundle)).toBeNull();
    rmSync(inputs);
    expect(stale(bundle)).toBe('not built yet');
  });

  it('starts, and answers sign-in, a page of records, a new record and the OpenAPI document', async () => {
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    let databaseUrl = '';
    if (TEST_DB_KIND === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const child = spawn(process.execPath, [bundle], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        IGNITE_DATA_DIR: dataDir,
        IGNITE_STATIC_DIR: staticDir,
        IGNITE_DEMO_PASSWORD: DEMO_PASSWORD,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'test',
        IGNITE_LOG: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          log += chunk.toString();
          const match = /running at (http:\/\/\S+)/.exec(log);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`The bundle exited (${code}):\n${log}`)));
      });
      expect(log).toContain(`Database: ${TEST_DB_KIND}`);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const api = client(url, await signIn(url, 'clerk@ignite.local', DEMO_PASSWORD));
      const page = await api.get('/api/court-fines?page=1&size=2');
      expect(page.status).toBe(200);
      expect(page.body.content).toHaveLength(2);
      // Checked against its form first: Form.io's core and the script sandbox load from the bundle.
      const fine = { caseNumber: 'CF-2026-0990', offenderName: 'Jo Tan', amount: 12, dueDate: '2026-12-31' };
      const created = await api.post('/api/court-fines', fine);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await api.post('/api/court-fines', { ...fine, offenderName: 7 })).status).toBe(400);
      const docs = await api.get('/api/docs');
      expect(docs.body.info.title).toBe('Ignite Portal API');
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
