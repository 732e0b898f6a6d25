import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { listening, type Listening } from '../../tests/setup/listen';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createContext } from '../graphql';
import { createHolidayCalendar } from '../holidays/calendar';
import { testAbuse, testImages, testPayments } from '../testing';
import { createOgCards } from './og-cards';
import { createOgImages } from './og-images';

let t: TestDatabase;
let server: Listening;
let cacheDir: string;
let articleId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  const entry = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1989,
    month: 11,
    day: 9,
    articles: [
      { locale: 'de', title: 'Mauerfall', slug: 'mauerfall' },
      { locale: 'ja', title: 'ベルリンの壁崩壊', slug: 'berurin-no-kabe-hokai' },
    ],
  });
  articleId = entry.articles[0].id;
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'daypedia-og-'));
  const deps = { db: t.db, holidays: createHolidayCalendar(), images: testImages, abuse: testAbuse(t.db), payments: testPayments };
  const app = express();
  app.use('/og', createOgImages({ cacheDir, cardOf: createOgCards(() => createContext(deps)) }));
  server = await listening(app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

// fetch adds "Cache-Control: no-cache" to a conditional request unless it has one, as a reload would.
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers: { 'Cache-Control': 'max-age=0', ...headers } });

describe('link preview pictures', () => {
  it("draw an entry's title from the database, 1200 × 630, once", async () => {
    const response = await get('/og/de/event/mauerfall.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
    // Unchanged: the browser's copy stays good.
    const again = await get('/og/de/event/mauerfall.png', { 'If-None-Match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
    // A new title is a new picture.
    await t.db.article.update({ where: { id: articleId }, data: { title: 'Fall der Berliner Mauer' } });
    const renamed = await get('/og/de/event/mauerfall.png', { 'If-None-Match': response.headers.get('etag')! });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(response.headers.get('etag'));
  });

  it('draw days, exact dates and Japanese titles', async () => {
    for (const path of ['/og/en/day/march-14.png', '/og/de/date/9-november-1989.png', '/og/ja/event/berurin-no-kabe-hokai.png', '/og/ja/day/sangatsu-14.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1200);
    }
  });

  it('answer 404 to anything the site does not write, drawing nothing', async () => {
    const before = readdirSync(cacheDir).length;
    for (const path of [
      '/og/de/event/no-such-event.png',
      '/og/de/person/mauerfall.png',
      '/og/en/event/mauerfall.png',
      '/og/xx/day/march-14.png',
      '/og/en/day/march-32.png',
      '/og/en/date/february-29-1900.png',
      '/og/en/day/march-14.jpg',
      '/og/en/day/..%2F..%2Fetc%2Fpasswd.png',
      '/og/en/day/%2e%2e.png',
      '/og/en/day/%.png',
      '/og/en/day/%00.png',
      `/og/en/event/${'a'.repeat(5000)}.png`,
      '/og/en/day/march-14.png/x',
      '/og/en/march-14.png',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    expect(readdirSync(cacheDir)).toHaveLength(before);
  });
});
