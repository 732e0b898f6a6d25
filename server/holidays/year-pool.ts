/**
 * Computes years of holidays on a worker thread. One year of every country takes some 30 ms of
 * CPU (China's lunisolar calendar most of it); on the main thread a request asking for ten years
 * would hold every other request for a third of a second.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GraphQLError } from 'graphql';
import { Piscina } from 'piscina';
import type { HolidayOccurrence } from './catalogue';

/** Where a calendar gets the holidays of a year it does not know yet. */
export interface HolidayYearSource {
  occurrencesOf(year: number): Promise<HolidayOccurrence[]>;
  close(): Promise<void>;
}

/** Far beyond a year's 30 to 60 ms, even queued behind ten others on a busy machine. */
const HOLIDAY_YEAR_TIMEOUT_MS = 5_000;
/**
 * From the TypeScript sources (tests, development) a new worker first compiles its modules and
 * the holiday data, some seconds on a busy machine, inside the first year's time.
 */
const SOURCE_WORKER_TIMEOUT_MS = 60_000;
/** Not a refusal of the request: clients see it masked, the server log keeps the code and the year. */
export const HOLIDAYS_TIMED_OUT = 'HOLIDAYS_TIMED_OUT';

const SOURCE_WORKER = fileURLToPath(new URL('./year-worker.ts', import.meta.url));
// The source runs as TypeScript, as the main thread does under tsx. tsx is found from this file, so
// it loads however the process started (tsx, node --import tsx, Vitest) and from any directory.
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface HolidayYearPoolOptions {
  timeoutMs?: number;
  /**
   * The worker as `npm run build` bundles it: plain JavaScript needs no TypeScript loader, which
   * holds some 40 MB more in the thread. Without it (tests, development) the source runs.
   */
  builtWorker?: string;
}

export function holidayYearPool({
  builtWorker,
  timeoutMs = builtWorker ? HOLIDAY_YEAR_TIMEOUT_MS : SOURCE_WORKER_TIMEOUT_MS,
}: HolidayYearPoolOptions = {}): HolidayYearSource {
  const pool = new Piscina<number, HolidayOccurrence[]>({
    filename: builtWorker ?? SOURCE_WORKER,
    execArgv: builtWorker ? [] : ['--import', TSX_LOADER],
    // One worker: on two cores the main thread keeps one to itself, and computed years are
    // cached, so only the first readers of a year ever wait; a second worker would take CPU from
    // the pages being served and add its own copy of the holiday data (some 60 MB, 100 MB under tsx).
    minThreads: 0,
    maxThreads: 1,
    // Started by the first uncached year, gone after half a quiet minute, and its memory with it.
    idleTimeout: 30_000,
    // A year needs some 45 MB of heap; a fault that wants far more ends the worker, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  return {
    async occurrencesOf(year) {
      try {
        // An abort removes a queued year, or ends the worker computing it (Piscina starts another).
        return await pool.run(year, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') throw error;
        throw new GraphQLError(`Computing the holidays of ${year} took longer than ${timeoutMs} ms.`, { extensions: { code: HOLIDAYS_TIMED_OUT } });
      }
    },
    close: () => pool.destroy(),
  };
}
