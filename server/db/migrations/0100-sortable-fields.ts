import { sql, type Kysely } from 'kysely';

// Fields a resource's lists are sorted by without being searched: each gets a sort index (a b-tree, as a
// searchable field does) but no trigram index, and the search over every searchable field leaves it out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('resources')
    .addColumn('sortable_fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').dropColumn('sortable_fields').execute();
}
