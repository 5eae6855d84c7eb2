import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

/** The rows a window reads, in the requested order, out of rows 0..total-1. */
function rowsRead(page: number, size: number, total: number): number[] {
  const window = pageWindow(page, size, total);
  const order = Array.from({ length: total }, (_, row) => row);
  if (!window.reverse) return order.slice(window.offset, window.offset + window.limit);
  return order
    .reverse()
    .slice(window.offset, window.offset + window.limit)
    .reverse();
}

describe('pageWindow', () => {
  it('reads early pages forwards and late pages backwards with the smaller offset', () => {
    expect(pageWindow(1, 20, 1_000_000)).toEqual({ reverse: false, offset: 0, limit: 20 });
    expect(pageWindow(50_000, 20, 1_000_000)).toEqual({ reverse: true, offset: 0, limit: 20 });
    expect(pageWindow(49_999, 20, 1_000_000)).toEqual({ reverse: true, offset: 20, limit: 20 });
    expect(pageWindow(25_000, 20, 1_000_000)).toEqual({ reverse: false, offset: 499_980, limit: 20 });
    expect(pageWindow(25_001, 20, 1_000_000)).toEqual({ reverse: true, offset: 499_980, limit: 20 });
  });

  it('reads a short last page from the end', () => {
    expect(pageWindow(3, 10, 25)).toEqual({ reverse: true, offset: 0, limit: 5 });
  });

  it('reads nothing past the end', () => {
    expect(pageWindow(4, 10, 25).limit).toBe(0);
    expect(pageWindow(1, 10, 0).limit).toBe(0);
  });

  it('reads one row more, forwards, without an exact total', () => {
    expect(pageWindow(30, 20)).toEqual({ reverse: false, offset: 580, limit: 21 });
  });

  it('always reads exactly the rows of the page', () => {
    for (const total of [0, 1, 2, 7, 10, 11, 25, 100])
      for (const size of [1, 3, 10])
        for (let page = 1; page <= Math.ceil(total / size) + 1; page += 1) {
          const start = (page - 1) * size;
          const expected = Array.from({ length: total }, (_, row) => row).slice(start, start + size);
          expect(rowsRead(page, size, total), `page ${page} of ${size} in ${total}`).toEqual(expected);
        }
  });
});
