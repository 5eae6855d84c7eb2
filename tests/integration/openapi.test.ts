import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe(`OpenAPI document (${TEST_DB_KIND})`, () => {
  it('is served at /api/docs from the route schemas, to a signed-in caller only', async () => {
    const anonymous = await client(server.url).get('/api/docs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errorCode: 'TOKEN_NOT_FOUND' });
    const response = await client(server.url, await signIn(server.url, 'clerk@ignite.local')).get(
      '/api/docs',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/iam/authentication/token',
        '/api/ignite/application/{id}',
        '/api/{resource}',
        '/api/{resource}/{id}',
        '/api/core/documents/upload',
      ]),
    );
    const login = response.body.paths['/api/iam/authentication/token'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'authType',
      'username',
      'password',
    ]);
    const list = response.body.paths['/api/{resource}'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'size', 'sort', 'q']),
    );
  });

  it('sends security headers', async () => {
    const response = await client(server.url).get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('refuses bodies over the limit', async () => {
    const response = await client(server.url).post('/api/iam/authentication/token', {
      authType: 'DB_AUTH',
      username: 'a@b.cd',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      errorCode: 'BODY_TOO_LARGE',
      message: 'The request body is too large',
      details: null,
    });
  });
});

describe(`malformed requests (${TEST_DB_KIND})`, () => {
  it('answers invalid JSON with a clear error code', async () => {
    const response = await fetch(`${server.url}/api/iam/authentication/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"authType":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('INVALID_BODY');
  });
});
