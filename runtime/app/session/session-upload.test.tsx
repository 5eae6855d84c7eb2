// Uploads through the session client (XMLHttpRequest, so in the DOM environment) against a real HTTP
// server: an upload met by an expired token is sent again once the lock screen re-authenticates.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reauthentication, SessionHttpClient } from './session-http';

let server: Server;
let base: string;
const uploads: { token: string | undefined; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // The page's origin differs from the server's: answer CORS as a browser wants it.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'authorization, accept');
    if (request.method === 'OPTIONS') return response.end();
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const token = request.headers.authorization?.replace('Bearer ', '');
      uploads.push({ token, bytes });
      response.setHeader('content-type', 'application/json');
      if (token !== 'good') {
        response.statusCode = 401;
        return response.end(JSON.stringify({ errorCode: 'TOKEN_EXPIRED', message: 'expired' }));
      }
      response.end(JSON.stringify({ id: '7', fileName: 'deposits.csv' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SessionHttpClient uploads', () => {
  it('sends an upload again with the new token once the lock screen has re-authenticated', async () => {
    const state = { token: 'stale', locked: false, errors: [] as string[] };
    const reauth = new Reauthentication();
    const http = new SessionHttpClient(
      {
        getToken: () => state.token,
        onError: (error) => {
          state.errors.push(error.errorCode);
          if (error.status === 401) state.locked = true;
        },
      },
      { isSignIn: () => false, isLocked: () => state.locked, reauthenticated: () => reauth.wait() },
    );
    const body = new FormData();
    body.append('file', new Blob(['reference,amount\nD-1,20\n']), 'deposits.csv');
    const answer = http.upload<{ id: string }>(`${base}/api/core/documents/upload`, body);
    for (let i = 0; i < 400 && reauth.pending === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state.errors).toEqual(['TOKEN_EXPIRED']);
    state.token = 'good';
    state.locked = false;
    reauth.settle(true);
    expect(await answer).toEqual({ id: '7', fileName: 'deposits.csv' });
    expect(uploads.map((upload) => upload.token)).toEqual(['stale', 'good']);
    expect(uploads[1]!.bytes).toBeGreaterThan(0);
  });
});
