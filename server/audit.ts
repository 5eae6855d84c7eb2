// The audit log: every write, sign-in and refused access, with who, when, what, before and after. Each
// entry is appended to a hash chain (server/audit-chain.ts) in the write's own transaction.
import type { Kysely } from 'kysely';
import { chainedColumns, chainedEntry, entryHash } from './audit-chain';
import type { DB } from './db/schema';

export interface AuditActor {
  id: string;
  displayName: string;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
  ip?: string | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends inside a transaction. Locking the chain's end row makes concurrent appends take turns until
 * each transaction ends, so the chain never forks, and ids (taken after the lock) follow the chain.
 */
async function append(trx: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const head = await trx
    .selectFrom('audit_chain')
    .select('last_hash')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.id ?? null,
      actor_name: entry.actor?.displayName ?? null,
      action: entry.action,
      target: entry.target ?? null,
      before: json(entry.before),
      after: json(entry.after),
      details: json(entry.details),
      ip: entry.ip ?? null,
    })
    .returning(chainedColumns)
    .executeTakeFirstOrThrow();
  // Hashed as read back, so that the hash covers exactly what the database keeps.
  const hash = entryHash(head.last_hash, chainedEntry(row));
  await trx
    .updateTable('audit_log')
    .set({ prev_hash: head.last_hash, hash })
    .where('id', '=', row.id)
    .execute();
  await trx
    .updateTable('audit_chain')
    .set({ last_id: row.id, last_hash: hash })
    .where('id', '=', 1)
    .execute();
}

/** Writes one entry; pass the write's transaction so that the entry lands with it or not at all. */
export async function audit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  if (db.isTransaction) await append(db, entry);
  else await db.transaction().execute((trx) => append(trx, entry));
}
