import { configDefaults, defineConfig } from 'vitest/config';
import { SLOW_BROWSER_TESTS } from '../tiers/slow-files.ts';

/** Browser tests: Debian's Chromium, driven by playwright-core, against the real server; the slow tier apart. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/browser/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SLOW_BROWSER_TESTS],
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A page load on a busy 2-core machine may take seconds: a poll waits for the page, not for a second.
    expect: { poll: { timeout: 15_000 } },
  },
});
