import { randomBytes } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const cache = createPageCache();
let renders = 0;
let server: Server;
let base = '';

/** Stands in for the renderer: every render is counted and says which render it was. */
beforeAll(async () => {
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders += 1;
    if (req.url === '/missing') res.statusCode = 404;
    if (req.url === '/with-cookie') res.setHeader('Set-Cookie', 'a=b');
    if (req.url?.startsWith('/search')) res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Content-Type', req.url === '/data.json' ? 'application/json' : 'text/html; charset=utf-8');
    res.write(`<p>render ${renders} of ${req.url}</p>`);
    res.end('<p>end</p>');
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
    for (let n = 0; n < 2000; n++) {
      const answer = await page(`/march-18?x=${n}`);
      if (answer.text !== plain.text) expect.fail(`?x=${n} was rendered again`);
    }
    expect(cache.size).toBe(1);
  });

  it('never keeps a page rendered for a query string nobody reads', async () => {
    cache.clear();
    const first = await page('/march-19?utm_source=mail');
    expect(first.text).toContain('utm_source');
    expect(cache.size).toBe(0);
    expect((await page('/march-19')).text).not.toContain('utm_source');
  });

  it('keeps the pages of comments apart, whatever order their parameters come in', async () => {
    const one = await page('/march-20?page=1');
    const two = await page('/march-20?page=2');
    expect(two.text).not.toBe(one.text);
    expect(await page('/march-20?page=2&fbclid=abc')).toMatchObject({ cache: 'hit', text: two.text });
    const both = await page('/march-20?returnUrl=%2Fa&page=2');
    expect(await page('/march-20?page=2&returnUrl=%2Fa')).toMatchObject({ cache: 'hit', text: both.text });
  });

  it('drops every page when content changes', async () => {
    const before = await page('/march-17');
    expect((await page('/march-17')).text).toBe(before.text);
    cache.clear();
    expect((await page('/march-17')).text).not.toBe(before.text);
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
    const { cache: own, get, close } = await sizedServer({ maxAgeMs: 100 });
    try {
      await get('/a');
      expect(own.size).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(own.size).toBe(0);
    } finally {
      close();
    }
  });
});
