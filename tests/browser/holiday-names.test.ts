/**
 * A reader of each language walks the holiday list, a holiday page, day pages and the home page
 * and meets no holiday name in another language unless it is marked as borrowed.
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES, LOCALE_INFO, type Locale } from '#shared/locales';
import { dayPath } from '#shared/paths';
import { holidayListPath, homePath } from '#shared/paths';
import { catalogueHolidays } from '../../server/holidays/catalogue';
import { holidayName } from '../../server/holidays/texts';
import { CONTENT_CHANNEL } from '../../server/db/content-changes';
import { openPage, useBrowser } from './browser';

const browser = useBrowser();

/** The names each language has for the catalogue's holidays: what a reader of it may see unmarked. */
function nativeNames(locale: Locale): Set<string> {
  const year = new Date().getFullYear();
  const names = new Set<string>();
  for (const h of catalogueHolidays([year - 1, year, year + 1, year + 2])) {
    const { name, fallbackFrom } = holidayName(h.key, h.rules, h.englishName, locale);
    if (!fallbackFrom) names.add(name);
  }
  return names;
}

interface ShownName {
  text: string;
  /** The language the name is marked with, and the label readers see beside it. */
  lang: string | null;
  label: string | null;
}

/** Every holiday name an element list shows, with its marks. */
function shownNames(page: Page, selector: string): Promise<ShownName[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const marked = element.querySelector('[lang]');
      const label = element.querySelector('.borrowed-label');
      return { text: (marked ?? element).textContent.trim(), lang: marked?.getAttribute('lang') ?? null, label: label?.textContent?.trim() ?? null };
    }),
  );
}

function expectInLanguage(names: ShownName[], locale: Locale, native: Set<string>, where: string) {
  for (const name of names) {
    if (name.lang && name.lang !== LOCALE_INFO[locale].iso) {
      expect(name.label, `${where}: "${name.text}" is marked ${name.lang} but has no visible label`).toBeTruthy();
    } else {
      expect(native.has(name.text), `${where}: "${name.text}" is not a ${locale} name and is not marked`).toBe(true);
    }
  }
}

const BORROWED_KEY = 'test:borrowed-holiday';

beforeAll(async () => {
  // A member-written holiday on 2 January that has a German name only: the other languages borrow it.
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "Entry" (key, kind, month, day, countries, "holidayType", "updatedAt") VALUES ($1, 'HOLIDAY', 1, 2, '{DE}', 'observance', now()) RETURNING id`,
    [BORROWED_KEY],
  );
  for (const locale of LOCALES) {
    await db.query(
      `INSERT INTO "Article" ("entryId", locale, slug, title, "fallbackFrom", "publishedAt", "updatedAt") VALUES ($1, $2, 'berchtoldstag-probe', 'Berchtoldstag-Probe', $3, now(), now())`,
      [rows[0].id, locale, locale === 'de' ? null : 'de'],
    );
  }
  // As publishing does: every instance drops the pages it keeps, which may already show 2 January.
  await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'holiday']);
  await db.end();
});

afterAll(async () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await db.query(`DELETE FROM "Entry" WHERE key = $1`, [BORROWED_KEY]);
  await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'holiday']);
  await db.end();
});

describe("holiday names in the reader's language", () => {
  it.each(LOCALES)('%s: the holiday list, a holiday page, day pages and the home page', async (locale) => {
    const native = nativeNames(locale);
    // The member-written holiday is German in German.
    if (locale === 'de') native.add('Berchtoldstag-Probe');
    const page = await openPage(browser(), { locale: LOCALE_INFO[locale].iso });

    await page.goto(holidayListPath(locale));
    const listed = await shownNames(page, '.holiday-list .holiday-name > a');
    expect(listed.length).toBeGreaterThan(60);
    expectInLanguage(listed, locale, native, 'holiday list');

    // The borrowed name is marked with its language and labelled, never shown as if native.
    const borrowed = listed.find((n) => n.text === 'Berchtoldstag-Probe');
    if (locale === 'de') expect(borrowed?.lang).toBeNull();
    else expect(borrowed).toMatchObject({ lang: 'de-DE', label: expect.any(String) });

    // The first holiday of the list, opened as a reader would.
    await page.locator('.holiday-list .holiday-name > a').first().click();
    await page.waitForSelector('.holiday-details');
    expectInLanguage(await shownNames(page, 'h1'), locale, native, 'holiday page');
    expect(await page.locator('.holiday-observances tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('.holiday-upcoming li').count()).toBe(5);

    for (const day of [
      { month: 1, day: 1 },
      { month: 1, day: 2 },
      { month: 12, day: 25 },
      { month: 5, day: 1 },
    ]) {
      await page.goto(dayPath(locale, day));
      const names = await shownNames(page, '.day-section-holidays .entry-title');
      expect(names.length, `${dayPath(locale, day)} lists holidays`).toBeGreaterThan(0);
      expectInLanguage(names, locale, native, dayPath(locale, day));
    }

    await page.goto(homePath(locale));
    expectInLanguage(await shownNames(page, '.today-holiday'), locale, native, 'home');
    await page.context().close();
  });
});
