// Answers read from the database, kept in memory for as long as the tables they were read from do not
// change (change-feed.ts). An answer is kept only if no change was heard while it was being read, and it
// is stamped with the counts taken before reading began: a write committed after the read's snapshot is
// heard after that, and makes the answer stale. The least recently used answers go first when the
// answers' total weight passes the limit.
import type { ChangeFeed, WatchedTable } from './change-feed';

export interface KeptAnswersOptions<V> {
  feed: ChangeFeed;
  /** The tables the answers are read from. */
  tables: readonly WatchedTable[];
  /** The most the kept answers may weigh together (by default each weighs 1: a number of answers). */
  maxWeight: number;
  /** An answer's weight, e.g. its length; an answer heavier than maxWeight / 8 is not kept. */
  weigh?: (value: V) => number;
}

interface Kept<V> {
  stamp: number;
  value: V;
  weight: number;
}

export class KeptAnswers<V> {
  readonly #entries = new Map<string, Kept<V>>();
  #weight = 0;

  constructor(private readonly options: KeptAnswersOptions<V>) {}

  /** The answer kept for `key` while still current, else `read()`'s (kept when nothing changed meanwhile). */
  async get(key: string, read: () => Promise<V>): Promise<V> {
    const { feed, tables } = this.options;
    if (!feed.live) return read();
    const stamp = feed.stamp(tables);
    const kept = this.#entries.get(key);
    if (kept && kept.stamp === stamp) {
      // Most recently used goes last.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    const value = await read();
    if (feed.live && feed.stamp(tables) === stamp) this.#keep(key, stamp, value);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }

  #keep(key: string, stamp: number, value: V): void {
    const weight = this.options.weigh?.(value) ?? 1;
    this.#forget(key);
    if (weight > this.options.maxWeight / 8) return;
    this.#entries.set(key, { stamp, value, weight });
    this.#weight += weight;
    for (const [oldest] of this.#entries) {
      if (this.#weight <= this.options.maxWeight) break;
      this.#forget(oldest);
    }
  }

  #forget(key: string): void {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#weight -= kept.weight;
  }
}
