// The audit log: every write, sign-in and refused access, with who, when, what, before and after.
import type { Kysely } from 'kysely';
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

/** Writes one entry; pass the write's transaction so that the entry lands with it or not at all. */
export async function audit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
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
    .execute();
}
