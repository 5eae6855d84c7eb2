import { describe, expect, it } from 'vitest';
import { readPagesInOrder, type PageOfExport } from './export-pages';

/** A list of `total` numbered rows; each read resolves when the test says so. */
function list(total: number, size: number) {
  const calls: number[] = [];
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const read = (first: number) => {
    calls.push(first);
    return new Promise<PageOfExport<number>>((resolve, reject) => {
      const rows = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_r, i) => first + i);
      waiting.set(first, { resolve: () => resolve({ rows, totalRecords: total }), reject });
    });
  };
  return { calls, waiting, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the export reads pages in parallel, in order', () => {
  it('hands on every row in the list order whatever order the pages come back in', async () => {
    const { read, waiting } = list(10, 3);
    const reader = readPagesInOrder(read, 3, 3);
    const rows: number[] = [];
    const consuming = (async () => {
      for await (const page of reader) rows.push(...page.rows);
    })();
    await tick();
    waiting.get(0)!.resolve();
    await tick();
    // Pages 2 and 3 answer before page 1.
    waiting.get(9)!.resolve();
    waiting.get(6)!.resolve();
    await tick();
    expect(rows).toEqual([0, 1, 2]);
    waiting.get(3)!.resolve();
    await consuming;
    expect(rows).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('asks for the first page alone, then keeps at most inFlight pages ahead', async () => {
    const { read, waiting, calls } = list(20, 2);
    const reader = readPagesInOrder(read, 2, 3);
    const first = reader.next();
    await tick();
    expect(calls).toEqual([0]);
    waiting.get(0)!.resolve();
    await first;
    expect(calls).toEqual([0, 2, 4, 6]);
    const second = reader.next();
    waiting.get(2)!.resolve();
    await second;
    expect(calls).toEqual([0, 2, 4, 6, 8]);
    await reader.return();
  });

  it('stops at a short page and at the total', async () => {
    const short = readPagesInOrder(
      async (first) => ({ rows: first === 0 ? [1, 2] : [3], totalRecords: 100 }),
      2,
      1,
    );
    const pages: number[][] = [];
    for await (const page of short) pages.push(page.rows);
    expect(pages).toEqual([[1, 2], [3]]);
    const calls: number[] = [];
    const exact = readPagesInOrder(
      async (first) => {
        calls.push(first);
        return { rows: [first, first + 1], totalRecords: 4 };
      },
      2,
      3,
    );
    for await (const page of exact) expect(page.rows).toHaveLength(2);
    expect(calls).toEqual([0, 2]);
  });

  it('stops asking when the consumer stops (Cancel), without unhandled failures of pages in flight', async () => {
    const { read, waiting, calls } = list(100, 10);
    const reader = readPagesInOrder(read, 10, 3);
    const first = reader.next();
    await tick();
    waiting.get(0)!.resolve();
    await first;
    await reader.return();
    waiting.get(10)!.reject(new Error('late failure'));
    await tick();
    expect(calls).toEqual([0, 10, 20, 30]);
  });

  it('fails with the failed page’s error in its turn, after the pages before it', async () => {
    const reader = readPagesInOrder(
      async (first) => {
        if (first === 4) throw new Error('Request failed with status 500');
        return { rows: [first, first + 1], totalRecords: 10 };
      },
      2,
      3,
    );
    const rows: number[] = [];
    await expect(
      (async () => {
        for await (const page of reader) rows.push(...page.rows);
      })(),
    ).rejects.toThrow('Request failed with status 500');
    expect(rows).toEqual([0, 1, 2, 3]);
  });
});
