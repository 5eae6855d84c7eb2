// Import (spec 001 §4.1, §5.1, §7.1): the file is uploaded with progress (its id and name kept in the
// submission as uploadedDocument), parsed with the fieldMapping in a worker, each row checked against
// the import form (while the file uploads; the rows are used once it is stored); the rows go to parserResultField, 'fileParsingCompleted' is emitted and the table
// reloads; then canImport is set and 'enable-process-import-event' is emitted. Unlike the spec's silent
// skip, a file over the size limit gets a clear message, as does a grid whose parser is not known.
import { ApiError } from '../../runtime/core/http';
import type { FormComponent } from '../../schemas/form-definition';
import { fetchFormComponents } from './import-configuration';
import { isImportFile, isImportParser, notImportFileMessage, unknownParserMessage } from './import-parser';
import { parseImport } from './import-parsing';
import type { ValidatedImport } from './import-validation';
import type { SmartTableController } from './table-controller';
import { nextTask } from './next-task';
import { IDLE_IMPORT, type ImportStatus } from './table-state';
import { uploadDocument } from './upload-document';

/**
 * The largest import file when a grid sets no maxFileSize (spec 000 §9: 1,000,000 bytes). A grid may set
 * more, up to the server's upload limit (IGNITE_MAX_UPLOAD_BYTES, 10 MB by default).
 */
export const DEFAULT_MAX_IMPORT_BYTES = 1_000_000;
export const UPLOADED_DOCUMENT_FIELD = 'uploadedDocument';
export const CAN_IMPORT_FIELD = 'canImport';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function tooLargeMessage(fileName: string, maxBytes: number): string {
  return `${fileName} is larger than the ${fileSize(maxBytes)} allowed for an import. Choose a smaller file.`;
}

async function importFormComponents(
  table: SmartTableController,
  formId: string | undefined,
): Promise<FormComponent[] | undefined> {
  if (!formId) return undefined;
  try {
    return await fetchFormComponents(table.context.http, formId);
  } catch (error) {
    // §8: the import form's fetch failing is logged; rows are then not checked.
    const status = error instanceof ApiError ? error.status : 0;
    console.error(`HTTP error! Status: ${status}`, error);
    return undefined;
  }
}

/** The running import of each table, to cancel it. */
const running = new WeakMap<SmartTableController, AbortController>();

/**
 * Cancels the table's running import: an upload stops (nothing is stored) and reading stops (no rows are
 * written; a file already uploaded stays in uploadedDocument). The status panel goes away.
 */
export function cancelImport(table: SmartTableController): void {
  running.get(table)?.abort(new DOMException('The import was cancelled', 'AbortError'));
}

export async function importFile(table: SmartTableController, file: File): Promise<void> {
  running.get(table)?.abort(new DOMException('Another file was chosen', 'AbortError'));
  const controller = new AbortController();
  running.set(table, controller);
  try {
    await importWithin(table, file, controller.signal);
  } finally {
    if (running.get(table) === controller) running.delete(table);
  }
}

/**
 * Choosing a file replaces the one read before, also when the new one is refused: the earlier file's rows
 * must not stay on screen, ready to be imported, under the new file's name.
 */
function forgetPreviousFile(table: SmartTableController): void {
  const options = table.options;
  const data = table.data;
  if (data[CAN_IMPORT_FIELD]) table.writeFormField(CAN_IMPORT_FIELD, false);
  if (data[UPLOADED_DOCUMENT_FIELD]) table.writeFormField(UPLOADED_DOCUMENT_FIELD, null);
  const rows = options.parserResultField ? data[options.parserResultField] : undefined;
  if (options.parserResultField && Array.isArray(rows) && rows.length > 0) {
    table.writeFormField(options.parserResultField, []);
    table.refresh();
  }
}

