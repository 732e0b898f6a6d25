/**
 * Subscriptions as a reader meets them: a holiday page's "Add to calendar" gives a calendar file
 * with the dates the page lists, the home page announces its feeds to feed readers, and a
 * member makes and resets the secret address of their personal calendar.
 */
import { readFile } from 'node:fs/promises';
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { dayPath, homePath } from '#shared/paths';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage } from './members';
import { visit } from './waits';

const browser = useBrowser();

async function holiday(key: string, locale: string, fromYear: number) {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: `query ($key: String!, $locale: Locale!, $year: Int!) { entryByKey(key: $key, locale: $locale) { path title dates(fromYear: $year, years: 6) { start { iso } end { iso } } } }`,
      variables: { key, locale, year: fromYear },
    }),
  });
  const body = (await response.json()) as { data: { entryByKey: { path: string; title: string; dates: { start: { iso: string }; end: { iso: string } }[] } } };
  return body.data.entryByKey;
}

/** The site's own address, as its pages write it (PUBLIC_URL), which may name the host otherwise than the tests reach it. */
async function siteOrigin(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
}

function startsOf(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).startDate.toString());
}

describe('Add to calendar on a holiday page', () => {
  it('downloads a calendar file with the dates the page lists, and offers each country’s calendar to subscribe to', async () => {
    const year = new Date().getFullYear();
    const easter = await holiday('holiday:easter-sunday', 'de', year);
    // The page lists, and the file holds, the next five dates not over by today (the browser's day, in its time zone).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const coming = easter.dates.filter((d) => d.end.iso >= today).slice(0, 5);
    const page = await openPage(browser(), { acceptDownloads: true });
    await visit(page, easter.path);
    const [first, last] = [coming[0].start.iso.slice(0, 4), coming.at(-1)!.start.iso.slice(0, 4)];
    const link = page.getByRole('link', { name: `Die Termine von ${first} bis ${last} herunterladen (.ics)` });
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(startsOf(ics)).toEqual(coming.map((d) => d.start.iso));
    expect(await page.locator('.holiday-upcoming li').count()).toBe(5);
    expect(ics).toContain(`SUMMARY:${easter.title}`);

    const subscribe = page.getByRole('link', { name: 'Feiertage: Deutschland', exact: true });
    const webcal = await subscribe.getAttribute('href');
    expect(webcal).toBe(`${(await siteOrigin(page)).replace(/^http:/, 'webcal:')}/de/calendars/holidays-de.ics`);
    const feed = await fetch(webcal!.replace(/^webcal:/, 'http:'));
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // The country's calendar holds this year and the next four.
    expect(startsOf(await feed.text())).toEqual(expect.arrayContaining(easter.dates.slice(0, 5).map((d) => d.start.iso)));
  });
});

describe('feeds announced by the pages they belong to', () => {
  it.each(['en', 'ja'] as const)('the %s home page links its RSS and Atom feeds, which feed readers can read', async (locale) => {
    const page = await openPage(browser());
    await visit(page, homePath(locale));
    const alternates = await page
      .locator('link[rel="alternate"][type^="application/"]')
      .evaluateAll((links) => links.map((l) => ({ type: l.getAttribute('type'), title: l.getAttribute('title'), href: l.getAttribute('href') })));
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const origin = await siteOrigin(page);
    expect(alternates.map((a) => a.href)).toEqual(
      ['today.rss', 'today.atom', 'new-articles.rss', 'new-articles.atom'].map((file) => `${origin}${prefix}/feeds/${file}`),
    );
    for (const alternate of alternates) {
      const response = await fetch(alternate.href!);
      expect(response.headers.get('content-type')).toBe(`${alternate.type}; charset=utf-8`);
      const feed = parseFeed(await response.text());
      expect(alternate.title).toContain(feed.title);
      expect(feed.items.length).toBeGreaterThan(0);
    }
  });
});

describe('a day page', () => {
  it('announces the day feed, not the new articles', async () => {
    const page = await openPage(browser());
    await visit(page, dayPath('de', { month: 11, day: 9 }));
    const hrefs = await page.locator('link[rel="alternate"][type^="application/"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const origin = await siteOrigin(page);
    expect(hrefs).toEqual([`${origin}/de/feeds/today.rss`, `${origin}/de/feeds/today.atom`]);
  });
});

describe('a member’s personal calendar', () => {
  it('is made on My Articles, read by a calendar program at its address, and reset', async () => {
    const member = await newMember({ name: 'Carla Calendar' });
    const page = await signedInPage(browser(), member);
    await visit(page, '/user/my-articles');
    await page.getByText('You have no calendar address yet.').waitFor();
    await page.getByRole('button', { name: 'Make a calendar address' }).click();
    const address = page.getByLabel('Calendar address', { exact: true });
    await expect.poll(() => address.inputValue()).toMatch(/\/calendars\/personal\/[\w-]{43}\.ics$/);
    const first = await address.inputValue();
    const answer = await fetch(first);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Reset the address' }).click();
    // It asks first: subscriptions to the old address end.
    const dialog = page.getByRole('dialog', { name: 'Reset the calendar address?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await fetch(first)).status).toBe(200);
    await page.getByRole('button', { name: 'Reset the address' }).click();
    await dialog.getByRole('button', { name: 'Reset the address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    await page.getByText('The address you had before no longer works.').waitFor();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
  });
});
