/**
 * The subscriptions as calendar programs and feed readers read them: served by their routes on a
 * real database with the demo content, and read back with ical.js and a feed parser. Holiday
 * dates are compared with what the holiday page asks the API for.
 */
import type { AddressInfo } from 'node:net';
import { parseFeed } from '@rowanmanning/feed-parser';
import express from 'express';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExactDate } from '#shared/date-format';
import type { Locale } from '#shared/locales';
import { dayPath, entryPath, HOLIDAY_CALENDAR_COUNTRIES, holidayCalendarPath, readingFeedPath, singleHolidayCalendarPath } from '#shared/paths';
import { graphql } from '../../tests/graphql';
import { aMember, anEntry, aPersonalEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createContext } from '../graphql/handler';
import { createHolidayCalendar } from '../holidays/calendar';
import { HOLIDAY_COUNTRIES } from '../holidays/catalogue';
import { seedDemoContent } from '../seed/index';
import { execute, testAbuse, testImages, testPayments } from '../testing';
import { createFeedRoutes } from './routes';

const HOLIDAY_PAGE = graphql(`
  query FeedHolidayPage($locale: Locale!, $slug: String!, $year: Int!) {
    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {
      title
      fallbackFrom
      path
      observances(year: $year) {
        country
        start {
          iso
        }
        end {
          iso
        }
      }
      dates(fromYear: $year, years: 6) {
        year
        start {
          iso
        }
        end {
          iso
        }
      }
    }
  }
`);
const RESET = graphql(`
  mutation FeedResetPersonalCalendar($locale: Locale!) {
    resetPersonalCalendar(locale: $locale) {
      path
      personalCalendar {
        createdAt
      }
    }
  }
`);
const MY_CALENDAR = graphql(`
  query FeedMyPersonalCalendar {
    myPersonalCalendar {
      createdAt
    }
  }
`);

const NOW = new Date();
const YEAR = NOW.getUTCFullYear();
let t: TestDatabase;
let base: string;
let origin: string;
let close: () => Promise<void>;
const holidays = createHolidayCalendar();

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.db, YEAR);
  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = 'https://daypedia.example';
  app.use(
    createFeedRoutes({
      contextOf: () => createContext({ db: t.db, holidays, images: testImages, abuse: testAbuse(t.db), payments: testPayments }),
      origin,
    }),
  );
  close = () => new Promise((resolve) => server.close(() => resolve()));
}, 120_000);
afterAll(async () => {
  await close();
  await holidays.close();
  await t.close();
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, text: await response.text() };
}

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        summary: event.summary,
        uid: event.uid,
        url: String(component.getFirstPropertyValue('url')),
        start: event.startDate.toString(),
        // All-day events end on the next day, exclusively.
        lastDay: event.endDate.clone().adjust(-1, 0, 0, 0).toString(),
        isDate: event.startDate.isDate,
        event,
      };
    }),
  };
}

async function holidayPage(locale: Locale, slug: string, year = YEAR) {
  const result = await execute(t.db, HOLIDAY_PAGE, { locale, slug, year });
  expect(result.errors).toBeUndefined();
  return result.data!.entry!;
}

async function slugOf(key: string, locale: Locale): Promise<string> {
  const article = await t.db.article.findFirstOrThrow({ where: { locale, entry: { key } } });
  return article.slug;
}

