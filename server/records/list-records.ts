// One page of a resource's records, filtered with q and sorted, with its total (spec 001 §3.6), and the
// cursors of the pages before and after it. Fast on large resources:
// - the total comes from the per-resource count or a bounded count (record-count.ts), counted once per
//   filter for as long as the resource does not change (match-counts.ts);
// - a page is found without skipping the rows before it where that can be done exactly: a cursor
//   seeks past the row it remembers (keyset.ts), and page N seeks to the page mark before it
//   (page-marks.ts) and skips fewer rows than the marks' spacing;
// - otherwise (marks not read yet, or stale after a write) the page is skipped to, from whichever end
//   is nearer (page-window.ts);
// - only the page's ids are found that way; its rows are read whole afterwards, by id, and the resource's
//   derived fields worked out for the page as a whole (derived-fields.ts), in the same snapshot.
import { createHash } from 'node:crypto';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { PagedResponse } from '../../schemas/api';
import type { DB } from '../db/schema';
import { assertNoDerivedQuery, withDerivedFields } from './derived-fields';
import {
  boundaryColumns,
  boundaryOf,
  readSegments,
  reverseOrder,
  segmentsAfter,
  type Boundary,
} from './keyset';
import { toPage } from './page';
import { decodeCursor, encodeCursor, type PageCursor } from './page-cursor';
import type { MatchCounts } from './match-counts';
import type { PageMarks } from './page-marks';
import { pageWindow } from './page-window';
import { compileQueryString, parseSort, sortExpressions, type OrderItem } from './query/q-compiler';
import { queryableFields } from './queryable-fields';
import { visibleRecord, type RecordAccess } from './record-access';
import { countMatches, resourceCounts, type RecordTotal } from './record-count';
import { toApiRecord } from './record-store';

export interface ListRequest {
  /** 1-based; a cursor, when given, says which page instead. */
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  q?: string | undefined;
  /** A nextCursor or previousCursor of an earlier page of the same list. */
  cursor?: string | undefined;
  /** Only these records (GET by ids), searched, sorted and paged like any list. */
  ids?: number[] | undefined;
}

export interface ListOptions {
  exactCountLimit: number;
  marks: PageMarks;
  /** Totals of filtered lists counted before. */
  counts: MatchCounts;
  /** Signs the cursors. */
  secret: string;
}

type RecordId = number;

/** One list: a resource's live records matching a filter, in an order. */
export interface List {
  db: Kysely<DB>;
  resource: string;
  where: Expression<SqlBool>;
  order: OrderItem[];
}

function liveRows({ db, resource, where }: List) {
  return db.selectFrom('records').where('resource', '=', resource).where('deleted', '=', false).where(where);
}

/** The ids of the list's rows matching `segment`, in `order` (the list's own or its reverse). */
function idReader(list: List, order: OrderItem[]) {
  return async (segment: Expression<SqlBool>, limit: number, offset = 0): Promise<RecordId[]> => {
    const rows = await order
      .reduce(
        (query, { expression, direction }) => query.orderBy(expression, direction),
        liveRows(list).where(segment).select('id'),
      )
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  };
}

