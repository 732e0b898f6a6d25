import { createServer, type Server } from 'node:http';
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

  it('keeps pages apart by path and by the reader’s time zone', async () => {
    const a = await page('/march-15');
    const b = await page('/march-15', { Cookie: 'tz=Asia%2FTokyo' });
    expect(a.text).not.toBe(b.text);
    expect((await page('/march-15', { Cookie: 'tz=Asia%2FTokyo' })).text).toBe(b.text);
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

  it('drops every page when content changes', async () => {
    const before = await page('/march-17');
    expect((await page('/march-17')).text).toBe(before.text);
    cache.clear();
    expect((await page('/march-17')).text).not.toBe(before.text);
  });
});
