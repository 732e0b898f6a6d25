/**
 * One run of the dumps or of a full export in a process of its own, for scripts/bench-export.ts to
 * measure from outside (wall time, and the peak resident memory the kernel counts). It runs the
 * site's own code, bundled as `npm start` runs the server, on a database the benchmark made:
 *
 *   node <bundle> dump|export-jsonl|export-csv <database URL> <storage folder>
 *
 * It prints one line `{"result": …}` when done and exits when its standard input closes, so that
 * the benchmark reads its memory before it is gone.
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createDumpSchedule } from '../server/exports/dump-schedule';
import { dumpThread } from '../server/exports/dump-thread';
import { readConfig } from '../server/config';
import { createExportJobs } from '../server/exports/export-jobs';
import { createPool } from '../server/db/pool';
import { createDatabase, type Database } from '../server/db/prisma';
import { localFileStorage } from '../server/storage/file-storage';

const [mode, databaseUrl, folder] = process.argv.slice(2);
const ORIGIN = 'https://daypedia.example';
/** As the site's pool: PostgreSQL stops any statement past its default DATABASE_STATEMENT_TIMEOUT_MS, so a run shows that no batch comes near it. */
const POOL = { poolSize: 3, statementTimeoutMs: 10_000 };
const storage = localFileStorage(folder);
/**
 * The benchmark's database holds events only: no holiday has observances to read. The site reads
 * them from the calendar it already keeps (a lookup per holiday); loading the holiday data here
 * would weigh on this process's memory, which the site's would hold anyway.
 */
const NO_HOLIDAYS = { observedIn: async () => [], observancesOf: async () => [] };

/** Entries written (a dump: those of the file of all languages), files and their bytes. */
interface Written {
  entries: number;
  files: number;
  bytes: number;
}

async function dump(): Promise<Written> {
  // The dumps' schedule and thread need node-postgres alone: the process holds no Prisma client
  // for them (in the site, the server's own client is the server's memory, not the dumps').
  const pool = createPool(databaseUrl, POOL);
  try {
    // Forgotten, so that the run writes them all.
    await pool.query('DELETE FROM "Dump"');
    // On their own thread, as the site writes them: its storage is the folder's exports/.
    const thread = dumpThread(
      { databaseUrl, config: readConfig({ PUBLIC_URL: ORIGIN }), dataDir: folder },
      // Built beside this file (scripts/bench-export.ts bundles both).
      { builtWorker: path.join(path.dirname(process.argv[1]), 'dump-worker.mjs') },
    );
    const run = await createDumpSchedule({ db: pool, storage, origin: ORIGIN, holidays: NO_HOLIDAYS, writer: thread.write })
      .runDue()
      .finally(() => thread.close());
    if (run !== 'generated') throw new Error(`The dumps were not written: ${run}`);
    const { rows: files } = await pool.query<{ file: string; rowCount: number; bytes: string }>('SELECT "file", "rowCount", "bytes" FROM "Dump"');
    const all = files.find((f) => f.file === 'daypedia-all.jsonl.gz')!;
    return { entries: all.rowCount, files: files.length, bytes: files.reduce((sum, f) => sum + Number(f.bytes), 0) };
  } finally {
    await pool.end();
  }
}

async function fullExport(format: 'JSONL' | 'CSV'): Promise<Written> {
  // An export job keeps its bookkeeping through the site's Prisma client, as in the site.
  const db = createDatabase(databaseUrl, POOL);
  try {
    return await runExport(db, format);
  } finally {
    await db.$disconnect();
  }
}

async function runExport(db: Database, format: 'JSONL' | 'CSV'): Promise<Written> {
  const jobs = createExportJobs({ db, storage, origin: ORIGIN, startsPerHour: 1000, queueLimit: 1000 });
  const started = await jobs.start({ locale: 'en' }, format, null);
  if (!('job' in started)) throw new Error(`The export was refused: ${started.refused}`);
  // Older jobs of earlier runs wait no more.
  await db.exportJob.updateMany({ where: { status: 'QUEUED', id: { not: started.job.id } }, data: { status: 'FAILED' } });
  await jobs.runNext();
  const job = await db.exportJob.findUniqueOrThrow({ where: { id: started.job.id } });
  if (job.status !== 'DONE') throw new Error(`The export ended ${job.status} (${job.errorCode})`);
  return { entries: job.rowCount, files: 1, bytes: Number(job.bytes) };
}

const loadedMb = process.memoryUsage().rss / 1e6;
const start = performance.now();
const cpu = process.cpuUsage();
const loop = performance.eventLoopUtilization();
const done = mode === 'dump' ? await dump() : await fullExport(mode === 'export-csv' ? 'CSV' : 'JSONL');
const seconds = (performance.now() - start) / 1000;
const { user, system } = process.cpuUsage(cpu);
const mainThreadSeconds = performance.eventLoopUtilization(loop).active / 1000;
console.log(JSON.stringify({ result: { ...done, seconds, cpuSeconds: (user + system) / 1e6, mainThreadSeconds, loadedMb } }));
process.stdin.resume();
await once(process.stdin, 'end');
