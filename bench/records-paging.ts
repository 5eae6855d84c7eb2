// `npm run bench:records -- [--rows 1000000] [--db pglite,postgres] [--requests 30] [--minutes 30]`
// Seeds a court-fines resource with seed:big on PGlite and on PostgreSQL, starts the real server and times
// pages through HTTP, then prints the figures and writes its section of docs/performance.md. Not part of
// npm test.
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is where a throw-away
// database ignite_bench_<random> is created and dropped. The whole run stops itself after --minutes.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { runSeedBig } from '../server/cli/seed-big';
import { loadConfig } from '../server/config';
import { prepareServer } from '../server/start';
import { exactMatches, probeDatabase } from './database-probes';
import { writeDocSection } from './doc-section';
import {
  performanceSection,
  percentile,
  resultTable,
  verdicts,
  type BackendKind,
  type BackendResult,
  type BenchRun,
  type CaseResult,
} from './paging-report';
import { parseBenchOptions, type BenchOptions } from './bench-options';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The last run's figures, so that the doc can be written again without measuring (--render). */
const RESULTS = path.join(ROOT, '.test-data/bench-records-paging.json');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-demo-password';
const PAGE_SIZE = 20;
const REQUEST_TIMEOUT_MS = 60_000;
const SEARCHABLE_FIELDS = ['caseNumber', 'offenderName'];

const USAGE = `Usage: npm run bench:records -- [--rows <n>] [--db pglite,postgres] [--requests <n>] [--warmup <n>]
                                  [--settle <s>] [--minutes <n>] [--no-doc] [--render]
  --rows      records to seed (default 1000000)
  --db        which databases, comma-separated (default pglite,postgres)
  --requests  measured requests per case (default 30), after --warmup ones (default 3)
  --settle    seconds to wait after the first warm-up round, while page marks are read (default 15)
  --minutes   stop everything after this long (default 30)
  --no-doc    print the figures only; --render writes the doc from the last run's figures`;

type Options = BenchOptions<'rows' | 'requests' | 'warmup' | 'settle' | 'minutes'>;

const parseOptions = (args: string[]): Options =>
  parseBenchOptions(args, {
    numbers: {
      rows: { default: 1_000_000, max: 10_000_000 },
      requests: { default: 30, max: 10_000 },
      warmup: { default: 3, max: 1000 },
      settle: { default: 15, max: 600 },
      minutes: { default: 30, max: 24 * 60 },
    },
    databasesFlag: '--db',
  });

