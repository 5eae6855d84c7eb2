// Serves the built portal next to the API: hashed assets cached for a year (their names change with their
// content), index.html revalidated on every visit, brotli or gzip copies written at build time
// (scripts/precompress.ts) sent to browsers that take them. Every other path that is not the API is the
// portal's own router's (index.html).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names what it emits under assets/ by content hash. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

export function cacheControlFor(filePath: string): string {
  if (HASHED_ASSET.test(filePath.split(path.sep).join('/'))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export async function registerPortalFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // API calls in any spelling, non-GET requests and missing files (a path with an extension) are
    // plain 404s: only the portal's own routes get the app.
    if (isApiSpelling(pathname) || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .status(404)
        .send({ errorCode: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` });
    }
    // The portal's own router handles every other path, /not-found included.
    if (!hasApp)
      return reply.status(404).type('text/plain').send('The portal is not built: run npm run build.');
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

/** Whether a path names the API however it is spelled: encoded, doubled slashes, dot segments, any case. */
export function isApiSpelling(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the path as written
  }
  const normalized = path.posix.normalize(decoded.replace(/\/+/g, '/')).toLowerCase();
  return normalized === '/api' || normalized.startsWith('/api/');
}
