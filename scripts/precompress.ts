// Writes brotli (.br) and gzip (.gz) copies of the built portal's text assets, so the server sends them
// compressed without compressing on every request (@fastify/static's preCompressed). Used by vite.config.ts
// after every build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/i;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const work: Promise<void>[] = [];
  for await (const file of filesBelow(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const content = await readFile(file);
        const [br, gzipped] = await Promise.all([
          // Quality 10: within a few percent of 11 at a fraction of the build time.
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
          gz(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        files += 1;
        bytes += content.length;
        brotliBytes += br.length;
      })(),
    );
  }
  await Promise.all(work);
  return { files, bytes, brotliBytes };
}
