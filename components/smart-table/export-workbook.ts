// The page's side of the export workbook: a Web Worker writes it (the page stays responsive); where
// there is no Worker (tests) it is written in-process.
import type { ExportWorkerAnswer, ExportWorkerRequest } from './export.worker';
import type { ExportCell, ExportColumn, WorkbookBuilder } from './xlsx-export';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportWorkbook {
  addRows(rows: ExportCell[][]): void;
  finish(): Promise<Blob>;
  cancel(): void;
}

function inWorker(columns: ExportColumn[]): ExportWorkbook {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module' });
  const post = (request: ExportWorkerRequest) => worker.postMessage(request);
  post({ type: 'start', columns });
  return {
    addRows: (rows) => post({ type: 'rows', rows }),
    finish: () =>
      new Promise<Blob>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<ExportWorkerAnswer>) => {
          worker.terminate();
          if (event.data.type === 'done') resolve(new Blob([event.data.buffer], { type: XLSX_TYPE }));
          else reject(new Error(event.data.message));
        };
        worker.onerror = (event) => {
          worker.terminate();
          reject(new Error(event.message || 'The export worker failed'));
        };
        post({ type: 'finish' });
      }),
    cancel: () => worker.terminate(),
  };
}

function inProcess(columns: ExportColumn[]): ExportWorkbook {
  const builder: Promise<WorkbookBuilder> = import('./xlsx-export').then(({ startWorkbook }) =>
    startWorkbook(columns),
  );
  let pending = Promise.resolve();
  return {
    addRows: (rows) => {
      pending = pending.then(async () => (await builder).addRows(rows));
    },
    finish: async () => {
      await pending;
      return new Blob([await (await builder).finish()], { type: XLSX_TYPE });
    },
    cancel: () => void builder.then((workbook) => workbook.abort()),
  };
}

export function createExportWorkbook(columns: ExportColumn[]): ExportWorkbook {
  return typeof Worker === 'undefined' ? inProcess(columns) : inWorker(columns);
}
