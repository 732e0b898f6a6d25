/**
 * Filtered exports: an analyst asks for the entries of a filter as a file (startExport), and an
 * instance writes it in the background, streamed like the dumps, into the dumps' and exports'
 * storage under exports/<job id>.<format>.gz, kept for a day.
 *
 * Jobs wait in PostgreSQL, so any instance may take one (FOR UPDATE SKIP LOCKED): each takes
 * one at a time, the one that was asked first. A running job renews its heartbeat; a job whose
 * heartbeat stopped (its instance crashed) is marked failed by the next sweep of any instance,
 * never left running. Each address may start a few an hour, and only so many may wait at once.
 */
import { randomUUID } from 'node:crypto';
import { inSnapshot } from '../db/cursor';
import type { Database } from '../db/prisma';
import { entryFilterSql } from '../entries/entry-filter';
import type { ReadyEntryFilter } from '../entries/entry-filter';
import type { ExportErrorCode, ExportFormat, ExportJob, Prisma } from '../generated/prisma/client';
import type { FileStorage } from '../storage/file-storage';
import { hourlyAllowance } from '../abuse/rate-limits';
import { logger } from '../observability/logger';
import { entryRecord, entryRowsSql, type EntryRow } from './entry-records';
import { appendRecords, EntryFile, FILE_EXTENSION, RecordsMember } from './entry-files';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const BATCH_ROWS = 500;

const EXPORTS_FOLDER = 'exports';
/** The names of export files: a job's id and its format. */
export const EXPORT_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jsonl|csv)\.gz$/;
/** An export never changes under its name; it is removed when it expires. */
export const EXPORT_CACHE_CONTROL = 'public, max-age=3600';

export function exportKey(file: string): string {
  return `${EXPORTS_FOLDER}/${file}`;
}

function exportFileName(job: Pick<ExportJob, 'id' | 'format'>): string {
  return `${job.id}.${FILE_EXTENSION[job.format]}`;
}

/** Why a job was not started: the address started its hourly allowance, or too many jobs wait. */
type ExportRefusal = 'RATE_LIMITED' | 'QUEUE_FULL';

export interface ExportJobs {
  /**
   * Queues an export of the filter's entries for the address, or says why not. The filter is kept
   * ready (a filter by observance with the holidays it names, read when it was asked), so the file
   * holds what the request meant whichever instance writes it, with no year of holidays to compute.
   */
  start(filter: ReadyEntryFilter, format: ExportFormat, address: string | null): Promise<{ job: ExportJob } | { refused: ExportRefusal }>;
  /** Where the finished file of a job is fetched. */
  urlOf(job: Pick<ExportJob, 'id' | 'format'>): string;
  /** Takes the oldest waiting job and writes it; false when none waits (or this instance is writing one). */
  runNext(): Promise<boolean>;
  /** Fails the jobs whose instance stopped, removes the files that expired and forgets old jobs. */
  sweep(): Promise<void>;
  /** Looks for waiting jobs every few seconds and sweeps every minute. */
  begin(): void;
  /** Stops looking; a job being written fails as INTERRUPTED. */
  stop(): Promise<void>;
}

export interface ExportJobsOptions {
  db: Database;
  storage: FileStorage;
  /** The site's public address, for the files' URLs and the entries' URLs in them. */
  origin: string;
  /** Exports one address may start per hour. */
  startsPerHour: number;
  /** Jobs that may wait at once, on all instances together. */
  queueLimit: number;
  now?: () => Date;
  /** How long a finished file is kept. */
  keepFilesMs?: number;
  /** How long a job's record is kept (its status says EXPIRED or FAILED meanwhile). */
  keepRecordsMs?: number;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this has lost its instance. */
  staleMs?: number;
  /** A job taking longer than this fails as TIMED_OUT. */
  timeLimitMs?: number;
  pollMs?: number;
}

/** Finished files are kept a day. */
export const EXPORT_FILES_KEPT_MS = 24 * HOUR_MS;

