// Serves the built portal next to the API: hashed assets cached for a year (their names change with their
// content), index.html revalidated on every visit, brotli or gzip copies written at build time
// (scripts/precompress.ts) sent to browsers that take them. Every other path that is not the API is the
// portal's own router's (index.html).
//
// Only the files found at start are served. They are looked up by path where no API route matched (the
// not-found handler) rather than given a route each: registering a route per file, with its HEAD and its
// compressed copies, took a good part of the server's start.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../errors';

/** Vite names what it emits under assets/ by content hash. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/;

export function cacheControlFor(filePath: string): string {
  if (HASHED_ASSET.test(filePath.split(path.sep).join('/'))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** The URL path (`/assets/x.js`) of every file under `staticDir`, dot files left out. */
export function portalFilePaths(staticDir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(staticDir, path.join(entry.parentPath, entry.name));
    const segments = relative.split(path.sep);
    if (segments.some((segment) => segment.startsWith('.'))) continue;
    paths.add(`/${segments.join('/')}`);
  }
  return paths;
}

export async function registerPortalFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  const files = hasApp ? portalFilePaths(staticDir) : new Set<string>();
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      serve: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && files.has(pathname))
      return reply.sendFile(pathname.slice(1));
    // API calls in any spelling, non-GET requests and missing files (a path with an extension) are
    // plain 404s: only the portal's own routes get the app.
    if (isApiSpelling(pathname) || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${pathname}`));
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