describe('a country’s holiday calendar', () => {
  it.each([
    // A movable feast, a fixed day and a festival of several days by the Islamic calendar, in three languages.
    { country: 'DE', locale: 'de' as const, keys: ['holiday:easter-sunday', 'holiday:christmas-day', 'holiday:good-friday'] },
    { country: 'TR', locale: 'tr' as const, keys: ['holiday:feast-of-the-sacrifice-eid-al-adha', 'holiday:republic-day-tr'] },
    { country: 'JP', locale: 'ja' as const, keys: ['holiday:new-years-day', 'holiday:golden-week'] },
  ])('gives $country’s dates of each holiday for five years, as its page says, named in $locale', async ({ country, locale, keys }) => {
    const response = await get(holidayCalendarPath(locale, country));
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { calendar, events } = eventsOf(response.text);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('Daypedia');
    for (const key of keys) {
      const slug = await slugOf(key, locale);
      for (let year = YEAR; year < YEAR + 5; year++) {
        const page = await holidayPage(locale, slug, year);
        const observance = page.observances.find((o) => o.country === country)!;
        expect(observance, `${key} is kept in ${country} in ${year}`).toBeDefined();
        const inCalendar = events.filter((e) => e.url === `${origin}${page.path}` && e.start.startsWith(String(year)));
        expect(inCalendar, `${key} in ${year}`).toHaveLength(1);
        expect(inCalendar[0]).toMatchObject({ start: observance.start.iso, lastDay: observance.end.iso, isDate: true, summary: page.title });
      }
    }
    // Every event is a whole day of the five years, with an address of its own.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.every((e) => e.isDate && Number(e.start.slice(0, 4)) >= YEAR && Number(e.start.slice(0, 4)) < YEAR + 5)).toBe(true);
  });

  it('names a holiday without a name in the language by the borrowed one, marked with its language', async () => {
    // As the demo content names a holiday whose name no table or package has in Chinese yet.
    const epiphany = await t.db.article.findFirstOrThrow({ where: { locale: 'zh', entry: { key: 'holiday:epiphany' } } });
    const borrowed = await t.db.article.update({
      where: { id: epiphany.id },
      data: { title: 'Heilige Drei Könige', fallbackFrom: 'de' },
      include: { entry: true },
    });
    const country = borrowed.entry.countries[0];
    expect(country).toBeDefined();
    const { events } = eventsOf((await get(holidayCalendarPath(borrowed.locale, country))).text);
    const language = new Intl.DisplayNames([borrowed.locale], { type: 'language' }).of(borrowed.fallbackFrom!)!;
    const mine = events.filter((e) => e.url === `${origin}${entryPath(borrowed.locale, 'HOLIDAY', borrowed.slug)}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].summary).toContain(borrowed.title);
    expect(mine[0].summary).toContain(language);
  });

  it('exists for every country the holiday pages offer it for, and only those', () => {
    expect([...HOLIDAY_CALENDAR_COUNTRIES].sort()).toEqual([...HOLIDAY_COUNTRIES].sort());
  });

  it('is 404 for a country outside the catalogue, a code that is none, capitals and an unknown language', async () => {
    for (const path of [
      '/calendars/holidays-br.ics',
      '/calendars/holidays-xx.ics',
      '/calendars/holidays-TR.ics',
      '/xx/calendars/holidays-tr.ics',
      '/calendars/holidays-tur.ics',
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('one holiday’s calendar file', () => {
  it('holds the dates its page lists, for Easter and for Christmas, and downloads as a file', async () => {
    for (const key of ['holiday:easter-sunday', 'holiday:christmas-day']) {
      const slug = await slugOf(key, 'fr');
      const page = await holidayPage('fr', slug);
      const response = await get(singleHolidayCalendarPath('fr', slug));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?[\w-]+\.ics"?$/);
      const { events } = eventsOf(response.text);
      // The next five dates not over today (UTC), as the page lists them from its six.
      const today = NOW.toISOString().slice(0, 10);
      const coming = page.dates.filter((d) => (d.end.iso ?? '') >= today).slice(0, 5);
      expect(coming).toHaveLength(5);
      expect(events.map((e) => ({ start: e.start, lastDay: e.lastDay }))).toEqual(coming.map((d) => ({ start: d.start.iso, lastDay: d.end.iso })));
      expect(events.every((e) => e.summary === page.title && e.url === `${origin}${page.path}`)).toBe(true);
    }
    expect((await get(singleHolidayCalendarPath('fr', 'no-such-holiday'))).status).toBe(404);
  });
});

describe('reading feeds', () => {
  it.each(['de', 'ja'] as const)('Today on Daypedia in %s: one item a day up to today (UTC), with its entries', async (locale) => {
    const today = { year: YEAR, month: NOW.getUTCMonth() + 1, day: NOW.getUTCDate() };
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1901,
      month: today.month,
      day: today.day,
      articles: [{ locale, title: `Ereignis von heute ${locale}`, bodyHtml: '<p>Text.</p>' }],
    });
    for (const format of ['rss', 'atom'] as const) {
      const response = await get(readingFeedPath(locale, 'today', format));
      expect(response.status).toBe(200);
      expect(response.type).toBe(format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8');
      const feed = parseFeed(response.text);
      expect(feed.meta.type).toBe(format);
      expect(feed.title).toBe(locale === 'de' ? 'Heute bei Daypedia' : '今日のDaypedia');
      expect(feed.items).toHaveLength(7);
      const [first, second] = feed.items;
      expect(first.title).toBe(formatExactDate(locale, today));
      expect(first.url).toBe(`${origin}${dayPath(locale, today)}`);
      expect(first.published?.toISOString()).toBe(new Date(Date.UTC(today.year, today.month - 1, today.day)).toISOString());
      expect(first.content ?? first.description).toContain(`Ereignis von heute ${locale}`);
      expect(first.content ?? first.description).toContain('1901');
      expect(first.published!.getTime() - second.published!.getTime()).toBe(24 * 60 * 60 * 1000);
      expect(new Set(feed.items.map((i) => i.id)).size).toBe(7);
    }
  });

  it.each(['de', 'ja'] as const)('New articles in %s: published ones only, newest first', async (locale) => {
    const older = await anEntry(t.db, { articles: [{ locale, title: `Älterer Artikel ${locale}`, bodyHtml: '<p>Text.</p>' }] });
    const newer = await anEntry(t.db, { articles: [{ locale, title: `Neuerer Artikel ${locale}`, bodyHtml: '<p>Text.</p>' }] });
    await anEntry(t.db, { articles: [{ locale, title: `Entwurf ${locale}`, bodyHtml: '<p>Text.</p>', published: false }] });
    await t.db.article.update({ where: { id: older.articles[0].id }, data: { publishedAt: new Date(Date.now() + 60_000) } });
    await t.db.article.update({ where: { id: newer.articles[0].id }, data: { publishedAt: new Date(Date.now() + 120_000) } });
    for (const format of ['rss', 'atom'] as const) {
      const feed = parseFeed((await get(readingFeedPath(locale, 'new-articles', format))).text);
      expect(feed.title).toBe(locale === 'de' ? 'Neue Artikel bei Daypedia' : 'Daypediaの新着記事');
      expect(feed.items.slice(0, 2).map((i) => i.title)).toEqual([`Neuerer Artikel ${locale}`, `Älterer Artikel ${locale}`]);
      expect(feed.items[0].url).toBe(`${origin}${entryPath(locale, 'EVENT', newer.articles[0].slug)}`);
      expect(feed.items.map((i) => i.title)).not.toContain(`Entwurf ${locale}`);
      expect(feed.items.length).toBeLessThanOrEqual(30);
      const dates = feed.items.map((i) => i.published!.getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it('is 404 for a feed or format that does not exist', async () => {
    for (const path of ['/feeds/today.json', '/feeds/yesterday.rss', '/xx/feeds/today.rss', '/feeds/today.rss.rss'])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('a member’s personal calendar', () => {
  it('answers at the secret address, only the member’s own entries, every year; a reset ends the old address', async () => {
    const ada = await aMember(t.db);
    const bob = await aMember(t.db);
    await aPersonalEntry(t.db, { owner: ada, year: 1990, month: 6, day: 1, personalKind: 'BIRTHDAY', title: 'Anna turns 36' });
    await aPersonalEntry(t.db, { owner: ada, year: 2000, month: 2, day: 29, personalKind: 'ANNIVERSARY', title: 'Leap wedding' });
    await aPersonalEntry(t.db, { owner: bob, year: 1985, month: 3, day: 3, personalKind: 'BIRTHDAY', title: 'Bob’s own birthday' });

    expect((await execute(t.db, MY_CALENDAR, {}, { user: ada })).data!.myPersonalCalendar).toBeNull();
    const first = await execute(t.db, RESET, { locale: 'en' }, { user: ada });
    expect(first.errors).toBeUndefined();
    const firstPath = first.data!.resetPersonalCalendar.path;
    expect(firstPath).toMatch(/^\/calendars\/personal\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await execute(t.db, MY_CALENDAR, {}, { user: ada })).data!.myPersonalCalendar?.createdAt).toBe(
      first.data!.resetPersonalCalendar.personalCalendar.createdAt,
    );

    const response = await get(firstPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { events } = eventsOf(response.text);
    expect(events.map((e) => e.summary).sort()).toEqual(['Anniversary: Leap wedding', 'Birthday: Anna turns 36']);
    const birthday = events.find((e) => e.summary.includes('Anna'))!;
    expect(birthday.event.isRecurring()).toBe(true);
    const next = birthday.event.iterator();
    expect([next.next()?.toString(), next.next()?.toString()]).toEqual(['1990-06-01', '1991-06-01']);
    // 29 February comes back on the last day of February.
    const leap = events.find((e) => e.summary.includes('Leap'))!.event.iterator();
    expect([leap.next()?.toString(), leap.next()?.toString()]).toEqual(['2000-02-29', '2001-02-28']);

    const bobs = await execute(t.db, RESET, { locale: 'de' }, { user: bob });
    const bobEvents = eventsOf((await get(bobs.data!.resetPersonalCalendar.path)).text).events;
    expect(bobEvents.map((e) => e.summary)).toEqual(['Geburtstag: Bob’s own birthday']);

    const second = await execute(t.db, RESET, { locale: 'en' }, { user: ada });
    const secondPath = second.data!.resetPersonalCalendar.path;
    expect(secondPath).not.toBe(firstPath);
    expect((await get(firstPath)).status).toBe(404);
    expect((await get(secondPath)).status).toBe(200);
    expect((await get('/calendars/personal/not-a-secret.ics')).status).toBe(404);
  });

  it('is made and read by members only', async () => {
    const reset = await execute(t.db, RESET, { locale: 'en' });
    expect(reset.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mine = await execute(t.db, MY_CALENDAR);
    expect(mine.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
