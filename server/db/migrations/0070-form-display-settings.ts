import type { Kysely } from 'kysely';

// Form.io's form-level `display` (form or wizard) and `settings`, kept with the form and each of its
// versions so a wizard renders as pages and an exported form carries them. Null: not set.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['forms', 'form_versions']) {
    await db.schema.alterTable(table).addColumn('display', 'text').execute();
    await db.schema.alterTable(table).addColumn('settings', 'jsonb').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['forms', 'form_versions']) {
    await db.schema.alterTable(table).dropColumn('settings').execute();
    await db.schema.alterTable(table).dropColumn('display').execute();
  }
}
