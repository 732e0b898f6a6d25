import { randomBytes } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const cache = createPageCache();
let renders = 0;
/** The paths rendered, in order. */
const rendered: string[] = [];
/** While set, renders wait for it before they answer, as a long day does. */
let held: PromiseWithResolvers<void> | null = null;
/** Every request's address as it arrived. */
const arrivals: string[] = [];
/** A reading page's address that names nothing: a 404, never kept. */
const PAST_THE_LAST = '/march-31/deaths/99';
let server: Server;
let base = '';

/** Stands in for the renderer: every render is counted and says which render it was. */
beforeAll(async () => {
  server = createServer((req, res) => {
    arrivals.push(req.url ?? '');
    const render = () => {
      cache.capture(req, res);
      renders += 1;
      rendered.push(req.url ?? '');
      const number = renders;
      void (held?.promise ?? Promise.resolve()).then(() => {
        if (req.url === '/missing' || req.url === PAST_THE_LAST) res.statusCode = 404;
        if (req.url === '/with-cookie') res.setHeader('Set-Cookie', 'a=b');
        if (req.url?.startsWith('/search')) res.setHeader('Cache-Control', 'private, no-cache');
        res.setHeader('Content-Type', req.url === '/data.json' ? 'application/json' : 'text/html; charset=utf-8');
        res.write(`<p>render ${number} of ${req.url}</p>`);
        res.end('<p>end</p>');
      });
    };
    if (!cache.serve(req, res, render)) render();
  });
  server.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, text: await response.text(), cache: response.headers.get('x-page-cache'), etag: response.headers.get('etag') };
};

