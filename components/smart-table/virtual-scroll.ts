// virtualScroll's two pieces of pure logic. PrimeReact's virtual scroller places rows by a fixed item size
// and keeps its scroll offset when the rows are replaced: the size must be the rows' real height (a guess
// too small leaves the last rows of a page out of reach), and a different page, sort or search must start
// from its top (else page 2 opens at row 91 while the paginator says 'Showing 101 to 200').
import type { RowsRequest } from './load-rows';

/** The first guess of a row's height, before one is measured. */
export const VIRTUAL_ROW_HEIGHT_PX = 38;

/**
 * The item size for the scroller from the measured heights of the rows drawn. The scroller sets each row's
 * height to the item size, which a row can only grow past, so the size only grows: no measuring loop.
 */
export function virtualRowHeight(measured: readonly number[], current: number): number {
  const heights = measured.filter((height) => Number.isFinite(height) && height > 0).map(Math.ceil);
  return Math.max(current, ...heights);
}

/** What the rows shown are the answer to; rows of another view are shown from the top. */
export function rowsViewKey(request: RowsRequest): string {
  return JSON.stringify([
    request.first,
    request.rows,
    request.sort.field ?? null,
    request.sort.order ?? null,
    request.searchQuery,
    request.simpleSearchText,
    request.simpleSearchOperator,
    request.filterFields,
  ]);
}
