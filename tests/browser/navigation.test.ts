/**
 * The header's sections as readers meet them: Today, Events, Persons, Holidays and Calendar, the
 * page's own marked, in a row on wide screens and behind the menu on phones, in their language.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daySlug } from '#shared/day-slugs';
import { openPage, useBrowser } from './browser';
import { visit } from './waits';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const event = (JSON.parse(readFileSync('server/seed/content/events.json', 'utf8')) as { translations: { en: { slug: string } } }[])[0];
const person = (JSON.parse(readFileSync('server/seed/content/persons.json', 'utf8')) as { translations: { en: { slug: string } } }[])[0];

/** Today in the tests' time zone, as the browser's clock has it. */
const [todayMonth, todayDay] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', month: '2-digit', day: '2-digit' })
  .format(new Date())
  .split('-')
  .map(Number) as [number, number];
const todayPath = `/${daySlug('en', { month: todayMonth, day: todayDay })}`;
const otherDayPath = `/${daySlug('en', { month: todayMonth === 6 ? 7 : 6, day: 10 })}`;

const sections = (page: Page) => page.locator('.main-nav').getByRole('navigation');

/** Each section's name and how it is marked (null: not at all). */
const marks = (page: Page) =>
  sections(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('aria-current')]));

describe('the header’s sections', () => {
  it('lists Today, Events, Persons, Holidays and Calendar in a row and marks the page’s section', async () => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    const unmarked = [
      ['Today', null],
      ['Events', null],
      ['Persons', null],
      ['Holidays', null],
      ['Calendar', null],
    ];
    const marked = (index: number, how: string) => unmarked.map(([name], i) => [name, i === index ? how : null]);
    const expected: [string, unknown[][]][] = [
      [todayPath, marked(0, 'page')],
      [`${todayPath}/events`, marked(0, 'true')],
      [otherDayPath, unmarked],
      ['/events', marked(1, 'page')],
      [`/events/${event.translations.en.slug}`, marked(1, 'true')],
      ['/events/century/20', marked(1, 'true')],
      [`/persons/${person.translations.en.slug}`, marked(2, 'true')],
      ['/holidays-and-occasions/new-years-day', marked(3, 'true')],
      ['/year/1969', marked(4, 'true')],
      ['/november', marked(4, todayMonth === 11 ? 'page' : 'true')],
      ['/about-us', unmarked],
    ];
    for (const [path, sectionMarks] of expected) {
      await visit(page, path);
      await expect.poll(async () => [path, await marks(page)]).toEqual([path, sectionMarks]);
    }
    // One row, every section visible.
    const tops = await sections(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    // Each leads to its section; Calendar to this month's page.
    expect(
      await sections(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([todayPath, '/events', '/persons', '/holidays-and-occasions', `/${daySlug('en', { month: todayMonth, day: 1 }).replace(/-1$/, '')}`]);
    await page.context().close();
  });

  it('opens on a phone from the menu, with the page’s section marked, and goes there', async () => {
    const page = await openPage(browser(), { viewport: PHONE });
    await visit(page, '/persons');
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await sections(page).isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => sections(page).isVisible()).toBe(true);
    expect(await marks(page)).toEqual([
      ['Today', null],
      ['Events', null],
      ['Persons', 'page'],
      ['Holidays', null],
      ['Calendar', null],
    ]);
    const box = (await sections(page).getByRole('link', { name: 'Calendar' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    await sections(page).getByRole('link', { name: 'Calendar' }).click();
    await expect.poll(() => page.locator('section.calendar .calendar-title').textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await expect.poll(() => sections(page).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it.each([
    { path: '/de/jahr/1969', names: ['Heute', 'Ereignisse', 'Personen', 'Feiertage', 'Kalender'] },
    { path: '/ja/nen/1969', names: ['今日', '出来事', '人物', '祝日・記念日', 'カレンダー'] },
  ])('speaks the language of $path', async ({ path, names }) => {
    const page = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, path);
    expect(await marks(page)).toEqual(names.map((name, i) => [name, i === 4 ? 'true' : null]));
    await page.context().close();
  });
});
