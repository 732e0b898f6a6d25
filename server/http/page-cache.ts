/**
 * Anonymous page responses kept in memory, keyed by path (and the reader's time zone and chosen
 * theme, which every page shows), and answered straight from the HTTP server before Express,
 * routing or rendering run. Pages for members (a session cookie) and the language detection at /
 * always render, and members' pages are marked private for any cache on the way.
 * An entry lives at most a minute (the date and "years ago" move on), and a change of content
 * drops the pages that show it: each page is kept with the tags of what it shows
 * (server/http/page-tags.ts), each announcement of a change carries the tags of the pages it shows on
 * (server/db/content-changes.ts), and a change whose tags are unknown drops everything.
 *
 * Only the query parameters a page reads, with values it takes, take part in the key: anyone can
 * invent query strings, and each would otherwise hold a page of its own and cost a render. A
 * reading page asked with others is sent to its clean address (301), answered from the cache
 * there; any other page is answered from the page without them, but its own render is not kept
 * (links in it repeat its query). Readers who miss the same page at once wait for one render of
 * it (single flight) instead of rendering it each. The cache holds a bounded number of bytes and
 * forgets expired pages on its own. A page is kept without the script nonce of the reader it was
 * rendered for, with a policy of its own that allows its inline scripts by hash
 * (shared-page-policy.ts). It is kept with a gzip copy at once and a
 * brotli copy as soon as the thread pool made it (brotli takes longer than the event loop should
 * wait), so each reader gets the smallest copy their browser accepts.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { TIME_ZONE_COOKIE } from '#shared/time-zone';
import { parse as parseCookies } from 'cookie';
import { readCookie } from '#shared/cookies';
import { MEMBER_ONLY_PATHS, stripLocale } from '#shared/paths';
import { THEME_COOKIE, isTheme } from '#shared/theme';
import { SESSION_COOKIE } from '../auth/session';
import type { ContentTags } from '../db/content-changes';
import { pageTagsOf, readingPageOf, type ReadingPage } from './page-tags';
import { cspNonceOf } from './security-headers';
import { sharedPage } from './shared-page-policy';

const MAX_AGE_MS = 60_000;
const GRAPHQL_PATH = '/graphql';
/** The longest value of a parameter a page reads (a return address, an id); longer ones make no page. */
const MAX_PARAM_LENGTH = 500;
/**
 * The query parameters pages other than the reading ones read while rendering: sign-in's return
 * and reason, donations' outcome, editors' targets; the values of those with few are checked.
 */
const PAGE_PARAMS: Record<string, (value: string) => boolean> = {
  page: (value) => /^[1-9]\d{0,8}$/.test(value),
  returnUrl: (value) => value.startsWith('/'),
  ended: (value) => value === 'ended' || value === 'disabled',
  payment: (value) => value === 'done' || value === 'cancelled',
  kind: (value) => /^[A-Za-z_]{1,20}$/.test(value),
  revision: (value) => /^[\w-]{1,64}$/.test(value),
  entry: (value) => /^[\w-]{1,64}$/.test(value),
};
/** Bookkeeping of one entry beyond its bytes (key, ETag, object headers), so tiny pages count too. */
const ENTRY_OVERHEAD = 512;
/**
 * Browsers and shared caches may keep a page but must ask again each time (a 304 from here when
 * nothing changed), so a hidden comment or a newly listed entry shows on the next visit.
 */
const CACHE_CONTROL = 'public, no-cache';
/** What a page rendered for one member (or of the member area) says to every cache on the way. */
const MEMBER_CACHE_CONTROL = 'private, no-store';
/** A reading page's clean address stays where it is. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
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

/** Adds `Cookie` to the answer's Vary: every page differs by the reader's cookies (session, time zone, theme). */
function varyByCookie(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'cookie')) return;
  res.setHeader('Vary', [...names, 'Cookie'].join(', '));
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
  /** What it shows (server/http/page-tags.ts): a change announced with one of them drops it. */
  tags: readonly string[];
  /** The page's own headers (names and values in turn) for each answer it gives, written once when it is kept. */
  sent: Record<'br' | 'gzip' | 'identity' | 'notModified', readonly string[]>;
}

