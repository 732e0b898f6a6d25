/**
 * Browsing: the indexes of events and persons lead to their centuries, the centuries to years and
 * the years to their entries, a
 * month page to its days, an exact date to its year and its day; every such page is in the
 * language's sitemap, leads to itself in the other languages and is a 404 for what names nothing.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CONTENT_CHANNEL } from '../../server/db/content-changes';
import type { NotableEvent } from '../../server/seed/notable-entries';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();

const events = JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as NotableEvent[];
/** The moon landing of 20 July 1969, written in every language. */
const landing = events.find((e) => e.date === '1969-07-20')!;

const heading = (page: Page) => page.locator('h1').textContent();

/** The page has no horizontal scroll: nothing is wider than the screen. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the index pages', () => {
  const cases = [
    {
      locale: 'en',
      index: '/events',
      century: '/events/century/20',
      centuryName: '20th century',
      centuryTitle: '20th century: events',
      year: '/year/1969',
      entry: `/events/${landing.translations.en.slug}`,
      title: '1969',
    },
    {
      locale: 'de',
      index: '/de/ereignisse',
      century: '/de/ereignisse/jahrhundert/20',
      centuryName: '20. Jahrhundert',
      centuryTitle: '20. Jahrhundert: Ereignisse',
      year: '/de/jahr/1969',
      entry: `/de/ereignisse/${landing.translations.de.slug}`,
      title: '1969',
    },
    {
      locale: 'ja',
      index: '/ja/dekigoto',
      century: '/ja/dekigoto/seiki/20',
      centuryName: '20世紀',
      centuryTitle: '20世紀：出来事',
      year: '/ja/nen/1969',
      entry: `/ja/dekigoto/${landing.translations.ja.slug}`,
      title: '1969年',
    },
  ] as const;

  it.each(cases)(
    'lead from the events by century to a year and on to its events in $locale',
    async ({ index, century, centuryName, centuryTitle, year, entry, title }) => {
      const page = await openPage(browser());
      const response = await visit(page, index);
      expect(response!.status()).toBe(200);
      // Twelve months, each linking to its page, and the centuries with their decades.
      await expect.poll(() => page.locator('.index-months li a').count()).toBe(12);
      expect(await page.locator(`.index-centuries a[href="${century}#decade-1960"]`).count()).toBe(1);
      await page.locator(`.index-centuries h3 a[href="${century}"]`, { hasText: centuryName }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(century);
      await expect.poll(() => heading(page)).toBe(centuryTitle);
      // The century's years, by decade.
      await page.locator('#decade-1960 .decade-years a', { hasText: /^1969$/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(year);
      await expect.poll(() => heading(page)).toBe(title);
      await page.locator(`#events a[href="${entry}"]`).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(entry);
      await page.context().close();
    },
  );

  it('count persons by the century of their birth and lead to the year of a birth', async () => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await visit(page, '/persons');
    expect(await heading(page)).toBe('Persons by month and century');
    const century = page.locator('.century').first();
    expect(await century.locator('h3').textContent()).toMatch(/century \d/);
    expect(await fitsTheScreen(page)).toBe(true);
    await century.locator('h3 a').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/persons\/century\/\d+$/);
    await expect.poll(() => heading(page)).toMatch(/century: persons$/);
    const firstYear = page.locator('.decade-years a').first();
    const year = (await firstYear.textContent())!;
    await firstYear.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/year/${year}`);
    // Who was born or died that year is listed.
    await expect.poll(() => page.locator('#births .entry-list li, #deaths .entry-list li').count()).toBeGreaterThan(0);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  });
});

describe('a century page', () => {
  it('names itself, leads to its index, the centuries beside it and the same century in the other languages', async () => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await visit(page, '/fr/evenements/siecle/20');
    expect(await heading(page)).toBe('XXe siècle : événements');
    expect(await page.title()).toBe('XXe siècle : événements · Daypedia');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toMatch(/^XXe siècle : \d+ événements? par décennie et par année\.$/);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/fr\/evenements\/siecle\/20$/);
    expect(await page.locator('link[rel=alternate][hreflang=de]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/de\/ereignisse\/jahrhundert\/20$/);
    expect(await page.locator('.language-switcher a[hreflang=en]').getAttribute('href')).toBe('/events/century/20');
    expect(await page.locator('.day-nav a[rel=prev]').textContent()).toContain('XIXe siècle');
    expect(await page.locator('.day-nav a[rel=prev]').getAttribute('href')).toBe('/fr/evenements/siecle/19');
    expect(await page.locator('.day-nav a[rel=next]').getAttribute('href')).toBe('/fr/evenements/siecle/21');
    expect(await page.locator('.eyebrow a').getAttribute('href')).toBe('/fr/evenements');
    // The years 1901 to 2000 that have an event written in French, each once, in order; 2001 is the 21st century's.
    const years = events.filter((e) => e.translations.fr).map((e) => Number(e.date.slice(0, 4)));
    const expected = [...new Set(years.filter((year) => year >= 1901 && year <= 2000))].sort((a, b) => a - b);
    expect(expected).toContain(1969);
    expect(years).toContain(2001);
    const listed = (await page.locator('.decade-years a').allTextContents()).map(Number);
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    expect(listed.every((year) => year >= 1901 && year <= 2000)).toBe(true);
    // The calendar is there too: one month's grid.
    expect(await page.locator('.calendar').getByRole('grid').count()).toBe(1);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  });

  it('says so when nothing is listed and asks not to be indexed', async () => {
    const page = await openPage(browser());
    const response = await visit(page, '/es/eventos/siglo/3');
    expect(response!.status()).toBe(200);
    expect(await heading(page)).toBe('Siglo III: acontecimientos');
    await expect.poll(() => page.locator('.day-empty').textContent()).toContain('Aún no hay nada para este siglo en este idioma.');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    await page.context().close();
  });
});

describe('a year page', () => {
  it('names itself, leads to the years beside it and to the same year in the other languages', async () => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    await visit(page, '/year/1969');
    expect(await page.title()).toBe('1969: events, births and deaths · Daypedia');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/year\/1969$/);
    expect(await page.locator('link[rel=alternate][hreflang=fr]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/fr\/annee\/1969$/);
    expect(await page.locator('.language-switcher a[hreflang=tr]').getAttribute('href')).toBe('/tr/yil/1969');
    expect(await page.locator('.day-nav a[rel=prev]').getAttribute('href')).toBe('/year/1968');
    expect(await page.locator('.day-nav a[rel=next]').getAttribute('href')).toBe('/year/1970');
    // The calendar is there too, on January of the year.
    expect(await page.locator('.calendar .calendar-title').textContent()).toBe('January 1969');
    expect(await fitsTheScreen(page)).toBe(true);
    await page.context().close();
  });

  it('shows a newly listed event at once, though the page was kept', async () => {
    const page = await openPage(browser());
    await visit(page, '/year/1969');
    expect(await page.locator('#events').textContent()).not.toContain('Probe of 1969');
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO "Entry" (key, kind, year, month, day, "updatedAt") VALUES ('test:year-probe', 'EVENT', 1969, 12, 24, now()) RETURNING id`,
      );
      await db.query(
        `INSERT INTO "Article" ("entryId", locale, slug, title, summary, "publishedAt", "updatedAt") VALUES ($1, 'en', 'year-probe', 'Probe of 1969', 'A probe.', now(), now())`,
        [rows[0].id],
      );
      // As publishing does: every instance drops the pages it keeps.
      await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'event']);
      await expect.poll(async () => (await visit(page, '/year/1969'), await page.locator('#events').textContent())).toContain('Probe of 1969');
    } finally {
      await db.query(`DELETE FROM "Entry" WHERE key = 'test:year-probe'`);
      await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'event']);
      await db.end();
      await page.context().close();
    }
  });

  it('says so when nothing is listed and asks not to be indexed', async () => {
    const page = await openPage(browser());
    const response = await visit(page, '/es/ano/1000');
    expect(response!.status()).toBe(200);
    await expect.poll(() => page.locator('.day-empty').textContent()).toContain('Aún no hay nada para 1000 en este idioma.');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    await page.context().close();
  });
});

describe('a month page', () => {
  it.each([
    { path: '/november', day: '/november-9', name: 'November' },
    { path: '/tr/kasim', day: '/tr/9-kasim', name: 'Kasım' },
    { path: '/zh/shiyiyue', day: '/zh/shiyiyue-9', name: '十一月' },
  ])('shows the days of $path with their holidays and leads to a day', async ({ path, day, name }) => {
    const page = await openPage(browser(), { viewport: { width: 375, height: 800 } });
    expect((await visit(page, path))!.status()).toBe(200);
    expect(await heading(page)).toBe(name);
    expect(await page.locator('.month-calendar li').count()).toBe(30);
    // The holidays of November: All Saints' Day and others, each with its day.
    await expect.poll(() => page.locator('.holiday-list li').count()).toBeGreaterThan(3);
    expect(await fitsTheScreen(page)).toBe(true);
    await page.locator(`.month-calendar a[href="${day}"]`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(day);
    // A day page carries the calendar, its own day marked.
    expect(await page.locator(`.calendar a[aria-current=page]`).getAttribute('href')).toBe(day);
    await page.context().close();
  });
});

describe('an exact date', () => {
  it('leads to its year and to its day in every year', async () => {
    const page = await openPage(browser());
    await visit(page, '/de/tag/20-juli-1969');
    await page.locator('.exact-links a', { hasText: '1969' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de/jahr/1969');
    await page.goBack();
    await page.locator('.exact-links a', { hasText: 'allen Jahren' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de/20-juli');
    await page.context().close();
  });
});

describe('browsing paths that name nothing', () => {
  it('are a 404, while day pages still answer', async () => {
    const status = async (path: string) => (await fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual' })).status;
    for (const path of [
      '/year/0',
      '/year/2101',
      '/year/abc',
      '/year/01989',
      '/year/1989x',
      '/de/jahr/-5',
      '/novembr',
      '/de/novembre',
      '/year/1969/personal',
      '/year/1969/events/1',
      '/year/1969/events/99',
      '/events/century/0',
      '/events/century/22',
      '/events/century/020',
      '/events/century/xx',
      '/persons/century/XX',
      '/de/ereignisse/century/20',
    ])
      expect(await status(path), path).toBe(404);
    for (const path of [
      '/november-9',
      '/de/9-november',
      '/year/1969/events',
      '/persons',
      '/it/personaggi',
      '/es/noviembre',
      '/events/century/1',
      '/it/personaggi/secolo/21',
    ])
      expect(await status(path), path).toBe(200);
  });
});

describe('the sitemaps', () => {
  it("list each language's indexes, their centuries, months and the years that have entries", async () => {
    const text = async (path: string) => (await fetch(`${inject('baseUrl')}${path}`)).text();
    const index = await text('/sitemap.xml');
    expect(index).toContain('/sitemaps/en-browse.xml</loc>');
    expect(index).toContain('/sitemaps/ja-browse.xml</loc>');
    const english = await text('/sitemaps/en-browse.xml');
    for (const path of ['/events', '/persons', '/events/century/20', '/january', '/december', '/year/1969']) expect(english).toContain(`${path}</loc>`);
    expect(english).not.toContain('/year/1000</loc>');
    // A century without events is no page to index.
    expect(english).not.toContain('/events/century/3</loc>');
    const german = await text('/sitemaps/de-browse.xml');
    for (const path of ['/de/ereignisse', '/de/personen', '/de/ereignisse/jahrhundert/20', '/de/maerz', '/de/jahr/1969'])
      expect(german).toContain(`${path}</loc>`);
  });
});