export function createExportJobs({
  db,
  storage,
  origin,
  startsPerHour,
  queueLimit,
  now = () => new Date(),
  keepFilesMs = EXPORT_FILES_KEPT_MS,
  keepRecordsMs = 7 * 24 * HOUR_MS,
  heartbeatMs = 10 * SECOND_MS,
  staleMs = MINUTE_MS,
  timeLimitMs = 15 * MINUTE_MS,
  pollMs = 5 * SECOND_MS,
}: ExportJobsOptions): ExportJobs {
  const allowed = hourlyAllowance(db, { name: 'export', perHour: startsPerHour });
  let busy = false;
  let stopping = new AbortController();
  let current: Promise<boolean> | null = null;
  const timers: NodeJS.Timeout[] = [];
  const later = (ms: number) => new Date(now().getTime() + ms);
  const earlier = (ms: number) => new Date(now().getTime() - ms);

  async function claim(): Promise<ExportJob | null> {
    const [job] = await db.$queryRaw<ExportJob[]>`
      UPDATE "ExportJob" SET "status" = 'RUNNING', "startedAt" = ${now()}, "heartbeatAt" = ${now()}
      WHERE "id" = (SELECT "id" FROM "ExportJob" WHERE "status" = 'QUEUED' ORDER BY "createdAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`;
    return job ?? null;
  }

  /** Writes the file; answers its rows and bytes. */
  async function write(job: ExportJob, signal: AbortSignal, progress: (rows: number) => void): Promise<{ rows: number; bytes: number }> {
    const filter = job.filter as unknown as ReadyEntryFilter;
    const key = exportKey(exportFileName(job));
    return inSnapshot(db, async (snapshot) => {
      // One gzip member, header and all: any gzip reader, browsers' included, reads the whole file.
      const file = new EntryFile(storage, key, job.format, EXPORT_CACHE_CONTROL, { headerByMember: true });
      const member = new RecordsMember(job.format, [file], { csvHeader: true });
      try {
        // The language's published texts (the file's rows), as the filter narrows them; without a language, each entry's text it is read in.
        const condition = entryFilterSql(filter);
        for await (const rows of snapshot.batches<EntryRow>(entryRowsSql(condition), BATCH_ROWS)) {
          signal.throwIfAborted();
          await appendRecords(
            [member],
            rows.map((row) => entryRecord(row, origin)),
          );
          progress(file.rows);
        }
        await member.close();
        return { rows: file.rows, bytes: await file.finish() };
      } catch (error) {
        const reason = error instanceof Error ? error : new Error(String(error));
        member.destroy(reason);
        await file.abandon(reason);
        throw error;
      }
    });
  }

  async function run(job: ExportJob): Promise<void> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(timeLimitMs)]);
    let rows = 0;
    const heartbeat = setInterval(() => {
      db.exportJob.update({ where: { id: job.id }, data: { heartbeatAt: now(), rowCount: rows } }).catch(() => {});
    }, heartbeatMs);
    try {
      const written = await write(job, signal, (n) => (rows = n));
      await db.exportJob.updateMany({
        where: { id: job.id, status: 'RUNNING' },
        data: {
          status: 'DONE',
          rowCount: written.rows,
          bytes: BigInt(written.bytes),
          storageKey: exportKey(exportFileName(job)),
          finishedAt: now(),
          expiresAt: later(keepFilesMs),
        },
      });
    } catch (error) {
      const reason = signal.reason as unknown;
      const code: ExportErrorCode = !signal.aborted ? 'INTERNAL_ERROR' : stopping.signal.aborted ? 'INTERRUPTED' : 'TIMED_OUT';
      if (code === 'INTERNAL_ERROR') logger.error({ err: error, exportJob: job.id }, 'An export failed');
      else logger.warn({ exportJob: job.id, reason: reason instanceof Error ? reason.message : String(reason) }, 'An export was stopped');
      await db.exportJob.updateMany({
        where: { id: job.id, status: 'RUNNING' },
        data: { status: 'FAILED', errorCode: code, rowCount: rows, finishedAt: now() },
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runNext(): Promise<boolean> {
    if (busy || stopping.signal.aborted) return false;
    busy = true;
    try {
      const job = await claim();
      if (!job) return false;
      await run(job);
      return true;
    } finally {
      busy = false;
    }
  }

  /** Writes waiting jobs one after another until none waits. */
  function pump(): void {
    if (current) return;
    current = (async () => {
      let ran = false;
      while (await runNext()) ran = true;
      return ran;
    })()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Exports could not be taken from the queue');
        return false;
      })
      .finally(() => (current = null));
  }

  async function sweep(): Promise<void> {
    await db.exportJob.updateMany({
      where: { status: 'RUNNING', heartbeatAt: { lt: earlier(staleMs) } },
      data: { status: 'FAILED', errorCode: 'INTERRUPTED', finishedAt: now() },
    });
    for (;;) {
      const expired = await db.exportJob.findMany({ where: { status: 'DONE', expiresAt: { lte: now() } }, take: 100 });
      if (!expired.length) break;
      for (const job of expired) {
        if (job.storageKey) await storage.remove(job.storageKey);
        await db.exportJob.update({ where: { id: job.id }, data: { status: 'EXPIRED' } });
      }
    }
    // The files of jobs that failed while writing (a crashed instance leaves a partial one behind).
    const forgotten = { status: { in: ['FAILED' as const, 'EXPIRED' as const] }, finishedAt: { lt: earlier(keepRecordsMs) } };
    const failed = await db.exportJob.findMany({ where: { ...forgotten, status: 'FAILED' } });
    for (const job of failed) await storage.remove(exportKey(exportFileName(job)));
    await db.exportJob.deleteMany({ where: forgotten });
  }

  return {
    async start(filter, format, address) {
      if (!(await allowed(address))) return { refused: 'RATE_LIMITED' };
      if ((await db.exportJob.count({ where: { status: 'QUEUED' } })) >= queueLimit) return { refused: 'QUEUE_FULL' };
      const job = await db.exportJob.create({
        data: { id: randomUUID(), format, filter: filter as unknown as Prisma.InputJsonValue, createdAt: now() },
      });
      if (timers.length) pump();
      return { job };
    },
    urlOf: (job) => `${origin}/exports/${exportFileName(job)}`,
    runNext,
    sweep,
    begin() {
      if (timers.length) return;
      const swept = () => sweep().catch((error: unknown) => logger.error({ err: error }, 'Exports could not be swept'));
      // Jobs a crashed instance left running are failed first, then the queue is worked.
      void swept().then(pump);
      timers.push(setInterval(pump, pollMs).unref(), setInterval(swept, MINUTE_MS).unref());
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      stopping.abort(new Error('The server is stopping'));
      await current;
      stopping = new AbortController();
    },
  };
}