/** Set when the time is up: every loop checks it. */
const deadline = { at: Infinity, passed: () => Date.now() > deadline.at };
/** What must happen even when the run is cut short: stop servers, drop databases, remove temp dirs. */
const cleanups: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => console.error(`Clean-up failed: ${String(error)}`));
  }
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Environment of a server (and seed:big) on a fresh database of the kind. */
async function freshDatabase(kind: BackendKind): Promise<NodeJS.ProcessEnv> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ignite-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    IGNITE_DATA_DIR: dataDir,
    IGNITE_JWT_SECRET: randomBytes(32).toString('hex'),
    IGNITE_DEMO_PASSWORD: PASSWORD,
    IGNITE_STATIC_DIR: path.join(dataDir, 'no-portal'),
    // Paging is measured in the database: no page is answered from memory.
    IGNITE_KEEP_ANSWERS: 'false',
    PORT: '0',
  };
  if (kind === 'postgres') {
    const name = `ignite_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/iam/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authType: 'DB_AUTH', username: 'clerk@ignite.local', password: PASSWORD }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

interface Page {
  content: unknown[];
  nextCursor?: string;
  previousCursor?: string;
  number: number;
  last: boolean;
  totalElements: number;
  totalPages: number;
  totalIsEstimate?: boolean;
}

async function getPage(baseUrl: string, token: string, query: string): Promise<Page> {
  const response = await fetch(`${baseUrl}/api/court-fines?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json()) as Page;
  if (!response.ok) throw new Error(`GET ?${query} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

interface Case {
  id: string;
  label: string;
  /** The case whose p95 this one's is compared with (its list's first page); none for an anchor. */
  anchor?: string;
  /** The query string, given the page and what is known of the lists. */
  query: (page: number, lists: Lists) => string | Promise<string>;
  /** The page to ask for. */
  page: (lists: Lists) => number;
}

/** What the cases need to know: the sorted list's first and middle pages, the filtered list's size. */
interface Lists {
  first: Page;
  /** Fetched when a case first needs it, so that the middle page's own first request comes before. */
  middle: () => Promise<Page>;
  filteredMatches: number;
}

const sorted = (page: number) => `page=${page}&size=${PAGE_SIZE}&sort=caseNumber,asc`;
const byId = (page: number) => `page=${page}&size=${PAGE_SIZE}`;
const SEARCHES = ['(%tan%)', '(%CF-2025-12%)'];
const FILTER = SEARCHES[0]!;
const filtered = (page: number) => `${sorted(page)}&q=${encodeURIComponent(FILTER)}`;
const middleOf = (rows: number) => Math.ceil(Math.ceil(rows / PAGE_SIZE) / 2);
const search = (q: string) => () => `page=1&size=${PAGE_SIZE}&q=${encodeURIComponent(q)}`;
/** The first, middle and last page of one list of `rows(lists)` rows; the first is the others' anchor. */
function pagesOf(
  list: string,
  suffix: string,
  query: (page: number) => string,
  rows: (lists: Lists) => number,
): Case[] {
  const anchor = `first${suffix}`;
  return [
    { id: anchor, label: `first page, ${list}`, query, page: () => 1 },
    ...(['middle', 'last'] as const).map((which) => ({
      id: `${which}${suffix}`,
      label: `${which} page, ${list}`,
      anchor,
      query,
      page: (lists: Lists) =>
        which === 'middle' ? middleOf(rows(lists)) : Math.ceil(rows(lists) / PAGE_SIZE),
    })),
  ];
}

const CASES: Case[] = [
  // The fixed cost of any records call (token, acls, resource and form), without paging.
  {
    id: 'by-id',
    label: 'one record by id (no paging)',
    query: (_page, { first }) => `id=${(first.content[0] as { id: number }).id}`,
    page: () => 1,
  },
  ...pagesOf('caseNumber asc', '', sorted, ({ first }) => first.totalElements),
  // A cursor is made by the page before (or after) the one it leads to: here the middle page's.
  {
    id: 'cursor-next',
    label: 'next page by cursor from the middle, caseNumber asc',
    anchor: 'first',
    query: async (_page, { middle }) => cursorQuery((await middle()).nextCursor),
    page: ({ first }) => middleOf(first.totalElements) + 1,
  },
  {
    id: 'cursor-previous',
    label: 'previous page by cursor from the middle, caseNumber asc',
    anchor: 'first',
    query: async (_page, { middle }) => cursorQuery((await middle()).previousCursor),
    page: ({ first }) => middleOf(first.totalElements) - 1,
  },
  ...pagesOf('default order (id)', '-id', byId, ({ first }) => first.totalElements),
  ...pagesOf(`\`${FILTER}\`, caseNumber asc`, '-filtered', filtered, (lists) => lists.filteredMatches),
  {
    id: 'selective',
    label: `contains search \`${SEARCHES[1]}\`, first page`,
    query: search(SEARCHES[1]!),
    page: () => 1,
  },
];

const cursorQuery = (cursor: string | undefined) => {
  if (!cursor) throw new Error('The middle page answered no cursor');
  return `size=${PAGE_SIZE}&sort=caseNumber,asc&cursor=${encodeURIComponent(cursor)}`;
};

/**
 * Times every case round-robin, one request of each per round (warm-up rounds first), so that the shared
 * machine's changing load falls on all of them alike. After the first round, which starts reading the
 * deep lists' page marks in the background, it waits --settle seconds. Stops early when the time is up.
 */
async function measure(
  baseUrl: string,
  token: string,
  lists: Lists,
  options: Options,
): Promise<CaseResult[]> {
  const results = CASES.map((testCase): CaseResult & { query?: string; testCase: Case } => {
    const page = testCase.page(lists);
    return {
      id: testCase.id,
      label: testCase.label,
      ...(testCase.anchor ? { anchor: testCase.anchor } : {}),
      page,
      testCase,
      firstMs: NaN,
      samples: [],
      totalElements: 0,
      totalIsEstimate: false,
    };
  });
  for (let round = 0; round < options.warmup + options.requests && !deadline.passed(); round += 1) {
    for (const result of results) {
      const started = performance.now();
      result.query ??= await result.testCase.query(result.page, lists);
      const answer = await getPage(baseUrl, token, result.query);
      const elapsed = performance.now() - started;
      if (answer.number !== result.page - 1 || answer.content.length === 0)
        throw new Error(
          `${result.label}: expected rows of page ${result.page}, got ${JSON.stringify(answer).slice(0, 300)}`,
        );
      if (round === 0) result.firstMs = elapsed;
      if (round >= options.warmup) result.samples.push(elapsed);
      result.totalElements = answer.totalElements;
      result.totalIsEstimate = answer.totalIsEstimate ?? false;
    }
    if (round === 0) await new Promise((resolve) => setTimeout(resolve, options.settle * 1000));
  }
  return results.map(({ query: _query, testCase: _testCase, ...result }) => result);
}

