// `node --import tsx bench/server-throughput.ts [--seconds 10] [--rounds 2] [--rows 3000] [--starts 5]
//   [--database pglite,postgres] [--no-doc] [--render]`
// The server's throughput and warm start, on this machine, in one run. Not part of npm test.
//  1. Throughput: a bare Fastify hello-world (the app's Fastify) and the real server (prepareServer on a
//     temporary PGlite data dir or a fresh PostgreSQL database, court-fines filled by seed:big), each in a
//     process of its own, are loaded by autocannon from this process (10 connections, --seconds each),
//     interleaved hello, app, hello, app…; once per database named by --database.
//     The app answers GET /api/court-fines?page=1&size=20 with the clerk's bearer token.
//  2. Warm start: `npm start`'s command (package.json, run by sh: the build check, then the compiled server
//     in the same process)
//     on a data dir whose embedded database is already initialised, timed from spawn to the first 200 of
//     /api/health. The server's own step times (IGNITE_START_TIMES=1) say where the time goes.
// Writes the `server` section of docs/performance.md. Temp dirs are /tmp/bench-server-*; the built portal
// that the started server serves is dist/ when built, else /tmp/bench-server-dist (built once, kept).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDocSection } from './doc-section';
import { parseBenchOptions, type BenchOptions, type DatabaseKind } from './bench-options';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
/** The last run's figures, so that the doc can be written again without measuring (--render). */
const RESULTS = path.join(ROOT, '.test-data/bench-server-throughput.json');
const PASSWORD = 'bench-demo-password';
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 10;
const PAGE_QUERY = '/api/court-fines?page=1&size=20';
const WARMUP_SECONDS = 2;
const POLL_MS = 10;
const START_TIMEOUT_MS = 60_000;

const USAGE = `Usage: node --import tsx bench/server-throughput.ts [--seconds <n>] [--rounds <n>] [--rows <n>]
                                                   [--starts <n>] [--no-doc] [--render]
  --seconds  seconds of load per autocannon run (default 10)
  --rounds   rounds of (hello-world, app page, app health) runs, interleaved (default 2)
  --rows     court-fines records added by seed:big before the throughput runs (default 3000)
  --starts   warm starts timed (default 5)
  --database the databases whose throughput is measured, comma-separated (default pglite,postgres;
             PostgreSQL on TEST_DATABASE_URL's server, default ${POSTGRES_ADMIN_URL})
  --no-doc   print the figures only; --render writes the doc from the last run's figures`;

type Options = BenchOptions<'seconds' | 'rounds' | 'rows' | 'starts'>;

const parseOptions = (args: string[]): Options =>
  parseBenchOptions(args, {
    numbers: {
      seconds: { default: 10, max: 600 },
      rounds: { default: 2, max: 20 },
      rows: { default: 3000, max: 1_000_000 },
      starts: { default: 5, max: 50 },
    },
    databasesFlag: '--database',
  });

// ---------------------------------------------------------------------------------------------------------
// Child processes: `--serve hello`, `--serve app` and `--anatomy` (the environment gives the database).

/** A bare Fastify hello-world: the same Fastify the app uses, no plugins. */
async function serveHello(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  announce(await app.listen({ port: 0, host: '127.0.0.1' }));
}

/** The real server, as the records bench starts it. */
async function serveApp(): Promise<void> {
  const { loadConfig } = await import('../server/config');
  const { prepareServer } = await import('../server/start');
  const { app } = await prepareServer(loadConfig(process.env));
  announce(await app.listen({ port: 0, host: '127.0.0.1' }));
}

function announce(url: string): void {
  console.log(`LISTENING ${url}`);
  process.once('SIGTERM', () => process.exit(0));
}

interface Anatomy {
  /** Mean ms of one page request answered from memory (kept-answers.ts), sent one at a time. */
  keptMs: number;
  /** Mean ms of one page request read from the database (as after a write), sent one at a time. */
  pageMs: number;
  /** Of which in the database: top-level queries and whole transactions. */
  databaseMs: number;
  queries: { sql: string; ms: number; perRequest: number }[];
  /** Mean ms of one /api/health (one `select 1`), the same way. */
  healthMs: number;
  requests: number;
}

/**
 * What one page request does: the app in this process, PGlite's query, exec and transaction wrapped with a
 * clock, requests sent one at a time with app.inject. Prints one JSON line (ANATOMY).
 */
