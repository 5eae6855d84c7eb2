import { sql, type Kysely } from 'kysely';

// Every write to a table whose rows the server keeps answers from (server/db/change-feed.ts) notifies
// the channel `ignite_changes` with the table's name, once per statement. Being a trigger, it hears
// every writer: this server, another server on the same database, a script or psql. PostgreSQL folds
// the same notice sent twice in one transaction into one and delivers it after the commit.
const TABLES = ['users', 'user_roles', 'role_acls', 'roles', 'resources', 'forms', 'records'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ignite_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ignite_changes', TG_TABLE_NAME);
      return null;
    end $$
  `.execute(db);
  for (const table of TABLES)
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ignite_notify_change()
    `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`drop trigger ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function ignite_notify_change()`.execute(db);
}
