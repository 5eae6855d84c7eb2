import { describe, expect, it, vi } from 'vitest';
import { ApiError, type HttpClient } from '../../runtime/core/http';
import { documentEntries } from '../../runtime/core/document-entries';
import { DOCUMENT_STORAGE, documentStorage } from './document-storage';

const ANSWER = {
  id: '11111111-2222-3333-4444-555555555555',
  fileName: 'order.pdf',
  fileType: 'application/pdf',
  fileSize: 3,
};

/** An HTTP client whose upload answers `answer` (or fails with it) after reporting half and all sent. */
function fakeHttp(answer: unknown = ANSWER, fails = false) {
  const sent: { url: string; body: FormData; signal?: AbortSignal }[] = [];
  const http = {
    upload: vi.fn((url: string, body: FormData, onProgress: (f: number) => void, signal?: AbortSignal) => {
      sent.push({ url, body, signal });
      return new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        onProgress(0.5);
        if (fails) reject(answer);
        else setTimeout(() => resolve(answer), 5);
      });
    }),
    requestFileOrJson: vi.fn(() =>
      Promise.resolve({
        kind: 'file',
        blob: new Blob(['pdf'], { type: 'application/pdf' }),
        fileName: 'order.pdf',
      }),
    ),
  };
  return { http: http as unknown as HttpClient, sent, mock: http };
}

const pdf = () => new File(['pdf'], 'order.pdf', { type: 'application/pdf' });

describe('the documents storage provider', () => {
  it('uploads with a documentJson part and answers what the file component stores, data being the answer', async () => {
    const { http, sent } = fakeHttp();
    const progress = vi.fn();
    const stored = await documentStorage(http)().uploadFile(pdf(), 'order-abc.pdf', '', progress);
    expect(sent[0]?.url).toBe('/api/core/documents/upload');
    expect(JSON.parse(String(sent[0]?.body.get('documentJson')))).toEqual({
      fileName: 'order.pdf',
      fileSize: 3,
      fileType: 'application/pdf',
    });
    expect((sent[0]?.body.get('file') as File).name).toBe('order.pdf');
    expect(progress).toHaveBeenCalledWith({ loaded: 0.5, total: 1 });
    expect(stored).toEqual({
      storage: DOCUMENT_STORAGE,
      name: 'order-abc.pdf',
      url: `/app/documents/download/${ANSWER.id}`,
      size: 3,
      type: 'application/pdf',
      data: ANSWER,
    });
    // What a screen's documentConfig turns into its document entries.
    expect(documentEntries({ courtOrder: [stored] })).toEqual([
      { categoryType: 'courtOrder', documentId: ANSWER.id },
    ]);
  });

  it('keeps uploading when drawing the progress fails', async () => {
    const { http } = fakeHttp();
    const stored = await documentStorage(http)().uploadFile(pdf(), 'n', '', () => {
      throw new TypeError('no bar yet');
    });
    expect(stored.data.id).toBe(ANSWER.id);
  });

  it("cancels through the abort Form.io registers, refused as Form.io's abort", async () => {
    const { http } = fakeHttp();
    let abort: () => void = () => undefined;
    const upload = documentStorage(http)().uploadFile(
      pdf(),
      'n',
      '',
      undefined,
      '',
      {},
      'file',
      null,
      null,
      (registered) => {
        abort = registered;
      },
    );
    abort();
    await expect(upload).rejects.toEqual({ type: 'abort', message: 'The upload was cancelled' });
  });

  it('refuses with a message the file component shows', async () => {
    const refusal = (error: unknown) => documentStorage(fakeHttp(error, true).http)().uploadFile(pdf(), 'n');
    await expect(
      refusal(new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than the 2.0 MB allowed')),
    ).rejects.toBe('The file is larger than the 2.0 MB allowed');
    await expect(refusal(new ApiError(401, 'TOKEN_EXPIRED', 'Token expired'))).rejects.toBe(
      'Your session has ended: sign in again, then attach the file again.',
    );
    await expect(refusal(new ApiError(403, 'ACCESS_DENIED', 'no'))).rejects.toBe(
      'You may not upload documents.',
    );
  });

  it('fetches a stored file with the session as a blob URL', async () => {
    const { http, mock } = fakeHttp();
    const file = await documentStorage(http)().downloadFile({
      storage: DOCUMENT_STORAGE,
      data: { id: ANSWER.id },
    });
    expect(mock.requestFileOrJson).toHaveBeenCalledWith('GET', `/api/core/documents/download/${ANSWER.id}`, {
      localRefusals: true,
    });
    expect(file.url).toMatch(/^blob:/);
  });
});
