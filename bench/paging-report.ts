// The figures of bench/records-paging.ts: percentiles, the table it prints and docs/performance.md.
import type { DatabaseProbes } from './database-probes';

export type BackendKind = 'pglite' | 'postgres';

export interface CaseResult {
  id: string;
  label: string;
  page: number;
  /** Measured requests (after the warm-up); fewer than asked when the time limit cut the run short. */
  samples: number[];
  totalElements: number;
  totalIsEstimate: boolean;
}

export interface BackendResult {
  kind: BackendKind;
  version: string;
  seedSeconds: number | null;
  probes: DatabaseProbes | null;
  cases: CaseResult[];
  error?: string;
}

export interface BenchRun {
  date: string;
  rows: number;
  requests: number;
  warmup: number;
  machine: { cpus: number; model: string; memoryGb: number; node: string; load: [number, number] };
  backends: BackendResult[];
}

export const TARGET_P95_MS = 50;
export const TARGET_DEEP_RATIO = 2;
/** The pages the targets are about: sorted by an indexed field. */
const SORTED_PAGES = ['first', 'middle', 'last'];
const DEEP_PAGES = ['middle', 'last'];

/** Nearest-rank percentile. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const p95 = (result: CaseResult | undefined) => (result ? percentile(result.samples, 95) : NaN);
const caseOf = (backend: BackendResult, id: string) => backend.cases.find((result) => result.id === id);
const count = (value: number) => value.toLocaleString('en');

function ratio(backend: BackendResult, result: CaseResult): string {
  const base = p95(caseOf(backend, 'first'));
  const value = p95(result) / base;
  return Number.isFinite(value) ? `${value.toFixed(1)}×` : '—';
}

/** One markdown table per backend: p50, p95 and the ratio of p95 to the first page's. */
export function resultTable(backend: BackendResult): string {
  const lines = [
    '| request | page | total | n | p50 ms | p95 ms | max ms | p95 vs first page |',
    '| ------- | ---: | ----: | -: | -----: | -----: | -----: | ----------------: |',
  ];
  for (const result of backend.cases) {
    const total = `${result.totalIsEstimate ? '~' : ''}${count(result.totalElements)}`;
    const max = result.samples.length > 0 ? Math.max(...result.samples) : NaN;
    lines.push(
      `| ${result.label} | ${count(result.page)} | ${total} | ${result.samples.length} | ${ms(percentile(result.samples, 50))} | ${ms(p95(result))} | ${ms(max)} | ${ratio(backend, result)} |`,
    );
  }
  return lines.join('\n');
}

export interface Verdict {
  target: string;
  met: boolean | null;
  detail: string;
}

/** The targets, judged on PostgreSQL (null: not measured). */
export function verdicts(run: BenchRun): Verdict[] {
  const postgres = run.backends.find((backend) => backend.kind === 'postgres' && !backend.error);
  const judged: Verdict[] = [];
  for (const id of SORTED_PAGES) {
    const result = postgres && caseOf(postgres, id);
    const value = p95(result);
    judged.push({
      target: `${id} page sorted by caseNumber: p95 ≤ ${TARGET_P95_MS} ms`,
      met: result && result.samples.length > 0 ? value <= TARGET_P95_MS : null,
      detail: `${ms(value)} ms`,
    });
  }
  for (const id of DEEP_PAGES) {
    const result = postgres && caseOf(postgres, id);
    const value = p95(result) / p95(postgres && caseOf(postgres, 'first'));
    judged.push({
      target: `${id} page: p95 ≤ ${TARGET_DEEP_RATIO}× the first page's`,
      met: Number.isFinite(value) ? value <= TARGET_DEEP_RATIO : null,
      detail: Number.isFinite(value) ? `${value.toFixed(1)}×` : '—',
    });
  }
  return judged;
}

const mark = (met: boolean | null) => (met === null ? 'not measured' : met ? '**met**' : '**not met**');

function probeLines(probes: DatabaseProbes | null): string[] {
  if (!probes) return [];
  return [
    `In the database alone: skipping to the middle costs ${ms(probes.skipToMiddleMs)} ms even as an index-only scan over ids (the cheapest skip there is).`,
    ...probes.searches.map(
      (search) =>
        `\`${search.q}\` matches ${count(search.matches)} records; counting them up to the limit takes ${ms(search.countMs)} ms with the trigram indexes and ${ms(search.countWithoutIndexMs)} ms without.`,
    ),
  ].map((line) => `- ${line}`);
}

function backendSection(run: BenchRun, backend: BackendResult): string {
  const title =
    backend.kind === 'postgres'
      ? `PostgreSQL ${backend.version.replace(/^PostgreSQL /, '')}`
      : `PGlite ${backend.version} (embedded)`;
  if (backend.error) return `### ${title}\n\nNot measured: ${backend.error}`;
  const seed = backend.seedSeconds === null ? '—' : `${backend.seedSeconds.toFixed(1)} s`;
  return [
    `### ${title}`,
    '',
    `- \`seed:big\` of ${count(run.rows)} rows (index rebuild, vacuum and analyse included): ${seed}.`,
    ...probeLines(backend.probes),
    '',
    resultTable(backend),
  ].join('\n');
}

