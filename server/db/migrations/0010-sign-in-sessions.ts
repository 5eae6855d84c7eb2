import { sql, type Kysely } from 'kysely';

// Single sign-on bookkeeping (issued AuthnRequest ids, consumed assertion ids), authenticator secrets
// for permission elevation, and access requests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saml_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saml_requests_expires_idx').on('saml_requests').column('expires_at').execute();

  await db.schema
    .createTable('saml_assertions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saml_assertions_expires_idx')
    .on('saml_assertions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('last_step', 'bigint')
    .addColumn('enrolled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('access_requests')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('acl_resources', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('access_requests_user_idx')
    .on('access_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_requests', 'user_totp', 'saml_assertions', 'saml_requests']) {
    await db.schema.dropTable(table).execute();
  }
}
