import { sql, type Kysely } from 'kysely';

// No answer is kept from the roles table (a role's removal reaches its users through user_roles, by
// cascade), so its writes need no change notice: the trigger migration 0110 added there goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists roles_notify_change on roles`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger roles_notify_change
    after insert or update or delete or truncate on roles
    for each statement execute function ignite_notify_change()
  `.execute(db);
}
