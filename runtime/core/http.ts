// The HTTP client every part of the app uses: bearer token, JSON in and out, and the server's error
// shape `{ errorCode, message, details }` surfaced as ApiError.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The ApiError of a failed answer: the server's `{ errorCode, message, details }`, or the status alone. */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  const body = (payload && typeof payload === 'object' ? payload : {}) as {
    errorCode?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiError(
    status,
    typeof body.errorCode === 'string' ? body.errorCode : `HTTP_${status}`,
    typeof body.message === 'string' ? body.message : `The server answered ${status}`,
    body.details,
  );
}

function unreachable(cause?: unknown): ApiError {
  return new ApiError(
    0,
    'NETWORK_ERROR',
    'The server could not be reached. Check your connection and try again.',
    cause,
  );
}

export type FileOrJson = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'json'; body: unknown };

/** The file name of a content-disposition header (RFC 6266 filename* first). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

function fileNameFromUrl(url: string): string {
  return url.split('?')[0]?.split('/').filter(Boolean).pop() || 'download';
}

export interface FailedRequest {
  method: string;
  url: string;
  /** The caller shows a refusal (403) itself, in place: the app should not leave the screen for it. */
  localRefusals?: boolean;
}

export interface HttpClientOptions {
  getToken(): string | null;
  /** Called for every ApiError before it is thrown (the app's error catalogue: token and access errors). */
  onError?(error: ApiError, request: FailedRequest): void;
  /** Called when a request starts and ends (the loading overlay). */
  onActivity?(delta: 1 | -1): void;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not show the loading overlay. */
  quiet?: boolean;
  /** See FailedRequest.localRefusals. */
  localRefusals?: boolean;
  /** Sent even as the page is left (a release on closing the tab). */
  keepalive?: boolean;
}

export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  async request<T>(
    method: string,
    url: string,
    { body, headers = {}, quiet = false, localRefusals = false, keepalive }: RequestOptions = {},
  ): Promise<T> {
    if (!quiet) this.options.onActivity?.(1);
    try {
      const response = await this.send(method, url, {
        body,
        headers: { accept: 'application/json', ...headers },
        keepalive,
      });
      const text = await response.text();
      let json: unknown = undefined;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
      }
      if (!response.ok) throw this.fail(apiErrorOf(response.status, json), { method, url, localRefusals });
      return json as T;
    } finally {
      if (!quiet) this.options.onActivity?.(-1);
    }
  }

  /**
   * A call whose answer may be a file: a content-disposition header (or a non-JSON body) answers the
   * file with its name, otherwise the parsed JSON.
   */
  async requestFileOrJson(method: string, url: string, options: RequestOptions = {}): Promise<FileOrJson> {
    if (!options.quiet) this.options.onActivity?.(1);
    try {
      const response = await this.send(method, url, options);
      const disposition = response.headers.get('content-disposition');
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok) {
        const payload = contentType.includes('json') ? ((await response.json()) as unknown) : undefined;
        throw this.fail(apiErrorOf(response.status, payload), {
          method,
          url,
          localRefusals: options.localRefusals,
        });
      }
      if (disposition || (contentType && !contentType.includes('json') && !contentType.startsWith('text/'))) {
        return {
          kind: 'file',
          blob: await response.blob(),
          fileName: fileNameFromDisposition(disposition) ?? fileNameFromUrl(url),
        };
      }
      const text = await response.text();
      return { kind: 'json', body: text ? (JSON.parse(text) as unknown) : null };
    } finally {
      if (!options.quiet) this.options.onActivity?.(-1);
    }
  }

  /**
   * POSTs a multipart body (a document upload), reporting the fraction sent. fetch cannot report upload
   * progress, so this one call uses XMLHttpRequest, with the same token and error handling. An aborted
   * `signal` cancels it.
   */
  upload<T>(
    url: string,
    body: FormData,
    onProgress: (fraction: number) => void = () => undefined,
    signal?: AbortSignal,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const request = new XMLHttpRequest();
      // Cancelled: the caller gets the signal's reason at once, and the browser stops sending.
      const cancelled = () =>
        reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener(
        'abort',
        () => {
          cancelled();
          request.abort();
        },
        { once: true },
      );
      request.onabort = cancelled;
      request.open('POST', url);
      request.withCredentials = true;
      request.setRequestHeader('accept', 'application/json');
      const token = this.options.getToken();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onerror = () => reject(this.fail(unreachable(), { method: 'POST', url }));
      request.onload = () => {
        let payload: unknown = undefined;
        try {
          payload = request.responseText ? JSON.parse(request.responseText) : undefined;
        } catch {
          // not JSON: the status says enough
        }
        if (request.status >= 200 && request.status < 300) {
          onProgress(1);
          resolve(payload as T);
        } else reject(this.fail(apiErrorOf(request.status, payload), { method: 'POST', url }));
      };
      request.send(body);
    });
  }

  get<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', url, options);
  }

  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', url, { ...options, body });
  }

  /** One fetch with the bearer token and JSON body; an unreachable server is an ApiError. */
  private async send(
    method: string,
    url: string,
    { body, headers = {}, keepalive = false }: RequestOptions,
  ): Promise<Response> {
    const token = this.options.getToken();
    try {
      return await fetch(url, {
        method,
        credentials: 'include',
        cache: 'no-store',
        keepalive,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw this.fail(unreachable(cause), { method, url });
    }
  }

  private fail(error: ApiError, request: FailedRequest): ApiError {
    this.options.onError?.(error, request);
    return error;
  }
}
