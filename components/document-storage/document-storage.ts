// Form.io file storage in the portal's documents API (POST {core}/documents/upload with a 'documentJson'
// and a 'file' part). Form.io's own 'url' storage sends the token as x-jwt-token, which the server does
// not read, and no documentJson: this one goes through the app's HTTP client, with the session's
// Authorization. The file component stores Form.io's file object with `data` = the server's answer, where
// a screen's documentConfig finds `data.id`.
import { ApiError, type HttpClient } from '../../runtime/core/http';
import { documentAppPath, documentErrorMessage, fetchDocument } from '../../runtime/core/document-download';
import type { UploadedDocument } from '../../schemas/api';
import { uploadDocument } from '../smart-table/upload-document';

/** The storage name a file component's `storage` setting holds. */
export const DOCUMENT_STORAGE = 'documents';

/** A blob URL shown as an image preview is released after this long (a redraw fetches it again). */
const PREVIEW_LIFE_MS = 60_000;

/** What the file component keeps of an upload. */
export interface StoredDocumentFile {
  storage: string;
  name: string;
  /** The in-app path that saves it, for a link opened in a new tab. */
  url: string;
  size: number;
  type: string;
  data: UploadedDocument;
}

/** Form.io's refusal of an upload: a string is shown as the file's error, `type: 'abort'` as cancelled. */
export type UploadRefusal = string | { type: 'abort'; message: string };

export function uploadRefusalOf(error: unknown): UploadRefusal {
  if (error instanceof DOMException && error.name === 'AbortError')
    return { type: 'abort', message: 'The upload was cancelled' };
  if (!(error instanceof ApiError)) return 'The file could not be uploaded. Try again.';
  if (error.status === 401) return 'Your session has ended: sign in again, then attach the file again.';
  if (error.status === 403) return 'You may not upload documents.';
  // The server's own words say what was wrong (too large, unreachable, not a file).
  return error.message;
}

type ProgressCallback = (event: { loaded: number; total: number }) => void;
type AbortRegistration = (abort: () => void) => void;

export interface DocumentStorageProvider {
  title: string;
  name: string;
  uploadFile(
    file: File,
    name: string,
    dir?: string,
    progressCallback?: ProgressCallback,
    url?: string,
    options?: unknown,
    fileKey?: string,
    groupPermissions?: unknown,
    groupId?: unknown,
    abortCallback?: AbortRegistration,
  ): Promise<StoredDocumentFile>;
  downloadFile<T extends { data?: { id?: unknown } }>(file: T): Promise<T & { url?: string }>;
  deleteFile(): Promise<string>;
}

/** The provider Form.io constructs (`new Provider(formio)`): a plain function, so that `new` works. */
export function documentStorage(http: HttpClient): { (): DocumentStorageProvider; title: string } {
  function provider(): DocumentStorageProvider {
    return {
      title: provider.title,
      name: DOCUMENT_STORAGE,
      async uploadFile(
        file,
        name,
        _dir,
        progressCallback,
        _url,
        _options,
        _key,
        _perms,
        _group,
        abortCallback,
      ) {
        const controller = new AbortController();
        abortCallback?.(() => controller.abort());
        // Progress only draws a bar: a bar not drawn yet must not fail the upload.
        const progress = (fraction: number) => {
          try {
            progressCallback?.({ loaded: fraction, total: 1 });
          } catch {
            // the next redraw shows it
          }
        };
        try {
          const uploaded = await uploadDocument(http, file, progress, controller.signal);
          return {
            storage: DOCUMENT_STORAGE,
            name,
            url: documentAppPath(uploaded.id),
            size: file.size,
            type: file.type,
            data: uploaded,
          };
        } catch (error) {
          throw uploadRefusalOf(error);
        }
      },
      // An image preview: the document fetched with the session, as a blob URL.
      async downloadFile(file) {
        const id = file?.data?.id;
        if (typeof id !== 'string' || !id) return file;
        try {
          const { blob } = await fetchDocument(http, id);
          const url = URL.createObjectURL(blob);
          setTimeout(() => URL.revokeObjectURL(url), PREVIEW_LIFE_MS);
          return { ...file, url };
        } catch (error) {
          throw documentErrorMessage(error);
        }
      },
      // Removing a file from the field detaches it; the stored document stays for records that name it.
      deleteFile: () => Promise.resolve('File removed'),
    };
  }
  provider.title = 'Portal documents';
  return provider;
}