async function importWithin(table: SmartTableController, file: File, signal: AbortSignal): Promise<void> {
  forgetPreviousFile(table);
  const options = table.options;
  const setStatus = (status: Partial<ImportStatus>) =>
    table.store.setState({ importStatus: { ...IDLE_IMPORT, fileName: file.name, ...status } });
  const maxBytes = options.maxFileSize ?? DEFAULT_MAX_IMPORT_BYTES;
  if (file.size > maxBytes) {
    setStatus({ phase: 'error', message: tooLargeMessage(file.name, maxBytes) });
    return;
  }
  // Nothing is uploaded for a file the grid could not read.
  if (options.parseFileData && !isImportParser(options.parser)) {
    setStatus({
      phase: 'error',
      message: `${file.name} was not imported. ${unknownParserMessage(options.parser)}`,
    });
    return;
  }
  if (options.parseFileData && !isImportFile(file.name)) {
    setStatus({ phase: 'error', message: notImportFileMessage(file.name) });
    return;
  }
  setStatus({ phase: 'uploading', progress: 0 });
  // The file is read and checked while it uploads; what it holds is used only once it is stored, and
  // reading stops when the upload fails or is cancelled.
  const reading = new AbortController();
  const stopReading = () => reading.abort(signal.reason);
  signal.addEventListener('abort', stopReading, { once: true });
  const result = options.parseFileData ? readFile(table, file, reading.signal) : undefined;
  // Awaited below; until then (or when the upload fails) a failure must not be reported as unhandled.
  result?.catch(() => undefined);
  let uploaded;
  try {
    uploaded = await uploadDocument(
      table.context.http,
      file,
      (progress) => setStatus({ phase: 'uploading', progress }),
      signal,
    );
  } catch (error) {
    if (signal.aborted) return cancelled(table);
    const message =
      error instanceof ApiError && error.errorCode === 'FILE_TOO_LARGE'
        ? `${file.name}: ${error.message}.`
        : `The upload of ${file.name} failed: ${error instanceof Error ? error.message : String(error)}`;
    reading.abort(new DOMException('The upload failed', 'AbortError'));
    setStatus({ phase: 'error', message });
    return;
  }
  table.writeFormField(UPLOADED_DOCUMENT_FIELD, uploaded);
  if (!options.parseFileData) {
    setStatus({ phase: 'done', progress: 1 });
    return;
  }
  setStatus({ phase: 'parsing', progress: 1 });
  try {
    const read = await result!;
    if (signal.aborted) return cancelled(table);
    // Each step in a task of its own, so that a large file's hand-over does not hold the page at once.
    table.writeFormField(options.parserResultField, read.rows);
    await nextTask();
    table.emit('fileParsingCompleted', { rows: read.rows, problems: read.problems });
    if (read.problems.length > 0) console.warn(`Import of ${file.name}: rows with problems`, read.problems);
    await nextTask();
    setStatus({ phase: 'done', progress: 1, rowCount: read.rows.length, problems: read.problems });
    await nextTask();
    table.refresh();
    table.writeFormField(CAN_IMPORT_FIELD, true);
    table.emit('enable-process-import-event', { canImport: true });
  } catch (error) {
    if (signal.aborted) return cancelled(table);
    setStatus({
      phase: 'error',
      message: `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
}

/** Parses the file with the grid's parser and checks each row against the import form, in a worker. */
async function readFile(
  table: SmartTableController,
  file: File,
  signal: AbortSignal,
): Promise<ValidatedImport> {
  const options = table.options;
  const components = await importFormComponents(table, options.importFormId);
  const bytes = await file.arrayBuffer();
  signal.throwIfAborted();
  return parseImport(
    {
      fileName: file.name,
      bytes,
      parser: options.parser,
      fieldMapping: options.fieldMapping ?? [],
      slNoField: options.parserSlNoRequired ? options.parserSlNoField : undefined,
      components,
    },
    signal,
  );
}

function cancelled(table: SmartTableController): void {
  table.store.setState({ importStatus: IDLE_IMPORT });
}
