// One page of a resource's records, filtered with q and sorted, with its total (spec 001 §3.6).
// Fast on large resources: the total comes from the per-resource count or a bounded count
// (record-count.ts), a page past the middle is read from the other end (page-window.ts), and the
// page's ids are found before its rows are read (a deferred join: skipped rows are never fetched whole).
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { PagedResponse } from '../../schemas/api';
import type { DB } from '../db/schema';
import { toPage } from './page';
import { pageWindow, type PageWindow } from './page-window';
import { compileQueryString, parseSort, sortExpressions, type SortKey } from './query/q-compiler';
import { queryableFields } from './queryable-fields';
import { visibleRecord, type RecordAccess } from './record-access';
import { countMatches, liveRecordCount, type RecordTotal } from './record-count';
import { toApiRecord } from './record-store';

export interface ListRequest {
  /** 1-based. */
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  q?: string | undefined;
}

function readPage(
  db: Kysely<DB>,
  resource: string,
  where: Expression<SqlBool>,
  keys: SortKey[],
  window: PageWindow,
) {
  const order = sortExpressions(keys);
  const ids = order
    .reduce(
      (query, { expression, direction }) =>
        query.orderBy(expression, window.reverse === (direction === 'asc') ? 'desc' : 'asc'),
      db
        .selectFrom('records')
        .select('id as page_id')
        .where('resource', '=', resource)
        .where('deleted', '=', false)
        .where(where),
    )
    .limit(window.limit)
    .offset(window.offset);
  // The outer query sees only page_id of the ids, so the sort expressions' "data" and "id" are the row's.
  return order
    .reduce(
      (query, { expression, direction }) => query.orderBy(expression, direction),
      db.selectFrom('records').innerJoin(ids.as('page'), 'page.page_id', 'records.id').selectAll('records'),
    )
    .execute();
}

export async function listRecords(
  db: Kysely<DB>,
  access: RecordAccess,
  request: ListRequest,
  options: { exactCountLimit: number },
): Promise<PagedResponse> {
  const { page, size } = request;
  const resource = access.resource.name;
  const fields = queryableFields(access);
  const where = compileQueryString(request.q, fields);
  const keys = parseSort(request.sort, fields);
  // An empty q matches every record (the q parser's own rule), so the live count is the total.
  const filtered = (request.q ?? '').trim() !== '';
  // One snapshot, so that a page read from the end agrees with the total it was placed by.
  const { total, rows } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const total: RecordTotal = filtered
        ? await countMatches(trx, resource, where, options.exactCountLimit)
        : { count: await liveRecordCount(trx, resource), exact: true };
      const window = pageWindow(page, size, total.exact ? total.count : undefined);
      const rows = window.limit === 0 ? [] : await readPage(trx, resource, where, keys, window);
      return { total, rows };
    });
  const content = rows.slice(0, size).map((row) => visibleRecord(access, toApiRecord(row)));
  if (total.exact) return toPage(content, page, size, total.count);
  // An estimate is corrected by what the page saw: a row past the page means more, none means the end.
  const seen = (page - 1) * size + content.length;
  if (rows.length > size) return toPage(content, page, size, Math.max(total.count, seen + 1), true);
  if (content.length > 0) return toPage(content, page, size, seen);
  return toPage(content, page, size, Math.min(total.count, (page - 1) * size), true);
}
