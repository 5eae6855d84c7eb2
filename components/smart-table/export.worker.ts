// Builds the export workbook off the main thread: 'start' with the columns, 'rows' any number of
// times, 'finish' answers the file's bytes (transferred, not copied).
import { startWorkbook, type ExportCell, type ExportColumn, type WorkbookBuilder } from './xlsx-export';

export type ExportWorkerRequest =
  { type: 'start'; columns: ExportColumn[] } | { type: 'rows'; rows: ExportCell[][] } | { type: 'finish' };

export type ExportWorkerAnswer = { type: 'done'; buffer: ArrayBuffer } | { type: 'error'; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ExportWorkerRequest>) => void) | null;
  postMessage(message: ExportWorkerAnswer, transfer?: Transferable[]): void;
};

let builder: WorkbookBuilder | null = null;

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.type === 'start') builder = startWorkbook(request.columns);
    else if (request.type === 'rows') builder!.addRows(request.rows);
    else {
      builder!.finish().then(
        (buffer) => scope.postMessage({ type: 'done', buffer }, [buffer]),
        (error: unknown) => fail(error),
      );
    }
  } catch (error) {
    fail(error);
  }
};

function fail(error: unknown): void {
  scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
