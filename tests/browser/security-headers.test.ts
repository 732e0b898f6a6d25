/**
 * Every kind of answer carries the security headers: a rendered page, the same page from the
 * page cache and as a 304, GraphQL, GraphiQL, an image, an upload's refusal, a 404 and an error.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { openPage, takePolicyViolations, useBrowser } from './browser';

const EXPECTED: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'.*object-src 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin-allow-popups$/,
  'x-frame-options': /^DENY$/,
};

function check(what: string, headers: Headers) {
  expect(headers.get('content-security-policy'), what).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const [name, pattern] of Object.entries(EXPECTED)) expect(headers.get(name), `${what}: ${name}`).toMatch(pattern);
  // The test site runs on http: HSTS would be wrong there.
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    const base = inject('baseUrl');
    const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

    const first = await get('/march-15');
    const cached = await get('/march-15');
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const notModified = await get('/march-15', { headers: { 'If-None-Match': cached.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    const answers: [string, Response][] = [
      ['a rendered page', first],
      ['a cached page', cached],
      ['a 304', notModified],
      ['GraphQL', await get('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })],
      ['GraphiQL', await get('/graphql', { headers: { accept: 'text/html' } })],
      ['a static file', await get('/favicon.svg')],
      ["an upload's refusal", await get('/uploads/profile-picture', { method: 'POST' })],
      ['a 404', await get('/no/such/page')],
      ['a malformed path', await get('/%')],
    ];
    for (const [what, response] of answers) {
      await response.arrayBuffer();
      check(what, response.headers);
    }
  });
});

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, source]) => ({ attributes, source }));
const scriptSources = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? '')?.[1].split(' ') ?? [];

describe('where scripts may come from', () => {
  const browser = useBrowser();
  const base = () => inject('baseUrl');

  it('a rendered page gives its inline scripts a nonce of its own, and no other inline script runs', async () => {
    const answers = [];
    for (const path of ['/de/14-maerz', '/de/14-maerz']) {
      // A page asked for with a session cookie is never shared, so each of these is rendered for its request.
      const response = await fetch(`${base()}${path}`, { headers: { cookie: '__session=not-a-session' } });
      expect(response.headers.get('x-page-cache')).toBeNull();
      answers.push({ policy: response.headers.get('content-security-policy'), html: await response.text() });
    }
    const nonces = answers.map(({ policy, html }) => {
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const runnable = scriptsOf(html).filter(({ attributes, source }) => source && !/type="application\/(ld\+)?json"/.test(attributes));
      expect(runnable.length).toBeGreaterThan(0);
      for (const { attributes } of runnable) expect(attributes).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('a page from the page cache carries no nonce and allows exactly its own inline scripts by hash', async () => {
    await fetch(`${base()}/de/15-maerz`).then((r) => r.text());
    const cached = await fetch(`${base()}/de/15-maerz`);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    const html = await cached.text();
    const sources = scriptSources(cached.headers.get('content-security-policy'));
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(html).not.toContain('nonce=');
    const inline = scriptsOf(html).filter(({ attributes, source }) => source && !/type="application\/(ld\+)?json"/.test(attributes));
    const hashes = inline.map(({ source }) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
  });

  it('rendered and cached pages come alive in Chromium with nothing refused, and an injected handler does not run', async () => {
    for (const expected of ['miss', 'hit']) {
      const page = await openPage(browser());
      const response = await page.goto('/it/17-marzo');
      expect(response?.headers()['x-page-cache']).toBe(expected);
      // React Router's module script ran and took over the page.
      await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
      expect(takePolicyViolations()).toEqual([]);
      const ran = await page.evaluate(() => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.injected = true">';
        document.body.append(holder);
        return new Promise((resolve) => setTimeout(() => resolve((window as unknown as { injected?: boolean }).injected ?? false), 300));
      });
      expect(ran).toBe(false);
      expect(takePolicyViolations().join('\n')).toContain('script-src-attr');
      await page.context().close();
    }
  });
});
