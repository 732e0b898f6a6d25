/**
 * When the dumps are written again: after the published content changed (every instance hears
 * of it through PostgreSQL NOTIFY; comments too, whose counts the rows hold), at most once an
 * hour, and by one instance at a time (a PostgreSQL advisory lock, held by the transaction that
 * reads the content). Whether the content really changed is checked in the database before
 * anything is written, so a start, a reconnection or an announcement that changed nothing a dump
 * holds writes nothing.
 */
import type pg from 'pg';
import { poolFrom } from '../db/pool';
import type { Database } from '../db/prisma';
import type { FileStorage } from '../storage/file-storage';
import { logger } from '../observability/logger';
import { generateDumps, type DumpGeneration } from './dump-generation';
import { lastDumpWrite } from './dump-records';
import { observanceTable, observanceYears, type ObservanceSource, type ObservanceTable } from './holiday-observances';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const FIRST_CHECK_MS = 10_000;

/**
 * What a call to `runDue` did: what the writing did (dump-generation.ts); or found nothing to do
 * (`clean`: no change heard; `not-due`: written less than an hour ago or failed a moment ago); or
 * found a run under way (`running`).
 */
type DumpRun = DumpGeneration | 'clean' | 'running';

/**
 * Where the writing runs: on a worker thread of its own in the site (dump-thread.ts), so that its
 * minute of JavaScript never holds a request; in this thread when absent (tests, which move the clock).
 */
export type DumpWriter = (options: { minIntervalMs: number; observances: ObservanceTable }, signal: AbortSignal) => Promise<DumpGeneration>;

export interface DumpSchedule {
  /** Hears an announcement of changed content (server/db/content-changes.ts): anything published may be in the rows. */
  contentChanged(what: string): void;
  /** Writes the dumps if due: the step the timer takes every minute, and tests take by hand. */
  runDue(): Promise<DumpRun>;
  /** Checks soon, then every minute. */
  start(): void;
  /** Stops checking and stops a run under way (its unfinished files stay as they were). */
  stop(): Promise<void>;
}

export interface DumpScheduleOptions {
  /** The site's database, or a pool of its own: the schedule's queries need no more than node-postgres. */
  db: Database | pg.Pool;
  storage: FileStorage;
  /** The site's public address, for the entries' URLs. */
  origin: string;
  /** The site's holiday calendar, whose years the holidays' observances are read from. */
  holidays: ObservanceSource;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The least time between two writes of the dumps. */
  minIntervalMs?: number;
  /** How often the timer checks whether a run is due. */
  checkEveryMs?: number;
  /** How long an instance waits to try again after a run failed. */
  retryAfterFailureMs?: number;
  /** Where the writing runs; in this thread when absent. */
  writer?: DumpWriter;
}

export function createDumpSchedule({
  db,
  storage,
  origin,
  holidays,
  now = () => new Date(),
  minIntervalMs = HOUR_MS,
  checkEveryMs = MINUTE_MS,
  retryAfterFailureMs = 5 * MINUTE_MS,
  writer,
}: DumpScheduleOptions): DumpSchedule {
  // A start counts as a change: what changed while no instance listened is found by the check.
  let dirty = true;
  let failedAt: number | null = null;
  let running: Promise<DumpRun> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let firstCheck: NodeJS.Timeout | null = null;
  let abort = new AbortController();

  const writtenRecently = (lastWrite: Date | null) => lastWrite !== null && now().getTime() - lastWrite.getTime() < minIntervalMs;

  const pool = poolFrom(db);
  const write: DumpWriter = writer ?? ((options, signal) => generateDumps({ pool, storage, origin, now, ...options }, signal));

  async function runDue(): Promise<DumpRun> {
    if (running) return 'running';
    if (!dirty) return 'clean';
    if (failedAt !== null && now().getTime() - failedAt < retryAfterFailureMs) return 'not-due';
    if (writtenRecently(await lastDumpWrite(pool))) return 'not-due';
    // A change heard from now on calls for another run.
    dirty = false;
    const started = performance.now();
    running = observanceTable(holidays, observanceYears(now())).then((observances) => write({ minIntervalMs, observances }, abort.signal));
    try {
      const result = await running;
      // Logged here, on the thread that answers requests: the writing's thread loads no logger.
      if (result === 'generated') logger.info({ durationMs: Math.round(performance.now() - started) }, 'Wrote the dumps');
      // Another instance's run may have begun before the change this one heard: look again later.
      if (result === 'locked' || result === 'not-due') dirty = true;
      failedAt = null;
      return result;
    } catch (error) {
      dirty = true;
      failedAt = now().getTime();
      throw error;
    } finally {
      running = null;
    }
  }

  return {
    contentChanged() {
      dirty = true;
    },
    runDue,
    start() {
      if (timer) return;
      const check = () => {
        const { signal } = abort;
        runDue().catch((error: unknown) => {
          // Stopped with the server: the files not finished stay as they were, which is no fault.
          if (signal.aborted) logger.info('The writing of the dumps stopped with the server');
          else logger.error({ err: error }, 'The dumps could not be written');
        });
      };
      // Soon after a start (a first start has no dumps yet), not during it.
      firstCheck = setTimeout(check, FIRST_CHECK_MS).unref();
      timer = setInterval(check, checkEveryMs).unref();
    },
    async stop() {
      if (firstCheck) clearTimeout(firstCheck);
      if (timer) clearInterval(timer);
      timer = null;
      abort.abort(new Error('The server is stopping'));
      await running?.catch(() => {});
      abort = new AbortController();
    },
  };
}
