// Parses an import file and checks each row against the import form, off the main thread. A large file's
// rows are checked on several threads (import-chunks.ts) by validation workers this worker starts.
import type { FormComponent } from '../../schemas/form-definition';
import type { FieldMapping } from '../../schemas/grid-options';
import { parseFile, type ParsedRow } from './parse-file';
import { validateRows, type RowProblem, type ValidatedImport } from './import-validation';
import { validateInChunks, validationThreads, type RowsChunk } from './import-chunks';
import type { ValidateChunkAnswer, ValidateChunkRequest } from './import-validate.worker';

export interface ImportWorkerRequest {
  fileName: string;
  bytes: ArrayBuffer;
  /** The grid's parser (default 'xlcsvparser'). */
  parser?: string | undefined;
  fieldMapping: FieldMapping[];
  slNoField?: string | undefined;
  /** The import form's components; none: rows are not checked. */
  components?: FormComponent[] | undefined;
}

/**
 * The checked rows arrive in slices of IMPORT_SLICE_ROWS, then 'done' with the problems: the page takes
 * each slice in a task of its own instead of 50,000 rows at once.
 */
export type ImportWorkerAnswer =
  | { type: 'rows'; rows: ParsedRow[] }
  | { type: 'done'; problems: RowProblem[] }
  | { type: 'error'; message: string };

export const IMPORT_SLICE_ROWS = 5000;

/** The messages that send a checked import to the page: its rows in slices, then its problems. */
export function importAnswers({ rows, problems }: ValidatedImport): ImportWorkerAnswer[] {
  const answers: ImportWorkerAnswer[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_SLICE_ROWS)
    answers.push({ type: 'rows', rows: rows.slice(start, start + IMPORT_SLICE_ROWS) });
  answers.push({ type: 'done', problems });
  return answers;
}

export async function parseAndValidate(request: ImportWorkerRequest): Promise<ValidatedImport> {
  const parsed = await parseFile(request.fileName, request.bytes, request);
  const components = request.components;
  if (!components) return { rows: parsed.rows, problems: [] };
  // Validation workers only from a worker (the in-process fallback checks on its own thread).
  const inWorker = typeof window === 'undefined' && typeof Worker !== 'undefined';
  const threads = inWorker ? validationThreads(parsed.rows.length, navigator.hardwareConcurrency) : 1;
  if (threads === 1) return validateRows(parsed.rows, components);
  // This worker only hands out the chunks: every checker is a validation worker, started together.
  const checkers = validationWorkers(components);
  try {
    return await validateInChunks(parsed, threads, checkers.check);
  } finally {
    checkers.end();
  }
}

/**
 * Validation workers, one per checker, each checking one chunk at a time; a worker starts with its first
 * chunk, and all end with this worker, should the import be cancelled.
 */
function validationWorkers(components: FormComponent[]) {
  const startValidationWorker = () =>
    new Worker(new URL('./import-validate.worker.ts', import.meta.url), { type: 'module' });
  const workers: Worker[] = [];
  return {
    check({ rows, firstRow }: RowsChunk, thread: number): Promise<ValidatedImport> {
      const worker = (workers[thread] ??= startValidationWorker());
      return new Promise((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<ValidateChunkAnswer>) => {
          if (event.data.type === 'done') resolve({ rows: event.data.rows, problems: event.data.problems });
          else reject(new Error(event.data.message));
        };
        worker.onerror = (event) => reject(new Error(event.message || 'An import validation worker failed'));
        worker.postMessage({ rows, firstRow, components } satisfies ValidateChunkRequest);
      });
    },
    end() {
      for (const worker of workers) worker.terminate();
    },
  };
}

// Only when loaded as a worker: the in-process fallback imports parseAndValidate alone.
if (typeof window === 'undefined' && typeof self !== 'undefined' && 'postMessage' in self) {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
    postMessage(message: ImportWorkerAnswer): void;
  };
  scope.onmessage = (event) => {
    parseAndValidate(event.data).then(
      (result) => importAnswers(result).forEach((answer) => scope.postMessage(answer)),
      (error: unknown) =>
        scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
}
