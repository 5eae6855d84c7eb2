// How many records a list has. Counting a million rows takes longer than reading a page, so:
// - without a filter, the live count that triggers keep per resource (migration 0020) is exact and free;
// - with one, matches are counted exactly up to a limit (the count stops there), and above it the
//   planner's estimate stands in, marked as such.
import { CompiledQuery, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

export interface RecordTotal {
  count: number;
  exact: boolean;
}

/** The resource's live (not deleted) records. */
export async function liveRecordCount(db: Kysely<DB>, resource: string): Promise<number> {
  const row = await db
    .selectFrom('record_counts')
    .select('live')
    .where('resource', '=', resource)
    .executeTakeFirst();
  return Number(row?.live ?? 0);
}

/** The resource's live records and how many rows of it were ever changed (migration 0080), in one read. */
export async function resourceCounts(
  db: Kysely<DB>,
  resource: string,
): Promise<{ live: number; changes: number }> {
  const row = await db
    .selectFrom('record_counts')
    .select(['live', 'changes'])
    .where('resource', '=', resource)
    .executeTakeFirst();
  return { live: Number(row?.live ?? 0), changes: Number(row?.changes ?? 0) };
}

/** The `Plan Rows` of the top node of an `EXPLAIN (FORMAT JSON)` answer, as text or parsed JSON. */
export function planRows(plan: unknown): number | undefined {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  const rows =
    top && typeof top === 'object' && 'Plan' in top && top.Plan && typeof top.Plan === 'object'
      ? (top.Plan as Record<string, unknown>)['Plan Rows']
      : undefined;
  return typeof rows === 'number' && Number.isFinite(rows) && rows >= 0 ? rows : undefined;
}

/** Live records of the resource matching `where`: exact up to `exactLimit`, estimated above. */
export async function countMatches(
  db: Kysely<DB>,
  resource: string,
  where: Expression<SqlBool>,
  exactLimit: number,
): Promise<RecordTotal> {
  const matches = db
    .selectFrom('records')
    .select(sql.lit(1).as('one'))
    .where('resource', '=', resource)
    .where('deleted', '=', false)
    .where(where);
  const counted = await db
    .selectFrom(matches.limit(exactLimit + 1).as('limited'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  if (count <= exactLimit) return { count, exact: true };
  // More than the limit: the planner's estimate, kept within what is known for sure.
  const compiled = matches.compile();
  const explained = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const estimate = planRows(Object.values(explained.rows[0] ?? {})[0]) ?? 0;
  const live = await liveRecordCount(db, resource);
  return { count: Math.max(exactLimit + 1, Math.min(Math.round(estimate), live)), exact: false };
}
