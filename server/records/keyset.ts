// Keyset (seek) paging: the rows after a known row of a list's order, found through the sort index
// instead of by skipping every row before them. PostgreSQL reads an OR of conditions ("same key and a
// greater id, or a greater key") by scanning from the start, so the rows after a row are split into
// segments that follow each other in the order and that one index range each reads in order: for
// `caseNumber asc` after (v, m), first `caseNumber = v and id > m`, then `caseNumber > v`, then the rows
// without a caseNumber (SQL null sorts last ascending and first descending, as PostgreSQL has it).
import { sql, type AliasedRawBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { OrderItem } from './query/q-compiler';

/** A row's place in an order: each order item's value as text (null: SQL null), ending with the id. */
export type Boundary = (string | null)[];

/** The order read backwards; PostgreSQL's null placement flips with the direction, as it must. */
export function reverseOrder(order: OrderItem[]): OrderItem[] {
  return order.map((item) => ({ ...item, direction: item.direction === 'asc' ? 'desc' : 'asc' }));
}

/** What to select to learn a row's boundary: each item's value as text, in order. */
export function boundaryColumns(order: OrderItem[]): AliasedRawBuilder<string | null, `k${number}`>[] {
  return order.map((item, index) => sql<string | null>`(${item.expression})::text`.as(`k${index}`));
}

/** A row's boundary from a row selected with boundaryColumns. */
export function boundaryOf(row: object, order: OrderItem[]): Boundary {
  return order.map((_item, index) => {
    const value = (row as Record<string, unknown>)[`k${index}`];
    return value === null || value === undefined ? null : String(value);
  });
}

const valueOf = (item: OrderItem, value: string) => sql`cast(${value} as ${sql.raw(item.sqlType)})`;

/** Rows whose item is strictly after `value`, as segments in order. */
function strictlyAfter(item: OrderItem, value: string | null): RawBuilder<SqlBool>[] {
  const { expression } = item;
  if (item.direction === 'asc') {
    if (value === null) return [];
    const greater = sql<SqlBool>`${expression} > ${valueOf(item, value)}`;
    return item.nullable ? [greater, sql<SqlBool>`${expression} is null`] : [greater];
  }
  if (value === null) return [sql<SqlBool>`${expression} is not null`];
  return [sql<SqlBool>`${expression} < ${valueOf(item, value)}`];
}

function equalTo(item: OrderItem, value: string | null): RawBuilder<SqlBool> {
  return value === null
    ? sql<SqlBool>`${item.expression} is null`
    : sql<SqlBool>`${item.expression} = ${valueOf(item, value)}`;
}

/**
 * The rows after `boundary` in `order` (and the boundary row itself when `inclusive`), as conditions
 * whose rows follow each other in the order: read them in turn, each sorted by the order.
 */
export function segmentsAfter(
  order: OrderItem[],
  boundary: Boundary,
  inclusive: boolean,
): Expression<SqlBool>[] {
  const [item, ...rest] = order;
  const value = boundary[0] ?? null;
  if (!item) return [];
  if (rest.length === 0) {
    // The last item, the id, is unique and never null.
    if (value === null) return [];
    const operator = item.direction === 'asc' ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
    return [sql<SqlBool>`${item.expression} ${sql.raw(operator)} ${valueOf(item, value)}`];
  }
  const equal = equalTo(item, value);
  return [
    ...segmentsAfter(rest, boundary.slice(1), inclusive).map(
      (segment) => sql<SqlBool>`${equal} and ${segment}`,
    ),
    ...strictlyAfter(item, value),
  ];
}

/**
 * Up to `limit` ids that follow the first `skip` rows of the segments, read in turn; `readIds` reads
 * one segment's first ids in the order.
 */
export async function readSegments<Id>(
  segments: Expression<SqlBool>[],
  skip: number,
  limit: number,
  readIds: (segment: Expression<SqlBool>, limit: number) => Promise<Id[]>,
): Promise<Id[]> {
  const ids: Id[] = [];
  let toSkip = skip;
  for (const segment of segments) {
    const wanted = toSkip + limit - ids.length;
    if (wanted <= toSkip) break;
    const read = await readIds(segment, wanted);
    ids.push(...read.slice(toSkip));
    toSkip = Math.max(0, toSkip - read.length);
    if (ids.length >= limit) break;
  }
  return ids.slice(0, limit);
}