describe('the anonymous page cache', () => {
  it('renders a page once and answers the next readers from memory', async () => {
    const first = await page('/march-14');
    const second = await page('/march-14');
    const third = await page('/march-14', { 'Accept-Encoding': 'identity' });
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(second).toMatchObject({ status: 200, cache: 'hit', text: first.text });
    expect(third).toMatchObject({ cache: 'hit', text: first.text });
    expect(second.etag).toMatch(/^".+"$/);
    expect((await page('/march-14', { 'If-None-Match': second.etag! })).status).toBe(304);
  });

  it('answers brotli to a browser that accepts it once the thread pool made it, gzip to one that does not, the same page either way', async () => {
    const first = await page('/march-19');
    const raw = async (encoding: string) => {
      const response = await new Promise<IncomingMessage>((resolve) => get(`${base}/march-19`, { headers: { 'Accept-Encoding': encoding } }, resolve));
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { encoding: response.headers['content-encoding'], cache: response.headers['x-page-cache'], body: Buffer.concat(chunks) };
    };
    await expect.poll(async () => (await raw('gzip, br')).encoding).toBe('br');
    const br = await raw('gzip, br');
    const gzip = await raw('gzip');
    expect(br.cache).toBe('hit');
    expect(gzip.encoding).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(first.text);
    expect(gunzipSync(gzip.body).toString()).toBe(first.text);
  });

  it('keeps pages apart by path and by the reader’s time zone', async () => {
    const a = await page('/march-15');
    const b = await page('/march-15', { Cookie: 'tz=Asia%2FTokyo' });
    expect(a.text).not.toBe(b.text);
    expect((await page('/march-15', { Cookie: 'tz=Asia%2FTokyo' })).text).toBe(b.text);
  });

  it('keeps a page apart for each chosen theme, and shares it among readers who chose none or sent a theme nobody knows', async () => {
    const none = await page('/march-17');
    const dark = await page('/march-17', { Cookie: 'theme=dark' });
    const light = await page('/march-17', { Cookie: 'theme=light' });
    expect(new Set([none.text, dark.text, light.text]).size).toBe(3);
    expect(await page('/march-17', { Cookie: 'theme=dark' })).toMatchObject({ cache: 'hit', text: dark.text });
    expect(await page('/march-17', { Cookie: 'theme=sepia' })).toMatchObject({ cache: 'hit', text: none.text });
  });

  it('always renders for members, for the language detection at / and for what is not a shared page', async () => {
    for (const [path, headers] of [
      ['/march-16', { Cookie: '__session=abc' }],
      ['/', {}],
      ['/missing', {}],
      ['/with-cookie', {}],
      ['/data.json', {}],
    ] as const) {
      const first = await page(path, headers);
      const second = await page(path, headers);
      expect(second.text, path).not.toBe(first.text);
    }
  });

  it('never keeps a page that says it is for one reader, so a search is never answered with another one’s results', async () => {
    const bare = await page('/search');
    const apollo = await page('/search?q=apollo');
    const again = await page('/search?q=apollo');
    expect(apollo.text).toContain('q=apollo');
    expect(again.text).toContain('q=apollo');
    expect(again.text).not.toBe(apollo.text);
    expect((await page('/search')).text).not.toBe(bare.text);
    expect([bare.cache, apollo.cache, again.cache]).not.toContain('hit');
  });

  it('never answers at GraphQL’s address, where an API client’s GET would get GraphiQL’s page', async () => {
    const explorer = await page('/graphql', { Accept: 'text/html' });
    const query = await page('/graphql?query=%7B__typename%7D', { Accept: 'application/json' });
    expect(explorer.cache).toBeNull();
    expect(query.text).not.toBe(explorer.text);
    expect(query.cache).toBeNull();
  });

  it('keeps one page however many query strings nobody reads are added to its address', async () => {
    cache.clear();
    const plain = await page('/march-18');
    for (let n = 0; n < 300; n++) {
      const answer = await page(`/march-18?x=${n}`);
      if (answer.text !== plain.text) expect.fail(`?x=${n} was rendered again`);
    }
    expect(cache.size).toBe(1);
  });

  it('sends a reading page asked with parameters it does not read, or values it does not take, to its clean address without rendering', async () => {
    cache.clear();
    const before = renders;
    for (const path of [
      '/march-14?kind=x7f3',
      '/march-14?kind=event',
      '/march-14?page=2',
      '/de/14-maerz?utm_source=mail',
      '/events/apollo-11?ended=whatever',
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(path.slice(0, path.indexOf('?')));
    }
    const kept = await fetch(`${base}/events/apollo-11-comments?fbclid=1&page=3&ended=ended`, { redirect: 'manual' });
    expect(kept.headers.get('location')).toBe('/events/apollo-11-comments?ended=ended&page=3');
    // An address that names no reading page (a 404, a file) is not sent anywhere, nor a comments
    // page number the page itself refuses with a 404; neither is kept.
    for (const path of ['/march-14/events/200000?x=1', '/events/apollo-11-comments?page=abc&x=1', '/events/apollo-11-comments?page=50002']) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).status, path).toBe(200);
    }
    // Nor the router's requests for a page's data, which name the routes to load.
    for (const path of ['/events/apollo-11.data?_routes=event-en', '/march-14.data?_routes=day-en']) {
      expect((await fetch(`${base}${path}`, { redirect: 'manual' })).status, path).toBe(200);
    }
    expect(renders).toBe(before + 5);
    expect(cache.size).toBe(0);
  });

  it('renders a comments page number the page refuses even while its clean page is kept', async () => {
    cache.clear();
    expect(await page('/events/apollo-11-comments')).toMatchObject({ cache: 'miss' });
    expect(await page('/events/apollo-11-comments')).toMatchObject({ cache: 'hit' });
    const before = renders;
    for (const path of ['/events/apollo-11-comments?page=%', '/events/apollo-11-comments?page=0', '/events/apollo-11-comments?page=abc']) {
      const answer = await page(path);
      expect(answer.cache, path).toBeNull();
      expect(answer.text, path).toContain(`of ${path}`);
    }
    expect(renders).toBe(before + 3);
  });

  it('never keeps a page other than a reading one rendered for a query string nobody reads', async () => {
    cache.clear();
    const first = await page('/donate?utm_source=mail');
    expect(first.text).toContain('utm_source');
    expect(cache.size).toBe(0);
    expect((await page('/donate')).text).not.toContain('utm_source');
  });

  it('keeps the pages of comments apart, whatever order their parameters come in', async () => {
    const one = await page('/events/apollo-11-comments?page=1');
    const two = await page('/events/apollo-11-comments?page=2');
    expect(two.text).not.toBe(one.text);
    expect(await page('/events/apollo-11-comments?page=2&fbclid=abc')).toMatchObject({ cache: 'hit', text: two.text });
    const both = await page('/login?returnUrl=%2Fa&ended=ended');
    expect(await page('/login?ended=ended&returnUrl=%2Fa')).toMatchObject({ cache: 'hit', text: both.text });
  });

  it('drops every page when content changes in a way nobody tagged', async () => {
    const before = await page('/march-17');
    expect((await page('/march-17')).text).toBe(before.text);
    cache.invalidate(null);
    expect((await page('/march-17')).text).not.toBe(before.text);
  });

  it('drops only the pages that show what changed', async () => {
    cache.clear();
    const pages = [
      '/march-14',
      '/march-14/births/2',
      '/day/march-14-1969',
      '/year/1969',
      '/march',
      '/events/apollo-11',
      '/author-articles/u1',
      '/de/ereignisse',
    ];
    const first = new Map<string, string>();
    for (const path of pages) first.set(path, (await page(path)).text);
    const still = async (path: string) => (await page(path)).text === first.get(path);

    // A member's profile: their author page only.
    cache.invalidate(['author:u1']);
    expect(await still('/author-articles/u1')).toBe(false);
    for (const path of pages.filter((p) => p !== '/author-articles/u1')) expect(await still(path), path).toBe(true);

    // An approved article of 14 March 1969: its entry, day, month, year and the listings.
    first.set('/author-articles/u1', (await page('/author-articles/u1')).text);
    cache.invalidate(['listings', 'day:3-14', 'month:3', 'year:1969', 'slug:en:apollo-11']);
    for (const path of pages.filter((p) => p !== '/author-articles/u1')) expect(await still(path), path).toBe(false);
    expect(await still('/author-articles/u1')).toBe(true);
  });

  it('renders a page once for every reader who misses it at once', async () => {
    cache.clear();
    held = Promise.withResolvers<void>();
    const before = rendered.length;
    const answers = Array.from({ length: 20 }, () => page('/april-1'));
    await expect.poll(() => rendered.length).toBe(before + 1);
    held.resolve();
    held = null;
    const texts = new Set((await Promise.all(answers)).map((answer) => answer.text));
    expect(texts.size).toBe(1);
    expect(rendered.slice(before)).toEqual(['/april-1']);
  });

  it('lets the next waiting reader render a page that could not be kept, and the others wait for that render', async () => {
    held = Promise.withResolvers<void>();
    const before = renders;
    const answers = Array.from({ length: 4 }, () => page('/april-2', { Cookie: 'tz=Europe%2FBerlin' }));
    await expect.poll(() => renders).toBe(before + 1);
    // What the page shows changed while it rendered: it is not kept, and one of the others renders it anew.
    cache.invalidate(['day:4-2']);
    held.resolve();
    held = null;
    const texts = (await Promise.all(answers)).map((answer) => answer.text);
    expect(new Set(texts).size).toBe(2);
    expect(renders).toBe(before + 2);
  });

  it('renders a page that is never kept (past its last page) for one waiting reader at a time', async () => {
    held = Promise.withResolvers<void>();
    const before = rendered.length;
    const answers = Array.from({ length: 5 }, () => page(PAST_THE_LAST));
    // All five asked: one renders, four wait.
    await expect.poll(() => arrivals.filter((url) => url === PAST_THE_LAST).length).toBe(5);
    expect(rendered.length).toBe(before + 1);
    held.resolve();
    held = null;
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect(rendered.length).toBe(before + 5);
  });

  it('tells every cache on the way that a member’s page and the member area are private, and that pages differ by cookie', async () => {
    const headersOf = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${base}${path}`, { headers })).headers;
    for (const [path, cookie] of [
      ['/march-22', '__session=abc'],
      ['/de/user/edit-profile', '__session=abc'],
      ['/user/my-articles', ''],
      ['/review', ''],
    ]) {
      const headers = await headersOf(path, cookie ? { Cookie: cookie } : {});
      expect(headers.get('cache-control'), path).toBe('private, no-store');
      expect(headers.get('vary'), path).toMatch(/\bCookie\b/);
      expect(headers.get('x-page-cache'), path).toBeNull();
    }
    const miss = await headersOf('/march-23');
    const hit = await headersOf('/march-23');
    for (const headers of [miss, hit]) {
      expect(headers.get('cache-control')).toBe('public, no-cache');
      expect(headers.get('vary')).toMatch(/\bCookie\b/);
    }
    expect([miss.get('x-page-cache'), hit.get('x-page-cache')]).toEqual(['miss', 'hit']);
  });
});

/** A cache of its own behind a server that renders pages of a chosen size. */
async function sizedServer(options: Parameters<typeof createPageCache>[0]) {
  const own = createPageCache(options);
  let count = 0;
  const local = createServer((req, res) => {
    if (own.serve(req, res)) return;
    own.capture(req, res);
    count += 1;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Random text compresses little: a page and its gzip copy take about 95 kB.
    res.end(`<p>render ${count}</p>${randomBytes(40_000).toString('base64')}`);
  });
  local.listen(0);
  await new Promise((resolve) => local.once('listening', resolve));
  const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
  const get = async (path: string) => (await fetch(`${url}${path}`)).text();
  return { cache: own, get, close: () => local.close() };
}

describe('the page cache’s bounds', () => {
  it('drops the least recently read pages once its bytes are used up', async () => {
    // Three pages fit in 300 kB, four do not.
    const { cache: own, get, close } = await sizedServer({ maxBytes: 300_000 });
    try {
      const first = await get('/a');
      await get('/b');
      await get('/c');
      expect(own.size).toBe(3);
      await get('/d');
      expect(own.size).toBe(3);
      expect(await get('/a')).not.toBe(first);
    } finally {
      close();
    }
  });

  it('forgets an expired page without anyone asking for it', async () => {
    const { cache: own, get, close } = await sizedServer({ maxAgeMs: 2000 });
    try {
      await get('/a');
      expect(own.size).toBe(1);
      await expect.poll(() => own.size, { timeout: 10_000 }).toBe(0);
    } finally {
      close();
    }
  });
});
