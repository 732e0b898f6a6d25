import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SLOW_UNIT_TESTS } from './tests/tiers/tier-files.ts';

/** Unit and integration tests, but the slow tier (tests/tiers/slow.vitest.config.ts). */
export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; one copy keeps its instanceof checks working.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SLOW_UNIT_TESTS],
    globalSetup: ['tests/setup/database.ts'],
    testTimeout: 30_000,
    // The server's log lines would bury the test report; a test that reads them redirects them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    hookTimeout: 60_000,
    // Each file has a database of its own, and most of a file's time is spent waiting for
    // PostgreSQL or the Auth emulator: two files at once on two cores, where Vitest would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
