/**
 * The calendar's counts as the pages ask for them: each day of the year with how many entries its
 * day page lists in the language (events, births, deaths, holidays and personal entries), from the
 * counts kept by day, in one SQL statement; and kept so through every kind of write of an entry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { Locale } from '#shared/locales';
import { execute } from '../testing';

let t: TestDatabase;

const CALENDAR = graphql(`
  query CalendarCountsOfLanguage($locale: Locale!) {
    calendarCounts(locale: $locale) {
      month
      days
    }
  }
`);

const DAY_PAGE_COUNTS = graphql(`
  query DayPageCountsForCalendar($locale: Locale!, $month: Int!, $day: Int!) {
    day(locale: $locale, month: $month, day: $day) {
      counts {
        events
        births
        deaths
        holidays
        personalEntries
      }
    }
  }
`);

/** The days the entries below are on, as [month, day]. */
const DAYS_WRITTEN: [number, number][] = [
  [11, 9],
  [3, 1],
  [1, 1],
  [2, 29],
  [5, 5],
  [7, 14],
  [2, 14],
  [4, 23],
  [6, 1],
  [2, 3],
];

beforeAll(async () => {
  t = await createTestDatabase();
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  await anEntry(t.db, { kind: 'EVENT', year: 1918, month: 11, day: 9, title: 'A republic is proclaimed' });
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1950,
    birthMonth: 11,
    birthDay: 9,
    deathYear: 2010,
    deathMonth: 3,
    deathDay: 1,
    title: 'Born on 9 November',
  });
  await anEntry(t.db, { kind: 'HOLIDAY', month: 1, day: 1, title: 'New Year' });
  await anEntry(t.db, { kind: 'EVENT', year: 2000, month: 2, day: 29, title: 'A leap day' });
  await anEntry(t.db, { kind: 'PERSONAL', year: 1990, month: 6, day: 1, title: 'Anna turns 36' });
  // Listed in both sections of one day.
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1564,
    birthMonth: 4,
    birthDay: 23,
    deathYear: 1616,
    deathMonth: 4,
    deathDay: 23,
    title: 'Born and died on 23 April',
  });
  // Listed on the day of their death only: no day page lists a birth without its day.
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1901, birthMonth: 7, deathYear: 1950, deathMonth: 2, deathDay: 14, title: 'Born on an unknown day' });
  await anEntry(t.db, { kind: 'PERSON', deathYear: 1900, deathMonth: 2, deathDay: 3, title: 'Known by a death only' });
  // Not counted in English: unlisted, only in German.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, listed: false, title: 'Unlisted' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ locale: 'de', title: 'Nur deutsch' }] });
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1900,
    birthMonth: 5,
    birthDay: 5,
    deathYear: 1970,
    deathMonth: 5,
    deathDay: 6,
    listed: false,
    title: 'Unlisted person',
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.statements.length = 0;
});

async function countsIn(locale: Locale) {
  const result = await execute(t.db, CALENDAR, { locale });
  expect(result.errors).toBeUndefined();
  return result.data!.calendarCounts;
}

const countOn = (months: Awaited<ReturnType<typeof countsIn>>, month: number, day: number) => months[month - 1].days[day - 1];

/** How many entries the day page of a day lists in a language, section by section added up. */
async function dayPageTotal(locale: Locale, month: number, day: number): Promise<number> {
  const result = await execute(t.db, DAY_PAGE_COUNTS, { locale, month, day });
  expect(result.errors).toBeUndefined();
  const counts = result.data!.day!.counts;
  return counts.events + counts.births + counts.deaths + counts.holidays + counts.personalEntries;
}

/** The calendar's count of each day given, and of each day it counts anything on, is what that day's page lists. */
async function expectCalendarAsDayPages(locale: Locale, days: [number, number][]): Promise<void> {
  const months = await countsIn(locale);
  const counted = months.flatMap(({ month, days: counts }) => counts.flatMap((count, i) => (count > 0 ? [[month, i + 1] as [number, number]] : [])));
  const asked = new Map([...days, ...counted].map(([month, day]) => [`${month}-${day}`, [month, day] as const]));
  for (const [month, day] of asked.values()) {
    expect(countOn(months, month, day), `${locale} ${month}-${day}`).toBe(await dayPageTotal(locale, month, day));
  }
}

