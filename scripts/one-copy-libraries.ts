// A Vite plugin that keeps one copy of the libraries both Form.io and the app use. Form.io (CommonJS)
// requires `dompurify`, which resolves to its CommonJS build, while the app's ES imports resolve to its ES
// build: two copies of DOMPurify on every form screen. Form.io and @formio/core require the whole of
// `lodash`, while the app imports single functions (`lodash/get`), which are separate modules of the same
// code: a second lodash. So `dompurify` always resolves to the ES build, and `lodash/<function>` to that
// function of the whole lodash (which every route that uses lodash loads with Form.io anyway).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const LODASH_FUNCTION = /^lodash\/([a-zA-Z]+)(?:\.js)?$/;
const VIRTUAL_PREFIX = '\0lodash-function:';

export function dompurifyEsBuild(): string {
  // The package's main entry is its CommonJS build, beside the ES one.
  return path.join(path.dirname(require.resolve('dompurify')), 'purify.es.mjs');
}

export function oneCopyLibraries() {
  return {
    name: 'ignite-one-copy-libraries',
    enforce: 'pre' as const,
    resolveId(source: string): string | null {
      if (source === 'dompurify') return dompurifyEsBuild();
      const lodashFunction = LODASH_FUNCTION.exec(source)?.[1];
      return lodashFunction && lodashFunction !== 'fp' ? `${VIRTUAL_PREFIX}${lodashFunction}` : null;
    },
    load(id: string): string | null {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      return `import lodash from 'lodash';\nexport default lodash[${JSON.stringify(name)}];\n`;
    },
  };
}
