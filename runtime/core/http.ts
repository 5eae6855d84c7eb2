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

export interface HttpClientOptions {
  getToken(): string | null;
  /** Called for every ApiError before it is thrown (the app's error catalogue: token and access errors). */
  onError?(error: ApiError, request: { method: string; url: string }): void;
  /** Called when a request starts and ends (the loading overlay). */
  onActivity?(delta: 1 | -1): void;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Do not show the loading overlay. */
  quiet?: boolean;
}

export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  async request<T>(
    method: string,
    url: string,
    { body, headers = {}, quiet = false }: RequestOptions = {},
  ): Promise<T> {
    if (!quiet) this.options.onActivity?.(1);
    try {
      const response = await this.send(method, url, {
        body,
        headers: { accept: 'application/json', ...headers },
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
      if (!response.ok) {
        const payload = (json ?? {}) as { errorCode?: string; message?: string; details?: unknown };
        throw this.fail(
          new ApiError(
            response.status,
            payload.errorCode ?? `HTTP_${response.status}`,
            payload.message ?? `The server answered ${response.status} ${response.statusText}`,
            payload.details,
          ),
          method,
          url,
        );
      }
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
        const payload = contentType.includes('json')
          ? ((await response.json()) as { errorCode?: string; message?: string; details?: unknown })
          : {};
        throw this.fail(
          new ApiError(
            response.status,
            payload.errorCode ?? `HTTP_${response.status}`,
            payload.message ?? `The server answered ${response.status}`,
            payload.details,
          ),
          method,
          url,
        );
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

  get<T>(url: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', url, options);
  }

  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', url, { ...options, body });
  }

  /** One fetch with the bearer token and JSON body; an unreachable server is an ApiError. */
  private async send(method: string, url: string, { body, headers = {} }: RequestOptions): Promise<Response> {
    const token = this.options.getToken();
    try {
      return await fetch(url, {
        method,
        credentials: 'include',
        cache: 'no-store',
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      throw this.fail(
        new ApiError(
          0,
          'NETWORK_ERROR',
          'The server could not be reached. Check your connection and try again.',
          cause,
        ),
        method,
        url,
      );
    }
  }

  private fail(error: ApiError, method: string, url: string): ApiError {
    this.options.onError?.(error, { method, url });
    return error;
  }
}
