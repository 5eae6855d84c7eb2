// The built portal's files: compressed copies sent to browsers that take them, hashed assets cached for a
// year, index.html revalidated; API answers compressed on request.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { signIn, startTestServer, type TestServer } from '../helpers/test-server';

const script = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;

describe('portal files', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'ignite-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><title>Portal</title>${'<!-- -->'.repeat(200)}`,
    );
    writeFileSync(path.join(staticDir, 'assets', 'index-AbCd1234.js'), script);
    writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
    await precompress(staticDir);
    server = await startTestServer({ env: { IGNITE_STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    fetch(`${server.url}${url}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy of a hashed asset, cached for a year', async () => {
    // fetch decodes what it is sent: the test below reads the raw bytes.
    const response = await get('/assets/index-AbCd1234.js', 'br');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(script);
  });

  it('marks the brotli answer as such', async () => {
    const { headers, body } = await raw(`${server.url}/assets/index-AbCd1234.js`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(script);
    const gz = await raw(`${server.url}/assets/index-AbCd1234.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw(`${server.url}/assets/index-AbCd1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('revalidates index.html, for the root file and for portal routes', async () => {
    for (const url of ['/index.html', '/app/worklist/my-workflow-items']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Portal</title>');
    }
  });

  it('serves the files found at start and nothing else under the portal', async () => {
    const svg = await get('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/svg/);
    expect(svg.headers.get('cache-control')).toBe('no-cache');
    const head = await fetch(`${server.url}/assets/index-AbCd1234.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A file written after the start, a dot file, a missing asset and a path out of the folder.
    writeFileSync(path.join(staticDir, 'assets', 'late-AbCd1234.js'), script);
    for (const url of [
      '/assets/late-AbCd1234.js',
      '/.env',
      '/assets/missing-AbCd1234.js',
      '/assets/..%2f..%2fetc%2fpasswd.js',
      '/assets/../../etc/passwd.js',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    // Writing a file other than GET or HEAD is no file request.
    const post = await fetch(`${server.url}/assets/index-AbCd1234.js`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('answers an unknown API path in any spelling with a JSON 404, never the portal', async () => {
    for (const url of ['//api/iam/menu', '/API/IAM/MENU', '/api%2Fiam%2Fmenu', '/Api/nothing-here']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });

  it('compresses API answers for clients that ask', async () => {
    const token = await signIn(server.url, 'clerk@ignite.local');
    const { headers, body } = await raw(`${server.url}/api/docs`, 'gzip', {
      authorization: `Bearer ${token}`,
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(body).toString())).toHaveProperty('openapi');
  });
});

/** A GET whose body is not decoded, to see what the server sent. */
async function raw(
  url: string,
  encoding?: string,
  headers: Record<string, string> = {},
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });
}
