import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dropBuiltInPolyfills } from './scripts/drop-built-in-polyfills.ts';
import { oneCopyLibraries } from './scripts/one-copy-libraries.ts';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    oneCopyLibraries(),
    dropBuiltInPolyfills(),
    (() => {
      // Brotli and gzip copies of every text asset, served by the server as they are.
      let outDir = 'dist';
      return {
        name: 'ignite-precompress',
        apply: 'build' as const,
        configResolved(config: { root: string; build: { outDir: string } }) {
          outDir = path.resolve(config.root, config.build.outDir);
        },
        async closeBundle() {
          await precompress(outDir);
        },
      };
    })(),
  ],
  publicDir: 'public',
  // Some of Form.io's dependencies expect Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // A TypeBox schema is a call (Type.Object(...)); marked pure, the schemas a bundle only imports
      // constants from drop out, and most of TypeBox with them (screens check with validators compiled ahead).
      treeshake: { manualPureFunctions: ['Type'] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      '/saml2': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
    },
  },
});
