/**
 * When the dumps are written again: after the published content changed (every instance hears
 * of it through PostgreSQL NOTIFY), at most once an hour, and by one instance at a time
 * (a PostgreSQL advisory lock, held by the transaction that reads the content). Whether the
 * content really changed is checked in the database before anything is written, so a start, a
 * reconnection or an announcement that changed nothing a dump holds writes nothing.
 */
import { createHash } from 'node:crypto';
import { inSnapshot, type Snapshot } from '../db/cursor';
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';
import type { ImageStorage } from '../images/storage';
import { logger } from '../observability/logger';
import { ENTRY_FIELD_NAMES } from './entry-records';
import { DUMP_FILES, writeDumps } from './dumps';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const FIRST_CHECK_MS = 10_000;
/** The advisory lock every instance takes to write the dumps: "dumps" in ASCII. */
const DUMPS_LOCK = 0x64756d7073;

/**
 * What a call to `runDue` did: wrote the dumps; found nothing to do (`clean`: no change heard;
 * `unchanged`: the content is what the dumps hold; `not-due`: written less than an hour ago);
 * left it to another instance that holds the lock (`locked`); or found a run under way (`running`).
 */
type DumpRun = 'generated' | 'clean' | 'unchanged' | 'not-due' | 'locked' | 'running';

export interface DumpSchedule {
  /** Hears an announcement of changed content (server/db/content-changes.ts). */
  contentChanged(what: string): void;
  /** Writes the dumps if due: the step the timer takes every minute, and tests take by hand. */
  runDue(): Promise<DumpRun>;
  /** Checks soon, then every minute. */
  start(): void;
  /** Stops checking and stops a run under way (its unfinished files stay as they were). */
  stop(): Promise<void>;
}

export interface DumpScheduleOptions {
  db: Database;
  storage: ImageStorage;
  /** The site's public address, for the entries' URLs. */
  origin: string;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The least time between two writes of the dumps. */
  minIntervalMs?: number;
  /** How often the timer checks whether a run is due. */
  checkEveryMs?: number;
  /** How long an instance waits to try again after a run failed. */
  retryAfterFailureMs?: number;
}

/** Announcements that cannot change a dump: comments are not in them. */
const IRRELEVANT_CHANGE = /^comments:/;

/**
 * What the dumps would hold, in a few characters: the published texts (how many, which, when
 * last changed), the entries' last change, the fields written and the site's address.
 */
async function contentVersionOf(snapshot: Snapshot, origin: string): Promise<string> {
  const [state] = await snapshot.query<{ state: string }>(Prisma.sql`
    SELECT concat_ws(':', count(*), sum(a."id"), max(a."updatedAt"), max(e."updatedAt")) AS state
    FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
    WHERE a."publishedAt" IS NOT NULL AND e."listed"`);
  return createHash('sha256')
    .update(JSON.stringify([state.state, ENTRY_FIELD_NAMES, origin]))
    .digest('hex')
    .slice(0, 32);
}

export function createDumpSchedule({
  db,
  storage,
  origin,
  now = () => new Date(),
  minIntervalMs = HOUR_MS,
  checkEveryMs = MINUTE_MS,
  retryAfterFailureMs = 5 * MINUTE_MS,
}: DumpScheduleOptions): DumpSchedule {
  // A start counts as a change: what changed while no instance listened is found by the check.
  let dirty = true;
  let failedAt: number | null = null;
  let running: Promise<DumpRun> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let firstCheck: NodeJS.Timeout | null = null;
  let abort = new AbortController();

  const writtenRecently = (lastWrite: Date | null) => lastWrite !== null && now().getTime() - lastWrite.getTime() < minIntervalMs;

  const lastWrite = async () => (await db.dump.aggregate({ _max: { generatedAt: true } }))._max.generatedAt;

  async function generate(): Promise<DumpRun> {
    return inSnapshot(db, async (snapshot) => {
      const [{ locked }] = await snapshot.query<{ locked: boolean }>(Prisma.sql`SELECT pg_try_advisory_xact_lock(${DUMPS_LOCK}::bigint) AS locked`);
      if (!locked) return 'locked';
      // Another instance may have written them while this one waited for its turn.
      if (writtenRecently(await lastWrite())) return 'not-due';
      const version = await contentVersionOf(snapshot, origin);
      const current = await db.dump.count({ where: { contentVersion: version } });
      if (current === DUMP_FILES.length) return 'unchanged';
      const generatedAt = now();
      const started = performance.now();
      await writeDumps(
        { storage, snapshot, origin },
        async (dump) => {
          const row = { locale: dump.locale, format: dump.format, rowCount: dump.rowCount, bytes: BigInt(dump.bytes), contentVersion: version, generatedAt };
          await db.dump.upsert({ where: { file: dump.file }, create: { file: dump.file, ...row }, update: row });
        },
        abort.signal,
      );
      logger.info({ durationMs: Math.round(performance.now() - started) }, 'Wrote the dumps');
      return 'generated';
    });
  }

  async function runDue(): Promise<DumpRun> {
    if (running) return 'running';
    if (!dirty) return 'clean';
    if (failedAt !== null && now().getTime() - failedAt < retryAfterFailureMs) return 'not-due';
    if (writtenRecently(await lastWrite())) return 'not-due';
    // A change heard from now on calls for another run.
    dirty = false;
    running = generate();
    try {
      const result = await running;
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
    contentChanged(what) {
      if (!IRRELEVANT_CHANGE.test(what)) dirty = true;
    },
    runDue,
    start() {
      if (timer) return;
      const check = () => {
        runDue().catch((error: unknown) => logger.error({ err: error }, 'The dumps could not be written'));
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
