import { sql, type Kysely } from 'kysely';

/** A form a designer marked public may be loaded without signing in (GET /api/ignite/application/{id}). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('forms')
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forms').dropColumn('public').execute();
}
