// Which rows a page reads. OFFSET costs as many rows as it skips, so a page past the middle of an exactly
// known total is read from the other end: in the reverse order with the smaller offset.

export interface PageWindow {
  /** Read in the reverse of the requested order (and put the rows back in order). */
  reverse: boolean;
  offset: number;
  /** 0 when the page lies past the end and nothing needs reading. */
  limit: number;
}

/**
 * The window for 1-based `page` of `size` rows. Without an exact total the page is read forwards with one
 * row more than it shows, which tells whether a next page exists.
 */
export function pageWindow(page: number, size: number, exactTotal?: number): PageWindow {
  const start = (page - 1) * size;
  if (exactTotal === undefined) return { reverse: false, offset: start, limit: size + 1 };
  if (start >= exactTotal) return { reverse: false, offset: start, limit: 0 };
  const end = Math.min(start + size, exactTotal);
  const fromEnd = exactTotal - end;
  return fromEnd < start
    ? { reverse: true, offset: fromEnd, limit: end - start }
    : { reverse: false, offset: start, limit: end - start };
}
