/**
 * The page cache in the whole server: a made-up query string costs no render, readers who miss a
 * page at once share one render of it, and what a member is shown is marked private.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishLongRenders, pagesRendered, startTestApp, type TestApp } from '../../tests/setup/app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp('page-cache-app', {}, { members: false });
});
afterAll(async () => {
  finishLongRenders();
  await app?.close();
});

const renders = (path: string) => pagesRendered.filter((rendered) => rendered === path).length;

describe('the page cache in the server', () => {
  it('renders a day page once however many made-up kinds are asked of it, sending each to the clean address', async () => {
    for (let n = 0; n < 10; n++) {
      const response = await fetch(`${app.base}/march-14?kind=${Math.random().toString(36).slice(2)}`);
      expect(response.status).toBe(200);
      expect(response.url).toBe(`${app.base}/march-14`);
    }
    expect(renders('/march-14')).toBe(1);
  });

  it('renders a page once for every reader who misses it at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(`${app.base}/march-15`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(renders('/march-15')).toBe(1);
  });

  it('marks a page rendered for a member, and the member area, private; a reader’s page as shared but differing by cookie', async () => {
    for (const [path, cookie] of [
      ['/march-16', '__session=not-a-session'],
      ['/user/edit-profile', ''],
      ['/de/admin', ''],
    ]) {
      const response = await fetch(`${app.base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('vary'), path).toMatch(/\bCookie\b/);
    }
    for (let n = 0; n < 2; n++) {
      const response = await fetch(`${app.base}/march-17`);
      expect(response.headers.get('cache-control')).toBe('public, no-cache');
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });
});