async function timeAnatomy(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { loadConfig } = await import('../server/config');
  const { prepareServer } = await import('../server/start');
  type Call = (...args: unknown[]) => Promise<unknown>;
  const calls: { sql: string; ms: number; top: boolean }[] = [];
  let recording = false;
  const timed = (call: Call, label: (args: unknown[]) => string, top: boolean): Call =>
    async function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      try {
        return await call.apply(this, args);
      } finally {
        if (recording) calls.push({ sql: label(args), ms: performance.now() - started, top });
      }
    };
  const text = (prefix: string) => (args: unknown[]) =>
    `${prefix}${String(args[0])
      .replace(/\s+/g, ' ')
      .replace(/\$\d+(, \$\d+)+/g, '…')}`.slice(0, 140);
  if (process.env.DATABASE_URL) {
    // PostgreSQL: every statement the pool's clients send (BEGIN and COMMIT apart), timed to its answer.
    const { default: pg } = await import('pg');
    const client = pg.Client.prototype as unknown as Record<string, Call>;
    client.query = timed(client.query!, text(''), true);
  }
  const proto = PGlite.prototype as unknown as Record<string, Call>;
  for (const method of ['query', 'exec']) proto[method] = timed(proto[method]!, text(''), true);
  const transaction = proto.transaction!;
  proto.transaction = timed(
    function (this: unknown, callback: unknown) {
      return transaction.call(this, (tx: Record<string, Call>) => {
        for (const method of ['query', 'exec'])
          tx[method] = timed(tx[method]!.bind(tx), text('in the transaction: '), false);
        return (callback as (tx: unknown) => unknown)(tx);
      });
    },
    () => 'transaction (BEGIN … COMMIT, with the queries in it)',
    true,
  );
  const { WATCHED_TABLES } = await import('../server/db/change-feed');
  const { app, database } = await prepareServer(loadConfig(process.env));
  // As after a write of every table the answers are kept by: the next request reads the database.
  const afterAWrite = () => {
    for (const table of WATCHED_TABLES) database.changes.changed(table);
  };
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/iam/authentication/token',
    payload: { authType: 'DB_AUTH', username: 'clerk@ignite.local', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(signIn.json() as { token: string }).token}` };
  const requests = 200;
  const serially = async (url: string, sent: Record<string, string>, before = () => undefined as void) => {
    const started = performance.now();
    for (let index = 0; index < requests; index += 1) {
      before();
      const response = await app.inject({ url, headers: sent });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    return (performance.now() - started) / requests;
  };
  await serially(PAGE_QUERY, headers, afterAWrite);
  await serially('/api/health', {});
  const keptMs = await serially(PAGE_QUERY, headers);
  recording = true;
  const pageMs = await serially(PAGE_QUERY, headers, afterAWrite);
  recording = false;
  const healthMs = await serially('/api/health', {});
  await app.close();
  const bySql = new Map<string, { ms: number; count: number }>();
  for (const call of calls) {
    const entry = bySql.get(call.sql) ?? { ms: 0, count: 0 };
    entry.ms += call.ms;
    entry.count += 1;
    bySql.set(call.sql, entry);
  }
  const anatomy: Anatomy = {
    keptMs,
    pageMs,
    databaseMs: calls.filter((call) => call.top).reduce((sum, call) => sum + call.ms, 0) / requests,
    queries: [...bySql].map(([sql, { ms, count }]) => ({
      sql,
      ms: ms / count,
      perRequest: count / requests,
    })),
    healthMs,
    requests,
  };
  console.log(`ANATOMY ${JSON.stringify(anatomy)}`);
}

// ---------------------------------------------------------------------------------------------------------
// The parent.

/** Children still running, stopped on the way out whatever happens. */
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];
/** PostgreSQL databases made for a run, dropped on the way out. */
const dropDatabases: (() => Promise<void>)[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join('/tmp', `bench-server-${name}-`));
  tempDirs.push(dir);
  return dir;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

async function cleanUp(): Promise<void> {
  for (const child of [...children]) await stopChild(child);
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const drop of dropDatabases.splice(0)) await drop().catch(() => undefined);
}

/** Runs this script in a child with `args`; resolves with the child and its first line starting with `mark`. */
function spawnSelf(
  args: string[],
  env: NodeJS.ProcessEnv,
  mark: string,
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${args.join(' ')}: no "${mark}" in time\n${log}`)),
      120_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const line = log.split('\n').find((candidate) => candidate.startsWith(`${mark} `));
      if (line) {
        clearTimeout(timer);
        resolve({ child, line: line.slice(mark.length + 1) });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      children.delete(child);
      reject(new Error(`${args.join(' ')} exited (${code}) before "${mark}"\n${log}`));
    });
  });
}

