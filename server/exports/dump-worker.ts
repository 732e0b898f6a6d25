/**
 * The dumps written on a worker thread (dump-thread.ts starts it): its own connections to the
 * database (node-postgres alone: the writing needs no Prisma client, which cost the process some
 * 20 MB more) and its own storage, made for one writing and closed after it, so an idle site
 * holds neither. The thread loads only what the writing needs: its SQL is written with the tag of
 * Prisma's runtime (the client's own, so the exports' filters compose with it) without the
 * generated client, it logs nothing (the schedule logs on the main thread), and a text is read
 * without sanitize-html unless it is not HTML as the site stores it (articles/plain-text.ts). The
 * settings, the logger and the HTML parser weighed some 30 MB on the thread. The thread's
 * JavaScript (a row's text, JSON and CSV, for a million rows) runs beside the thread that answers
 * requests instead of in its way, and at the lowest priority (thread-priority.ts): on a busy
 * machine it takes what requests leave.
 */
import { createPool } from '../db/pool';
import { exportStorageFor } from '../storage/file-storage';
import { generateDumps, type DumpGeneration } from './dump-generation';
import type { DumpThreadSettings } from './dump-thread';
import type { ObservanceTable } from './holiday-observances';
import { yieldToRequests } from './thread-priority';

export default async function writeDumpsOnThisThread({
  settings,
  minIntervalMs,
  observances,
}: {
  settings: DumpThreadSettings;
  minIntervalMs: number;
  /** The holidays' observances, read by the schedule from the site's calendar: this thread loads no holiday data. */
  observances: ObservanceTable;
}): Promise<DumpGeneration> {
  yieldToRequests();
  // Two connections: the snapshot's cursor, and the bookkeeping of the files written meanwhile.
  const pool = createPool(settings.databaseUrl, { poolSize: 2, statementTimeoutMs: settings.config.DATABASE_STATEMENT_TIMEOUT_MS });
  try {
    const storage = await exportStorageFor(settings.config, settings.dataDir);
    return await generateDumps({ pool, storage, origin: settings.config.publicUrl, minIntervalMs, observances });
  } finally {
    await pool.end();
  }
}
