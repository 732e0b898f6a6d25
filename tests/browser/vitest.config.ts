import { defineConfig } from 'vitest/config';
import { QUICK_BROWSER_TESTS } from '../tiers/tier-files.ts';

/**
 * Browser tests: Debian's Chromium, driven by playwright-core, against the real server. This is
 * the quick tier's set (`npm run test:browser`, part of `npm test`); the slow tier runs the others.
 */
export const browserTests = defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one Chromium for the run: files take turns.
    fileParallelism: false,
    // A page load on a busy 2-core machine may take seconds: a poll waits for the page, not for a second.
    expect: { poll: { timeout: 15_000 } },
  },
});

export default defineConfig({ test: { ...browserTests.test, include: QUICK_BROWSER_TESTS } });
