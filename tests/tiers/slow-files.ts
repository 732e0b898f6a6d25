/**
 * The slow tier: test files that start whole servers, instances or interpreters of their own, or
 * stop and restart them, and so take minutes where the rest take seconds. `npm test` leaves them
 * out; `npm run test:slow` runs them, and CI runs both.
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

/** Browser tests (tests/browser/vitest.config.ts). */
export const SLOW_BROWSER_TESTS = [
  // The site killed, stopped and restarted, its database taken away.
  'tests/browser/restart-after-crash.test.ts',
  'tests/browser/graceful-stop.test.ts',
  'tests/browser/database-outage.test.ts',
  'tests/browser/supervision.test.ts',
  // Thousands of hostile arguments and paths.
  'tests/browser/fuzz.test.ts',
];