/** Names the list for its marks and cursors: the SQL of its ids query, which holds every part of it. */
function listKey(list: List): string {
  const compiled = list.order
    .reduce(
      (query, { expression, direction }) => query.orderBy(expression, direction),
      liveRows(list).select('id'),
    )
    .compile();
  return `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
}

/** Names the list's filter for its kept total: the SQL of its rows without their order, and the limit. */
function filterKey(list: List, exactLimit: number): string {
  const compiled = liveRows(list).select('id').compile();
  return `${compiled.sql}\n${JSON.stringify(compiled.parameters)}\n${exactLimit}`;
}

const fingerprint = (key: string, size: number) =>
  createHash('sha256').update(`${key}\n${size}`).digest('base64url').slice(0, 22);

/** Every `spacing`-th row's boundary, with the resource's change count of the same snapshot. */
export function readPageMarks(list: List, spacing: number) {
  return list.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { changes } = await resourceCounts(trx, list.resource);
      const inSnapshot = { ...list, db: trx };
      const ordering = sql.join(
        list.order.map(({ expression, direction }) => sql`${expression} ${sql.raw(direction)}`),
      );
      const numbered = liveRows(inSnapshot)
        .select(['id as marked_id', sql<number>`row_number() over (order by ${ordering})`.as('position')])
        .as('numbered');
      const rows = await trx
        .selectFrom('records')
        .innerJoin(numbered, 'numbered.marked_id', 'records.id')
        .select(boundaryColumns(list.order))
        .where(sql<SqlBool>`(numbered.position - 1) % ${sql.lit(spacing)} = 0`)
        .orderBy('numbered.position')
        .execute();
      return { changes, boundaries: rows.map((row) => boundaryOf(row, list.order)) };
    });
}

interface PageIds {
  ids: RecordId[];
  page: number;
  /** More rows follow the page (not known when the total is exact: the total tells). */
  more: boolean;
  /** The page was found through a mark or a cursor, without skipping rows. */
  sought: boolean;
}

async function idsOfPage(
  list: List,
  page: number,
  size: number,
  total: RecordTotal,
  marks: PageMarks,
  changes: number,
  key: string,
): Promise<PageIds> {
  const start = (page - 1) * size;
  const window = pageWindow(page, size, total.exact ? total.count : undefined);
  if (window.limit === 0) return { ids: [], page, more: false, sought: false };
  // Without an exact total the window holds one row more than the page, which tells whether more follow.
  const pageIds = (ids: RecordId[], sought: boolean) => ({
    ids: ids.slice(0, size),
    page,
    more: ids.length > size,
    sought,
  });
  const mark = marks.markBefore(key, changes, start);
  if (mark) {
    const segments = segmentsAfter(list.order, mark.boundary, true);
    return pageIds(
      await readSegments(segments, start - mark.position, window.limit, idReader(list, list.order)),
      true,
    );
  }
  const order = window.reverse ? reverseOrder(list.order) : list.order;
  const ids = await idReader(list, order)(sql<SqlBool>`true`, window.limit, window.offset);
  return pageIds(window.reverse ? ids.reverse() : ids, false);
}

async function idsAfterCursor(list: List, cursor: PageCursor, size: number): Promise<PageIds> {
  const forwards = cursor.direction === 'next';
  const order = forwards ? list.order : reverseOrder(list.order);
  const read = await readSegments(
    segmentsAfter(order, cursor.boundary, false),
    0,
    size + 1,
    idReader(list, order),
  );
  const ids = read.slice(0, size);
  if (forwards) return { ids, page: cursor.page, more: read.length > size, sought: true };
  // Rows went since the cursor was made, so the page reached the start early: it is the first.
  return { ids: ids.reverse(), page: read.length > size ? cursor.page : 1, more: true, sought: true };
}

/** The rows of `ids`, in that order, and the boundaries of the first and the last (for the cursors). */
async function rowsOf(list: List, ids: RecordId[]) {
  if (ids.length === 0) return { rows: [], first: undefined, last: undefined };
  // One query: the boundary columns ride along (k0, k1, ...) and toApiRecord leaves them out.
  const found = await list.db
    .selectFrom('records')
    .selectAll('records')
    .select(boundaryColumns(list.order))
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(found.map((row) => [String(row.id), row]));
  const rows = ids.flatMap((id) => byId.get(String(id)) ?? []);
  const boundary = (row: object | undefined) => row && boundaryOf(row, list.order);
  return { rows, first: boundary(rows[0]), last: boundary(rows[rows.length - 1]) };
}

export async function listRecords(
  db: Kysely<DB>,
  access: RecordAccess,
  request: ListRequest,
  options: ListOptions,
): Promise<PagedResponse> {
  const { size } = request;
  const resource = access.resource.name;
  assertNoDerivedQuery(resource, request.sort, request.q);
  const fields = queryableFields(access);
  const where = withIds(compileQueryString(request.q, fields), request.ids);
  const list: List = { db, resource, where, order: sortExpressions(parseSort(request.sort, fields)) };
  const key = listKey(list);
  const listId = fingerprint(key, size);
  const cursor =
    request.cursor === undefined ? undefined : decodeCursor(request.cursor, options.secret, listId);
  // An empty q matches every record (the q parser's own rule), so the live count is the total.
  const filtered = (request.q ?? '').trim() !== '' || request.ids !== undefined;
  // One snapshot, so that the page, its total and the change count the marks are checked by agree.
  const { total, found, changes, live, content, first, last } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const inSnapshot = { ...list, db: trx };
      const counts = await resourceCounts(trx, resource);
      const total: RecordTotal = filtered
        ? await options.counts.total(filterKey(list, options.exactCountLimit), counts.changes, () =>
            countMatches(trx, resource, where, options.exactCountLimit),
          )
        : { count: counts.live, exact: true };
      const found = cursor
        ? await idsAfterCursor(inSnapshot, cursor, size)
        : await idsOfPage(inSnapshot, request.page, size, total, options.marks, counts.changes, key);
      const { rows, first, last } = await rowsOf(inSnapshot, found.ids);
      const visible = rows.map((row) => visibleRecord(access, toApiRecord(row)));
      const content = await withDerivedFields(trx, resource, visible);
      return { total, found, changes: counts.changes, live: counts.live, content, first, last };
    });
  const { page } = found;
  const start = (page - 1) * size;
  // (A page of an estimated total may lie past the estimate: whether it has rows is what counts.)
  const spacing = options.marks.spacingFor(total.count, live);
  if (!found.sought && found.ids.length > 0 && options.marks.wanted(key, changes, start, spacing))
    await options.marks.refresh(key, total.count, spacing, (every) => readPageMarks(list, every));

  const more = total.exact ? start + content.length < total.count : found.more && content.length > 0;
  const answer = pageAnswer(content, page, size, total, more);
  const cursorTo = (direction: PageCursor['direction'], target: number, boundary: Boundary | undefined) =>
    boundary && encodeCursor({ list: listId, direction, page: target, boundary }, options.secret);
  const nextCursor = more ? cursorTo('next', page + 1, last) : undefined;
  const previousCursor = page > 1 && content.length > 0 ? cursorTo('previous', page - 1, first) : undefined;
  return {
    ...answer,
    ...(nextCursor ? { nextCursor } : {}),
    ...(previousCursor ? { previousCursor } : {}),
  };
}

/** The query's condition, narrowed to the ids asked for (none: no rows). */
function withIds(where: Expression<SqlBool>, ids: number[] | undefined): Expression<SqlBool> {
  if (ids === undefined) return where;
  if (ids.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${where} and ${sql.ref('id')} in (${sql.join(ids)}))`;
}

/** The paged answer; an estimated total is corrected by what the page saw. */
function pageAnswer(
  content: unknown[],
  page: number,
  size: number,
  total: RecordTotal,
  more: boolean,
): PagedResponse {
  if (total.exact) return toPage(content, page, size, total.count);
  // A row past the page means more, none means the end.
  const seen = (page - 1) * size + content.length;
  if (more) return toPage(content, page, size, Math.max(total.count, seen + 1), true);
  if (content.length > 0) return toPage(content, page, size, seen);
  return toPage(content, page, size, Math.min(total.count, (page - 1) * size), true);
}
