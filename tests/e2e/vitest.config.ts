import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests: real Chromium (Debian's, or PUPPETEER_EXECUTABLE_PATH) driving the
 * production web build and the built extension, against the real API server and PostgreSQL.
 * Files run one after another: one browser at a time on a 2-core machine.
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', './tests/setup/summary-reporter.ts'],
  },
});
