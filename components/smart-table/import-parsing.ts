// The page's side of import parsing: a Web Worker reads and checks the file (papaparse, exceljs and the
// row checks stay off the main thread); where there is no Worker (tests) it runs in-process. An aborted
// `signal` stops the worker.
import type { ImportWorkerAnswer, ImportWorkerRequest } from './import.worker';
import type { ValidatedImport } from './import-validation';

export function parseImport(request: ImportWorkerRequest, signal?: AbortSignal): Promise<ValidatedImport> {
  if (typeof Worker === 'undefined')
    return import('./import.worker').then(({ parseAndValidate }) => parseAndValidate(request));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    signal?.addEventListener(
      'abort',
      () => {
        worker.terminate();
        reject(signal.reason);
      },
      { once: true },
    );
    worker.onmessage = (event: MessageEvent<ImportWorkerAnswer>) => {
      worker.terminate();
      if (event.data.type === 'done') resolve({ rows: event.data.rows, problems: event.data.problems });
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The import worker failed'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}
