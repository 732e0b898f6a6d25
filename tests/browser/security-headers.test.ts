/**
 * Every kind of answer carries the security headers: a rendered page, the same page from the
 * page cache and as a 304, GraphQL, GraphiQL, an image, an upload's refusal, a 404 and an error.
 */
import { describe, expect, inject, it } from 'vitest';

const EXPECTED: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin-allow-popups$/,
  'x-frame-options': /^DENY$/,
};

function check(what: string, headers: Headers) {
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
