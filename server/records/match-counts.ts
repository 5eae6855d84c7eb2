// How many records a filter matched, kept per filter with the resource's change count of the snapshot
// that counted them (migration 0080). A request whose snapshot has the same count sees the very same
// records, so the kept total is exact for it; any write to the resource changes the count and the filter
// is counted again. Paging through a filtered list then counts it once, not on every page (a bounded
// count of ten thousand matches takes longer than reading the page itself).
import type { RecordTotal } from './record-count';

interface KeptTotal {
  changes: number;
  total: RecordTotal;
}

export class MatchCounts {
  private readonly totals = new Map<string, KeptTotal>();

  /** `maxFilters`: filters whose totals are kept; the least recently used go first. */
  constructor(private readonly maxFilters = 500) {}

  /** The filter's total, when it was counted in a snapshot with the same change count. */
  get(filter: string, changes: number): RecordTotal | undefined {
    const kept = this.totals.get(filter);
    if (!kept || kept.changes !== changes) return undefined;
    // Most recently used last, so that the oldest is the first to go.
    this.totals.delete(filter);
    this.totals.set(filter, kept);
    return kept.total;
  }

  set(filter: string, changes: number, total: RecordTotal): void {
    this.totals.delete(filter);
    this.totals.set(filter, { changes, total });
    while (this.totals.size > this.maxFilters) this.totals.delete(this.totals.keys().next().value!);
  }

  /** The filter's total from the kept one when still exact, else from `count`, kept for the next request. */
  async total(filter: string, changes: number, count: () => Promise<RecordTotal>): Promise<RecordTotal> {
    const kept = this.get(filter, changes);
    if (kept) return kept;
    const total = await count();
    this.set(filter, changes, total);
    return total;
  }
}
