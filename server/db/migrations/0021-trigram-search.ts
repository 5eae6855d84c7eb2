import { sql, type Kysely } from 'kysely';

// pg_trgm lets the (%text%) and [text) searches use an index (server/records/record-indexes.ts). It is
// optional: where it is not available or not allowed, the searches still work, by scanning.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm is not available (%); contains searches will scan', sqlerrm;
    end
    $$
  `.execute(db);
}

export async function down(): Promise<void> {
  // The extension may be shared with other schemas; it is left in place.
}
