// The page's side of import parsing: a Web Worker reads and checks the file (papaparse, exceljs and the
// row checks stay off the main thread) and sends the rows in slices; where there is no Worker (tests) it
// runs in-process. An aborted `signal` stops the worker.
import type { ImportWorkerAnswer, ImportWorkerRequest } from './import.worker';
import type { ValidatedImport } from './import-validation';
import type { ParsedRow } from './parse-file';

/** Joins the worker's answers (import.worker.ts): the import once 'done' arrives; throws its error. */
export function importReceiver(): (answer: ImportWorkerAnswer) => ValidatedImport | undefined {
  const rows: ParsedRow[] = [];
  return (answer) => {
    if (answer.type === 'error') throw new Error(answer.message);
    if (answer.type === 'done') return { rows, problems: answer.problems };
    for (const row of answer.rows) rows.push(row);
    return undefined;
  };
}

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
    const receive = importReceiver();
    worker.onmessage = (event: MessageEvent<ImportWorkerAnswer>) => {
      let result: ValidatedImport | undefined;
      try {
        result = receive(event.data);
      } catch (error) {
        worker.terminate();
        reject(error);
        return;
      }
      if (!result) return;
      worker.terminate();
      resolve(result);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The import worker failed'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}
