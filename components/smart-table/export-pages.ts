// Reads every page of a list for the export, a few pages at a time, and hands them on in order. The
// list's first page says how many rows there are; the pages after it are asked for while the page
// before them is being written, at most `inFlight` at a time. A page that fails fails the read when
// its turn comes (the pages before it are handed on first). The reading stops at a short page or at
// the list's total, as the list's paginator would; a consumer that stops early (Cancel) leaves the
// pages still in flight unused.

export interface PageOfExport<T> {
  rows: T[];
  totalRecords: number;
}

/** Parallel page reads of the export: more gains little on one database connection. */
export const EXPORT_PAGES_IN_FLIGHT = 3;

export async function* readPagesInOrder<T>(
  read: (first: number) => Promise<PageOfExport<T>>,
  pageSize: number,
  inFlight = EXPORT_PAGES_IN_FLIGHT,
): AsyncGenerator<PageOfExport<T>, void, undefined> {
  const asked = new Map<number, Promise<PageOfExport<T>>>();
  const ask = (index: number) => {
    const page = read(index * pageSize);
    // Awaited in its turn; a page nobody waits for any more (cancelled) must not be reported as unhandled.
    page.catch(() => undefined);
    asked.set(index, page);
  };
  ask(0);
  let next = 1;
  for (let index = 0; ; index++) {
    const pending = asked.get(index);
    if (!pending) return;
    asked.delete(index);
    const page = await pending;
    const last = page.rows.length < pageSize || (index + 1) * pageSize >= page.totalRecords;
    // Before this page is handed on (and written), the next ones are asked for: up to `inFlight` ahead.
    if (!last) while (next <= index + inFlight && next * pageSize < page.totalRecords) ask(next++);
    yield page;
    if (last) return;
  }
}
