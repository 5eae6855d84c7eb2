// Parses an import file and checks each row against the import form, off the main thread.
import type { FormComponent } from '../../schemas/form-definition';
import type { FieldMapping } from '../../schemas/grid-options';
import { parseFile } from './parse-file';
import { validateRows, type ValidatedImport } from './import-validation';

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

export type ImportWorkerAnswer = ({ type: 'done' } & ValidatedImport) | { type: 'error'; message: string };

export async function parseAndValidate(request: ImportWorkerRequest): Promise<ValidatedImport> {
  const rows = await parseFile(request.fileName, request.bytes, request);
  return request.components ? validateRows(rows, request.components) : { rows, problems: [] };
}

// Only when loaded as a worker: the in-process fallback imports parseAndValidate alone.
if (typeof window === 'undefined' && typeof self !== 'undefined' && 'postMessage' in self) {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
    postMessage(message: ImportWorkerAnswer): void;
  };
  scope.onmessage = (event) => {
    parseAndValidate(event.data).then(
      (result) => scope.postMessage({ type: 'done', ...result }),
      (error: unknown) =>
        scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
}
