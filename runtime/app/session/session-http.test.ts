// The session client against a real HTTP server: held while locked, retried once after re-authentication.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http';
import { Reauthentication, SessionHttpClient } from './session-http';

let server: Server;
let base: string;
const seen: { url: string; token: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const token = request.headers.authorization?.replace('Bearer ', '');
    seen.push({ url: request.url ?? '', token });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/iam/authentication/token') {
      response.statusCode = 401;
      return response.end(JSON.stringify({ errorCode: 'INVALID_CREDENTIALS', message: 'wrong' }));
    }
    if (token !== 'good') {
      response.statusCode = 401;
      return response.end(JSON.stringify({ errorCode: 'TOKEN_EXPIRED', message: 'expired' }));
    }
    response.end(JSON.stringify({ ok: true, url: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(initialToken: string | null) {
  const state = { token: initialToken, locked: false, errors: [] as string[] };
  const reauth = new Reauthentication();
  const http = new SessionHttpClient(
    {
      getToken: () => state.token,
      onError: (error) => {
        state.errors.push(error.errorCode);
        // As the app's catalogue does when the lock screen is up: keep waiting for it.
        if (error.status === 401 && error.errorCode.startsWith('TOKEN_')) state.locked = true;
      },
    },
    {
      isSignIn: (url) => url.includes('/authentication/token'),
      isLocked: () => state.locked,
      reauthenticated: () => reauth.wait(),
    },
  );
  const unlock = (token: string) => {
    state.token = token;
    state.locked = false;
    reauth.settle(true);
  };
  return { state, reauth, http, unlock };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('SessionHttpClient', () => {
  it('retries a request that met a 401 once the lock screen has re-authenticated', async () => {
    const { state, reauth, http, unlock } = setup('stale');
    const answer = http.get<{ ok: boolean }>(`${base}/api/records/1`);
    await until(() => reauth.pending === 1);
    expect(state.errors).toEqual(['TOKEN_EXPIRED']);
    unlock('good');
    expect(await answer).toEqual({ ok: true, url: '/api/records/1' });
    expect(seen.slice(-2).map((call) => call.token)).toEqual(['stale', 'good']);
  });

  it('holds requests made while locked until the lock lifts, then sends them once', async () => {
    const { state, reauth, http, unlock } = setup(null);
    state.locked = true;
    const before = seen.length;
    const answers = Promise.all([http.get(`${base}/a`), http.get(`${base}/b`)]);
    await until(() => reauth.pending === 2);
    expect(seen.length).toBe(before);
    unlock('good');
    expect((await answers).map((answer) => (answer as { url: string }).url)).toEqual(['/a', '/b']);
    expect(seen.length).toBe(before + 2);
  });

  it('passes the 401 on when the session ends instead of re-authenticating', async () => {
    const { reauth, http } = setup('stale');
    const answer = http.get(`${base}/c`);
    await until(() => reauth.pending === 1);
    reauth.settle(false);
    await expect(answer).rejects.toMatchObject({ status: 401, errorCode: 'TOKEN_EXPIRED' });
  });

  it('retries only once', async () => {
    const { reauth, http, unlock } = setup('stale');
    const answer = http.get(`${base}/d`);
    await until(() => reauth.pending === 1);
    unlock('still-bad');
    await expect(answer).rejects.toBeInstanceOf(ApiError);
  });

  it('never holds back nor retries sign-in', async () => {
    const { state, http } = setup(null);
    state.locked = true;
    await expect(
      http.post(`${base}/api/iam/authentication/token`, { username: 'a', password: 'b' }),
    ).rejects.toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });
  });

  it('passes a 401 on at once when the session is not locked', async () => {
    const http = new SessionHttpClient(
      { getToken: () => 'stale' },
      { isSignIn: () => false, isLocked: () => false, reauthenticated: () => new Promise(() => undefined) },
    );
    await expect(http.get(`${base}/e`)).rejects.toMatchObject({ status: 401 });
  });
});
