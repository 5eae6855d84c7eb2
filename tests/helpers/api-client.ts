// A tiny HTTP client for the portal's API, shared by the integration tests and the browser tests. It
// imports nothing from server/, so the browser tests can use it without loading the server.

/** Answers of the client: the status, the parsed JSON (or the text when it is not JSON) and the headers. */
export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export type ApiClient = ReturnType<typeof client>;

/** A tiny HTTP client bound to one server, answering status and parsed JSON; FormData bodies go as is. */
export function client(baseUrl: string, token?: string) {
  const call = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call('POST', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => call('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

/** Signs in with a database account; answers the token, or throws when the sign-in fails. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await client(baseUrl).post('/api/iam/authentication/token', {
    authType: 'DB_AUTH',
    username,
    password,
  });
  if (response.status !== 200)
    throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}
