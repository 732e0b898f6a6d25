/**
 * Runs the writing of the dumps on a worker thread (dump-worker.ts). A writing of a million
 * entries is about a minute of JavaScript; on the main thread it would come between requests
 * batch after batch. The thread also gets a young generation of 16 MB, which the dumps' many
 * short-lived strings need, and a small old generation: a million entries keep no more than a
 * batch alive. With 16 and 64 MB the dumps
 * of a million entries were written faster and in less memory than with 24 and 96 MB.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Config } from '../config';
import type { DumpGeneration } from './dump-generation';
import type { DumpWriter } from './dump-schedule';
import type { ObservanceTable } from './holiday-observances';

/** What the thread needs to open the database and the storage itself. */
export interface DumpThreadSettings {
  databaseUrl: string;
  /** The site's settings: the storage (S3 or the data folder), the public address and the statement timeout come from them. */
  config: Config;
  dataDir: string;
}

const SOURCE_WORKER = fileURLToPath(new URL('./dump-worker.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface DumpThread {
  write: DumpWriter;
  close(): Promise<void>;
}

/** `builtWorker`: the worker as `npm run build` bundles it; without it (tests, development) the source runs under tsx. */
export function dumpThread(settings: DumpThreadSettings, { builtWorker }: { builtWorker?: string } = {}): DumpThread {
  const pool = new Piscina<{ settings: DumpThreadSettings; minIntervalMs: number; observances: ObservanceTable }, DumpGeneration>({
    filename: builtWorker ?? SOURCE_WORKER,
    execArgv: builtWorker ? [] : ['--import', TSX_LOADER],
    // One writing at a time, at most hourly: the thread is started for it and ends a minute after.
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 },
  });
  return {
    // An abort ends the thread: its connection closes, so PostgreSQL rolls its transaction back and frees the lock.
    write: ({ minIntervalMs, observances }, signal) => pool.run({ settings, minIntervalMs, observances }, { signal }),
    close: () => pool.destroy(),
  };
}
