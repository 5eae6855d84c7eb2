import { sql, type Kysely } from 'kysely';

// Signing out ends the token on the server too (server/auth/sign-out.ts): its hash is kept until the token
// would have expired anyway. Writes are announced (migration 0110's function) so that every server forgets
// its kept answer for the token at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`
    create trigger revoked_tokens_notify_change
    after insert or update or delete or truncate on revoked_tokens
    for each statement execute function ignite_notify_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
}
