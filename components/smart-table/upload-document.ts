// The import's upload (spec 001 §7.1): POST multipart to /api/core/documents/upload with a 'documentJson'
// part (fileName, fileSize, fileType) and a 'file' part, reporting progress. fetch cannot report upload
// progress, so this one call uses XMLHttpRequest, with the bearer token of the app's HTTP client.
import { ApiError, type HttpClient } from '../../runtime/core/http';
import type { UploadedDocument } from '../../schemas/api';

export const DOCUMENT_UPLOAD_URL = '/api/core/documents/upload';

/**
 * HttpClient keeps its token source private and has no multipart call; read it here, in one place,
 * until it grows an upload method of its own.
 */
function bearerToken(http: HttpClient): string | null {
  const options = (http as unknown as { options?: { getToken?: () => string | null } }).options;
  return options?.getToken?.() ?? null;
}

function reportError(http: HttpClient, error: ApiError): ApiError {
  const options = (http as unknown as { options?: { onError?: (e: ApiError, r: object) => void } }).options;
  options?.onError?.(error, { method: 'POST', url: DOCUMENT_UPLOAD_URL });
  return error;
}

export function uploadDocument(
  http: HttpClient,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedDocument> {
  const body = new FormData();
  body.append(
    'documentJson',
    JSON.stringify({
      fileName: file.name,
      fileSize: file.size,
      fileType: file.type || 'application/octet-stream',
    }),
  );
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', DOCUMENT_UPLOAD_URL);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    const token = bearerToken(http);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(reportError(http, new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.')));
    request.onload = () => {
      let payload: { errorCode?: string; message?: string; details?: unknown } = {};
      try {
        payload = JSON.parse(request.responseText || '{}') as typeof payload;
      } catch {
        // not JSON: the status says enough
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(payload as unknown as UploadedDocument);
      } else {
        reject(
          reportError(
            http,
            new ApiError(
              request.status,
              payload.errorCode ?? `HTTP_${request.status}`,
              payload.message ?? `The server answered ${request.status}`,
              payload.details,
            ),
          ),
        );
      }
    };
    request.send(body);
  });
}
