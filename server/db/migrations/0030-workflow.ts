import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').addColumn('workflow', 'jsonb').execute();
  await db.schema
    .alterTable('records')
    .addColumn('workflow_status', 'text')
    .addColumn('pending_changes', 'jsonb')
    .addColumn('workflow_history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable('workflow_items')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull().references('records.id'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('submitted_by_name', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('workflow_items_assigned_idx')
    .on('workflow_items')
    .columns(['assigned_to', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('workflow_items_record_idx')
    .on('workflow_items')
    .columns(['record_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workflow_items').execute();
  await db.schema
    .alterTable('records')
    .dropColumn('workflow_status')
    .dropColumn('pending_changes')
    .dropColumn('workflow_history')
    .execute();
  await db.schema.alterTable('resources').dropColumn('workflow').execute();
}
