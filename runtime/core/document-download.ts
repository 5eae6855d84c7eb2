// A stored document fetched with the session (the download call sends the Authorization header, which a
// plain link cannot): for the file component and the in-app download route /app/documents/download/{id}.
import { ApiError, type HttpClient } from './http';

export function documentDownloadUrl(id: string): string {
  return `/api/core/documents/download/${encodeURIComponent(id)}`;
}

/** The in-app path that saves a document (spec: a download path /app/documents/download/{id}). */
export function documentAppPath(id: string): string {
  return `/app/documents/download/${encodeURIComponent(id)}`;
}

export interface FetchedDocument {
  blob: Blob;
  /** The name the server gives it (Content-Disposition). */
  fileName: string;
}

export async function fetchDocument(
  http: Pick<HttpClient, 'requestFileOrJson'>,
  id: string,
): Promise<FetchedDocument> {
  // A refusal is told where the user is, not by leaving the screen for the access-denied page.
  const answer = await http.requestFileOrJson('GET', documentDownloadUrl(id), { localRefusals: true });
  if (answer.kind !== 'file') throw new ApiError(502, 'NOT_A_DOCUMENT', 'The server sent no file');
  return { blob: answer.blob, fileName: answer.fileName };
}

/** What a user reads when a document cannot be fetched. */
export function documentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Your session has ended: sign in again, then open the document again.';
    if (error.status === 403) return 'You may not open this document.';
    if (error.status === 404) return 'This document does not exist (any more).';
    return error.message;
  }
  return 'The document could not be opened.';
}
