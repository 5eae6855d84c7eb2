// Page marks: for a list (resource, sort and filter), the boundary of every `spacing`-th row, so that
// page N is found by seeking to the mark before it and skipping fewer than `spacing` rows, instead of
// skipping (N - 1) × size rows. Marks are read from one snapshot and tagged with the resource's change
// count of that snapshot (migration 0080): a request whose snapshot has the same count sees the very
// same rows, so the marks are exact for it; any write makes them stale, and they are read again.
// They live in the server's memory (a few thousand boundaries per list of a million rows).
//
// A filtered list's page reads past its mark through the filter: to skip k matches it reads about
// k × (live rows / matches) rows. So marks are spaced in rows of the resource, not in matches: a list of
// one match in six gets a mark every sixth of the spacing, and every deep page reads about as many rows as
// an unfiltered one (and every list has about as many marks: live rows / spacing).
import type { Boundary } from './keyset';

export interface Mark {
  /** 0-based position of the marked row in the list. */
  position: number;
  boundary: Boundary;
}

interface ListMarks {
  changes: number;
  /** Rows of the list between its marks (spacingFor). */
  spacing: number;
  boundaries: Boundary[];
}

export interface PageMarksOptions {
  /** Rows of the resource between marks: about the most a page read through a mark reads past it. */
  spacing: number;
  /** Lists whose marks are kept; the least recently used go first. */
  maxLists?: number;
  /** Lists of up to this many rows get their marks while the request waits (as cheap as one deep skip). */
  inlineRows?: number;
  /** A read that failed (the page was answered anyway; the next deep page tries again). */
  onError?: (error: unknown) => void;
}

export class PageMarks {
  readonly spacing: number;
  private readonly maxLists: number;
  private readonly inlineRows: number;
  private readonly onError: (error: unknown) => void;
  private readonly lists = new Map<string, ListMarks>();
  private readonly reading = new Map<string, Promise<void>>();

  constructor(options: PageMarksOptions) {
    this.spacing = options.spacing;
    this.maxLists = options.maxLists ?? 100;
    this.inlineRows = options.inlineRows ?? options.spacing * 20;
    this.onError = options.onError ?? (() => undefined);
  }

  /**
   * The spacing of a list of `rows` rows (its matches, counted or estimated) among `live` rows of the
   * resource: the spacing in the resource's rows, as that many of the list's, and at least 1.
   */
  spacingFor(rows: number, live: number): number {
    if (live <= 0 || rows >= live) return this.spacing;
    return Math.max(1, Math.round((this.spacing * rows) / live));
  }

  /** The last mark at or before `start`, when the list's marks are current for `changes`. */
  markBefore(list: string, changes: number, start: number): Mark | undefined {
    const marks = this.lists.get(list);
    if (!marks || marks.changes !== changes) return undefined;
    // Most recently used last, so that the oldest is the first to go.
    this.lists.delete(list);
    this.lists.set(list, marks);
    const index = Math.min(Math.floor(start / marks.spacing), marks.boundaries.length - 1);
    const boundary = index >= 1 ? marks.boundaries[index] : undefined;
    return boundary && { position: index * marks.spacing, boundary };
  }

  /**
   * Whether a page starting at `start` would be read faster with marks, spaced `spacing` apart, that the
   * list lacks.
   */
  wanted(list: string, changes: number, start: number, spacing: number): boolean {
    return start >= spacing && this.lists.get(list)?.changes !== changes && !this.reading.has(list);
  }

  /**
   * Reads the list's marks, every `spacing`-th of its `rows` rows, with `read` (which answers them with
   * the change count of its snapshot): at once for a list of up to inlineRows rows, otherwise in the
   * background, one read per list at a time.
   */
  async refresh(
    list: string,
    rows: number,
    spacing: number,
    read: (spacing: number) => Promise<{ changes: number; boundaries: Boundary[] }>,
  ): Promise<void> {
    if (this.reading.has(list)) return;
    const reading = read(spacing)
      .then(({ changes, boundaries }) => {
        this.lists.delete(list);
        this.lists.set(list, { changes, spacing, boundaries });
        while (this.lists.size > this.maxLists) this.lists.delete(this.lists.keys().next().value!);
      })
      .catch(this.onError)
      .finally(() => this.reading.delete(list));
    this.reading.set(list, reading);
    if (rows <= this.inlineRows) await reading;
  }
}
