import { sql, type Kysely } from 'kysely';

// Token revocation (users.tokens_valid_after, set by a password change and, through triggers, by a
// deactivation or a removed role whoever makes it), the body hash of an Idempotency-Key, and the
// sign-in throttle counters that are counted and checked in one statement.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('tokens_valid_after', 'timestamptz').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('body_hash', 'text').execute();
  await db.schema
    .createTable('login_throttle')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_throttle_pk', ['kind', 'value'])
    .execute();

  await sql`
    CREATE FUNCTION revoke_user_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'users' THEN
        NEW.tokens_valid_after := now();
        RETURN NEW;
      END IF;
      UPDATE users SET tokens_valid_after = now() WHERE id = OLD.user_id;
      RETURN OLD;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER users_deactivated_revoke_tokens BEFORE UPDATE OF active ON users
    FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION revoke_user_tokens()`.execute(db);
  await sql`
    CREATE TRIGGER user_roles_removed_revoke_tokens AFTER DELETE ON user_roles
    FOR EACH ROW EXECUTE FUNCTION revoke_user_tokens()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER user_roles_removed_revoke_tokens ON user_roles`.execute(db);
  await sql`DROP TRIGGER users_deactivated_revoke_tokens ON users`.execute(db);
  await sql`DROP FUNCTION revoke_user_tokens()`.execute(db);
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('body_hash').execute();
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
}
