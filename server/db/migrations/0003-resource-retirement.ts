import type { Kysely } from 'kysely';

// A resource removed while it still has records is retired, not deleted: its records stay readable by
// admins until they are purged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').addColumn('retired_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').dropColumn('retired_at').execute();
}
