import { sql, type Kysely } from 'kysely';

// Every save of a form is a version (who, when, note); the forms row keeps the PUBLISHED content so that
// every reader (records validation, export, the portal) serves the published version. A form created as
// a draft and never published has published_version null and is served to nobody but designers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_versions')
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .addColumn('components', 'jsonb', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_versions_pk', ['form_id', 'version'])
    .execute();
  await db.schema.alterTable('forms').addColumn('published_version', 'integer').execute();
  await db.schema.alterTable('forms').addColumn('retired_at', 'timestamptz').execute();
  // Every existing form becomes version 1, published.
  await sql`
    INSERT INTO form_versions (form_id, version, name, category, public, components, note, created_by, created_at)
    SELECT id, 1, name, category, public, components, 'Version in place before versioning', updated_by, updated_at
    FROM forms`.execute(db);
  await sql`UPDATE forms SET published_version = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').dropColumn('retired_at').execute();
  await db.schema.alterTable('forms').dropColumn('published_version').execute();
  await db.schema.dropTable('form_versions').execute();
}
