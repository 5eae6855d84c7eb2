import { sql, type Kysely } from 'kysely';

// A workflow history's submissions say whether they created the record or changed it
// (schemas/workflow.ts, operation): a record created without a workflow stands while a change of it is
// under review (server/records/approved-data.ts). Histories written before say it on their first entry,
// taken from the record's first workflow item.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update records set workflow_history = jsonb_set(workflow_history, '{0,operation}', to_jsonb(first_item.operation))
    from (
      select distinct on (record_id) record_id, operation from workflow_items order by record_id, id
    ) as first_item
    where first_item.record_id = records.id
      and jsonb_array_length(records.workflow_history) > 0
      and not (records.workflow_history -> 0 ? 'operation')
  `.execute(db);
}

export async function down(): Promise<void> {
  // The operation left on the first entries is harmless to the code before it.
}
