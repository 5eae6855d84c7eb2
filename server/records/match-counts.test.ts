import { describe, expect, it } from 'vitest';
import { MatchCounts } from './match-counts';

describe('MatchCounts', () => {
  it('answers a kept total only for the change count it was counted at', async () => {
    const counts = new MatchCounts();
    let counted = 0;
    const count = async () => ({ count: ++counted * 10, exact: true });
    expect(await counts.total('tan', 5, count)).toEqual({ count: 10, exact: true });
    expect(await counts.total('tan', 5, count)).toEqual({ count: 10, exact: true });
    expect(counted).toBe(1);
    // A write to the resource: counted again, and the new total kept.
    expect(await counts.total('tan', 6, count)).toEqual({ count: 20, exact: true });
    expect(counts.get('tan', 5)).toBeUndefined();
    expect(counts.get('tan', 6)).toEqual({ count: 20, exact: true });
    expect(counts.get('lee', 6)).toBeUndefined();
  });

  it('keeps no total when counting fails', async () => {
    const counts = new MatchCounts();
    await expect(counts.total('tan', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(counts.get('tan', 1)).toBeUndefined();
  });

  it('forgets the least recently used filter first', () => {
    const counts = new MatchCounts(2);
    counts.set('a', 1, { count: 1, exact: true });
    counts.set('b', 1, { count: 2, exact: true });
    expect(counts.get('a', 1)).toBeDefined();
    counts.set('c', 1, { count: 3, exact: false });
    expect(counts.get('b', 1)).toBeUndefined();
    expect(counts.get('a', 1)).toEqual({ count: 1, exact: true });
    expect(counts.get('c', 1)).toEqual({ count: 3, exact: false });
  });
});
