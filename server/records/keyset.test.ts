import { sql, type Expression, type SqlBool } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readSegments } from './keyset';

/** Segments 0..n-1 holding the given numbers of rows; row r of segment s is `${s}:${r}`. */
function segmentsOf(sizes: number[]) {
  const segments = sizes.map((_, index) => sql<SqlBool>`${index}`);
  const reads: { segment: number; limit: number }[] = [];
  const readIds = async (segment: Expression<SqlBool>, limit: number) => {
    const index = segments.indexOf(segment as never);
    reads.push({ segment: index, limit });
    return Array.from({ length: Math.min(limit, sizes[index]!) }, (_, row) => `${index}:${row}`);
  };
  return { segments, readIds, reads };
}

describe('readSegments', () => {
  it('skips and takes across segments in turn, reading no segment it does not need', async () => {
    const { segments, readIds, reads } = segmentsOf([2, 0, 5, 9]);
    expect(await readSegments(segments, 3, 4, readIds)).toEqual(['2:1', '2:2', '2:3', '2:4']);
    expect(reads).toEqual([
      { segment: 0, limit: 7 },
      { segment: 1, limit: 5 },
      { segment: 2, limit: 5 },
    ]);
  });

  it('answers what there is when the segments run out', async () => {
    const { segments, readIds } = segmentsOf([1, 2]);
    expect(await readSegments(segments, 1, 5, readIds)).toEqual(['1:0', '1:1']);
    expect(await readSegments(segments, 4, 5, readIds)).toEqual([]);
    expect(await readSegments([], 0, 5, readIds)).toEqual([]);
  });
});
