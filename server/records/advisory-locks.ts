// Locks that make writes of the same thing take turns: a transaction-level advisory lock per key, held
// until the write's transaction commits or rolls back. Two writes that need the same key run one after the
// other, and the second sees what the first stored.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Takes the lock of each key in the transaction `trx`, waiting for a transaction holding one. The keys are
 * taken in one order by every writer, so that two writes needing two keys cannot wait on each other.
 */
export async function lockKeys(trx: Kysely<DB>, keys: Iterable<string>): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
