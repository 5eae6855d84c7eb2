import { sql, type Kysely } from 'kysely';
import { recordCountsFunction } from './0020-record-counts';

// A per-resource count of changed rows next to the live count, bumped by the same statement-level
// triggers in the same transaction as every insert, update, soft delete and purge. Two snapshots that
// read the same number see the same records of the resource, so what was learnt about a list's order
// (the page marks of server/records/page-marks.ts) stays true exactly as long as the number stands.
// Data-only updates now take the counter row's lock too (inserts and deletes always did).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('record_counts')
    .addColumn('changes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    create or replace function record_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into record_counts as c (resource, live, changes)
          select resource, count(*) filter (where not deleted), count(*) from new_rows group by resource
          on conflict (resource) do update set live = c.live + excluded.live, changes = c.changes + excluded.changes;
      elsif tg_op = 'DELETE' then
        insert into record_counts as c (resource, live, changes)
          select resource, -count(*) filter (where not deleted), count(*) from old_rows group by resource
          on conflict (resource) do update set live = c.live + excluded.live, changes = c.changes + excluded.changes;
      else
        insert into record_counts as c (resource, live, changes)
          select resource, sum(change), count(*) filter (where side = 'new') from (
            select resource, case when deleted then 0 else 1 end as change, 'new' as side from new_rows
            union all
            select resource, case when deleted then 0 else -1 end, 'old' from old_rows
          ) as changes
          group by resource
          on conflict (resource) do update set live = c.live + excluded.live, changes = c.changes + excluded.changes;
      end if;
      return null;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recordCountsFunction.execute(db);
  await db.schema.alterTable('record_counts').dropColumn('changes').execute();
}
