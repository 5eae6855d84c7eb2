// Checking a large import's rows on several threads: the rows are cut into consecutive chunks, and each
// checker (a validation worker the import worker starts) takes the next chunk as soon as it is free, so
// that a checker that started late or runs slower does not leave the others waiting at the end. The
// results are joined in file order; each chunk carries the number of its first row, so each problem names
// its row by its number among all the rows read. Checking a row
// against the import form with Form.io's processors costs about 0.2 ms, so 50,000 rows on one thread
// take about ten seconds.
import type { ParsedFile, ParsedRow } from './parse-file';
import type { RowProblem, ValidatedImport } from './import-validation';

/** Below this many rows one thread checks them all (starting a worker costs more than it saves). */
export const PARALLEL_VALIDATION_MIN_ROWS = 2000;
/** Rows a checker takes at a time: a few tenths of a second of work, so the checkers end together. */
export const VALIDATION_CHUNK_ROWS = 1000;
const MAX_THREADS = 4;

/** How many threads check `rowCount` rows on a machine with `cores` logical processors. */
export function validationThreads(rowCount: number, cores: number): number {
  if (rowCount < PARALLEL_VALIDATION_MIN_ROWS) return 1;
  return Math.max(1, Math.min(MAX_THREADS, Math.floor(cores) || 1));
}

/** Consecutive rows of a file, and the number (from 1) of the first of them among all its rows. */
export interface RowsChunk {
  rows: ParsedRow[];
  firstRow: number;
}

/**
 * Checks the file's rows in chunks of `chunkRows`, `threads` at a time; `check` checks one chunk (its rows
 * and the number of its first row) on checker `thread`. The first failure fails the whole.
 */
export async function validateInChunks(
  { rows }: ParsedFile,
  threads: number,
  check: (chunk: RowsChunk, thread: number) => Promise<ValidatedImport>,
  chunkRows = VALIDATION_CHUNK_ROWS,
): Promise<ValidatedImport> {
  const starts: number[] = [];
  for (let start = 0; start < rows.length; start += chunkRows) starts.push(start);
  const results: ValidatedImport[] = [];
  let next = 0;
  let failed = false;
  const checker = async (thread: number) => {
    while (next < starts.length && !failed) {
      const index = next++;
      const start = starts[index]!;
      try {
        const end = start + chunkRows;
        results[index] = await check({ rows: rows.slice(start, end), firstRow: start + 1 }, thread);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const checkers = Math.max(1, Math.min(threads, starts.length));
  await Promise.all(Array.from({ length: checkers }, (_unused, thread) => checker(thread)));
  const checked: ParsedRow[] = [];
  const problems: RowProblem[] = [];
  for (const result of results) {
    for (const row of result.rows) checked.push(row);
    for (const problem of result.problems) problems.push(problem);
  }
  return { rows: checked, problems };
}
