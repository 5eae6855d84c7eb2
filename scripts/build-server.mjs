// The server compiled ahead of time: server/main.ts and what it imports, bundled by esbuild into one
// JavaScript module (build/server/main.mjs), so that `npm start` loads no TypeScript. `npm run build` and
// scripts/start.mjs (when the bundle is missing or older than a source) run it.
//
// The bundle sits two folders below the project (build/server/), as server/db/examples.ts does: the paths
// that module finds from its own URL (examples/) are the same in both. Packages that read files beside
// their own modules (PGlite's and QuickJS's WebAssembly, pino's workers) stay outside the bundle and load
// from node_modules as before. @fastify/swagger is bundled (its YAML library, loaded when it registers, is
// many small modules): the package.json it reads for a default title and version is not found from the
// bundle, and the server gives both.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'build/server/main.mjs');
const SELF = fileURLToPath(import.meta.url);

/** Packages loaded from node_modules at run time rather than bundled. */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@jitl/*',
  'quickjs-emscripten-core',
  'pino',
  'thread-stream',
];

/** Files whose change makes the bundle stale besides its own inputs: the build itself and the packages. */
const ALSO_WATCHED = [
  SELF,
  path.join(ROOT, 'package-lock.json'),
  path.join(ROOT, 'node_modules/.package-lock.json'),
];

const inputsFile = (outfile) =>
  path.join(path.dirname(outfile), `${path.basename(outfile, '.mjs')}.inputs.json`);

/** The chunks beside `outfile` that its dynamic imports load: main-<name>-<hash>.mjs. */
const chunkPrefix = (outfile) => `${path.basename(outfile, '.mjs')}-`;

/**
 * Bundles server/main.ts into `outfile` (default build/server/main.mjs) and the chunks it imports
 * dynamically beside it (main.ts loads most of the server as one while the database opens), and lists the
 * project files it was built from and the chunks (main.inputs.json), for the staleness check. Chunks of
 * earlier builds are removed.
 */
export async function buildServer(outfile = SERVER_BUNDLE) {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const outdir = path.dirname(outfile);
  const result = await build({
    entryPoints: { [path.basename(outfile, '.mjs')]: path.join(ROOT, 'server/main.ts') },
    absWorkingDir: ROOT,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: `${chunkPrefix(outfile)}[name]-[hash]`,
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    external: EXTERNAL,
    // Node's `require` for the CommonJS packages inside the bundle and the external ones they require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        // Vite's ?raw and ?url imports are the browser's (runtime/core/script-sandbox.ts takes another path
        // in Node): left as they are, as when the server ran from its TypeScript.
        name: 'vite-suffixes',
        setup(builder) {
          builder.onResolve({ filter: /\?(raw|url)$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const files = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
  const chunks = Object.keys(result.metafile.outputs)
    .map((output) => path.basename(output))
    .filter((name) => name.startsWith(chunkPrefix(outfile)) && name.endsWith('.mjs'));
  for (const name of readdirSync(outdir)) {
    if (name.startsWith(chunkPrefix(outfile)) && !chunks.some((chunk) => name.startsWith(chunk)))
      rmSync(path.join(outdir, name), { force: true });
  }
  writeFileSync(inputsFile(outfile), `${JSON.stringify({ startedAt, files, chunks }, null, 1)}\n`);
  return outfile;
}

/** Why the bundle must be built again, or null when it is newer than every file it was built from. */
export function staleReason(outfile = SERVER_BUNDLE) {
  if (!existsSync(outfile) || !existsSync(inputsFile(outfile))) return 'not built yet';
  let built;
  let files;
  let chunks;
  try {
    ({ startedAt: built, files, chunks = [] } = JSON.parse(readFileSync(inputsFile(outfile), 'utf8')));
    if (typeof built !== 'number' || !Array.isArray(files) || !Array.isArray(chunks))
      throw new Error('not a list of sources');
  } catch {
    return 'its list of sources is unreadable';
  }
  const missing = chunks.find((chunk) => !existsSync(path.join(path.dirname(outfile), chunk)));
  if (missing) return `its chunk ${missing} is missing`;
  for (const file of [...files.map((name) => path.join(ROOT, name)), ...ALSO_WATCHED]) {
    let modified;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      if (ALSO_WATCHED.includes(file)) continue;
      return `${path.relative(ROOT, file)} is gone`;
    }
    if (modified > built) return `${path.relative(ROOT, file)} changed`;
  }
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  await buildServer();
  console.log(`Built the server: ${path.relative(ROOT, SERVER_BUNDLE)}`);
}
