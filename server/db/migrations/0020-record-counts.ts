import { sql, type Kysely } from 'kysely';

// The number of live (not deleted) records of each resource, so that an unfiltered list knows its exact
// total without counting a million rows. Statement-level triggers keep it in the same transaction as
// every insert, soft delete and purge, whichever code (or SQL) writes the records.

// One upsert of the per-resource change for each statement; a change of 0 (a data-only update) locks
// nothing, so concurrent updates do not queue on the counter row. (Migration 0080 replaces it and puts it
// back on the way down.)
export const recordCountsFunction = sql`
    create or replace function record_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into record_counts as c (resource, live)
          select resource, count(*) from new_rows where not deleted group by resource
          on conflict (resource) do update set live = c.live + excluded.live;
      elsif tg_op = 'DELETE' then
        insert into record_counts as c (resource, live)
          select resource, -count(*) from old_rows where not deleted group by resource
          on conflict (resource) do update set live = c.live + excluded.live;
      else
        insert into record_counts as c (resource, live)
          select resource, sum(change) from (
            select resource, case when deleted then 0 else 1 end as change from new_rows
            union all
            select resource, case when deleted then 0 else -1 end from old_rows
          ) as changes
          group by resource having sum(change) <> 0
          on conflict (resource) do update set live = c.live + excluded.live;
      end if;
      return null;
    end
    $$
  `;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_counts')
    .addColumn('resource', 'text', (c) => c.primaryKey())
    .addColumn('live', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into record_counts (resource, live)
    select resource, count(*) from records where not deleted group by resource
  `.execute(db);

  await recordCountsFunction.execute(db);
  // A trigger with transition tables takes one event each.
  await sql`
    create trigger record_counts_insert after insert on records
    referencing new table as new_rows for each statement execute function record_counts_apply()
  `.execute(db);
  await sql`
    create trigger record_counts_update after update on records
    referencing old table as old_rows new table as new_rows
    for each statement execute function record_counts_apply()
  `.execute(db);
  await sql`
    create trigger record_counts_delete after delete on records
    referencing old table as old_rows for each statement execute function record_counts_apply()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['record_counts_insert', 'record_counts_update', 'record_counts_delete'])
    await sql`drop trigger ${sql.id(trigger)} on records`.execute(db);
  await sql`drop function record_counts_apply()`.execute(db);
  await db.schema.dropTable('record_counts').execute();
}
