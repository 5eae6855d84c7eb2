import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests poll what a screen shows (expect.poll) as long as a locator waits (20 s): vitest's own
 * second is shorter than a screen takes to load on a busy two-core machine.
 */
const browserExpect = { poll: { timeout: 20_000 } };

const code = ['schemas', 'runtime', 'components', 'builder', 'server', 'scripts', 'bench'];

export default defineConfig({
  test: {
    // The server tests wait on their databases as much as they compute: two files at a time even on a
    // two-core machine (vitest's default there is one) cuts their run by a fifth to a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: code.map((dir) => `${dir}/**/*.test.ts`),
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/script-sandbox-setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-dom',
          include: code.map((dir) => `${dir}/**/*.test.tsx`),
          environment: 'jsdom',
          // Form.io forms drawn in jsdom take seconds each on a busy two-core machine.
          testTimeout: 20_000,
          setupFiles: ['tests/helpers/dom-setup.ts', 'tests/helpers/script-sandbox-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/integration/**/*.test.ts', 'tests/compat/**/*.http.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/seeded-database-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          exclude: ['tests/security/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/seeded-database-setup.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security-browser',
          include: ['tests/security/**/*.browser.test.ts'],
          environment: 'node',
          expect: browserExpect,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/compat/**/*.browser.test.ts'],
          environment: 'node',
          expect: browserExpect,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
