// Timings inside the database, without HTTP, that explain the HTTP figures of bench/records-paging.ts:
// the cheapest possible skip to the middle, and what the trigram indexes save a contains search.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/db/schema';
import { compileQueryString } from '../server/records/query/q-compiler';
import { countMatches } from '../server/records/record-count';
import { percentile } from './paging-report';

export interface SearchProbe {
  q: string;
  /** The exact number of matches, against which the list's total can be judged. */
  matches: number;
  /** The list's bounded count (exact up to the limit), with the trigram indexes and without them. */
  countMs: number;
  countWithoutIndexMs: number;
}

export interface DatabaseProbes {
  /** Half the rows skipped by an index-only scan over ids: no paging by OFFSET can be cheaper. */
  skipToMiddleMs: number;
  searches: SearchProbe[];
}

/** The median of a few runs, the first two discarded as warm-up; bounded by `rounds`. */
async function median(run: () => Promise<unknown>, rounds = 7): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentile(times.slice(2), 50);
}

export async function probeDatabase(
  db: Kysely<DB>,
  resource: string,
  options: { rows: number; searches: string[]; searchableFields: string[]; exactCountLimit: number },
): Promise<DatabaseProbes> {
  const skip = sql`
    select id from records where resource = ${resource} and deleted = false
    order by id offset ${Math.floor(options.rows / 2)} limit 20
  `;
  const skipToMiddleMs = await median(() => skip.execute(db));
  const searches: SearchProbe[] = [];
  for (const q of options.searches) {
    const where = compileQueryString(q, { searchable: options.searchableFields });
    const exact = await db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('resource', '=', resource)
      .where('deleted', '=', false)
      .where(where)
      .executeTakeFirstOrThrow();
    const count = () => countMatches(db, resource, where, options.exactCountLimit);
    const countMs = await median(count, 5);
    // GIN (trigram) indexes are read only through bitmap scans.
    const countWithoutIndexMs = await median(
      () =>
        db.transaction().execute(async (trx) => {
          await sql`set local enable_bitmapscan = off`.execute(trx);
          await countMatches(trx, resource, where, options.exactCountLimit);
        }),
      5,
    );
    searches.push({ q, matches: Number(exact.count), countMs, countWithoutIndexMs });
  }
  return { skipToMiddleMs, searches };
}
