// Which tables changed, as the database announces it: a statement-level trigger on each watched table
// (migrations 0110, 0111) notifies CHANGE_CHANNEL with the table's name, and PostgreSQL delivers that to every
// session listening, after the commit. A session that wrote and listens gets its own notice before its
// COMMIT (or single statement) returns, so this server sees its own writes at once; another server's
// writes arrive within milliseconds of their commit.
//
// Answers kept in memory (kept-answers.ts) are stamped with the feed's counts of the tables they were
// read from, taken before reading, and count as current only while those counts are unchanged.

export const CHANGE_CHANNEL = 'ignite_changes';

/**
 * The tables whose writes are announced (migration 0110 adds a trigger to each, 0111 takes roles' away): those the kept answers
 * are read from. (A role's removal reaches its users through user_roles, by cascade.)
 */
export const WATCHED_TABLES = [
  'users',
  'user_roles',
  'role_acls',
  'resources',
  'forms',
  'records',
  // Migration 0140: a token signed out of.
  'revoked_tokens',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

export class ChangeFeed {
  readonly #counts = new Map<string, number>();
  /** Bumped whenever notices may have been missed: everything counts as changed. */
  #lost = 0;
  #live: boolean;

  /** `live`: whether notices are arriving now (a feed that is not live stamps nothing as current). */
  constructor({ live = true }: { live?: boolean } = {}) {
    this.#live = live;
  }

  /** Whether every change is being heard; while not, nothing may be answered from memory. */
  get live(): boolean {
    return this.#live;
  }

  /** A notice that `table` changed (the channel's payload). */
  changed(table: string): void {
    this.#counts.set(table, (this.#counts.get(table) ?? 0) + 1);
  }

  /** Notices can no longer be heard (the listening connection dropped). */
  lost(): void {
    this.#live = false;
    this.#lost += 1;
  }

  /** Notices are heard again; whatever happened in between counts as a change of everything. */
  resumed(): void {
    this.#lost += 1;
    this.#live = true;
  }

  /**
   * A number that changes whenever one of `tables` changes or notices were lost: every count only grows,
   * so equal sums mean no change.
   */
  stamp(tables: readonly WatchedTable[]): number {
    let sum = this.#lost;
    for (const table of tables) sum += this.#counts.get(table) ?? 0;
    return sum;
  }
}
