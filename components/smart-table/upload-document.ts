// The import's upload (spec 001 §7.1): POST multipart to /api/core/documents/upload with a 'documentJson'
// part (fileName, fileSize, fileType) and a 'file' part, reporting progress.
import type { HttpClient } from '../../runtime/core/http';
import type { UploadedDocument } from '../../schemas/api';

export const DOCUMENT_UPLOAD_URL = '/api/core/documents/upload';

export function uploadDocument(
  http: HttpClient,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
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
  return http.upload<UploadedDocument>(DOCUMENT_UPLOAD_URL, body, onProgress, signal);
}
