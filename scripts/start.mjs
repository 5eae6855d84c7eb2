// `npm start`: builds what it runs when it is missing (the portal, dist/, on first start; the server's
// JavaScript, build/server/main.mjs, when it is missing or older than one of its sources), then runs the
// server in this same process: a second node would add its own start-up to every start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE, staleReason } from './build-server.mjs';

// The portal the server serves: IGNITE_STATIC_DIR when set (server/config.ts), else dist/.
if (!process.env.IGNITE_STATIC_DIR && !existsSync('dist/index.html')) {
  console.log('Building the portal (first start)…');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale = staleReason();
if (stale) {
  console.log(`Building the server (${stale})…`);
  await buildServer();
}

await import(pathToFileURL(SERVER_BUNDLE).href);
