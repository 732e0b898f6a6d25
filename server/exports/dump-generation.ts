/**
 * One writing of the dumps, as one instance does it: under a PostgreSQL advisory lock (held by
 * the transaction that reads the content, so no two instances write at once), only when the last
 * write is old enough and only when the content differs from what the dumps hold.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { inSnapshot, type Snapshot } from '../db/cursor';
import { Prisma } from '../generated/prisma/client';
import type { FileStorage } from '../storage/file-storage';
import { logger } from '../observability/logger';
import { ENTRY_FIELD_NAMES } from './entry-records';
import { dumpsOfVersion, lastDumpWrite, recordDump } from './dump-records';
import { DUMP_FILES, writeDumps } from './dumps';

/** The advisory lock every instance takes to write the dumps: "dumps" in ASCII. */
const DUMPS_LOCK = 0x64756d7073;

/**
 * What one attempt did: wrote the dumps; found the content as the dumps hold it (`unchanged`);
 * found them written less than the least interval ago (`not-due`); or left them to another
 * instance that holds the lock (`locked`).
 */
export type DumpGeneration = 'generated' | 'unchanged' | 'not-due' | 'locked';

export interface DumpGenerationOptions {
  /** Two connections at least: the snapshot's, and the bookkeeping of the files written meanwhile. */
  pool: pg.Pool;
  storage: FileStorage;
  /** The site's public address, for the entries' URLs. */
  origin: string;
  /** The least time between two writes of the dumps. */
  minIntervalMs: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

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

/** Writes the dumps if this instance may and they are due; stops at the next batch once `signal` aborts. */
export async function generateDumps(
  { pool, storage, origin, minIntervalMs, now = () => new Date() }: DumpGenerationOptions,
  signal?: AbortSignal,
): Promise<DumpGeneration> {
  return inSnapshot(pool, async (snapshot) => {
    const [{ locked }] = await snapshot.query<{ locked: boolean }>(Prisma.sql`SELECT pg_try_advisory_xact_lock(${DUMPS_LOCK}::bigint) AS locked`);
    if (!locked) return 'locked';
    // Another instance may have written them while this one waited for its turn.
    const last = await lastDumpWrite(pool);
    if (last !== null && now().getTime() - last.getTime() < minIntervalMs) return 'not-due';
    const version = await contentVersionOf(snapshot, origin);
    if ((await dumpsOfVersion(pool, version)) === DUMP_FILES.length) return 'unchanged';
    const generatedAt = now();
    const started = performance.now();
    await writeDumps({ storage, snapshot, origin }, (dump) => recordDump(pool, dump, version, generatedAt), signal);
    logger.info({ durationMs: Math.round(performance.now() - started) }, 'Wrote the dumps');
    return 'generated';
  });
}