/** The page's headers for each of its answers: a reader's request only picks one. */
function sentHeadersOf(page: Omit<CachedPage, 'sent'>): CachedPage['sent'] {
  const own = ['Content-Type', page.contentType, 'ETag', page.etag, 'Cache-Control', CACHE_CONTROL, 'Vary', 'Accept-Encoding, Cookie', 'X-Page-Cache', 'hit'];
  if (page.policy) own.push('Content-Security-Policy', page.policy);
  const encoded = (encoding: string, body: Buffer) => [...own, 'Content-Encoding', encoding, 'Content-Length', String(body.length)];
  return {
    br: page.br ? encoded('br', page.br) : [],
    gzip: encoded('gzip', page.gzip),
    identity: [...own, 'Content-Length', String(page.body.length)],
    notModified: own,
  };
}

export interface PageCache {
  /**
   * Answers the request from the cache, or sends a reading page's address with parameters it does
   * not read to its clean one; false when it must be rendered. With `render`, a request that
   * misses a page another request is rendering waits for that render and is answered with it
   * (true), or rendered by `render` when that render could not be kept.
   */
  serve(req: IncomingMessage, res: ServerResponse, render?: () => void): boolean;
  /**
   * Answers a request for a kept page, and only that, with `headers` (names and values in turn,
   * none of them set on `res` yet) before the page's own, all written at once; false otherwise.
   */
  answerKept(req: IncomingMessage, res: ServerResponse, headers: readonly string[]): boolean;
  /** Keeps the rendered response for the next reader when it may be shared, and marks a member's page private. */
  capture(req: IncomingMessage, res: ServerResponse): void;
  /** Drops the pages showing any of these tags, after content changed; null drops every page. */
  invalidate(tags: ContentTags): void;
  /** Drops every page. */
  clear(): void;
  readonly size: number;
  /** What the kept pages take, as counted against the byte limit. */
  readonly bytes: number;
}

interface PageAddress {
  path: string;
  /** The query the page reads, sorted: `?page=2`, or empty. */
  query: string;
  /** The request carried query parameters (or values) the page does not read. */
  extra: boolean;
  /** A reading page's address with parameters it does not read: its clean address is where to go. */
  unclean: boolean;
  /** A reading page's address with a value it answers with a 404 itself (`?page=0`): it always renders. */
  refused: boolean;
  /** A reading page's kind, tags and parameters; null for the other pages and for anything else. */
  reading: ReadingPage | null;
}

/** Addresses read lately, by their URL: a page kept for many readers is asked by the same few. */
const addresses = new Map<string, PageAddress>();
/** How many addresses are remembered (then they are forgotten all at once), and how long one may be. */
const ADDRESS_MEMORY = { entries: 10_000, urlLength: 200 };

/** What a request's address names, read once for many requests of the same URL. */
function addressOf(url: string): PageAddress {
  const known = addresses.get(url);
  if (known) return known;
  const address = readAddress(url);
  if (url.length <= ADDRESS_MEMORY.urlLength) {
    if (addresses.size >= ADDRESS_MEMORY.entries) addresses.clear();
    addresses.set(url, address);
  }
  return address;
}

/** What a request's address names: its path and the query the page reads. */
function readAddress(url: string): PageAddress {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const reading = readingPageOf(path);
  if (queryAt === -1) return { path, query: '', extra: false, unclean: false, refused: false, reading };
  const rules = reading?.params ?? PAGE_PARAMS;
  const kept = new URLSearchParams();
  const seen = new Set<string>();
  let extra = false;
  let refused = false;
  for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
    // Pages read the first of a parameter given twice.
    const first = !seen.has(name);
    seen.add(name);
    const known = Object.hasOwn(rules, name) && first;
    if (known && value.length <= MAX_PARAM_LENGTH && rules[name](value)) kept.append(name, value);
    else {
      extra = true;
      if (known && reading?.refused.has(name)) refused = true;
    }
  }
  kept.sort();
  return { path, query: kept.size ? `?${kept.toString()}` : '', extra, unclean: reading !== null && extra && !refused, refused, reading };
}

