import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { listening, type Listening } from '../../tests/setup/listen';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createContext } from '../graphql/handler';
import { createHolidayCalendar } from '../holidays/calendar';
import { testAbuse, testImages, testPayments } from '../testing';
import { createOgCards } from './og-cards';
import { createOgImages, type OgImages } from './og-images';

let t: TestDatabase;
let server: Listening;
let pictures: OgImages;
let articleId: number;
/** Room for three pictures of about 18 KB. */
const MAX_BYTES = 60_000;

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
  const deps = { db: t.db, holidays: createHolidayCalendar(), images: testImages, abuse: testAbuse(t.db), payments: testPayments };
  pictures = createOgImages({ cardOf: createOgCards(() => createContext(deps)), maxBytes: MAX_BYTES });
  const app = express();
  app.use('/og', pictures);
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
    expect((await get('/og/de/event/mauerfall.png')).status).toBe(200);
    expect(pictures.drawn).toBe(1);
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

  it('answer 404 to anything the site does not write or link, drawing nothing', async () => {
    const before = pictures.drawn;
    for (const path of [
      '/og/de/event/no-such-event.png',
      '/og/de/person/mauerfall.png',
      '/og/en/event/mauerfall.png',
      '/og/xx/day/march-14.png',
      '/og/en/day/march-32.png',
      '/og/en/date/february-29-1900.png',
      // Dates no entry is listed on, within the years the site browses and past them.
      '/og/en/date/january-1-1989.png',
      '/og/de/date/10-november-1989.png',
      '/og/en/date/november-9-2500.png',
      '/og/en/date/january-1-9999.png',
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
    expect(pictures.drawn).toBe(before);
  });

  it('keep no more pictures than their bytes allow, the least recently asked for going first', async () => {
    for (let day = 1; day <= 12; day++) {
      const response = await get(`/og/en/day/april-${day}.png`);
      expect(response.status).toBe(200);
      expect(pictures.bytes).toBeLessThanOrEqual(MAX_BYTES);
    }
    const drawn = pictures.drawn;
    await get('/og/en/day/april-12.png');
    expect(pictures.drawn).toBe(drawn);
    await get('/og/en/day/april-1.png');
    expect(pictures.drawn).toBe(drawn + 1);
  });
});
