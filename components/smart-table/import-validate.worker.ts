// Checks chunks of an import's rows against the import form, one at a time, for the import worker
// (import-chunks.ts).
import type { FormComponent } from '../../schemas/form-definition';
import type { ParsedRow } from './parse-file';
import { validateRows, type ValidatedImport } from './import-validation';

export interface ValidateChunkRequest {
  rows: readonly ParsedRow[];
  /** The number of the chunk's first row among the rows read, for the problems to name each row. */
  firstRow: number;
  components: FormComponent[];
}

export type ValidateChunkAnswer = ({ type: 'done' } & ValidatedImport) | { type: 'error'; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ValidateChunkRequest>) => void) | null;
  postMessage(message: ValidateChunkAnswer): void;
};

scope.onmessage = (event) => {
  try {
    const { rows, components, firstRow } = event.data;
    scope.postMessage({ type: 'done', ...validateRows(rows, components, firstRow) });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
