// Checking a large import's rows on several threads: the rows are cut into consecutive chunks, each
// checked on its own (the first by the import worker itself, the others by validation workers it
// starts), and the results joined in file order, each problem keeping its row number in the file.
// Checking a row against the import form with Form.io's processors costs a few hundred microseconds,
// so 50,000 rows on one thread take over ten seconds.
import type { ParsedRow } from './parse-file';
import type { RowProblem, ValidatedImport } from './import-validation';

/** Below this many rows one thread checks them all (starting a worker costs more than it saves). */
export const PARALLEL_VALIDATION_MIN_ROWS = 2000;
const MAX_THREADS = 4;

/** How many threads check `rowCount` rows on a machine with `cores` logical processors. */
export function validationThreads(rowCount: number, cores: number): number {
  if (rowCount < PARALLEL_VALIDATION_MIN_ROWS) return 1;
  return Math.max(1, Math.min(MAX_THREADS, Math.floor(cores) || 1));
}

/** Checks `rows` in `threads` consecutive chunks at once; `check` checks one chunk (rows numbered from 1). */
export async function validateInChunks(
  rows: readonly ParsedRow[],
  threads: number,
  check: (chunk: readonly ParsedRow[], index: number) => Promise<ValidatedImport>,
): Promise<ValidatedImport> {
  const size = Math.ceil(rows.length / Math.max(1, threads));
  const starts: number[] = [];
  for (let start = 0; start < rows.length; start += size) starts.push(start);
  const results = await Promise.all(
    starts.map((start, index) => check(rows.slice(start, start + size), index)),
  );
  const checked: ParsedRow[] = [];
  const problems: RowProblem[] = [];
  results.forEach((result, index) => {
    const offset = starts[index]!;
    for (const row of result.rows) checked.push(row);
    for (const problem of result.problems) problems.push({ ...problem, row: problem.row + offset });
  });
  return { rows: checked, problems };
}
