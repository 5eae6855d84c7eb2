import { sql, type Kysely } from 'kysely';

// The live records with a change under review, by resource: few beside the rest, and looked up by what
// the change says (a disbursement's change naming a deposit: server/records/fund-disbursements.ts)
// without reading every record of the resource.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists records_pending_idx on records (resource, id)
    where pending_changes is not null and deleted = false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists records_pending_idx`.execute(db);
}
