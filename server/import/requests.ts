/**
 * How the importer asks Wikimedia's services, as Wikimedia asks bots to: a User-Agent that names
 * the operator, one request at a time, `maxlag` on MediaWiki's API (a lagged answer waits and
 * tries again), 429 and 503 waited out as Retry-After says (seconds or a date, capped), a time
 * limit on each request, a cap on each answer's size (read as a stream and dropped past it), and
 * a bounded number of tries.
 *
 * Two kinds of failure: an answer that cannot be used (malformed, too large, an error the service
 * states) fails the part that asked (BadAnswer); a service that cannot be reached, or keeps
 * answering that it is busy, stops the run (SourceUnreachable), which a later run resumes.
 */
import { readFileSync } from 'node:fs';

/** Past this an answer is not read: a day's SPARQL or 50 entities are far smaller. */
const ANSWER_MAX_BYTES = 16 * 1024 * 1024;
/** The longest wait a Retry-After may ask for; longer ones wait this long. */
const RETRY_AFTER_CAP_MS = 120_000;
/** What `maxlag` asks of MediaWiki: answer only while its replicas lag less than this (seconds). */
const MAXLAG_SECONDS = 5;

export class BadAnswer extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export class SourceUnreachable extends Error {}

export interface RequestCounts {
  requests: number;
  retries: number;
}

export interface SourceClientOptions {
  contact: string;
  timeoutMs: number;
  retries: number;
  /** Waits between tries: injected so that tests do not wait for real. */
  sleep?: (ms: number) => Promise<void>;
  maxBytes?: number;
}

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export function userAgent(contact: string): string {
  return `Daypedia-importer/${VERSION} (${contact})`;
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

export class SourceClient {
  readonly counts: RequestCounts = { requests: 0, retries: 0 };
  private readonly headers: Record<string, string>;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxBytes: number;
  /** The request under way: the next waits for it, so only one is ever out. */
  private line: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SourceClientOptions) {
    this.headers = { 'User-Agent': userAgent(options.contact), 'Api-User-Agent': userAgent(options.contact) };
    this.sleep = options.sleep ?? sleepFor;
    this.maxBytes = options.maxBytes ?? ANSWER_MAX_BYTES;
  }

  /** JSON from a URL; `mediawiki` adds maxlag and reads MediaWiki's error answers. */
  async json<T>(url: string, { mediawiki = false, accept = 'application/json' } = {}): Promise<T> {
    const target = mediawiki ? `${url}${url.includes('?') ? '&' : '?'}maxlag=${MAXLAG_SECONDS}` : url;
    return this.inLine(() =>
      this.withRetries(target, accept, (answer) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(answer.body.toString('utf8'));
        } catch {
          throw new BadAnswer('malformed-answer', `${shortUrl(url)} answered something that is not JSON.`);
        }
        if (mediawiki && isMediaWikiError(parsed)) {
          if (parsed.error.code === 'maxlag') return 'again';
          throw new BadAnswer(
            'service-error',
            `${shortUrl(url)} answered the error ${String(parsed.error.code)}: ${typeof parsed.error.info === 'string' ? parsed.error.info : ''}`.slice(0, 300),
          );
        }
        return parsed as T;
      }),
    );
  }

  /** The bytes at a URL (a picture), at most `maxBytes`. */
  async bytes(url: string, maxBytes: number): Promise<Buffer> {
    return this.inLine(() => this.withRetries(url, 'image/*', (answer) => answer.body, maxBytes));
  }

  private inLine<T>(request: () => Promise<T>): Promise<T> {
    const result = this.line.then(request, request);
    this.line = result.catch(() => undefined);
    return result;
  }

  private async withRetries<T>(url: string, accept: string, read: (answer: Answer) => T | 'again', maxBytes = this.maxBytes): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= this.options.retries;
      let wait: number;
      try {
        const answer = await this.fetchOnce(url, accept, maxBytes);
        if (answer.status === 429 || answer.status === 503) {
          if (last) throw new SourceUnreachable(`${shortUrl(url)} still answered ${answer.status} after ${attempt + 1} tries.`);
          wait = retryAfterMs(answer.headers.get('retry-after')) ?? backoffMs(attempt);
        } else if (answer.status >= 500) {
          if (last) throw new BadAnswer('server-error', `${shortUrl(url)} answered ${answer.status} after ${attempt + 1} tries.`);
          wait = backoffMs(attempt);
        } else if (answer.status !== 200) {
          throw new BadAnswer(answer.status === 404 ? 'not-found' : 'refused', `${shortUrl(url)} answered ${answer.status}.`);
        } else {
          const result = read(answer);
          if (result !== 'again') return result;
          // Lagged replicas: MediaWiki says how long to wait (Retry-After), else maxlag's own seconds.
          if (last) throw new SourceUnreachable(`${shortUrl(url)} stayed lagged after ${attempt + 1} tries.`);
          wait = retryAfterMs(answer.headers.get('retry-after')) ?? MAXLAG_SECONDS * 1000;
        }
      } catch (error) {
        if (error instanceof BadAnswer || error instanceof SourceUnreachable) throw error;
        // The network failed or the time ran out: try again, and past the last try, stop the run.
        if (last) throw new SourceUnreachable(`${shortUrl(url)} could not be reached: ${describe(error)}.`);
        wait = backoffMs(attempt);
      }
      this.counts.retries++;
      await this.sleep(Math.min(wait, RETRY_AFTER_CAP_MS));
    }
  }

  private async fetchOnce(url: string, accept: string, maxBytes: number): Promise<Answer> {
    this.counts.requests++;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const response = await fetch(url, { headers: { ...this.headers, Accept: accept }, signal, redirect: 'follow' });
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new BadAnswer('answer-too-large', `${shortUrl(url)} announced ${declared} bytes, more than the ${maxBytes} read.`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw new BadAnswer('answer-too-large', `${shortUrl(url)} sent more than the ${maxBytes} bytes read.`);
        }
        chunks.push(Buffer.from(value));
      }
    }
    return { status: response.status, headers: response.headers, body: Buffer.concat(chunks) };
  }
}

/** 1 s, 2 s, 4 s … up to a minute, for failures that say nothing of when to come back. */
function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** attempt);
}

function isMediaWikiError(value: unknown): value is { error: { code: unknown; info?: unknown } } {
  return typeof value === 'object' && value !== null && 'error' in value && typeof value.error === 'object';
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** A URL as messages show it: without its long query. */
function shortUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
