// Walks the audit chain in id order and answers the first broken link: an entry whose content no longer
// matches its hash (changed), one that does not follow the entry before it (an entry removed, inserted
// or changed along with its hash), or a chain that stops before its recorded end (entries removed).
import type { Kysely } from 'kysely';
import type { AuditVerification } from '../schemas/audit';
import { chainedEntry, chainedRows, entryHash, GENESIS_HASH } from './audit-chain';
import type { DB } from './db/schema';

const BATCH = 1000;

export function verifyAuditChain(db: Kysely<DB>): Promise<AuditVerification> {
  // One snapshot for the walk and the recorded end: an entry written meanwhile is not taken for a chain
  // whose tail was removed.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => walkChain(trx));
}

async function walkChain(db: Kysely<DB>): Promise<AuditVerification> {
  let previous = { id: null as number | null, hash: GENESIS_HASH };
  let count = 0;
  for (;;) {
    const rows = await chainedRows(db, previous.id ?? 0, BATCH).execute();
    for (const row of rows) {
      const broken = (reason: string): AuditVerification => ({ ok: false, count, brokenAt: row.id, reason });
      if (row.prev_hash !== previous.hash) {
        return broken(
          previous.id === null
            ? `Entry ${row.id} does not start the chain: entries before it were removed or it was changed`
            : `Entry ${row.id} does not follow entry ${previous.id}: an entry between them was removed or inserted, or one of them was changed`,
        );
      }
      const hash = entryHash(previous.hash, chainedEntry(row));
      if (row.hash !== hash)
        return broken(`Entry ${row.id} was changed: its content does not match its hash`);
      previous = { id: row.id, hash };
      count++;
    }
    if (rows.length < BATCH) break;
  }
  const head = await db
    .selectFrom('audit_chain')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const end = head?.last_id ?? null;
  if (end !== previous.id || head?.last_hash !== previous.hash) {
    const reason =
      end !== previous.id
        ? `The chain ends at entry ${previous.id ?? 'none'} but records entry ${end ?? 'none'} as its last: the entries after it were removed`
        : `The chain's recorded end does not match entry ${previous.id ?? 'none'}`;
    return { ok: false, count, brokenAt: end ?? previous.id ?? 0, reason };
  }
  return { ok: true, count, lastId: previous.id, lastHash: previous.hash };
}
