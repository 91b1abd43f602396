import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { SRC_ALIAS, clientDefines, loadRuntimeEnv } from './build/shared-vite.ts';

const env = loadRuntimeEnv();

/**
 * Unit and integration tests, one project per part (`vitest run --project server`, ...).
 * Browser end-to-end tests live in tests/e2e with their own config.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        define: clientDefines(env),
        resolve: { alias: SRC_ALIAS },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
          exclude: ['src/extension/**', 'src/contracts/**', 'src/config/**'],
          setupFiles: ['./tests/setup/web.ts'],
          // Room for the 5 s waits of tests/setup/web.ts on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [WxtVitest()],
        define: clientDefines(env),
        test: {
          name: 'extension',
          environment: 'node',
          include: ['src/extension/**/*.test.ts', 'entrypoints/**/*.test.ts'],
          setupFiles: ['./tests/setup/extension.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/contracts/**/*.test.ts',
            'src/config/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          globalSetup: ['./tests/setup/postgres.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'correction',
          environment: 'node',
          include: ['packages/correction/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
