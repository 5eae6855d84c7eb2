import { describe, expect, it } from 'vitest';
import { validateInChunks, validationThreads } from './import-chunks';
import type { ParsedRow } from './parse-file';

/** A check that flags rows without a name, numbered within its chunk as validateRows does. */
const check = async (chunk: readonly ParsedRow[]) => ({
  rows: chunk.map((row) => ({ ...row, checked: true })),
  problems: chunk.flatMap((row, index) =>
    row.name ? [] : [{ row: index + 1, field: 'name', message: 'Name is required' }],
  ),
});

describe('checking a large import on several threads', () => {
  it('keeps the rows in file order and each problem at its row in the file', async () => {
    const rows = Array.from({ length: 10 }, (_row, index) => ({
      n: index + 1,
      name: index % 4 === 3 ? '' : 'x',
    }));
    const chunks: number[][] = [];
    const result = await validateInChunks(rows, 3, async (chunk, index) => {
      chunks[index] = chunk.map((row) => row.n as number);
      // Later chunks finish first.
      await new Promise((resolve) => setTimeout(resolve, 10 - index * 5));
      return check(chunk);
    });
    expect(chunks).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(result.rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.rows.every((row) => row.checked)).toBe(true);
    expect(result.problems).toEqual([
      { row: 4, field: 'name', message: 'Name is required' },
      { row: 8, field: 'name', message: 'Name is required' },
    ]);
    expect(await validateInChunks(rows, 1, check)).toEqual(await check(rows));
  });

  it('fails as a whole when one chunk fails', async () => {
    await expect(
      validateInChunks([{}, {}, {}, {}], 2, async (chunk, index) => {
        if (index === 1) throw new Error('An import validation worker failed');
        return check(chunk);
      }),
    ).rejects.toThrow('An import validation worker failed');
  });

  it('uses one thread for small files and at most four', () => {
    expect(validationThreads(1999, 8)).toBe(1);
    expect(validationThreads(50_000, 2)).toBe(2);
    expect(validationThreads(50_000, 16)).toBe(4);
    expect(validationThreads(50_000, 0)).toBe(1);
  });
});
