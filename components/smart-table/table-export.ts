// Export to Excel (spec 001 §9): every row of the current search, not only the visible page (an
// API-driven grid is read page by page), written by a worker into an .xlsx with one sheet named Data,
// saved as title + '_export_' + timestamp. The list is read a few pages at a time (export-pages.ts), the
// next pages loading while the rows before them are formatted. The page stays responsive: rows are
// formatted in slices of a few tens of milliseconds, between which the browser gets the thread back,
// and progress shows as they go; Cancel stops it there.
import type { Row } from './cell-value';
import { exportColumns, exportFileName, exportFormatter } from './export-rows';
import { readPagesInOrder } from './export-pages';
import { createExportWorkbook } from './export-workbook';
import { dataSourceOf } from './load-rows';
import { nextTask } from './next-task';
import type { SmartTableController } from './table-controller';
import type { ExportStatus } from './table-state';

/** Rows per list call while exporting (the API's largest page). */
export const EXPORT_PAGE_SIZE = 1000;
/** How long one slice of formatting may hold the main thread. */
const FORMAT_SLICE_MS = 25;
/** Rows formatted between two looks at the clock. */
const FORMAT_STEP = 20;

/** Thrown between slices when the user cancelled: nothing is downloaded and no error is shown. */
class ExportCancelled extends Error {}

export async function exportTable(
  table: SmartTableController,
  download: (blob: Blob, name: string) => void,
): Promise<void> {
  const options = table.options;
  const columns = table.columns;
  const state = table.store.getState();
  const setStatus = (status: Partial<ExportStatus>) =>
    table.store.setState({ exportStatus: { ...table.store.getState().exportStatus, ...status } });
  setStatus({ running: true, done: 0, total: state.totalRecords, message: undefined, cancelling: false });
  const workbook = createExportWorkbook(exportColumns(columns));
  const format = exportFormatter(columns, options);
  let done = 0;
  const stopIfCancelled = () => {
    if (table.store.getState().exportStatus.cancelling) throw new ExportCancelled();
  };
  const add = async (rows: Row[]) => {
    for (let start = 0; start < rows.length;) {
      stopIfCancelled();
      const sliceStart = performance.now();
      const formatted = [];
      let end = start;
      while (end < rows.length && performance.now() - sliceStart < FORMAT_SLICE_MS) {
        const step = rows.slice(end, end + FORMAT_STEP);
        formatted.push(...format(step));
        end += step.length;
      }
      workbook.addRows(formatted);
      done += end - start;
      start = end;
      setStatus({ done });
      await nextTask();
    }
  };
  try {
    const request = table.rowsRequest(state);
    // An API's plain list ('*') is every row already: read once (or as held), like local rows.
    if (dataSourceOf(options) === 'api' && options.pageDataFieldName !== '*') {
      const pages = readPagesInOrder(
        // Quiet: the export's own progress shows, with its Cancel button, instead of the page's overlay.
        (first) => table.fetchPage({ ...request, first, rows: EXPORT_PAGE_SIZE }, { quiet: true }),
        EXPORT_PAGE_SIZE,
      );
      for await (const page of pages) {
        stopIfCancelled();
        setStatus({ total: page.totalRecords });
        await add(await table.withProviderData(page.rows));
      }
    } else {
      const all = await loadAllLocal(table);
      setStatus({ total: all.length });
      await add(await table.withProviderData(all));
    }
    stopIfCancelled();
    const blob = await workbook.finish();
    download(blob, exportFileName(state.title || options.title || table.tableKey));
    setStatus({ running: false, done, total: done });
  } catch (error) {
    workbook.cancel();
    if (error instanceof ExportCancelled) {
      setStatus({ running: false, cancelling: false, done: 0, message: undefined });
      return;
    }
    console.error(`Export of smart table "${table.tableKey}" failed`, error);
    setStatus({
      running: false,
      message: `The export failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

async function loadAllLocal(table: SmartTableController): Promise<Row[]> {
  const request = table.rowsRequest();
  const page = await table.fetchPage({ ...request, first: 0, rows: Number.MAX_SAFE_INTEGER });
  return page.rows;
}
