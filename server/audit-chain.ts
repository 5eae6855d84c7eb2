// The audit log's hash chain: each entry's hash covers a canonical serialisation of the entry and the
// previous entry's hash, so changing, removing or reordering an entry breaks every link after it.
// Writing (server/audit.ts), verifying (server/audit-verify.ts) and the migration that chained the
// entries written before the chain existed all hash what this file reads back from the database.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { canonicalJson } from './canonical-json';
import type { AuditLogTable, DB } from './db/schema';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry as it is hashed: every column the log keeps about an event. */
export interface ChainedEntry {
  id: number;
  /** The time as PostgreSQL keeps it (microseconds, UTC), so that every digit is covered. */
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  ip: string | null;
}

/** SHA-256 (hex) of the previous hash, a newline and the entry's canonical JSON. */
export function entryHash(previousHash: string, entry: ChainedEntry): string {
  return createHash('sha256')
    .update(`${previousHash}\n${canonicalJson(entry)}`)
    .digest('hex');
}

// The columns of an entry as the chain reads them; `at` as text, since a JavaScript Date drops microseconds.
export const chainedColumns = [
  'id',
  sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at_text'),
  'actor_id',
  'actor_name',
  'action',
  'target',
  'before',
  'after',
  'details',
  'ip',
] as const;

/** A row as `chainedColumns` selects it. */
export type ChainedRow = Omit<Selectable<AuditLogTable>, 'at' | 'prev_hash' | 'hash'> & { at_text: string };

export function chainedEntry(row: ChainedRow): ChainedEntry {
  return {
    id: Number(row.id),
    at: row.at_text,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    details: row.details,
    ip: row.ip,
  };
}

/** Entries after `afterId` in chain order (by id), with their stored links, `limit` at a time. */
export function chainedRows(
  db: Kysely<DB>,
  afterId: number,
  limit: number,
): SelectQueryBuilder<DB, 'audit_log', ChainedRow & Pick<Selectable<AuditLogTable>, 'prev_hash' | 'hash'>> {
  return db
    .selectFrom('audit_log')
    .select([...chainedColumns, 'prev_hash', 'hash'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit) as never;
}
