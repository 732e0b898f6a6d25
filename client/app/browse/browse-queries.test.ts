/**
 * The browsing pages' queries as their routes send them (the client's own documents): a year's
 * sections, a month's days and holidays, the indexes by month and by century and decade, and a
 * century's years, each answered in a few SQL statements.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CenturyRouteDocument,
  EntryIndexRouteDocument,
  MonthRouteDocument,
  SitemapYearsRouteDocument,
  YearRouteDocument,
  YearSectionRouteDocument,
} from '../graphql/graphql';
import { anEntry } from '../../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import { execute } from '../../../server/testing';

let t: TestDatabase;

interface Listed {
  title: string;
  date?: { month: number; day: number } | null;
  birth?: { month: number; day: number } | null;
  death?: { month: number; day: number } | null;
}
interface YearData {
  year: number;
  previous: number | null;
  next: number | null;
  counts: { events: number; births: number; deaths: number };
  events: Listed[];
  births: Listed[];
  deaths: Listed[];
}
interface SectionData {
  sectionPage: { page: number; pageCount: number; totalCount: number; entries: Listed[] } | null;
}

const titles = (entries: Listed[]) => entries.map((e) => e.title);

beforeAll(async () => {
  t = await createTestDatabase();
  // 1950: 60 events in English, one a day from 1 January on; the one of 1 March also in German and French.
  for (let i = 0; i < 60; i++) {
    const date = new Date(Date.UTC(1950, 0, 1 + i));
    const translated = i === 59 ? ['de', 'fr'] : [];
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1950,
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      articles: [{ title: `Event ${i}` }, ...translated.map((locale) => ({ locale: locale as 'de' | 'fr', title: `Ereignis ${i}` }))],
    });
  }
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1950, birthMonth: 11, birthDay: 9, deathYear: 2010, deathMonth: 3, deathDay: 1, title: 'Born 1950' });
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1900, birthMonth: 11, birthDay: 20, deathYear: 1950, deathMonth: 6, deathDay: 2, title: 'Died 1950' });
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1801, birthMonth: 11, birthDay: 9, title: 'Born 1801' });
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'Wall falls' });
  await anEntry(t.db, { kind: 'HOLIDAY', month: 11, day: 11, title: 'A November day' });
  // Not shown in English: waiting for review, only a draft, only in German.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, listed: false, title: 'Unlisted' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ title: 'Draft', published: false }] });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 11, day: 9, articles: [{ locale: 'de', title: 'Nur deutsch' }] });
});
afterAll(() => t.close());
beforeEach(() => {
  t.statements.length = 0;
});

describe('a year page', () => {
  it("shows the year's most notable events, births and deaths in the order of their dates, with counts, in one SQL statement", async () => {
    const result = await execute(t.db, YearRouteDocument, { locale: 'en', year: 1950 });
    expect(result.errors).toBeUndefined();
    const year = result.data!.year as unknown as YearData;
    expect(year.counts).toEqual({ events: 60, births: 1, deaths: 1 });
    expect(year.events).toHaveLength(20);
    // The one in three languages, then the 19 earliest; shown by date.
    expect(titles(year.events)).toEqual([...Array.from({ length: 19 }, (_, i) => `Event ${i}`), 'Event 59']);
    expect(year.events[0].date).toMatchObject({ month: 1, day: 1 });
    expect(titles(year.births)).toEqual(['Born 1950']);
    expect(titles(year.deaths)).toEqual(['Died 1950']);
    expect([year.previous, year.next]).toEqual([1949, 1951]);
    expect(t.statements).toHaveLength(1);
  });

  it('lists a whole section 50 a page by date, and nothing past the last page', async () => {
    const page = async (p: number) => {
      const result = await execute(t.db, YearSectionRouteDocument, { locale: 'en', year: 1950, section: 'EVENTS', page: p });
      expect(result.errors).toBeUndefined();
      return (result.data!.year as unknown as SectionData).sectionPage;
    };
    const first = await page(1);
    const second = await page(2);
    expect([first!.pageCount, first!.totalCount, first!.entries.length, second!.entries.length]).toEqual([2, 60, 50, 10]);
    expect([...first!.entries, ...second!.entries].map((e) => e.title)).toEqual(Array.from({ length: 60 }, (_, i) => `Event ${i}`));
    expect(await page(3)).toBeNull();
    t.statements.length = 0;
    await page(1);
    expect(t.statements).toHaveLength(1);
  });

  it('is empty in a year nothing is listed for, and keeps to its language', async () => {
    const empty = (await execute(t.db, YearRouteDocument, { locale: 'en', year: 1000 })).data!.year as unknown as YearData;
    expect(empty.counts).toEqual({ events: 0, births: 0, deaths: 0 });
    const german = (await execute(t.db, YearRouteDocument, { locale: 'de', year: 1950 })).data!.year as unknown as YearData;
    expect(titles(german.events)).toEqual(['Ereignis 59', 'Nur deutsch']);
  });

  it('refuses years outside 1 to 2100 and the first and last years have no neighbour past them', async () => {
    for (const year of [0, -1, 2101, 9999]) {
      const result = await execute(t.db, YearRouteDocument, { locale: 'en', year });
      expect(result.errors?.[0]?.extensions?.code, String(year)).toBe('BAD_USER_INPUT');
    }
    const first = (await execute(t.db, YearRouteDocument, { locale: 'en', year: 1 })).data!.year as unknown as YearData;
    const last = (await execute(t.db, YearRouteDocument, { locale: 'en', year: 2100 })).data!.year as unknown as YearData;
    expect([first.previous, last.next]).toEqual([null, null]);
  });
});

describe('a month page', () => {
  it("counts events and births by day and lists the month's holidays this year, in at most 3 SQL statements", async () => {
    const result = await execute(t.db, MonthRouteDocument, { locale: 'en', month: 11, year: 2026 });
    expect(result.errors).toBeUndefined();
    const { events, births, holidays } = result.data!;
    expect(holidays.map((h) => [h.title, h.dates[0].start])).toContainEqual(['A November day', { month: 11, day: 11 }]);
    expect(events).toEqual([{ day: 9, count: 1 }]);
    expect(births).toEqual([
      { day: 9, count: 2 },
      { day: 20, count: 1 },
    ]);
    expect(t.statements.length).toBeLessThanOrEqual(3);
  });
});

describe('the index pages', () => {
  it('count events by month and by century and decade in two SQL statements', async () => {
    const result = await execute(t.db, EntryIndexRouteDocument, { locale: 'en', kind: 'EVENT' });
    expect(result.errors).toBeUndefined();
    const { byMonth, byDecade } = result.data!;
    expect(byMonth).toEqual([
      { month: 1, count: 31 },
      { month: 2, count: 28 },
      { month: 3, count: 1 },
      { month: 11, count: 1 },
    ]);
    expect(byDecade).toEqual([
      { century: 20, decade: 1950, count: 60 },
      { century: 20, decade: 1980, count: 1 },
    ]);
    expect(t.statements).toHaveLength(2);
  });

  it('count persons by their birth, the year 1900 in the 19th century', async () => {
    const { byDecade } = (await execute(t.db, EntryIndexRouteDocument, { locale: 'en', kind: 'PERSON' })).data!;
    expect(byDecade).toEqual([
      { century: 19, decade: 1800, count: 1 },
      { century: 19, decade: 1900, count: 1 },
      { century: 20, decade: 1950, count: 1 },
    ]);
  });

  it("give a century's page the years in one SQL statement", async () => {
    const result = await execute(t.db, CenturyRouteDocument, { locale: 'en', kind: 'PERSON' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.entryCounts).toEqual([
      { year: 1801, count: 1 },
      { year: 1900, count: 1 },
      { year: 1950, count: 1 },
    ]);
    expect(t.statements).toHaveLength(1);
  });

  it('give the sitemap every year with an event, a birth or a death, and the centuries of the indexes', async () => {
    const { events, births, deaths, eventCenturies, personCenturies } = (await execute(t.db, SitemapYearsRouteDocument, { locale: 'en' })).data!;
    expect(new Set([...events, ...births, ...deaths].map((g) => g.year))).toEqual(new Set([1801, 1900, 1950, 1989, 2010]));
    expect(eventCenturies.map((g) => g.century)).toEqual([20]);
    expect(personCenturies.map((g) => g.century)).toEqual([19, 20]);
  });
});
