// Timings inside the database, without HTTP, that explain the HTTP figures of bench/records-paging.ts:
// the cheapest possible skip to the middle, reading a list's page marks, and what the trigram indexes
// save a contains search.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/db/schema';
import { readPageMarks } from '../server/records/list-records';
import { compileQueryString, parseSort, sortExpressions } from '../server/records/query/q-compiler';
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
  /** Reading the page marks of the whole list sorted by the first searchable field (done once per write). */
  pageMarksMs: number;
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

/** The exact number of the resource's live records matching `q`. */
export async function exactMatches(
  db: Kysely<DB>,
  resource: string,
  q: string,
  searchableFields: string[],
): Promise<number> {
  const where = compileQueryString(q, { searchable: searchableFields });
  const counted = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('resource', '=', resource)
    .where('deleted', '=', false)
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

export async function probeDatabase(
  db: Kysely<DB>,
  resource: string,
  options: {
    rows: number;
    searches: string[];
    searchableFields: string[];
    exactCountLimit: number;
    pageMarkSpacing: number;
  },
): Promise<DatabaseProbes> {
  const skip = sql`
    select id from records where resource = ${resource} and deleted = false
    order by id offset ${Math.floor(options.rows / 2)} limit 20
  `;
  const skipToMiddleMs = await median(() => skip.execute(db));
  const fields = { searchable: options.searchableFields };
  const list = {
    db,
    resource,
    where: compileQueryString('', fields),
    order: sortExpressions(parseSort(`${options.searchableFields[0]},asc`, fields)),
  };
  const pageMarksMs = await median(() => readPageMarks(list, options.pageMarkSpacing), 3);
  const searches: SearchProbe[] = [];
  for (const q of options.searches) {
    const where = compileQueryString(q, fields);
    const matches = await exactMatches(db, resource, q, options.searchableFields);
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
    searches.push({ q, matches, countMs, countWithoutIndexMs });
  }
  return { skipToMiddleMs, pageMarksMs, searches };
}