export function performanceDoc(run: BenchRun): string {
  const judged = verdicts(run);
  const postgres = run.backends.find((backend) => backend.kind === 'postgres');
  const pglite = run.backends.find((backend) => backend.kind === 'pglite');
  const middle = (backend: BackendResult | undefined, name: string) => {
    const result = backend && caseOf(backend, 'middle');
    return result ? `${ms(p95(result))} ms on ${name}` : undefined;
  };
  const middles = [middle(postgres, 'PostgreSQL'), middle(pglite, 'PGlite')].filter(Boolean).join(', ');
  const contains = postgres?.cases.find((result) => result.id === 'contains');
  const containsProbe = postgres?.probes?.searches[0];
  const middleNote = middles ? ` (p95 ${middles})` : '';
  const floor = postgres?.probes?.skipToMiddleMs;
  const floorNote =
    floor === undefined
      ? ''
      : `Even the cheapest skip there is, an index-only scan over ids, takes ${ms(floor)} ms on PostgreSQL here ` +
        (floor > TARGET_P95_MS
          ? `(see "In the database alone" above): more than the target, so no OFFSET plan can meet it on this machine.`
          : `(see "In the database alone" above): most of the ${TARGET_P95_MS} ms before a single row is read or sent.`);
  const estimateNote =
    contains && containsProbe
      ? `: \`${containsProbe.q}\` answers about ${count(contains.totalElements)} for ${count(containsProbe.matches)} actual matches`
      : '';
  return `# Performance: paging records at scale

Written by \`npm run bench:records\` (bench/records-paging.ts) on ${run.date}. Run it again to refresh the
figures; the text around them is the same each time.

## Machine and method

- ${run.machine.cpus} cores (${run.machine.model}), ${run.machine.memoryGb} GB memory, Node ${run.machine.node}. Load average
  ${run.machine.load[0].toFixed(2)} at the start and ${run.machine.load[1].toFixed(2)} at the end: the machine is shared, so other work adds noise
  to every figure.
- Each database gets ${count(run.rows)} \`court-fines\` records from \`npm run seed:big\` (PGlite in a temporary data dir;
  PostgreSQL in a throw-away database \`ignite_bench_<random>\`, dropped afterwards). Then the real server starts
  (\`prepareServer\`, listening on 127.0.0.1:0) and the clerk signs in.
- Every request goes through HTTP, one at a time, with the clerk's token. The rows of a table are timed in
  rounds of one request each (${run.warmup} warm-up rounds, then ${run.requests} measured), so that the machine's changing load
  falls on all of them alike. Times run from sending the request to having parsed the JSON answer; p50 and p95
  are nearest-rank percentiles. Pages hold 20 records. "p95 vs first page" is the row's p95 over the first
  page's p95, the baseline.

## Targets

On PostgreSQL: p95 ≤ ${TARGET_P95_MS} ms for any page of ${count(run.rows)} rows sorted by an indexed field, and deep pages no
slower than ${TARGET_DEEP_RATIO}× the first page.

| target | measured | verdict |
| ------ | -------: | ------- |
${judged.map((verdict) => `| ${verdict.target} | ${verdict.detail} | ${mark(verdict.met)} |`).join('\n')}

## Results

${run.backends.map((backend) => backendSection(run, backend)).join('\n\n')}

## Why

**What makes pages fast.** A list's total no longer counts the rows: an unfiltered list reads the resource's
live count, which triggers keep in \`record_counts\` in the same transaction as every insert, soft delete and
purge. A resource's searchable fields get partial indexes (\`server/records/record-indexes.ts\`): a b-tree on the
field's jsonb value and id, so a page sorted by the field walks the index and stops after the page, and a
trigram index on its text for the contains and starts-with searches. A page past the middle of an exactly
known total is read in the reverse order with the smaller offset (\`server/records/page-window.ts\`), so the
last page costs what the first does. The page's ids are found first and only its 20 rows are read whole (a
deferred join).

**What is not met, and why.** The middle page${middleNote} is the one page that
neither end reaches cheaply: the API pages by number, so the database steps over half the rows in sort order
(OFFSET) before it returns 20. PostgreSQL cannot do that from an expression index alone (an index-only scan
needs plain columns, and the sort key is \`data -> 'caseNumber'\`), so each skipped row also visits the table.
${floorNote} Deep page numbers in the middle of a million rows are rare in use (people search, or open the
first or last pages); meeting the target for them needs keyset (cursor) paging, which changes the API. The
middle page in id order (the default sort) is faster than in
caseNumber order because its ids come from an index-only scan. PGlite serves one query at a time, so there a
slow page also holds up every other request meanwhile. Differences between rows that do the same work (the
first and the last page both read 20 rows from one end of the same index) and the gap between p50 and p95 are
mostly the shared machine's noise.

**Totals of filtered lists.** A filtered list is counted exactly up to \`IGNITE_EXACT_COUNT_LIMIT\` matches
(default 10,000; the count stops there). Above it the answer carries \`totalIsEstimate: true\` and PostgreSQL's
planner estimate, which is rough for contains searches (the planner assumes a fixed share of
matches)${estimateNote}. The
page itself and its \`last\` flag are always right, and the last page, once reached, answers the exact total.
The broad search spends its time counting to the limit; the selective one finds its matches through the
trigram indexes instead of reading every row.
`;
}