/** The cache key, or null when this request's page is personal or decided per reader. */
function keyOf(req: IncomingMessage, address: PageAddress): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // The language detection decides per reader; GraphQL's address answers API clients as well as
  // GraphiQL's page, and an API client's GET must never be answered with the page.
  if (address.path === '/' || address.path === GRAPHQL_PATH) return null;
  const header = req.headers.cookie;
  if (!header) return `${address.path}${address.query}\n\n`;
  const cookies = parseCookies(header);
  if (cookies[SESSION_COOKIE]) return null;
  // The time zone and the chosen theme show in every page (the logo's date, <html data-theme>): a
  // reader who chose no theme (most) shares the page with everyone else who did not.
  const theme = cookies[THEME_COOKIE];
  return `${address.path}${address.query}\n${cookies[TIME_ZONE_COOKIE] ?? ''}\n${isTheme(theme) ? theme : ''}`;
}

/** A page for one member: a signed-in request, or the member area, which a visitor is sent away from. */
function isMemberPage(req: IncomingMessage, path: string): boolean {
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) return true;
  const bare = stripLocale(path);
  return MEMBER_ONLY_PATHS.some((prefix) => bare === prefix || bare.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/** A reader waiting for another's render of the page they asked for. */
interface Waiter {
  req: IncomingMessage;
  res: ServerResponse;
  render: () => void;
}

/** A render in progress that may be kept: a change of what it shows while it renders makes it stale. */
interface Render {
  tags: readonly string[];
  stale: boolean;
}

export interface PageCacheOptions {
  /** Bytes the kept pages (plain, gzip and brotli) may take together. */
  maxBytes?: number;
  enabled?: boolean;
  /** How long a page is kept. */
  maxAgeMs?: number;
}

export function createPageCache({ maxBytes = 64 * 1024 * 1024, enabled = true, maxAgeMs = MAX_AGE_MS }: PageCacheOptions = {}): PageCache {
  /** The keys of the kept pages by each of their tags. */
  const tagged = new Map<string, Set<string>>();
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => page.body.length + page.gzip.length + (page.br?.length ?? 0) + key.length + ENTRY_OVERHEAD,
    ttl: maxAgeMs,
    ttlAutopurge: true,
    // Replaced by the same page with its brotli copy (same key, same tags): still indexed.
    dispose: (page, key, reason) => {
      if (reason === 'set') return;
      for (const tag of page.tags) {
        const keys = tagged.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) tagged.delete(tag);
      }
    },
  });
  /** Pages being rendered for a reader whom others wait behind, by key, with those waiting. */
  const flights = new Map<string, Waiter[]>();
  const renders = new Set<Render>();

  /** `res` renders the page of `key`; those in `waiting` wait until its answer is over. */
  function lead(key: string, res: ServerResponse, waiting: Waiter[]) {
    flights.set(key, waiting);
    res.once('close', () => land(key, waiting));
  }

  /**
   * The render of `key` ended: those waiting for it are answered from the cache. When it was not
   * kept (a 404, a change meanwhile, a reader who left), the first still there renders it, and the
   * rest wait for that render in turn: a page is never rendered by many readers at once.
   */
  function land(key: string, waiting: Waiter[]) {
    if (flights.get(key) !== waiting) return;
    flights.delete(key);
    const present = waiting.filter((waiter) => !waiter.req.socket.destroyed);
    const page = pages.get(key);
    if (page) {
      for (const { req, res } of present) answer(req, res, page);
      return;
    }
    const [next, ...rest] = present;
    if (!next) return;
    if (rest.length) lead(key, next.res, rest);
    next.render();
  }

  /** Stores the page for others: without the nonce it was rendered with, its scripts allowed by hash. */
  function keep(key: string, tags: readonly string[], rendered: Buffer, contentType: string, res: ServerResponse) {
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
    const kept = {
      body,
      gzip: gzipSync(body),
      br: null,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
      // A page rendered without a nonce (none is) keeps the policy it was sent with.
      policy: sharedPolicy ?? (typeof policy === 'string' ? policy : null),
      tags,
    };
    const page: CachedPage = { ...kept, sent: sentHeadersOf(kept) };
    pages.set(key, page);
    if (!pages.has(key)) return;
    for (const tag of tags) {
      let keys = tagged.get(tag);
      if (!keys) tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
    void brotliOf(body).then(
      (br) => {
        // Only onto the same page, for the rest of its minute: not onto one dropped or rendered anew meanwhile.
        if (pages.peek(key) === page) pages.set(key, { ...page, br, sent: sentHeadersOf({ ...page, br }) }, { ttl: pages.getRemainingTTL(key) });
      },
      () => {},
    );
  }

  function invalidate(tags: ContentTags) {
    if (tags === null) {
      pages.clear();
      for (const render of renders) render.stale = true;
      return;
    }
    const changed = new Set(tags);
    for (const tag of changed) for (const key of [...(tagged.get(tag) ?? [])]) pages.delete(key);
    for (const render of renders) if (render.tags.some((tag) => changed.has(tag))) render.stale = true;
  }

  /** The key a kept page of this address would have, or null when none may answer it. */
  function keptKeyOf(req: IncomingMessage, address: PageAddress): string | null {
    // The clean page is not the answer to a value the page refuses: that renders its 404.
    return enabled && !address.refused ? keyOf(req, address) : null;
  }

  /**
   * Answers with a kept page; `leading`: headers (names and values in turn) not yet set on `res`,
   * written with the page's own, which were all made when it was kept.
   */
  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage, leading: readonly string[] = []) {
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, leading.concat(page.sent.notModified)).end();
      return;
    }
    const encoding = encodingFor(req, page);
    res.writeHead(200, leading.concat(page.sent[encoding ?? 'identity']));
    res.end(req.method === 'HEAD' ? undefined : (encoding && page[encoding]) || page.body);
  }

  return {
    answerKept(req, res, headers) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const address = addressOf(req.url ?? '/');
      // An unclean address is redirected by serve().
      const key = address.unclean ? null : keptKeyOf(req, address);
      const page = key === null ? undefined : pages.get(key);
      if (!page) return false;
      answer(req, res, page, headers);
      return true;
    },
    serve(req, res, render) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const address = addressOf(req.url ?? '/');
      // The path is sent back as it came: one starting with // would name another host.
      if (address.unclean && !address.path.startsWith('//')) {
        res.writeHead(301, { Location: `${address.path}${address.query}`, 'Cache-Control': REDIRECT_CACHE_CONTROL }).end();
        return true;
      }
      const key = keptKeyOf(req, address);
      if (key === null) return false;
      const page = pages.get(key);
      if (page) {
        answer(req, res, page);
        return true;
      }
      // Only reading pages are worth waiting for: anything else (files, sign-in) is rarely kept.
      if (!render || address.extra || !address.reading) return false;
      const waiting = flights.get(key);
      if (waiting) {
        waiting.push({ req, res, render });
        return true;
      }
      // A HEAD's answer is never kept: others do not wait behind it.
      if (req.method === 'GET') lead(key, res, []);
      return false;
    },

    capture(req, res) {
      const address = addressOf(req.url ?? '/');
      const member = isMemberPage(req, address.path);
      const key = enabled && !member && !address.extra && req.method === 'GET' ? keyOf(req, address) : null;
      /** Whether the answer, as its headers stand, may be shared with the next reader. */
      const shareable = () =>
        key !== null &&
        res.statusCode === 200 &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
        !res.getHeader('set-cookie') &&
        // A page that says it is for one reader (search results) is not kept for the next.
        !/\b(private|no-store)\b/.test(String(res.getHeader('cache-control') ?? ''));
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = (...args: unknown[]) => {
        if (member) res.setHeader('Cache-Control', MEMBER_CACHE_CONTROL);
        else if (shareable() && !res.getHeader('cache-control')) res.setHeader('Cache-Control', CACHE_CONTROL);
        varyByCookie(res);
        return writeHead(...args);
      };
      if (key === null) return;
      res.setHeader('X-Page-Cache', 'miss');
      const tags = address.reading?.tags ?? pageTagsOf(address.path);
      const inProgress: Render = { tags, stale: false };
      renders.add(inProgress);
      res.once('close', () => renders.delete(inProgress));
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
        renders.delete(inProgress);
        // Content it shows changed while it rendered: the next reader renders it anew.
        if (shareable() && !inProgress.stale) keep(key, tags, Buffer.concat(chunks), String(res.getHeader('content-type')), res);
        const ended = end(chunk, ...rest);
        // Those waiting for the page get it now; when it was not kept they wait for their leader to finish.
        const waiters = flights.get(key);
        if (waiters && pages.has(key)) land(key, waiters);
        return ended;
      }) as typeof res.end;
    },

    invalidate,

    clear() {
      invalidate(null);
    },

    get size() {
      return pages.size;
    },

    get bytes() {
      return pages.calculatedSize;
    },
  };
}
