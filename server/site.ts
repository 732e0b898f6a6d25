/**
 * Starts Daypedia: the database (embedded PostgreSQL unless DATABASE_URL is set), its
 * migrations, the demo content, then the web server. Loaded by main.ts once the mode is set.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createApp } from './http/app';
import { readConfig } from './config';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { applyMigrations } from './db/migrations';
import { startFirebase } from './auth/firebase';
import { listenForStatusChanges } from './articles/status-changes';
import { listenForEntryChanges } from './changes/live-changes';
import { listenForContentChanges } from './db/content-changes';
import { listenForSessionEnds } from './auth/session-ends';
import { exportStorageFor, imageStorageFor } from './storage/file-storage';
import { createDumpSchedule } from './exports/dump-schedule';
import { dumpThread } from './exports/dump-thread';
import { createExportJobs } from './exports/export-jobs';
import { paymentProviderFor } from './donations/providers';
import { sweepAbandonedDonations } from './donations/abandoned-donations';
import { createDatabase } from './db/prisma';
import { closeAnonymousDatabase } from './db/statement-timeout';
import { createHolidayCalendar } from './holidays/calendar';
import { holidayYearPool } from './holidays/year-pool';
import { startDevBuild } from './startup/dev-build';
import { createPageCache } from './http/page-cache';
import { ensureDemoReviewer } from './seed/demo-reviewer';
import { loadDemoContent } from './seed/index';
import { warmUp } from './http/warm-up';
import { logger } from './observability/logger';

const config = readConfig();
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const dataDir = path.resolve(root, config.DATA_DIR);

// The Auth emulator starts while the database does. Should it fail first, its error is thrown where it is awaited.
const firebaseStarting = startFirebase(config, { dataDir, root });
firebaseStarting.catch(() => {});
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port: config.EMBEDDED_POSTGRES_PORT,
      database: 'daypedia',
      restartOnExit: true,
    });
const databaseUrl = config.DATABASE_URL ?? embedded!.url;

const applied = await applyMigrations(databaseUrl);
if (applied.length) logger.info(`Applied migrations: ${applied.join(', ')}`);

const db = createDatabase(databaseUrl, { poolSize: config.DATABASE_POOL_SIZE, statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS });
if (config.SEED_DEMO_CONTENT === 'true') {
  const added = await loadDemoContent(databaseUrl);
  if (added) logger.info(`Loaded ${added} demo entries`);
}

const firebase = await firebaseStarting;
if (config.SEED_DEMO_CONTENT === 'true' && firebase.web.emulatorUrl) {
  await ensureDemoReviewer(firebase.auth, db, config.APP_NAME).catch((error: unknown) =>
    logger.warn({ err: error }, 'The demo reviewer account could not be made'),
  );
}
const pageCache = createPageCache({
  enabled: config.PAGE_CACHE === 'on' && config.NODE_ENV !== 'development',
  maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
});
const exportStorage = await exportStorageFor(config, dataDir);
// npm start builds first; a development server runs the worker's source.
const holidays = createHolidayCalendar(
  holidayYearPool(config.NODE_ENV === 'production' ? { builtWorker: path.join(buildDir, 'holiday-worker/year-worker.mjs') } : {}),
);
const dumpWriting = dumpThread(
  { databaseUrl, config, dataDir },
  config.NODE_ENV === 'production' ? { builtWorker: path.join(buildDir, 'site/dump-worker.mjs') } : {},
);
const dumps = createDumpSchedule({ db, storage: exportStorage, origin: config.publicUrl, holidays, writer: dumpWriting.write });
const exports = createExportJobs({
  db,
  storage: exportStorage,
  origin: config.publicUrl,
  startsPerHour: config.EXPORTS_PER_HOUR,
  queueLimit: config.EXPORT_QUEUE,
});
const listenUrl = config.DATABASE_LISTEN_URL ?? databaseUrl;
const contentChanges = await listenForContentChanges(listenUrl, (what, tags) => {
  pageCache.invalidate(tags);
  dumps.contentChanged(what);
});
const statusChanges = await listenForStatusChanges(listenUrl, db);
const entryChanges = await listenForEntryChanges(listenUrl, db);
const sessionEnds = await listenForSessionEnds(listenUrl);
const images = await imageStorageFor(config, dataDir);
const payments = await paymentProviderFor(config);
const abandonedDonations = sweepAbandonedDonations(db);
if (payments.name === 'test')
  logger.info('Donations use the built-in test payment provider: no money moves. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe.');

// This year's and next year's holidays are on most pages: computed before their first reader.
const thisYear = new Date().getUTCFullYear();
const holidaysAhead = holidays
  .warm([thisYear, thisYear + 1])
  .catch((error: unknown) => logger.warn({ err: error }, 'The holidays of this year and the next could not be computed ahead'));

// npm run dev renders the app from its sources through Vite; every other mode from the build.
const dev = config.NODE_ENV === 'development' ? await startDevBuild() : null;
const build = dev ? dev.build : ((await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild);
const { server, stop } = await createApp({
  config,
  build,
  devMiddleware: dev?.middlewares,
  buildDir,
  dataDir,
  pageCache,
  firebaseWeb: firebase.web,
  auth: firebase.auth,
  db,
  holidays,
  images,
  exportStorage,
  exports,
  statusChanges,
  entryChanges,
  sessionEnds,
  payments,
});
server.listen(config.PORT, config.HOST, () => {
  // It answers already; it says it runs once its most read pages are quick.
  void warmUp(server.address() as AddressInfo, holidaysAhead).finally(() => logger.info(`Daypedia is running at ${config.publicUrl}`));
});
dumps.start();
exports.begin();

let stopping = false;
/** Stops each part in turn; one that fails or hangs (a database already gone) does not keep the others or the process. */
async function shutdown() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    logger.error('Stopping took longer than 15 s; exiting now.');
    process.exit(1);
  }, 15_000).unref();
  const steps: [string, () => unknown][] = [
    ['the web server', stop],
    ['the dumps', () => dumps.stop()],
    ["the dumps' thread", () => dumpWriting.close()],
    ['the exports', () => exports.stop()],
    ['the development server', () => dev?.close()],
    ['the donation sweep', () => abandonedDonations.stop()],
    ['the content listener', () => contentChanges.close()],
    ['the status listener', () => statusChanges.close()],
    ['the entry change listener', () => entryChanges.close()],
    ['the session listener', () => sessionEnds.close()],
    ['the holiday worker', () => holidays.close()],
    ['Firebase', () => firebase.stop()],
    ["the anonymous API's connections", () => closeAnonymousDatabase(db)],
    ['the database connections', () => db.$disconnect()],
    ['the embedded PostgreSQL', () => embedded?.stop()],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
      logger.info(`Stopped ${what}`);
    } catch (error) {
      logger.error({ err: error }, `Stopping ${what} failed`);
    }
  }
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
