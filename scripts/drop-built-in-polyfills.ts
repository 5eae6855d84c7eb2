// A Vite plugin that leaves out the polyfills Form.io requires for what every browser the build targets
// (Vite's default, the widely available baseline) has built in: `Object.fromEntries` (core-js, required
// by @formio/core) and `AbortController` for fetch (required by Form.io's S3 file storage). Each resolves
// to an empty module; the built-in is used as it would be with the polyfill present.
const BUILT_IN = new Set([
  'core-js/features/object/from-entries',
  'abortcontroller-polyfill/dist/polyfill-patch-fetch',
]);
const EMPTY = '\0built-in-polyfill';

export function dropBuiltInPolyfills() {
  return {
    name: 'ignite-drop-built-in-polyfills',
    enforce: 'pre' as const,
    resolveId(source: string): string | null {
      return BUILT_IN.has(source) ? EMPTY : null;
    },
    load(id: string): string | null {
      return id === EMPTY ? 'export {};\n' : null;
    },
  };
}
