import { sql, type Kysely } from 'kysely';
import { chainedEntry, chainedRows, entryHash, GENESIS_HASH } from '../../audit-chain';
import type { DB } from '../schema';

// The audit log becomes a hash chain (server/audit-chain.ts): each entry keeps the previous entry's hash
// and its own; one row holds the end of the chain and is locked by every append, so concurrent writers
// take turns. The entries written before are chained here, in id order. A trigger keeps the table
// append-only for the application: an entry cannot be deleted, and only its links, once, can be set.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await db.schema
    .createTable('audit_chain')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('last_id', 'bigint')
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();

  const typed = db as unknown as Kysely<DB>;
  let head = { id: null as number | null, hash: GENESIS_HASH };
  for (;;) {
    const rows = await chainedRows(typed, head.id ?? 0, 1000).execute();
    for (const row of rows) {
      const hash = entryHash(head.hash, chainedEntry(row));
      await typed
        .updateTable('audit_log')
        .set({ prev_hash: head.hash, hash })
        .where('id', '=', row.id)
        .execute();
      head = { id: row.id, hash };
    }
    if (rows.length < 1000) break;
  }
  await typed.insertInto('audit_chain').values({ id: 1, last_id: head.id, last_hash: head.hash }).execute();

  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        IF OLD.hash IS NULL
           AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor_name, NEW.action, NEW.target, NEW.before,
                NEW.after, NEW.details, NEW.ip)
               IS NOT DISTINCT FROM
               (OLD.id, OLD.at, OLD.actor_id, OLD.actor_name, OLD.action, OLD.target, OLD.before,
                OLD.after, OLD.details, OLD.ip) THEN
          RETURN NEW;
        END IF;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only: entries cannot be changed or deleted';
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()
  `.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER audit_log_no_truncate ON audit_log`.execute(db);
  await sql`DROP TRIGGER audit_log_append_only ON audit_log`.execute(db);
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  await db.schema.dropTable('audit_chain').execute();
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
}
