import type { Kysely } from 'kysely';

// A designer's lock on a form lapses unless the builder holding it renews it (server/forms.ts): a tab
// closed or a connection lost no longer keeps everyone else out for good. A lock from before has no
// expiry and so has lapsed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').addColumn('lock_expires_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').dropColumn('lock_expires_at').execute();
}
