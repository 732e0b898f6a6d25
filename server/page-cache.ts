/**
 * Anonymous page responses kept in memory, keyed by path (and the reader's time zone and chosen
 * theme, which every page shows), and answered straight from the HTTP server before Express,
 * routing or rendering run. Pages for members (a session cookie)
 * and the language detection at / always render. An entry lives at most a minute (the date and
 * "years ago" move on) and everything is dropped when published content changes.
 *
 * Only the query parameters a page reads take part in the key: anyone can invent query strings,
 * and each would otherwise hold a page of its own. A request with other parameters is answered
 * from the page without them, but its own render is not kept (links in it repeat its query).
 * The cache holds a bounded number of bytes and forgets expired pages on its own. A page is kept
 * without the script nonce of the reader it was rendered for, with a policy of its own that allows
 * its inline scripts by hash (shared-page-policy.ts). It is kept with a gzip copy at once and a
 * brotli copy as soon as the thread pool made it (brotli takes longer than the event loop should
 * wait), so each reader gets the smallest copy their browser accepts.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { TIME_ZONE_COOKIE } from '../client/shared/time-zone';
import { readCookie } from '../client/shared/cookies';
import { themeFromCookie } from '../client/shared/theme';
import { SESSION_COOKIE } from './auth/session';
import { cspNonceOf } from './security-headers';
import { sharedPage } from './shared-page-policy';

const MAX_AGE_MS = 60_000;
const GRAPHQL_PATH = '/graphql';
/** The query parameters pages read while rendering: comments' page, sign-in's return and reason, donations' outcome, editors' targets. */
const PAGE_PARAMS = new Set(['page', 'returnUrl', 'ended', 'payment', 'kind', 'revision', 'entry']);
/** Bookkeeping of one entry beyond its bytes (key, ETag, object headers), so tiny pages count too. */
const ENTRY_OVERHEAD = 512;
/**
 * Browsers and shared caches may keep a page but must ask again each time (a 304 from here when
 * nothing changed), so a hidden comment or a newly listed entry shows on the next visit.
 */
const CACHE_CONTROL = 'public, no-cache';
/** Brotli's quality for kept pages: close to the best (11) at a fraction of its time. */
const PAGE_BROTLI_QUALITY = 9;

const brotlied = promisify(brotliCompress);

/** The page as brotli, compressed on the thread pool. */
function brotliOf(body: Buffer): Promise<Buffer> {
  return brotlied(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The copy to answer with: brotli when the browser accepts it and it is made, else gzip, else the page itself. */
function encodingFor(req: IncomingMessage, page: CachedPage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  /** Made on the thread pool after the page was kept. */
  br: Buffer | null;
  etag: string;
  contentType: string;
  /** The Content-Security-Policy allowing this page's inline scripts by their hashes. */
  policy: string | null;
}

export interface PageCache {
  /** Answers the request from the cache; false when it must be rendered. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Keeps the rendered response for the next reader, when it may be shared. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  /** Drops every page, after content changed. */
  clear(): void;
  readonly size: number;
  /** What the kept pages take, as counted against the byte limit. */
  readonly bytes: number;
}

interface PageKey {
  key: string;
  /** The request carried query parameters no page reads. */
  extra: boolean;
}

/** The cache key, or null when this request's page is personal or decided per reader. */
function keyOf(req: IncomingMessage): PageKey | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // The language detection decides per reader; GraphQL's address answers API clients as well as
  // GraphiQL's page, and an API client's GET must never be answered with the page.
  if (path === '/' || path === GRAPHQL_PATH) return null;
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) return null;
  let query = '';
  let extra = false;
  if (queryAt !== -1) {
    const kept = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
      if (PAGE_PARAMS.has(name)) kept.append(name, value);
      else extra = true;
    }
    kept.sort();
    query = kept.size ? `?${kept.toString()}` : '';
  }
  // The time zone and the chosen theme show in every page (the logo's date, <html data-theme>): a
  // reader who chose no theme (most) shares the page with everyone else who did not.
  const cookies = req.headers.cookie;
  return { key: `${path}${query}\n${readCookie(cookies, TIME_ZONE_COOKIE) ?? ''}\n${themeFromCookie(cookies) ?? ''}`, extra };
}

export interface PageCacheOptions {
  /** Bytes the kept pages (plain, gzip and brotli) may take together. */
  maxBytes?: number;
  enabled?: boolean;
  /** How long a page is kept. */
  maxAgeMs?: number;
}

export function createPageCache({ maxBytes = 64 * 1024 * 1024, enabled = true, maxAgeMs = MAX_AGE_MS }: PageCacheOptions = {}): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.body.length + page.gzip.length + (page.br?.length ?? 0) + key.length + ENTRY_OVERHEAD,
    ttl: maxAgeMs,
    ttlAutopurge: true,
  });

  /** Stores the page for others: without the nonce it was rendered with, its scripts allowed by hash. */
  function keep(key: string, rendered: Buffer, contentType: string, res: ServerResponse) {
    const nonce = cspNonceOf(res);
    const policy = res.getHeader('content-security-policy');
    let body = rendered;
    let sharedPolicy: string | null = null;
    if (nonce && typeof policy === 'string') {
      const shared = sharedPage(rendered.toString('utf8'), nonce, policy);
      if (!shared) return;
      body = Buffer.from(shared.html);
      sharedPolicy = shared.policy;
    }
    const page: CachedPage = {
      body,
      gzip: gzipSync(body),
      br: null,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
      policy: sharedPolicy,
    };
    pages.set(key, page);
    void brotliOf(body).then(
      (br) => {
        // Only onto the same page, for the rest of its minute: not onto one dropped or rendered anew meanwhile.
        if (pages.peek(key) === page) pages.set(key, { ...page, br }, { ttl: pages.getRemainingTTL(key) });
      },
      () => {},
    );
  }

  return {
    serve(req, res) {
      const key = enabled ? keyOf(req) : null;
      const page = key === null ? undefined : pages.get(key.key);
      if (!page) return false;
      const headers: Record<string, string | number> = {
        'Content-Type': page.contentType,
        ETag: page.etag,
        'Cache-Control': CACHE_CONTROL,
        Vary: 'Accept-Encoding, Cookie',
        'X-Page-Cache': 'hit',
      };
      if (page.policy) headers['Content-Security-Policy'] = page.policy;
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, headers).end();
        return true;
      }
      const encoding = encodingFor(req, page);
      const body = (encoding && page[encoding]) || page.body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
      return true;
    },

    capture(req, res) {
      const key = enabled ? keyOf(req) : null;
      if (key === null || key.extra || req.method !== 'GET') return;
      res.setHeader('X-Page-Cache', 'miss');
      // Installed outside any compression, so the chunks seen here are the page itself.
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk && typeof chunk !== 'function')
          chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        collect(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        collect(chunk, rest[0]);
        const contentType = String(res.getHeader('content-type') ?? '');
        // A page that says it is for one reader (search results) is not kept for the next.
        const personal = /\b(private|no-store)\b/.test(String(res.getHeader('cache-control') ?? ''));
        const shareable = res.statusCode === 200 && contentType.startsWith('text/html') && !res.getHeader('set-cookie') && !personal;
        if (shareable) keep(key.key, Buffer.concat(chunks), contentType, res);
        return end(chunk, ...rest);
      }) as typeof res.end;
    },

    clear() {
      pages.clear();
    },

    get size() {
      return pages.size;
    },

    get bytes() {
      return pages.calculatedSize;
    },
  };
}