describe('calendarCounts', () => {
  it('gives every day of the twelve months its count of events, births, deaths, holidays and personal entries, in one statement', async () => {
    const months = await countsIn('en');
    expect(months.map((m) => [m.month, m.days.length])).toEqual([
      [1, 31],
      [2, 29],
      [3, 31],
      [4, 30],
      [5, 31],
      [6, 30],
      [7, 31],
      [8, 31],
      [9, 30],
      [10, 31],
      [11, 30],
      [12, 31],
    ]);
    expect(t.statements).toHaveLength(1);
    expect(countOn(months, 11, 9)).toBe(3);
    expect(countOn(months, 1, 1)).toBe(1);
    expect(countOn(months, 2, 29)).toBe(1);
    expect(countOn(months, 6, 1)).toBe(1);
    // The deaths count on their days: a death alone, and a birth and a death on one day twice.
    expect(countOn(months, 3, 1)).toBe(1);
    expect(countOn(months, 2, 3)).toBe(1);
    expect(countOn(months, 4, 23)).toBe(2);
    // A birth whose day is unknown is on no day; its person's death is.
    expect(countOn(months, 2, 14)).toBe(1);
    expect(countOn(months, 7, 14)).toBe(0);
    // Unlisted entries and other languages' do not count.
    expect(countOn(months, 5, 5)).toBe(0);
    expect(countOn(months, 5, 6)).toBe(0);
    expect(months.flatMap((m) => m.days).reduce((a, b) => a + b, 0)).toBe(11);
  });

  it('counts on each day what its day page lists, in each language', async () => {
    await expectCalendarAsDayPages('en', DAYS_WRITTEN);
    await expectCalendarAsDayPages('de', DAYS_WRITTEN);
  });

  it('counts a language’s own entries', async () => {
    const months = await countsIn('de');
    expect(countOn(months, 5, 5)).toBe(1);
    expect(countOn(months, 11, 9)).toBe(0);
  });

  it('moves a person with their dates, in every kind of write', async () => {
    const days: [number, number][] = [
      [8, 5],
      [10, 10],
      [10, 11],
      [10, 12],
    ];
    const counts = async (locale: Locale = 'en') => {
      const months = await countsIn(locale);
      return days.map(([month, day]) => countOn(months, month, day));
    };
    expect(await counts()).toEqual([0, 0, 0, 0]);

    const first = await anEntry(t.db, {
      kind: 'PERSON',
      birthYear: 1920,
      birthMonth: 8,
      birthDay: 5,
      deathYear: 1990,
      deathMonth: 10,
      deathDay: 10,
      title: 'First',
    });
    const second = await anEntry(t.db, { kind: 'PERSON', birthYear: 1925, deathYear: 1995, deathMonth: 10, deathDay: 10, title: 'Second' });
    expect(await counts()).toEqual([1, 2, 0, 0]);

    // One death moved to another day, then both persons' in one statement.
    await t.db.entry.update({ where: { id: first.id }, data: { deathDay: 12 } });
    expect(await counts()).toEqual([1, 1, 0, 1]);
    await t.db.entry.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { deathDay: 11 } });
    expect(await counts()).toEqual([1, 0, 2, 0]);
    // A death whose day becomes unknown leaves the calendar; a change of year moves nothing.
    await t.db.entry.update({ where: { id: second.id }, data: { deathDay: null, deathYear: 1996 } });
    expect(await counts()).toEqual([1, 0, 1, 0]);
    await t.db.entry.update({ where: { id: first.id }, data: { deathYear: 1991 } });
    expect(await counts()).toEqual([1, 0, 1, 0]);
    await expectCalendarAsDayPages('en', days);

    // Unlisted and listed again; published in German too.
    await t.db.entry.update({ where: { id: first.id }, data: { listed: false } });
    expect(await counts()).toEqual([0, 0, 0, 0]);
    await t.db.entry.update({ where: { id: first.id }, data: { listed: true } });
    await t.db.article.create({ data: { entryId: first.id, locale: 'de', slug: 'erster', title: 'Erster', publishedAt: new Date() } });
    expect(await counts('de')).toEqual([1, 0, 1, 0]);
    await expectCalendarAsDayPages('de', days);
    // What the writes left kept is what the entries count afresh (as the migration counted those written before it).
    const kept = await t.db.$queryRaw`
      SELECT "locale"::text, "month", "day", "births", "deaths" FROM "EntryPersonDayCount" WHERE "births" <> 0 OR "deaths" <> 0 ORDER BY 1, 2, 3`;
    const recounted = await t.db.$queryRaw`
      SELECT p."locale"::text, p."month", p."day", sum(p."births")::int AS "births", sum(p."deaths")::int AS "deaths"
      FROM "Entry" e CROSS JOIN LATERAL "entry_person_days"(e."listed", e."publishedLocales", e."kind", e."birthMonth", e."birthDay", e."deathMonth", e."deathDay") p
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
    expect(kept).toEqual(recounted);
    expect(recounted).toContainEqual({ locale: 'de', month: 10, day: 11, births: 0, deaths: 1 });

    // Deleted: the days are as before.
    await t.db.entry.deleteMany({ where: { id: { in: [first.id, second.id] } } });
    expect(await counts()).toEqual([0, 0, 0, 0]);
    expect(await counts('de')).toEqual([0, 0, 0, 0]);
    await expectCalendarAsDayPages('en', DAYS_WRITTEN);
  });
});
