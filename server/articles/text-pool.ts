/**
 * Sanitises article bodies and compares revisions on a worker thread (text-worker.ts). On the
 * main thread the largest body allowed held every other request for a tenth of a second or more
 * to sanitise, and a word-by-word comparison of a rewrite for seconds; a request asking for
 * several held the server for a minute.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import { memoise, perRequest, type Context } from '../graphql/context';
import type { TextChange } from './changes';
import { textOf } from './plain-text';
import type { CleanBody } from './sanitise';

/** Far beyond the largest body's sanitising and a comparison (which gives up after a second), even behind a queue. */
const TEXT_WORK_TIMEOUT_MS = 10_000;
/** From the TypeScript sources (tests, development) a new thread first compiles its modules, inside its first task's time. */
const SOURCE_WORKER_TIMEOUT_MS = 60_000;
/** Tasks waiting beyond this many are refused at once rather than left to time out. */
const MAX_QUEUE = 200;
/** Not a refusal of the request: clients see it masked, the server log keeps the code. */
export const ARTICLE_TEXT_TIMED_OUT = 'ARTICLE_TEXT_TIMED_OUT';
/** Piscina's words for a task refused because the queue is full. */
const QUEUE_FULL = 'Task queue is at limit';

const timedOut = (message: string) => new GraphQLError(message, { extensions: { code: ARTICLE_TEXT_TIMED_OUT } });

const SOURCE_WORKER = fileURLToPath(new URL('./text-worker.ts', import.meta.url));
/** Where `npm run build:text-worker` writes the worker, reckoned from this source file (as the server's bundle keeps it). */
const BUILT_WORKER = path.resolve(import.meta.dirname, '../../build/text-worker/text-worker.mjs');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ArticleTextWork {
  /** The member's HTML as it may be stored, or the refusal of HTML too large or too deeply nested. */
  cleanBody(html: string, imagePrefix: string): Promise<CleanBody>;
  /** A revision's body compared with the published one's ('' for a new article), word by word. */
  bodyChanges(publishedHtml: string, revisedHtml: string): Promise<TextChange[]>;
  /** How many tasks were handed to the thread so far. */
  readonly runs: number;
  close(): Promise<void>;
}

export interface ArticleTextWorkOptions {
  timeoutMs?: number;
  /** The worker as `npm run build` bundles it; without it the source runs under tsx. */
  builtWorker?: string;
}

export function articleTextWork({
  builtWorker,
  timeoutMs = builtWorker ? TEXT_WORK_TIMEOUT_MS : SOURCE_WORKER_TIMEOUT_MS,
}: ArticleTextWorkOptions = {}): ArticleTextWork {
  const pool = new Piscina({
    filename: builtWorker ?? SOURCE_WORKER,
    execArgv: builtWorker ? [] : ['--import', TSX_LOADER],
    // One thread: on two cores the main thread keeps the other to itself. Saves and comparisons
    // take milliseconds to a second each, so members queue briefly at worst.
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_QUEUE,
    idleTimeout: 30_000,
    // A comparison of two of the longest bodies needs a few tens of MB; a fault that wants far more ends the thread.
    resourceLimits: { maxOldGenerationSizeMb: 128 },
  });
  let runs = 0;
  async function run<T>(name: 'cleanBody' | 'bodyChanges', task: [string, string]): Promise<T> {
    runs++;
    try {
      // An abort removes a queued task, or ends the thread running it (Piscina starts another).
      return (await pool.run(task, { name, signal: AbortSignal.timeout(timeoutMs) })) as T;
    } catch (error) {
      const { name: kind, message } = error as Error;
      if (kind === 'AbortError') throw timedOut(`Working on an article's text took longer than ${timeoutMs} ms.`);
      if (message === QUEUE_FULL) throw timedOut(`More than ${MAX_QUEUE} article texts are waiting for the worker.`);
      throw error;
    }
  }
  return {
    cleanBody: (html, imagePrefix) => run('cleanBody', [html, imagePrefix]),
    bodyChanges: (publishedHtml, revisedHtml) => run('bodyChanges', [publishedHtml, revisedHtml]),
    get runs() {
      return runs;
    },
    close: () => pool.destroy(),
  };
}

/** The site's text worker: started with its first task, its thread gone after half a quiet minute. */
let shared: ArticleTextWork | null = null;
export function articleText(): ArticleTextWork {
  // npm start builds the worker; development, tests and a production start without a build run its source.
  shared ??= articleTextWork(process.env.NODE_ENV === 'production' && existsSync(BUILT_WORKER) ? { builtWorker: BUILT_WORKER } : {});
  return shared;
}

/** A request's key for work on these texts: equal texts, equal key, so aliases share one answer. */
function contentKey(kind: string, ...texts: string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(`${text.length}:`).update(text);
  return `${kind}:${hash.digest('base64url')}`;
}

/** The member's HTML cleaned once per request, however many aliases of a save send it. */
export function cleanBodyFor(ctx: Context, html: string, imagePrefix: string): Promise<CleanBody> {
  return memoise(ctx, contentKey('cleanBody', html, imagePrefix), () => articleText().cleanBody(html, imagePrefix));
}

/**
 * Comparisons already made, by their texts, up to COMPARISONS_KEPT_BYTES of answers: a comparison
 * takes the worker up to a few hundred milliseconds, and the same one is asked again and again (a
 * reviewer's page, a member's reloads, a client in a loop), while a new one needs a new save,
 * which members may make only so often.
 */
const COMPARISONS_KEPT_BYTES = 16 * 1024 * 1024;
const comparisons = new LRUCache<string, TextChange[]>({
  maxSize: COMPARISONS_KEPT_BYTES,
  // Two bytes a character, and some for each change's object.
  sizeCalculation: (changes) => changes.reduce((bytes, change) => bytes + 2 * change.text.length + 64, 64),
});

/** A revision's body compared with the published one: once per request however many fields ask, and kept for the next. */
export function bodyChangesFor(ctx: Context, publishedHtml: string, revisedHtml: string): Promise<TextChange[]> {
  const key = contentKey('bodyChanges', publishedHtml, revisedHtml);
  return memoise(ctx, key, async () => {
    const kept = comparisons.get(key);
    if (kept) return kept;
    const changes = await articleText().bodyChanges(publishedHtml, revisedHtml);
    comparisons.set(key, changes);
    return changes;
  });
}

/** The length of a stored body's text, measured once per request (milliseconds for the largest body, on this thread). */
export function textLengthFor(ctx: Context, html: string): number {
  return perRequest(ctx, contentKey('textLength', html), () => textOf(html).length);
}

/** Records the length the worker measured of a body being saved, so the answer's fields need not measure it again. */
export function rememberTextLength(ctx: Context, html: string, textLength: number): void {
  perRequest(ctx, contentKey('textLength', html), () => textLength);
}
