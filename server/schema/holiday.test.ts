import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { HolidaysOnQuery, Locale } from '../../tests/graphql/graphql';
import { seedDemoContent } from '../seed/index';
import { execute } from '../testing';

let demo: TestDatabase;

beforeAll(async () => {
  demo = await createTestDatabase();
  expect(await seedDemoContent(demo.db, 2026)).toBeGreaterThan(50);
});
afterAll(() => demo.close());

const HOLIDAYS_ON = graphql(`
  query HolidaysOn($locale: Locale!, $year: Int!, $month: Int!, $day: Int!) {
    day(locale: $locale, month: $month, day: $day, year: $year) {
      holidays {
        key
        title
        fallbackFrom
        observances {
          country
          status
          start {
            iso
          }
          end {
            iso
          }
        }
      }
    }
  }
`);
const SPRING_FESTIVAL = graphql(`
  query SpringFestival {
    holidays(locale: zh, year: 2027) {
      key
      title
      dates(fromYear: 2027, years: 2) {
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
const HOLIDAY_NAMES = graphql(`
  query HolidayNames {
    ja: holidays(locale: ja, year: 2026) {
      key
      title
      fallbackFrom
    }
    tr: holidays(locale: tr, year: 2026) {
      key
      title
      fallbackFrom
    }
  }
`);
const DATE_RULES = graphql(`
  query DateRules {
    easter: entry(locale: en, kind: HOLIDAY, slug: "easter-sunday") {
      dateRule
      date {
        month
        day
      }
    }
    christmas: entry(locale: en, kind: HOLIDAY, slug: "christmas-day") {
      dateRule
      date {
        month
        day
      }
      summary
    }
  }
`);
const EARLY_DAY = graphql(`
  query EarlyDay {
    day(month: 4, day: 23, locale: en, year: 1) {
      holidays {
        title
      }
    }
    exactDate(locale: en, slug: "april-23-1") {
      events {
        title
      }
      holidays {
        title
      }
    }
  }
`);
const HOLIDAY_PAGE_YEARS = graphql(`
  query HolidayPageYears {
    entry(locale: en, kind: HOLIDAY, slug: "easter-sunday") {
      dates(fromYear: 2026, years: 5) {
        year
      }
      observances(year: 2026) {
        country
      }
    }
  }
`);

type ListedHoliday = NonNullable<HolidaysOnQuery['day']>['holidays'][number];

async function holidaysOn(locale: Locale, year: number, month: number, day: number) {
  const result = await execute(demo.db, HOLIDAYS_ON, { locale, year, month, day });
  expect(result.errors).toBeUndefined();
  return result.data!.day!.holidays;
}

function statuses(holiday: ListedHoliday | undefined): Record<string, string> {
  return Object.fromEntries((holiday?.observances ?? []).map((o) => [o.country, o.status]));
}

describe('demo holidays', () => {
  it('load once, and refresh without adding anything again', async () => {
    expect(await seedDemoContent(demo.db, 2026)).toBe(0);
  });

  it('follow their translation tables at the next start, except articles a member rewrote', async () => {
    const christmas = await demo.db.entry.findUniqueOrThrow({ where: { key: 'holiday:christmas-day' }, include: { articles: true } });
    const german = christmas.articles.find((a) => a.locale === 'de')!;
    const french = christmas.articles.find((a) => a.locale === 'fr')!;
    // A stale generated name, and a member's approved rewrite.
    await demo.db.article.update({ where: { id: german.id }, data: { title: 'Christmas Day', fallbackFrom: 'en' } });
    const author = await aMember(demo.db, { uid: 'holiday-writer', displayName: 'Holiday Writer' });
    await aRevision(demo.db, { article: french, author, status: 'APPROVED', title: 'Noël, fête de la Nativité', bodyHtml: '<p>Texte complet.</p>' });
    await demo.db.article.update({ where: { id: french.id }, data: { title: 'Noël, fête de la Nativité', bodyHtml: '<p>Texte complet.</p>' } });

    expect(await seedDemoContent(demo.db, 2026)).toBe(0);
    const after = await demo.db.article.findMany({ where: { id: { in: [german.id, french.id] } } });
    expect(after.find((a) => a.id === german.id)).toMatchObject({ title: '1. Weihnachtstag', fallbackFrom: null, slug: german.slug });
    expect(after.find((a) => a.id === french.id)).toMatchObject({ title: 'Noël, fête de la Nativité', bodyHtml: '<p>Texte complet.</p>' });
  });

  it('show movable feasts on their date of the year asked for', async () => {
    const titles = async (year: number, month: number, day: number) => (await holidaysOn('de', year, month, day)).map((h) => h.title);
    // Easter Sunday: 5 April 2026, 28 March 2027.
    expect(await titles(2026, 4, 5)).toContain('Ostersonntag');
    expect(await titles(2027, 4, 5)).not.toContain('Ostersonntag');
    expect(await titles(2027, 3, 28)).toContain('Ostersonntag');
    expect((await titles(2026, 1, 1)).filter((t) => t === 'Neujahr')).toHaveLength(1);
  });

  it('give each country its own status: All Saints is a day off in France, not in Germany; Christmas is no day off in Japan', async () => {
    const toussaint = (await holidaysOn('fr', 2026, 11, 1)).find((h) => h.key === 'holiday:all-saints-day');
    expect(toussaint?.title).toBe('Toussaint');
    expect(statuses(toussaint)).toMatchObject({ FR: 'PUBLIC', IT: 'PUBLIC', ES: 'PUBLIC', AT: 'PUBLIC', DE: 'OBSERVANCE' });
    const christmas = (await holidaysOn('ja', 2026, 12, 25)).find((h) => h.key === 'holiday:christmas-day');
    expect(statuses(christmas)).toMatchObject({ JP: 'OBSERVANCE', DE: 'PUBLIC', US: 'PUBLIC' });
    expect(statuses(christmas)).not.toHaveProperty('CN');
  });

  it('list a festival of several days on each of its days, with its end', async () => {
    const key = 'holiday:feast-of-the-sacrifice-eid-al-adha';
    for (const day of [27, 28, 29, 30]) {
      const bayram = (await holidaysOn('tr', 2026, 5, day)).find((h) => h.key === key);
      expect(bayram?.title, `27 to 30 May 2026, here ${day}`).toBe('Kurban Bayramı');
      expect(bayram?.observances[0]).toMatchObject({ country: 'TR', status: 'PUBLIC', start: { iso: '2026-05-27' }, end: { iso: '2026-05-30' } });
    }
    expect((await holidaysOn('tr', 2026, 5, 31)).map((h) => h.key)).not.toContain(key);
    expect((await holidaysOn('tr', 2026, 5, 26)).map((h) => h.key)).not.toContain(key);
    const spring = await execute(demo.db, SPRING_FESTIVAL);
    const festival = spring.data!.holidays.find((h) => h.key === 'holiday:spring-festival');
    expect(festival?.title).toBe('春节');
    expect(festival?.dates).toEqual([
      { start: { iso: '2027-02-05' }, end: { iso: '2027-02-07' } },
      { start: { iso: '2028-01-25' }, end: { iso: '2028-01-27' } },
    ]);
  });

  it("name every holiday in the reader's language", async () => {
    const result = await execute(demo.db, HOLIDAY_NAMES);
    const { ja, tr } = result.data!;
    expect(ja.find((h) => h.key === 'holiday:new-years-day')?.title).toBe('元日');
    expect(ja.find((h) => h.key === 'holiday:epiphany')?.title).not.toBe('Heilige Drei Könige');
    expect(tr.find((h) => h.key === 'holiday:valentines-day')?.title).toBe('Sevgililer Günü');
    expect([...ja, ...tr].filter((h) => h.fallbackFrom)).toEqual([]);
  });

  it('explains how a movable date is found, and leaves it to the date for a fixed day', async () => {
    const result = await execute(demo.db, DATE_RULES);
    expect(result.errors).toBeUndefined();
    const { easter, christmas } = result.data!;
    expect(easter!.dateRule).toMatch(/full moon/);
    expect(easter!.date).toBeNull();
    expect(christmas!.dateRule).toBeNull();
    expect(christmas!.date).toEqual({ month: 12, day: 25 });
    expect(christmas!.summary.length).toBeGreaterThan(40);
  });

  it('computes holidays only for the years the calendar rules hold, and shows the rest of an early day', async () => {
    await anEntry(demo.db, { kind: 'EVENT', year: 1, month: 4, day: 23, title: 'An early event' });
    const started = performance.now();
    const result = await execute(demo.db, EARLY_DAY);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ day: { holidays: [] }, exactDate: { events: [{ title: 'An early event' }], holidays: [] } });
  });

  it('lets one request ask for holidays of a few years only', async () => {
    const years = Array.from({ length: 11 }, (_, i) => `y${1700 + i}: holidays(locale: en, year: ${1700 + i}) { title }`).join('\n');
    const started = performance.now();
    const result = await execute(demo.db, `{ ${years} }`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const holidayPage = await execute(demo.db, HOLIDAY_PAGE_YEARS);
    expect(holidayPage.errors).toBeUndefined();
  });
});

const HOLIDAY_BY_KEY = graphql(`
  query HolidayByKey($key: String!, $locale: Locale!) {
    entryByKey(key: $key, locale: $locale) {
      id
      entityId
      key
      locale
      title
      path
      createdAt
      firstPublishedAt
      english: inLocale(locale: en) {
        title
      }
    }
  }
`);
const HOLIDAY_NODE = graphql(`
  query HolidayNode($id: ID!) {
    node(id: $id) {
      ... on Entry {
        key
        locale
        title
      }
    }
  }
`);

describe('catalogue holidays by key', () => {
  it('read a holiday by its key in any language, and its global ID back', async () => {
    const german = (await execute(demo.db, HOLIDAY_BY_KEY, { key: 'holiday:christmas-day', locale: 'de' })).data!.entryByKey!;
    expect(german).toMatchObject({ key: 'holiday:christmas-day', locale: 'de', title: '1. Weihnachtstag', english: { title: 'Christmas Day' } });
    expect(german.path).toMatch(/^\/de\/feiertage-und-besondere-tage\//);
    // Loaded from the catalogue: made and published at one moment.
    expect(german.firstPublishedAt).toBe(german.createdAt);
    const japanese = (await execute(demo.db, HOLIDAY_BY_KEY, { key: 'holiday:labour-day-us', locale: 'ja' })).data!.entryByKey!;
    expect(japanese).toMatchObject({ key: 'holiday:labour-day-us', locale: 'ja' });
    expect(japanese.id).not.toBe(german.id);
    expect(japanese.entityId).not.toBe(german.entityId);
    // The German reading's ID reads it in German; the entry's own, in English.
    expect((await execute(demo.db, HOLIDAY_NODE, { id: german.id })).data!.node).toEqual({
      key: 'holiday:christmas-day',
      locale: 'de',
      title: '1. Weihnachtstag',
    });
    expect((await execute(demo.db, HOLIDAY_NODE, { id: german.entityId })).data!.node).toEqual({
      key: 'holiday:christmas-day',
      locale: 'en',
      title: 'Christmas Day',
    });
  });

  it('answer null for a key no entry has, and refuse a key longer than any', async () => {
    for (const key of ['holiday:no-such-day', 'holiday:12-25:Christmas Day', '']) {
      const result = await execute(demo.db, HOLIDAY_BY_KEY, { key, locale: 'en' });
      expect(result.errors).toBeUndefined();
      expect(result.data!.entryByKey).toBeNull();
    }
    const long = await execute(demo.db, HOLIDAY_BY_KEY, { key: `holiday:${'x'.repeat(300)}`, locale: 'en' });
    expect(long.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
