/**
 * The calendar as readers meet it: one month at a time that opens on the page's month, each day
 * with how much it holds (seen as dots, said as a count), small on a phone, moved through with the
 * keys of a date grid, every target at least 24 × 24 px, and in the reader's language.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daySlug } from '#shared/day-slugs';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** A day the demo content has an event on. */
const event = (JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as { date: string }[])[0];
const [, eventMonth, eventDay] = event.date.split('-').map(Number) as [number, number, number];
const eventDayPath = `/${daySlug('en', { month: eventMonth, day: eventDay })}`;

/** The demo persons with a day of death, and that day. */
const deaths = (JSON.parse(readFileSync('server/seed/content/persons.json', 'utf8')) as { death?: string; translations: { en: { title: string } } }[]).flatMap(
  ({ death, translations }) => {
    const [, month, day] = death?.split('-').map(Number) ?? [];
    return month && day ? [{ title: translations.en.title, month, day }] : [];
  },
);

/** The reader's year (the browser's clock, in the tests' time zone): the calendar's weekdays are this year's. */
const thisYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

const calendarOf = (page: Page) => page.locator('section.calendar');
const gridOf = (page: Page) => calendarOf(page).getByRole('grid');
const title = (page: Page) => calendarOf(page).locator('.calendar-title').textContent();
const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href'));
/** What each cell shows: a weekday's name, a day's number, or nothing. */
const shown = (cells: Locator) => cells.evaluateAll((all) => all.map((el) => (el.querySelector('.calendar-day') ?? el).textContent?.trim() ?? ''));