/** Environment of a server on the embedded database in `dataDir`, serving the portal from `staticDir`. */
function serverEnv(dataDir: string, staticDir: string): NodeJS.ProcessEnv {
  return {
    IGNITE_DATA_DIR: dataDir,
    IGNITE_DEMO_PASSWORD: PASSWORD,
    IGNITE_STATIC_DIR: staticDir,
    DATABASE_URL: '',
    NODE_ENV: '',
    IGNITE_LOG: '',
  };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/iam/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authType: 'DB_AUTH', username: 'clerk@ignite.local', password: PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

interface LoadRun {
  target: 'hello' | 'app' | 'health';
  round: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(
  target: LoadRun['target'],
  round: number,
  url: string,
  seconds: number,
  headers: Record<string, string>,
): Promise<LoadRun> {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    target,
    round,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

interface Throughput {
  database: DatabaseKind;
  runs: LoadRun[];
  records: number;
  answerBytes: number;
  anatomy: Anatomy;
}

async function measureThroughput(
  options: Options,
  staticDir: string,
  database: DatabaseKind,
): Promise<Throughput> {
  const { runSeedBig } = await import('../server/cli/seed-big');
  const env = serverEnv(tempDir('data'), staticDir);
  if (database === 'postgres') {
    const { createPostgresDatabase } = await import('../tests/helpers/test-server');
    const created = await createPostgresDatabase();
    dropDatabases.push(created.drop);
    env.DATABASE_URL = created.url;
  }
  console.log(`Throughput on ${database}:`);
  console.log(`Seeding ${options.rows} court-fines records (seed:big)…`);
  const code = await runSeedBig(
    ['--resource', 'court-fines', '--rows', String(options.rows)],
    (line) => console.log(`   ${line}`),
    { ...process.env, ...env },
  );
  if (code !== 0) throw new Error(`seed:big failed (${code})`);

  const hello = await spawnSelf(['--serve', 'hello'], {}, 'LISTENING');
  const app = await spawnSelf(['--serve', 'app'], env, 'LISTENING');
  const helloUrl = `${hello.line}/`;
  const appUrl = `${app.line}${PAGE_QUERY}`;
  const token = await signIn(app.line);
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(appUrl, { headers });
  const page = (await first.json()) as { content: unknown[]; totalElements: number };
  if (!first.ok || page.content.length !== 20)
    throw new Error(`The first page did not answer 20 records: ${JSON.stringify(page).slice(0, 300)}`);
  const answerBytes = JSON.stringify(page).length;
  console.log(`hello-world at ${helloUrl}, app at ${appUrl} (${page.totalElements} records)`);

  // Warm-up (not counted): the JIT, PGlite's caches and the connections' first requests.
  await load('hello', 0, helloUrl, WARMUP_SECONDS, {});
  await load('app', 0, appUrl, WARMUP_SECONDS, headers);
  await load('health', 0, `${app.line}/api/health`, WARMUP_SECONDS, {});
  const runs: LoadRun[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const [target, url, sent] of [
      ['hello', helloUrl, {}],
      ['app', appUrl, headers],
      ['health', `${app.line}/api/health`, {}],
    ] as const) {
      const run = await load(target, round, url, options.seconds, sent);
      console.log(
        `   round ${round} ${target}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
      );
      runs.push(run);
    }
  }
  await stopChild(hello.child);
  await stopChild(app.child);
  // PGlite serves one process: the anatomy is taken on the same database once the app has stopped.
  const anatomyRun = await spawnSelf(['--anatomy'], env, 'ANATOMY');
  await stopChild(anatomyRun.child);
  const anatomy = JSON.parse(anatomyRun.line) as Anatomy;
  console.log(
    `   one page request alone: from memory ${anatomy.keptMs.toFixed(2)} ms; read after a write ${anatomy.pageMs.toFixed(2)} ms, of which ${anatomy.databaseMs.toFixed(2)} ms in the database; /api/health ${anatomy.healthMs.toFixed(2)} ms`,
  );
  return { database, runs, records: page.totalElements, answerBytes, anatomy };
}

/** `npm start`'s command, as package.json has it (run by sh, as npm would, without npm itself). */
function startCommand(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts.start!;
}

interface TimedStart {
  ms: number;
  /** The server's own steps (IGNITE_START_TIMES=1), then spawning and the first /api/health. */
  steps: [string, number][];
}

/** Spawns `npm start`'s command and times spawn → first 200 of /api/health; stops it again. */
async function timeStart(env: NodeJS.ProcessEnv): Promise<TimedStart> {
  const { freePort } = await import('../tests/e2e/portal-server');
  const port = await freePort();
  const started = performance.now();
  // A process group of its own: sh and the server are stopped together.
  const child = spawn('sh', ['-c', startCommand()], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', IGNITE_START_TIMES: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start's command exited early:\n${log}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`No healthy server:\n${log}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.status === 200) {
          const ms = performance.now() - started;
          const steps = log
            .split('\n')
            .filter((line) => line.startsWith('START_STEP '))
            .map((line) => JSON.parse(line.slice('START_STEP '.length)) as [string, number]);
          const serverMs = steps.reduce((sum, [, stepMs]) => sum + stepMs, 0);
          // The server's clock starts with its process (the build check included): the rest is spawning it
          // and the first answer after it listens.
          steps.push(['spawning the process, and the first /api/health after listening', ms - serverMs]);
          return { ms, steps };
        }
      } catch (error) {
        if (error instanceof SyntaxError) throw error;
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await stopChild(child);
  }
}

interface WarmStart {
  coldMs: number;
  warmMs: number[];
  /** Each step's median over the warm starts. */
  phases: [string, number][];
}

async function measureStart(options: Options, staticDir: string): Promise<WarmStart> {
  const env = serverEnv(tempDir('start'), staticDir);
  // The first start creates, migrates and seeds the database; the ones after it are warm starts.
  const coldMs = (await timeStart(env)).ms;
  console.log(`First start (creates the database): ${coldMs.toFixed(0)} ms`);
  const warm: TimedStart[] = [];
  for (let run = 0; run < options.starts; run += 1) {
    warm.push(await timeStart(env));
    console.log(`   warm start ${run + 1}: ${warm.at(-1)!.ms.toFixed(0)} ms`);
  }
  const phases = warm[0]!.steps.map(([name], index): [string, number] => [
    name,
    median(warm.map((start) => start.steps[index]?.[1] ?? 0)),
  ]);
  for (const [name, ms] of phases) console.log(`   ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  return { coldMs, warmMs: warm.map((start) => start.ms), phases };
}

/** The built portal that `npm start` serves: dist/ when built, else a copy built once into /tmp. */
function builtPortal(): string {
  const dist = path.join(ROOT, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  const own = '/tmp/bench-server-dist';
  if (!existsSync(path.join(own, 'index.html'))) {
    console.log(`Building the portal into ${own} (once; not timed)…`);
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', own, '--emptyOutDir'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('The portal build failed');
  }
  return own;
}

// ---------------------------------------------------------------------------------------------------------
// Report.

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const whole = (value: number) => Math.round(value).toLocaleString('en');
const verdict = (met: boolean) => (met ? '**met**' : '**not met**');

const TARGET_LABELS: Record<LoadRun['target'], string> = {
  hello: 'hello-world',
  app: 'app, page of 20',
  health: 'app, /api/health (reference)',
};

interface Saved {
  date: string;
  machine: Machine;
  options: Options;
  throughputs: Throughput[];
  start: WarmStart;
}

interface Machine {
  cores: number;
  model: string;
  memoryGb: number;
  node: string;
  fastify: string;
  autocannon: string;
  load: [number, number];
}

interface Summary {
  database: DatabaseKind;
  hello: { rps: number; p50: number; p99: number };
  app: { rps: number; p50: number; p99: number };
  health: number;
  ratio: number;
  non2xx: number;
}

function summarize(throughput: Throughput): Summary {
  const of = (target: LoadRun['target']) => {
    const runs = throughput.runs.filter((run) => run.target === target);
    return {
      rps: mean(runs.map((run) => run.rps)),
      p50: mean(runs.map((run) => run.p50)),
      p99: Math.max(...runs.map((run) => run.p99)),
    };
  };
  const hello = of('hello');
  const app = of('app');
  return {
    database: throughput.database,
    hello,
    app,
    health: of('health').rps,
    ratio: app.rps / hello.rps,
    non2xx: throughput.runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  };
}

const DATABASE_LABELS: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function section(
  options: Options,
  machine: Machine,
  date: string,
  throughputs: Throughput[],
  start: WarmStart,
  why: string,
): string {
  const summaries = throughputs.map(summarize);
  const warmMedian = median(start.warmMs);
  const warmMax = Math.max(...start.warmMs);
  const runRows = throughputs.flatMap((throughput) =>
    throughput.runs.map(
      (run) =>
        `| ${DATABASE_LABELS[throughput.database]} | ${run.round} | ${TARGET_LABELS[run.target]} | ${whole(run.rps)} | ${run.p50} | ${run.p99} | ${run.max} | ${whole(run.requests)} | ${run.non2xx + run.errors + run.timeouts} |`,
    ),
  );
  const targetRows = summaries.flatMap((summary) => [
    `| ${DATABASE_LABELS[summary.database]}: app page of 20 ≥ 25% of hello-world's requests per second | ${(summary.ratio * 100).toFixed(1)}% (${whole(summary.app.rps)} / ${whole(summary.hello.rps)}) | ${verdict(summary.ratio >= 0.25)} |`,
    `| ${DATABASE_LABELS[summary.database]}: app page of 20, p99 < 100 ms | ${summary.app.p99} ms | ${verdict(summary.app.p99 < 100)} |`,
    `| ${DATABASE_LABELS[summary.database]}: no answer other than 2xx | ${summary.non2xx} | ${verdict(summary.non2xx === 0)} |`,
  ]);
  const phaseRows = start.phases.map(([name, ms]) => `| ${name} | ${whole(ms)} |`);
  const records = throughputs.map((throughput) => whole(throughput.records)).join(' / ');
  const answerKb = whole(throughputs[0]!.answerBytes / 1024);
  return `## The server: throughput and warm start

Written by \`node --import tsx bench/server-throughput.ts\` on ${date}. Run it again to refresh the figures;
the text around them is the same each time.

### Machine and method

- ${machine.cores} cores (${machine.model}), ${machine.memoryGb} GB memory, Node ${machine.node}, Fastify
  ${machine.fastify}, autocannon ${machine.autocannon}. Load average ${machine.load[0].toFixed(2)} at the start
  and ${machine.load[1].toFixed(2)} at the end: the machine is shared, so other work adds noise to every figure.
- Throughput, once per database (${throughputs.map((throughput) => DATABASE_LABELS[throughput.database]).join(', ')}): a bare Fastify hello-world (\`GET /\` answering \`{"hello":"world"}\`, no plugins) and the real
  server (\`prepareServer\` on a temporary embedded database, or a fresh PostgreSQL database on the same machine, with ${records} \`court-fines\`
  records, ${whole(options.rows)} of them from \`seed:big\`) run in processes of their own; autocannon loads
  them from a third, ${CONNECTIONS} connections for ${options.seconds} s a run, after ${WARMUP_SECONDS} s of
  warm-up each. The app's request is \`GET ${PAGE_QUERY}\` with the clerk's bearer token (its answer is about
  ${answerKb} KB of JSON, not compressed: autocannon asks for no encoding). Runs
  alternate hello-world, app page, app \`/api/health\` (a reference: one \`select 1\`, no token), hello-world… (${options.rounds} rounds) so that the machine's changing load
  falls on both alike. Requests per second are autocannon's mean over each run's seconds; the summary takes
  the mean of the runs' means and p50s and the worst p99.
- Warm start: \`npm start\`'s command (\`${startCommand()}\`, run by \`sh\` as npm runs it, without npm's own start-up),
  the server compiled ahead of time and the portal built before (neither build counted), on a data dir whose embedded database a first start
  had created. Timed from spawn to the first 200 of \`GET /api/health\`, polled every
  ${POLL_MS} ms; ${options.starts} starts. The first start, which creates, migrates and seeds the database, took
  ${whole(start.coldMs)} ms.

### Targets

| target | measured | verdict |
| --- | ---: | --- |
${targetRows.join('\n')}
| warm start to the first 200 of /api/health ≤ 1 s | median ${whole(warmMedian)} ms, max ${whole(warmMax)} ms | ${verdict(warmMax <= 1000)} |

### Throughput runs

| database | round | server | req/s | p50 ms | p99 ms | max ms | requests | non-2xx or errors |
| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${runRows.join('\n')}

### Warm starts

| | ms |
| --- | ---: |
${start.warmMs.map((ms, index) => `| start ${index + 1} | ${whole(ms)} |`).join('\n')}
| median | ${whole(warmMedian)} |
| max | ${whole(warmMax)} |

Where a warm start's time goes: the server's own clock between its steps (\`IGNITE_START_TIMES=1\`), the median of each step over the warm starts:

| step | ms |
| --- | ---: |
${phaseRows.join('\n')}

${why.trim()}`;
}

function packageVersion(name: string): string {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** What takes the time, from this run's own measurements (the anatomy and the start's steps). */
function whyText(throughputs: Throughput[], start: WarmStart): string {
  const lines: string[] = ['### Why'];
  const perRequest = (ms: number) => `${ms.toFixed(2)} ms`;
  for (const throughput of throughputs) {
    const { anatomy } = throughput;
    const summary = summarize(throughput);
    const label = DATABASE_LABELS[throughput.database];
    const queryRows = anatomy.queries.map(
      (query) =>
        `| \`${query.sql.replace(/\|/g, '\\|')}\` | ${query.perRequest.toFixed(1)} | ${perRequest(query.ms)} |`,
    );
    lines.push(
      '',
      `#### ${label}`,
      '',
      `What one page request does, measured alone (the app in one process, ${anatomy.requests} requests sent one at a time with \`app.inject\`): ${perRequest(anatomy.keptMs)} a request answered from memory, as in the throughput runs. The token's claims are remembered once its signature is checked (jose's HS256 check alone costs about 0.1 ms), and the caller with their roles and acls, and the page's JSON per caller's acls and query, are kept (\`server/db/kept-answers.ts\`) until the database announces a change of the tables they were read from. A trigger on each of those tables (migration 0110) notifies \`ignite_changes\` once per statement. Every connection of the server listens: its own writes are heard before they return, another server's within milliseconds of their commit. While the listening connection is lost, nothing is answered from memory. The rest of a kept answer is Fastify with its hooks, the security headers (worked out once when the app is built) and the socket write.`,
      '',
      `Read from the database, as after a write (every watched table's notice sent before each request, the database calls timed): ${perRequest(anatomy.pageMs)} a request, of which ${perRequest(anatomy.databaseMs)} (${((anatomy.databaseMs / anatomy.pageMs) * 100).toFixed(0)}%) waiting on ${label}. \`GET /api/health\`, one \`select 1\`, takes ${perRequest(anatomy.healthMs)}.`,
      '',
      `| query (${label}), after a write | per request | ms each |`,
      '| --- | ---: | ---: |',
      ...queryRows,
      '',
      "- After a write, the token check reads the user with their roles and acls in one query, the records route reads the resource with its published form's fields in one query to know which fields the caller may see, and the page itself is one transaction (the resource's counts, the page's ids, the rows).",
    );
    if (summary.ratio >= 0.25 && summary.app.p99 < 100)
      lines.push('', `The throughput targets are met on ${label}.`);
    if (summary.app.p99 >= 100)
      lines.push(
        '',
        `- p99 **not met** on ${label}: the ${CONNECTIONS} connections' requests wait their turn on the server's one thread, so a request's latency is about ${CONNECTIONS} requests' time (${CONNECTIONS} × ${perRequest(anatomy.keptMs)} ≈ ${whole(CONNECTIONS * anatomy.keptMs)} ms, against the measured p50 of ${whole(summary.app.p50)} ms); the p99 adds the moments when the shared machine's other work takes the core.`,
      );
    if (summary.ratio < 0.25)
      lines.push(
        '',
        `- Throughput **not met** on ${label}: 25% of the hello-world is ${whole(summary.hello.rps * 0.25)} requests per second, about ${perRequest(1000 / (summary.hello.rps * 0.25))} of one core per request, against ${perRequest(anatomy.keptMs)} for a kept page measured alone. The server, autocannon and the hello-world share 2 cores, so a run's figure also depends on what else the machine is doing.`,
      );
  }
  const phaseMs = (pattern: RegExp) =>
    start.phases.filter(([name]) => pattern.test(name)).reduce((sum, [, ms]) => sum + ms, 0);
  const met = Math.max(...start.warmMs) <= 1000;
  lines.push(
    '',
    '#### Warm start',
    '',
    `- ${met ? 'The warm start target is met' : 'Warm start **not met**'}: median ${whole(median(start.warmMs))} ms, max ${whole(Math.max(...start.warmMs))} ms (${start.warmMs.filter((ms) => ms <= 1000).length} of ${start.warmMs.length} starts within 1 s). \`npm start\` is one node process: it checks that the server's build is current (scripts/start.mjs) and imports the server compiled ahead of time (no TypeScript at start), split in chunks, so node reaches the server's first line with the check done and only the database's modules loaded in ${whole(phaseMs(/^node up/))} ms. The server starts opening the embedded database (PGlite reads its files and compiles its WebAssembly off the main thread) and loads the rest of itself meanwhile (${whole(phaseMs(/^loading the rest/))} ms). What is left of opening the database, ${whole(phaseMs(/^opening/))} ms, is PostgreSQL starting inside the WebAssembly on the server's own thread: the largest step, and not one the server can shorten. Checking migrations, the seed and every resource's indexes takes ${whole(phaseMs(/checking/))} ms (one read each when nothing changed); building the app and listening ${whole(phaseMs(/^(building|listening)/))} ms (the portal's files are looked up by path where no API route matched, not given a route each); spawning the process and the first answer ${whole(phaseMs(/^spawning/))} ms.`,
    "- Left for when first used: each route's validator and serializer (Ajv and fast-json-stringify compile them on the route's first request), Form.io's core (loaded when the first submission is checked), the SAML libraries (only when single sign-on is configured) and PostgreSQL's client (only with DATABASE_URL).",
  );
  if (!met)
    lines.push(
      "- What would take more: PostgreSQL's start in PGlite made shorter, which the server does not control. On this shared two-core machine, the other work running at the same time also lengthens each start.",
    );
  return lines.join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') {
    if (args[1] === 'hello') await serveHello();
    else if (args[1] === 'app') await serveApp();
    else throw new Error('--serve takes hello or app');
    return -1;
  }
  if (args[0] === '--anatomy') {
    await timeAnatomy();
    return 0;
  }
  let options: Options;
  try {
    options = parseOptions(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  const cpus = os.cpus();
  const machine: Machine = {
    cores: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    fastify: packageVersion('fastify'),
    autocannon: packageVersion('autocannon'),
    load: [os.loadavg()[0]!, 0],
  };
  let date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  try {
    let throughputs: Throughput[];
    let start: WarmStart;
    if (options.render) {
      const saved = JSON.parse(readFileSync(RESULTS, 'utf8')) as Saved;
      ({ throughputs, start, date } = saved);
      Object.assign(machine, saved.machine);
      Object.assign(options, saved.options, { doc: true });
    } else {
      const staticDir = builtPortal();
      throughputs = [];
      for (const database of options.databases)
        throughputs.push(await measureThroughput(options, staticDir, database));
      start = await measureStart(options, staticDir);
      machine.load[1] = os.loadavg()[0]!;
      mkdirSync(path.dirname(RESULTS), { recursive: true });
      const saved: Saved = { date, machine, options, throughputs, start };
      writeFileSync(RESULTS, JSON.stringify(saved, null, 2));
    }
    let non2xx = 0;
    for (const summary of throughputs.map(summarize)) {
      console.log(
        `\n${summary.database}: hello-world ${whole(summary.hello.rps)} req/s, app ${whole(summary.app.rps)} req/s: ${(summary.ratio * 100).toFixed(1)}%; app p99 ${summary.app.p99} ms; non-2xx ${summary.non2xx}`,
      );
      non2xx += summary.non2xx;
    }
    console.log(
      `Warm start: median ${whole(median(start.warmMs))} ms, max ${whole(Math.max(...start.warmMs))} ms`,
    );
    if (options.doc)
      await writeDocSection(
        'server',
        section(options, machine, date, throughputs, start, whyText(throughputs, start)),
      );
    if (non2xx > 0) {
      console.error('Some answers were not 2xx: the throughput figures do not count.');
      return 1;
    }
    return 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
