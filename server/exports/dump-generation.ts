/**
 * One writing of the dumps, as one instance does it: under a PostgreSQL advisory lock (held by
 * the transaction that reads the content, so no two instances write at once), only when the last
 * write is old enough and only when the content differs from what the dumps hold. The dumps name
 * the last change of the change log their snapshot holds, as a cursor of `changes`.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { CHANGE_HORIZON_SQL, cursorOf, LAST_CHANGE_ID } from '../changes/change-positions';
import { inSnapshot, type Snapshot } from '../db/cursor';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { FileStorage } from '../storage/file-storage';
import { ENTRY_FIELD_NAMES } from './entry-records';
import { dumpsOfVersion, lastDumpWrite, recordDump } from './dump-records';
import { DUMP_FILES, writeDumps, type ChangePosition } from './dumps';
import { OBSERVANCE_FIELD_NAMES, type ObservanceTable } from './holiday-observances';

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
  /** The catalogue's holidays of the years the observances cover, read by the schedule. */
  observances: ObservanceTable;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * What the dumps would hold, in a few characters: the published texts (how many, which, when
 * last changed), the entries' last change, the comments readers see (their counts are in the
 * rows) and the names of the members who wrote texts (they are credited in the rows), the fields
 * written, the site's address, and the holidays' observances.
 */
async function contentVersionOf(snapshot: Snapshot, origin: string, observances: ObservanceTable): Promise<string> {
  const [state] = await snapshot.query<{ texts: string; comments: string; contributors: string | null }>(sql`
    SELECT
      (SELECT concat_ws(':', count(*), sum(a."id"), max(a."updatedAt"), max(e."updatedAt"))
        FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
        WHERE a."publishedAt" IS NOT NULL AND e."listed") AS "texts",
      (SELECT concat_ws(':', count(*), sum(c."id")) FROM "Comment" c WHERE NOT c."hidden") AS "comments",
      (SELECT md5(string_agg(u."uid" || ':' || u."displayName", ',' ORDER BY u."uid")) FROM "User" u
        WHERE EXISTS (SELECT 1 FROM "Revision" r WHERE r."authorId" = u."uid" AND r."status" = 'APPROVED')) AS "contributors"`);
  return createHash('sha256')
    .update(JSON.stringify([state.texts, state.comments, state.contributors, ENTRY_FIELD_NAMES, OBSERVANCE_FIELD_NAMES, origin, observances]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * The moment before which the change log is complete, as `changes` finds it: asked before the
 * snapshot is taken, on another connection, every change made before that moment was committed by
 * then, so the snapshot holds it; one made later comes after the cursor.
 */
async function changeHorizon(pool: pg.Pool): Promise<Date> {
  const { rows } = await pool.query<{ until: Date }>(CHANGE_HORIZON_SQL);
  return rows[0].until;
}

/**
 * The last change before the horizon that the snapshot holds, as a cursor of `changes`; when the
 * log holds none, the position just before the horizon, which `changes(after:)` reads the same.
 */
async function changePositionOf(snapshot: Snapshot, horizon: Date): Promise<ChangePosition> {
  const [last] = await snapshot.query<{ id: number; at: Date }>(sql`
    SELECT "id", "at" FROM "EntryChange" WHERE "at" < ${horizon} ORDER BY "at" DESC, "id" DESC LIMIT 1`);
  const position = last ?? { id: LAST_CHANGE_ID, at: new Date(horizon.getTime() - 1) };
  return { changeCursor: cursorOf(position), changesSince: position.at.toISOString() };
}

/** Writes the dumps if this instance may and they are due; stops at the next batch once `signal` aborts. */
export async function generateDumps(
  { pool, storage, origin, minIntervalMs, observances, now = () => new Date() }: DumpGenerationOptions,
  signal?: AbortSignal,
): Promise<DumpGeneration> {
  const horizon = await changeHorizon(pool);
  return inSnapshot(pool, async (snapshot) => {
    const [{ locked }] = await snapshot.query<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${DUMPS_LOCK}::bigint) AS locked`);
    if (!locked) return 'locked';
    // Another instance may have written them while this one waited for its turn.
    const last = await lastDumpWrite(pool);
    if (last !== null && now().getTime() - last.getTime() < minIntervalMs) return 'not-due';
    const version = await contentVersionOf(snapshot, origin, observances);
    if ((await dumpsOfVersion(pool, version)) === DUMP_FILES.length) return 'unchanged';
    const generatedAt = now();
    const changes = await changePositionOf(snapshot, horizon);
    await writeDumps({ storage, snapshot, origin, observances, changes }, (dump) => recordDump(pool, dump, version, generatedAt), signal);
    return 'generated';
  });
}
