/**
 * The dumps written on a worker thread (dump-thread.ts starts it): its own connection to the
 * database and its own storage, made for one writing and closed after it, so an idle site holds
 * neither. The thread's JavaScript (a row's text, JSON and CSV, for a million rows) runs beside
 * the thread that answers requests instead of in its way.
 */
import { createDatabase } from '../db/prisma';
import { bulkStorageFor } from '../images/storage';
import { generateDumps, type DumpGeneration } from './dump-generation';
import type { DumpThreadSettings } from './dump-thread';

export default async function writeDumpsOnThisThread({
  settings,
  minIntervalMs,
}: {
  settings: DumpThreadSettings;
  minIntervalMs: number;
}): Promise<DumpGeneration> {
  // Two connections: the snapshot's cursor, and the bookkeeping of the files written meanwhile.
  const db = createDatabase(settings.databaseUrl, { poolSize: 2, statementTimeoutMs: settings.config.DATABASE_STATEMENT_TIMEOUT_MS });
  try {
    const storage = await bulkStorageFor(settings.config, settings.dataDir);
    return await generateDumps({ db, storage, origin: settings.config.publicUrl, minIntervalMs });
  } finally {
    await db.$disconnect();
  }
}
