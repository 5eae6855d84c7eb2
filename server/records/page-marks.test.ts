import { describe, expect, it } from 'vitest';
import type { Boundary } from './keyset';
import { PageMarks } from './page-marks';

/** Marks of a list of `rows` rows every `spacing`: the boundary of row n is ['n']. */
const marksOf = (rows: number, changes: number) => async (spacing: number) => ({
  changes,
  boundaries: Array.from({ length: Math.ceil(rows / spacing) }, (_, index): Boundary => [
    String(index * spacing),
  ]),
});

describe('PageMarks', () => {
  it('answers the last mark at or before a row, past the first, while the change count stands', async () => {
    const marks = new PageMarks({ spacing: 10 });
    expect(marks.wanted('list', 7, 25, 10)).toBe(true);
    await marks.refresh('list', 95, 10, marksOf(95, 7));
    expect(marks.wanted('list', 7, 25, 10)).toBe(false);
    expect(marks.markBefore('list', 7, 25)).toEqual({ position: 20, boundary: ['20'] });
    expect(marks.markBefore('list', 7, 30)).toEqual({ position: 30, boundary: ['30'] });
    expect(marks.markBefore('list', 7, 94)).toEqual({ position: 90, boundary: ['90'] });
    // Past the last mark (a list that grew is caught by its change count; this is an estimate's page).
    expect(marks.markBefore('list', 7, 500)).toEqual({ position: 90, boundary: ['90'] });
    // The first rows are read from the start anyway.
    expect(marks.markBefore('list', 7, 9)).toBeUndefined();
    expect(marks.wanted('list', 7, 9, 10)).toBe(false);
    // Any write makes them stale.
    expect(marks.markBefore('list', 8, 25)).toBeUndefined();
    expect(marks.wanted('list', 8, 25, 10)).toBe(true);
    expect(marks.markBefore('other', 7, 25)).toBeUndefined();
  });

  it('reads a small list while the caller waits and a large one in the background, once at a time', async () => {
    const errors: unknown[] = [];
    const marks = new PageMarks({ spacing: 10, inlineRows: 100, onError: (e) => errors.push(e) });
    let release = () => undefined as void;
    let reads = 0;
    const slowRead = async (spacing: number) => {
      reads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return marksOf(1000, 1)(spacing);
    };
    await marks.refresh('large', 1000, 10, slowRead);
    expect(marks.wanted('large', 1, 50, 10)).toBe(false);
    await marks.refresh('large', 1000, 10, slowRead);
    expect(reads).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(marks.markBefore('large', 1, 505)).toEqual({ position: 500, boundary: ['500'] });

    await marks.refresh('failing', 1000, 10, () => Promise.reject(new Error('gone')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([new Error('gone')]);
    expect(marks.wanted('failing', 1, 50, 10)).toBe(true);

    await marks.refresh('small', 100, 10, () => Promise.reject(new Error('small failed')));
    expect(errors).toHaveLength(2);
  });

  it('keeps the most recently used lists only', async () => {
    const marks = new PageMarks({ spacing: 10, maxLists: 2 });
    await marks.refresh('a', 50, 10, marksOf(50, 1));
    await marks.refresh('b', 50, 10, marksOf(50, 1));
    expect(marks.markBefore('a', 1, 20)).toBeDefined();
    await marks.refresh('c', 50, 10, marksOf(50, 1));
    expect(marks.markBefore('b', 1, 20)).toBeUndefined();
    expect(marks.markBefore('a', 1, 20)).toBeDefined();
    expect(marks.markBefore('c', 1, 20)).toBeDefined();
  });

  it("spaces a filtered list's marks in the resource's rows, so that a deep page reads as few rows", () => {
    const marks = new PageMarks({ spacing: 500 });
    expect(marks.spacingFor(1_000_000, 1_000_000)).toBe(500);
    // 16% match: a mark every 80 matches, about 500 rows of the resource apart.
    expect(marks.spacingFor(160_000, 1_000_000)).toBe(80);
    expect(marks.spacingFor(100, 1_000_000)).toBe(1);
    // An estimate above the live count, or an empty resource: the spacing itself.
    expect(marks.spacingFor(1_200, 1_000)).toBe(500);
    expect(marks.spacingFor(0, 0)).toBe(500);
  });

  it("finds a page through marks read at the list's own spacing", async () => {
    const marks = new PageMarks({ spacing: 500 });
    expect(marks.wanted('filtered', 3, 40, 80)).toBe(false);
    expect(marks.wanted('filtered', 3, 80, 80)).toBe(true);
    let asked = 0;
    await marks.refresh('filtered', 1000, 80, async (spacing) => {
      asked = spacing;
      return marksOf(1000, 3)(spacing);
    });
    expect(asked).toBe(80);
    expect(marks.markBefore('filtered', 3, 250)).toEqual({ position: 240, boundary: ['240'] });
    expect(marks.markBefore('filtered', 3, 79)).toBeUndefined();
  });
});
