// Writes one bench's section of docs/performance.md between its own start and end markers, leaving the
// sections other benches write as they are (the file is re-read just before writing).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const PERFORMANCE_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../docs/performance.md',
);

/** Replaces (or appends) the section named `name`; `body` is its Markdown without the markers. */
export async function writeDocSection(name: string, body: string): Promise<void> {
  const start = `<!-- ${name} bench: start -->`;
  const end = `<!-- ${name} bench: end -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const current = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = (await resolveConfig(PERFORMANCE_DOC)) ?? {};
  writeFileSync(PERFORMANCE_DOC, await format(next, { ...options, filepath: PERFORMANCE_DOC }));
  console.log(`Wrote the ${name} section of docs/performance.md`);
}
