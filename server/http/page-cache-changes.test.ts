/**
 * The page cache beside the database's announcements, as an instance runs them: what a member or a
 * reviewer changes drops the pages that show it, and only those.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { approve, UPDATE_PROFILE } from '../../tests/setup/operations';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { listenForContentChanges } from '../db/content-changes';
import type { User } from '../generated/prisma/client';
import { createPageCache } from './page-cache';
import { execute } from '../testing';

let t: TestDatabase;
let server: Server;
let base = '';
let listener: { close(): Promise<void> };
let author: User;
let reviewer: User;
let articleId: number;
const cache = createPageCache();

beforeAll(async () => {
  t = await createTestDatabase();
  listener = await listenForContentChanges(t.url, (_what, tags) => cache.invalidate(tags));
  let renders = 0;
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders += 1;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<p>render ${renders} of ${req.url}</p>`);
  });
  server.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  author = await aMember(t.db);
  reviewer = await aMember(t.db, { role: 'REVIEWER' });
  const entry = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 3,
    day: 14,
    createdBy: author,
    articles: [{ locale: 'en', title: 'A launch on the fourteenth', slug: 'a-launch-on-the-fourteenth' }],
  });
  articleId = entry.articles[0].id;
});
afterAll(async () => {
  server.close();
  await listener.close();
  await t.close();
});

const cached = async (path: string) => (await fetch(`${base}${path}`)).headers.get('x-page-cache');

/** Asks for each page until it is kept. */
async function keep(paths: string[]) {
  for (const path of paths) {
    await cached(path);
    expect(await cached(path), path).toBe('hit');
  }
}

const READING = ['/march-14', '/march-14/events/2', '/march-15', '/year/1969', '/march', '/events/a-launch-on-the-fourteenth', '/events'];

describe('the page cache as content changes', () => {
  it("keeps every reading page through a member's profile update, dropping their author page alone", async () => {
    const authorPage = `/author-articles/${author.uid}`;
    await keep([...READING, authorPage]);
    const { data } = await execute(t.db, UPDATE_PROFILE, { input: { displayName: 'A writer of launches', bio: '' } }, { user: author });
    expect(data?.updateProfile.errors).toEqual([]);
    await expect.poll(() => cached(authorPage)).toBe('miss');
    for (const path of READING) expect(await cached(path), path).toBe('hit');
  });

  it("drops the approved entry's day, month, year and own pages and the listings, and no other day", async () => {
    await keep(READING);
    const revision = await aRevision(t.db, {
      article: { id: articleId, title: 'A launch on the fourteenth' },
      author,
      status: 'PENDING',
      submittedAt: new Date(),
    });
    await approve(t.db, reviewer, String(revision.id));
    await expect.poll(() => cached('/march-14')).toBe('miss');
    for (const path of ['/march-14/events/2', '/year/1969', '/march', '/events/a-launch-on-the-fourteenth', '/events'])
      expect(await cached(path), path).toBe('miss');
    expect(await cached('/march-15')).toBe('hit');
  });
});
