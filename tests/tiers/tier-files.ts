/**
 * Which test files run in which tier. `npm test` runs the quick tier: the type check, the unit and
 * integration tests but the slow ones below, and the browser tests of QUICK_BROWSER_TESTS, one
 * journey of each kind of user. `npm run test:slow` runs the rest: the files that start whole
 * servers, instances or interpreters of their own, or stop and restart them (SLOW_UNIT_TESTS), and
 * every other browser test: the site killed and restarted, its database taken away, thousands of
 * hostile requests, each language and layout. CI runs both.
 */

/** Unit and integration tests (vitest.config.ts). */
export const SLOW_UNIT_TESTS = [
  // Every analysts' question asked of a server, and every Python and JavaScript example run.
  'client/app/api-guide/questions.test.ts',
  'client/app/api-guide/examples.test.ts',
  // Two instances and the Auth emulator, with live subscriptions across them.
  'server/articles/status-changes.test.ts',
  'server/changes/live-changes.test.ts',
  // PostgreSQL stopped, killed and started again under a running server.
  'server/db/database-restart.test.ts',
  'server/db/postgres-supervision.test.ts',
  // Auth emulators started beside each other, on ports taken by others, and stopped.
  'server/auth/emulator.test.ts',
  // Uploads through the Auth emulator, decoding and re-encoding real pictures.
  'server/images/article-uploads.test.ts',
];

/**
 * The browser tests of `npm test` (tests/browser/vitest.config.ts): a reader, a member who writes,
 * a visitor who comments and a reviewer, an analyst, and the pages' addresses, weight and
 * policies. Every other browser test runs in the slow tier; a new one goes there first.
 */
export const QUICK_BROWSER_TESTS = [
  'tests/browser/reading.test.ts',
  'tests/browser/rewrite.test.ts',
  'tests/browser/comments.test.ts',
  'tests/browser/api.test.ts',
  'tests/browser/paths.test.ts',
  'tests/browser/page-weight.test.ts',
  'tests/browser/security-headers.test.ts',
];