async function benchBackend(kind: BackendKind, options: Options): Promise<BackendResult> {
  const result: BackendResult = { kind, version: '', seedSeconds: null, probes: null, cases: [] };
  const env = await freshDatabase(kind);
  console.log(`\n== ${kind}: seeding ${options.rows.toLocaleString('en')} rows`);
  const seedStarted = performance.now();
  const code = await runSeedBig(
    ['--resource', 'court-fines', '--rows', String(options.rows), '--batch', '100000'],
    (line) => console.log(`   ${line}`),
    env,
  );
  if (code !== 0) throw new Error(`seed:big failed (${code})`);
  result.seedSeconds = (performance.now() - seedStarted) / 1000;
  if (deadline.passed()) throw new Error('time limit reached while seeding');

  const config = loadConfig(env);
  const started = await prepareServer(config);
  cleanups.push(() => started.app.close());
  const baseUrl = await started.app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(started.database.db);
  const version = rows[0]?.version ?? '';
  result.version =
    kind === 'postgres' ? (/PostgreSQL [\d.]+/.exec(version)?.[0] ?? version) : pgliteVersion();
  const token = await signIn(baseUrl);
  const first = await getPage(baseUrl, token, sorted(1));
  const filteredMatches = await exactMatches(started.database.db, 'court-fines', FILTER, SEARCHABLE_FIELDS);
  console.log(
    `   server at ${baseUrl}: ${first.totalElements.toLocaleString('en')} records, ${filteredMatches.toLocaleString('en')} matching ${FILTER}`,
  );
  // The middle page's cursors are what the cursor cases follow (a cursor does not expire).
  let middle: Promise<Page> | undefined;
  const middlePage = () => (middle ??= getPage(baseUrl, token, sorted(middleOf(first.totalElements))));
  result.cases = await measure(baseUrl, token, { first, middle: middlePage, filteredMatches }, options);
  for (const outcome of result.cases)
    console.log(
      `   ${outcome.label}: first request ${outcome.firstMs.toFixed(1)} ms, p50 ${percentile(outcome.samples, 50).toFixed(1)} ms, p95 ${percentile(outcome.samples, 95).toFixed(1)} ms`,
    );
  if (!deadline.passed()) {
    result.probes = await probeDatabase(started.database.db, 'court-fines', {
      rows: first.totalElements,
      searches: SEARCHES,
      searchableFields: SEARCHABLE_FIELDS,
      exactCountLimit: config.exactCountLimit,
      pageMarkSpacing: config.pageMarkSpacing,
    });
    console.log(`   in the database: ${JSON.stringify(result.probes)}`);
  }
  return result;
}

function pgliteVersion(): string {
  const file = path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

async function report(run: BenchRun, writeDoc: boolean): Promise<void> {
  for (const backend of run.backends) {
    console.log(`\n${backend.kind} ${backend.version}${backend.error ? `: ${backend.error}` : ''}`);
    if (!backend.error) console.log(resultTable(backend));
  }
  console.log('\nTargets:');
  for (const verdict of verdicts(run))
    console.log(
      `  ${verdict.met === null ? 'not measured' : verdict.met ? 'met    ' : 'NOT MET'}  ${verdict.target}: ${verdict.detail}`,
    );
  if (writeDoc) await writeDocSection('records-paging', performanceSection(run));
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (options.render) {
    await report(JSON.parse(readFileSync(RESULTS, 'utf8')) as BenchRun, true);
    return 0;
  }
  deadline.at = Date.now() + options.minutes * 60_000;
  // Past the deadline the loops stop by themselves; should a single step hang, this ends the process.
  const stop = setTimeout(
    () => {
      console.error(`Still running ${options.minutes + 2} minutes in: cleaning up and exiting.`);
      void cleanUp().finally(() => process.exit(1));
    },
    (options.minutes + 2) * 60_000,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  const cpus = os.cpus();
  const run: BenchRun = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    rows: options.rows,
    requests: options.requests,
    warmup: options.warmup,
    settle: options.settle,
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      load: [os.loadavg()[0]!, 0],
    },
    backends: [],
  };
  try {
    for (const kind of options.databases) {
      try {
        run.backends.push(await benchBackend(kind, options));
      } catch (error) {
        console.error(`${kind}: ${(error as Error).message}`);
        run.backends.push({
          kind,
          version: '',
          seedSeconds: null,
          probes: null,
          cases: [],
          error: (error as Error).message,
        });
      } finally {
        await cleanUp();
      }
    }
  } finally {
    clearTimeout(stop);
  }
  run.machine.load[1] = os.loadavg()[0]!;
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(run, null, 2));
  await report(run, options.doc);
  return run.backends.some((backend) => backend.error) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
