/**
 * A long day: its page shows each section's most notable entries and leads to every one of them,
 * a page at a time; empty sections are named in one line instead of one empty block each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { withSiteDatabase } from './site-database';
import { hydrated, visit } from './waits';

const browser = useBrowser();

const PROBE = 'test:section-probe-';
/** A day the demo content leaves without personal entries. */
const DAY = { month: 8, day: 19 };
const PROBES = 75;
/** How many events the day lists in English and in German, probes included. */
let events = 0;
let germanEvents = 0;

beforeAll(async () => {
  await withSiteDatabase(async (db) => {
    for (let i = 0; i < PROBES; i++) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "Entry" (key, kind, year, month, day, "updatedAt") VALUES ($1, 'EVENT', $2, $3, $4, now()) RETURNING id`,
        [`${PROBE}${i}`, 1500 + i, DAY.month, DAY.day],
      );
      const locales = i === 70 ? ['en', 'de'] : ['en'];
      for (const locale of locales)
        await db.query(
          `INSERT INTO "Article" ("entryId", locale, slug, title, summary, "publishedAt", "updatedAt") VALUES ($1, $2, $3, $4, 'A probe.', now(), now())`,
          [rows[0].id, locale, `section-probe-${i}`, `Probe event of ${1500 + i}`],
        );
    }
    const count = async (kind: string, locale: string) => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "Entry" e WHERE e.kind = $1 AND e.month = $2 AND e.day = $3 AND e.listed AND $4 = ANY(e."publishedLocales"::text[])`,
        [kind, DAY.month, DAY.day, locale],
      );
      return rows[0].n;
    };
    events = await count('EVENT', 'en');
    germanEvents = await count('EVENT', 'de');
    // The section this page names as empty must be empty.
    expect(await count('PERSONAL', 'en')).toBe(0);
  });
});
afterAll(() => withSiteDatabase((db) => db.query(`DELETE FROM "Entry" WHERE key LIKE $1`, [`${PROBE}%`])));

describe('a long day', () => {
  it('shows the 20 most notable events, then every one of them 50 a page', async () => {
    const page = await openPage(browser());
    await visit(page, '/august-19');
    const section = page.locator('#events');
    await expect.poll(() => section.locator('.entry-list > li').count()).toBe(20);
    // The one written in two languages is among them, though it is one of the latest.
    await expect.poll(() => section.getByRole('link', { name: 'Probe event of 1570' }).count()).toBe(1);
    expect(await section.getByText('The 20 most notable').count()).toBe(1);
    // No chip or block for the sections the day has nothing in: one line names them.
    expect(await page.locator('.day-sections').getByText('Personal entries').count()).toBe(0);
    await expect.poll(() => page.locator('.day-empty').textContent()).toContain('Personal entries');
    expect(await page.getByText('Nothing listed yet.').count()).toBe(0);

    await section.getByRole('link', { name: `All ${events} events` }).click();
    await page.waitForURL('**/august-19/events');
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Events on August 19');
    expect(await page.locator('.entry-list > li').count()).toBe(50);
    await expect.poll(() => page.title()).toBe('Events on August 19 · Daypedia');
    const years = await page.locator('.entry-list .entry-year').allTextContents();
    expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => a - b));

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL('**/august-19/events/2');
    await expect.poll(() => page.locator('.entry-list > li').count()).toBe(events - 50);
    expect(await page.locator('[aria-current="page"]').textContent()).toBe('2');
    await expect.poll(() => page.title()).toBe('Events on August 19 · Page 2 · Daypedia');
  });

  it('answers 404 for a page past the last and for page numbers the site does not write', async () => {
    const page = await openPage(browser());
    for (const path of ['/august-19/events/3', '/august-19/events/1', '/august-19/events/02', '/august-19/events/x', '/august-19/geboren']) {
      const response = await visit(page, path);
      expect(response?.status(), path).toBe(404);
    }
  });

  it('speaks German on the German pages', async () => {
    const page = await openPage(browser(), { locale: 'de-DE' });
    await visit(page, '/de/19-august/ereignisse');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ereignisse am 19. August');
    expect(germanEvents).toBeGreaterThan(1);
    await expect.poll(() => page.locator('.entry-list > li').count()).toBe(Math.min(germanEvents, 50));
  });
});
