import { describe, expect, it } from 'vitest';
import { validateInChunks, validationThreads } from './import-chunks';
import type { RowsChunk } from './import-chunks';
import type { ParsedFile } from './parse-file';

/** A check that flags rows without a name, each named by its number among all the rows, as validateRows does. */
const check = async ({ rows, firstRow }: RowsChunk) => ({
  rows: rows.map((row) => ({ ...row, checked: true })),
  problems: rows.flatMap((row, index) =>
    row.name ? [] : [{ row: firstRow + index, field: 'name', message: 'Name is required' }],
  ),
});

/** A file of `count` rows, every fourth without a name. */
const fileOf = (count: number): ParsedFile => ({
  rows: Array.from({ length: count }, (_row, index) => ({ n: index + 1, name: index % 4 === 3 ? '' : 'x' })),
});

describe('checking a large import on several threads', () => {
  it('keeps the rows in file order and each problem at its row’s number among all the rows', async () => {
    const file = fileOf(10);
    const taken: number[][] = [[], [], []];
    const result = await validateInChunks(
      file,
      3,
      async (chunk, thread) => {
        taken[thread]!.push(chunk.rows[0]!.n as number);
        // Checker 0 is slow: the others take more chunks, and later chunks finish first.
        await new Promise((resolve) => setTimeout(resolve, thread === 0 ? 30 : 1));
        return check(chunk);
      },
      2,
    );
    expect(result.rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.rows.every((row) => row.checked)).toBe(true);
    expect(result.problems).toEqual([
      { row: 4, field: 'name', message: 'Name is required' },
      { row: 8, field: 'name', message: 'Name is required' },
    ]);
    // Each chunk was checked once, the slow checker took only its first one.
    expect(taken.flat().sort((a, b) => a - b)).toEqual([1, 3, 5, 7, 9]);
    expect(taken[0]).toEqual([1]);
    expect(await validateInChunks(file, 1, check)).toEqual(await check({ ...file, firstRow: 1 }));
  });

  it('starts no more checkers than there are chunks', async () => {
    const threads = new Set<number>();
    await validateInChunks(fileOf(3), 4, async (chunk, thread) => (threads.add(thread), check(chunk)), 2);
    expect([...threads].sort()).toEqual([0, 1]);
  });

  it('fails as a whole when one chunk fails, and hands out no more chunks', async () => {
    let checked = 0;
    await expect(
      validateInChunks(
        fileOf(20),
        2,
        async (chunk, thread) => {
          checked += 1;
          if (thread === 1) throw new Error('An import validation worker failed');
          await new Promise((resolve) => setTimeout(resolve, 5));
          return check(chunk);
        },
        2,
      ),
    ).rejects.toThrow('An import validation worker failed');
    expect(checked).toBeLessThan(4);
  });

  it('uses one thread for small files and at most four', () => {
    expect(validationThreads(1999, 8)).toBe(1);
    expect(validationThreads(50_000, 2)).toBe(2);
    expect(validationThreads(50_000, 16)).toBe(4);
    expect(validationThreads(50_000, 0)).toBe(1);
  });
});