describe('the calendar', () => {
  it('shows a phone one small month with its days’ counts, seen and said, and the months beside it', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, eventDayPath);
    const calendar = calendarOf(page);
    const grid = gridOf(page);
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, eventMonth - 1, 1)));
    expect(await title(page)).toBe(`${month} ${thisYear}`);
    const height = await calendar.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(420);

    // The page's own day: marked, with its count said and drawn.
    const own = grid.locator('a[aria-current=page]');
    expect(await own.getAttribute('href')).toBe(eventDayPath);
    const ownName = await own.locator('.visually-hidden').textContent();
    const [, count] = ownName!.match(new RegExp(`^${month} ${eventDay}, (\\d+) entr(?:y|ies)$`)) ?? [];
    expect(Number(count), ownName!).toBeGreaterThanOrEqual(1);
    expect(await grid.getByRole('link', { name: ownName!, exact: true }).count()).toBe(1);
    expect(await own.locator('.calendar-dots i').count()).toBeGreaterThanOrEqual(1);
    // Every day says what its dots show: a count where there are dots, "nothing yet" where there are none.
    const days = await grid
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ said: link.querySelector('.visually-hidden')!.textContent, dots: link.querySelectorAll('.calendar-dots i').length })),
      );
    expect(days.length).toBeGreaterThanOrEqual(29);
    for (const { said, dots } of days) expect(said.endsWith('nothing yet'), said).toBe(dots === 0);

    // A grid of weeks under the weekdays' names, the week from Sunday in English.
    expect(await shown(grid.getByRole('columnheader'))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(await grid.getByRole('columnheader').first().getAttribute('aria-label')).toBe('Sunday');
    expect(await grid.getByRole('row').count()).toBeGreaterThanOrEqual(5);

    // The months beside it, by their buttons.
    const next = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(thisYear, eventMonth, 1)));
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => title(page)).toBe(next);
    expect(await calendar.locator('.calendar-title').getAttribute('aria-live')).toBe('polite');
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => title(page)).toBe(`${month} ${thisYear}`);
    expect(await calendar.getByRole('link', { name: `All of ${month}` }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('counts on a day of deaths what its page lists, the deaths too', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    // What each death's day lists, section by section, in one request. Its holidays depend on the
    // year (a movable feast counts on no day of the calendar), so the day is one with none this year.
    const fields = deaths.map(
      ({ month, day }, i) => `d${i}: day(locale: en, month: ${month}, day: ${day}) { counts { events births deaths holidays personalEntries } }`,
    );
    const response = await page.request.post('/graphql', { data: { query: `{ ${fields.join(' ')} }` } });
    type Counts = { events: number; births: number; deaths: number; holidays: number; personalEntries: number };
    const days = ((await response.json()) as { data: Record<string, { counts: Counts }> }).data;
    const index = deaths.findIndex((_, i) => days[`d${i}`].counts.holidays === 0);
    expect(index, 'a death’s day without holidays').toBeGreaterThanOrEqual(0);
    const { title: person, month, day } = deaths[index];
    const counts = days[`d${index}`].counts;
    expect(counts.deaths).toBeGreaterThanOrEqual(1);

    const path = `/${daySlug('en', { month, day })}`;
    await visit(page, path);
    expect(await page.locator('#deaths li').allInnerTexts()).toContainEqual(expect.stringContaining(person));
    const said = await gridOf(page).locator('a[aria-current=page] .visually-hidden').textContent();
    const listed = counts.events + counts.births + counts.deaths + counts.holidays + counts.personalEntries;
    expect(said, path).toMatch(new RegExp(`, ${listed} entr(?:y|ies)$`));
    await page.context().close();
  });

  it('moves focus by day, week and month with the keys of a date grid, from one tab stop, and opens a day with Enter', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, '/march-14');
    const grid = gridOf(page);
    expect(await grid.locator('a[tabindex="0"]').count()).toBe(1);
    await grid.locator('a[tabindex="0"]').focus();
    expect(await focusedHref(page)).toBe('/march-14');
    await page.keyboard.press('ArrowRight');
    expect(await focusedHref(page)).toBe('/march-15');
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref(page)).toBe('/march-22');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focusedHref(page)).toBe('/march-14');
    // The week's ends, in a week from Sunday.
    const weekday = new Date(Date.UTC(thisYear, 2, 14)).getUTCDay();
    await page.keyboard.press('Home');
    expect(await focusedHref(page)).toBe(`/march-${Math.max(1, 14 - weekday)}`);
    await page.keyboard.press('End');
    expect(await focusedHref(page)).toBe(`/march-${14 - weekday + 6}`);
    // By a month: the grid shows April, and focus is on its day.
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedHref(page)).toBe(`/april-${14 - weekday + 6}`);
    expect(await title(page)).toBe(`April ${thisYear}`);
    expect(await grid.locator('a[tabindex="0"]').count()).toBe(1);
    // Across the month's start into March again.
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => title(page)).toBe(`March ${thisYear}`);
    const target = await focusedHref(page);
    expect(target).toMatch(/^\/march-\d+$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
    await expect.poll(() => gridOf(page).locator('a[aria-current=page]').getAttribute('href')).toBe(target);
    await page.context().close();
  });

  it('opens a year page on January of that year, with that year’s weekdays', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, '/year/1969');
    expect(await title(page)).toBe('January 1969');
    // 1 January 1969 was a Wednesday: the fourth column of a week from Sunday.
    const firstWeek = gridOf(page).getByRole('row').nth(1).getByRole('gridcell');
    expect(await shown(firstWeek)).toEqual(['', '', '', '1', '2', '3', '4']);
    await page.context().close();
  });

  it('opens a month page on its month, and keeps every target at least 24 × 24 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(browser(), { viewport });
      await visit(page, '/november');
      expect(await title(page)).toBe(`November ${thisYear}`);
      const calendar = calendarOf(page);
      const sizes = await calendar.locator('a, button').evaluateAll((all) =>
        all.map((el) => {
          const box = el.getBoundingClientRect();
          return { what: el.textContent?.trim() || el.getAttribute('aria-label'), width: box.width, height: box.height };
        }),
      );
      expect(sizes.length).toBeGreaterThanOrEqual(30 + 3);
      for (const { what, width, height } of sizes) {
        expect(width, `${what} at ${viewport.width} px`).toBeGreaterThanOrEqual(24);
        expect(height, `${what} at ${viewport.width} px`).toBeGreaterThanOrEqual(24);
      }
      await page.context().close();
    }
  });

  it.each([
    {
      path: '/de/14-maerz',
      month: 'März',
      title: `März ${thisYear}`,
      headers: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
      said: /^14\. März, (\d+ Einträge?|noch nichts)$/,
      buttons: ['Vorheriger Monat', 'Nächster Monat'],
    },
    {
      path: '/ja/sangatsu-14',
      month: '3月',
      title: `${thisYear}年3月`,
      headers: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
      said: /^3月14日、(\d+件の項目|項目はまだありません)$/,
      buttons: ['前の月', '次の月'],
    },
  ])('speaks the language of $path, and no English', async ({ path, title: expected, headers, said, buttons }) => {
    const page = await openPage(browser(), { viewport: PHONE });
    expect((await visit(page, path))!.status()).toBe(200);
    const calendar = calendarOf(page);
    expect(await title(page)).toBe(expected);
    expect(
      await gridOf(page)
        .getByRole('columnheader')
        .evaluateAll((all) => all.map((th) => th.getAttribute('aria-label'))),
    ).toEqual(headers);
    expect(await gridOf(page).locator('a[aria-current=page] .visually-hidden').textContent()).toMatch(said);
    expect(await calendar.getByRole('button').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).toEqual(buttons);
    const text = await calendar.evaluate((el) =>
      [el.textContent, ...[...el.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label'))].join(' '),
    );
    const english =
      /\b(January|February|March|April|May|June|July|August|September|October|November|December|Sun|Mon|Tue|Wed|Thu|Fri|Sat|entry|entries|nothing|month|dots|All of)\b/;
    expect(text).not.toMatch(english);
    await page.context().close();
  });
});

describe('this week on the home page', () => {
  it('shows today and the six days after it, each with what it holds, leading to its day', async () => {
    const page = await openPage(browser(), { viewport: PHONE, locale: 'de-DE' });
    await visit(page, '/de');
    const days = page.getByRole('region', { name: 'Diese Woche' }).getByRole('link');
    await expect.poll(() => days.count()).toBe(7);
    // Today in the browser's time zone (Europe/Berlin), marked as the current date.
    const [month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', month: '2-digit', day: '2-digit' })
      .format(new Date())
      .split('-')
      .map(Number) as [number, number];
    expect(await days.first().getAttribute('aria-current')).toBe('date');
    expect(await days.first().getAttribute('href')).toBe(`/de/${daySlug('de', { month, day })}`);
    // Every day of the demo holds entries, counted in German.
    for (const text of await days.locator('.this-week-count').allInnerTexts()) expect(text).toMatch(/^\d+ Einträge?$/);
  });
});
