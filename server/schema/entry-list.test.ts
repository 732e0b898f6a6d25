import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import { aComment } from '../../tests/setup/factories';
import { sampleEntries, type SampleEntry, type SampleName } from '../../tests/setup/sample-entries';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { EntryFilter, EntryListPageQuery, EntryListPageQueryVariables, EntryOrder } from '../../tests/graphql/graphql';
import { Prisma } from '../generated/prisma/client';
import type { EntryFilter as ListFilter } from '../entries/entry-filter';
import { entryPageSql } from '../entries/entry-list';
import { execute } from '../testing';

let t: TestDatabase;
let made: Record<SampleName, SampleEntry>;

const PAGE = graphql(`
  query EntryListPage($filter: EntryFilter!, $orderBy: [EntryOrder!], $first: Int, $after: String, $last: Int, $before: String) {
    entries(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      edges {
        cursor
        node {
          databaseId
          title
          locale
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);
const TITLES_ONLY = graphql(`
  query EntryTitlesOnly {
    entries(filter: { locale: en }, first: 5) {
      edges {
        node {
          title
        }
      }
    }
  }
`);
const COUNT_ONLY = graphql(`
  query EntryListCount($filter: EntryFilter!) {
    entries(filter: $filter) {
      totalCount
    }
  }
`);

/** When each English text last changed: hours apart, two of them at the same moment, so that the order must break ties. */
const UPDATED_HOURS: Partial<Record<SampleName, number>> = { ada: 5, moon: 1, wall: 9, flight: 3, christmas: 3, bastille: 7 };
const UPDATED_BASE = Date.UTC(2026, 0, 1);

/**
 * The visible comments of some entries' pages, by language, with ties in every language and in all
 * of them together (the Moon landing and the Berlin Wall have four each, Ada Lovelace and German
 * unity two). Each of these pages has a hidden comment too, which counts nowhere.
 */
const COMMENTS: Partial<Record<SampleName, Partial<Record<Locale, number>>>> = {
  moon: { en: 3, de: 1 },
  wall: { de: 4 },
  ada: { en: 2 },
  curie: { en: 2, tr: 3 },
  unity: { de: 2 },
};
const commentsOf = (e: SampleEntry, locale: Locale | null) =>
  Object.entries(COMMENTS[e.name] ?? {}).reduce((sum, [language, count]) => sum + (locale === null || language === locale ? count : 0), 0);

beforeAll(async () => {
  t = await createTestDatabase();
  made = await sampleEntries(t.db);
  // Every other English text changed a day before the base; the ones named above after it.
  await t.db.$executeRaw`UPDATE "Article" SET "updatedAt" = ${new Date(UPDATED_BASE - 86_400_000)} WHERE "locale" = 'en'`;
  for (const [name, hours] of Object.entries(UPDATED_HOURS) as [SampleName, number][]) {
    await t.db
      .$executeRaw`UPDATE "Article" SET "updatedAt" = ${new Date(UPDATED_BASE + hours * 3_600_000)} WHERE "entryId" = ${made[name].id} AND "locale" = 'en'`;
  }
  for (const entry of Object.values(made)) entry.articles = await t.db.article.findMany({ where: { entryId: entry.id } });
  for (const [name, counts] of Object.entries(COMMENTS) as [SampleName, Record<Locale, number>][]) {
    for (const [locale, count] of Object.entries(counts) as [Locale, number][]) {
      for (let i = 0; i < count; i++) await aComment(t.db, { entry: made[name], locale });
      await aComment(t.db, { entry: made[name], locale, hidden: true, text: 'Hidden by a reviewer.' });
    }
  }
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// What the tests expect, worked out from the sample as written.

/** The listed entries published in a language, or (null) in any. */
function listedIn(locale: Locale | null): SampleEntry[] {
  return Object.values(made).filter((e) => e.listed && e.articles.some((a) => (locale === null || a.locale === locale) && a.publishedAt));
}
/** The text an entry is read in without a language: English, else the first written in its own language, else the first. */
function readIn(e: SampleEntry) {
  const published = e.articles.filter((a) => a.publishedAt).sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime() || a.id - b.id);
  return published.find((a) => a.locale === 'en') ?? published.find((a) => a.fallbackFrom === null) ?? published[0];
}
const articleOf = (e: SampleEntry, locale: Locale | null) => (locale === null ? readIn(e) : e.articles.find((a) => a.locale === locale)!);
const titlesOf = (entries: SampleEntry[], locale: Locale | null = 'en') => entries.map((e) => articleOf(e, locale).title);

/** A date as a number that sorts like it; null when there is none. */
const dateNumber = (y: number | null, m: number | null, d: number | null) => (y === null || m === null || d === null ? null : y * 10_000 + m * 100 + d);

/** How each order ranks an entry: first the rank (0 has the date, later ranks come after in either direction), then the value. */
const ORDER_KEYS: Record<EntryOrder['field'], (e: SampleEntry, locale: Locale | null) => [rank: number, value: number | string]> = {
  DATE: (e) => {
    const dated = dateNumber(e.year, e.month, e.day) ?? dateNumber(e.birthYear, e.birthMonth, e.birthDay) ?? dateNumber(e.deathYear, e.deathMonth, e.deathDay);
    if (dated !== null) return [0, dated];
    return e.month !== null && e.day !== null ? [1, e.month * 100 + e.day] : [2, 0];
  },
  BIRTH: (e) => {
    const birth = dateNumber(e.birthYear, e.birthMonth, e.birthDay);
    return birth === null ? [1, 0] : [0, birth];
  },
  DEATH: (e) => {
    const death = dateNumber(e.deathYear, e.deathMonth, e.deathDay);
    return death === null ? [1, 0] : [0, death];
  },
  UPDATED_AT: (e, locale) => [0, articleOf(e, locale).updatedAt.getTime()],
  TITLE: (e, locale) => [0, articleOf(e, locale).title],
  COMMENT_COUNT: (e, locale) => [0, commentsOf(e, locale)],
};

function expectedOrder(locale: Locale | null, orders: EntryOrder[]): SampleEntry[] {
  const collator = new Intl.Collator(locale ?? 'en');
  const compareValues = (a: number | string, b: number | string) => (typeof a === 'string' ? collator.compare(a, b as string) : a - (b as number));
  return listedIn(locale).sort((a, b) => {
    for (const order of orders) {
      const [rankA, valueA] = ORDER_KEYS[order.field](a, locale);
      const [rankB, valueB] = ORDER_KEYS[order.field](b, locale);
      const sign = order.direction === 'DESC' ? -1 : 1;
      const difference = rankA - rankB || sign * compareValues(valueA, valueB);
      if (difference) return difference;
    }
    return (orders.at(-1)?.direction === 'DESC' ? -1 : 1) * (a.id - b.id);
  });
}

type Page = EntryListPageQuery['entries'];
const page = (variables: EntryListPageQueryVariables) => execute(t.db, PAGE, variables);

/** Every entry of a list, a few at a time, following the cursors forwards; each page's count checked. */
async function pageForwards(filter: EntryFilter, orderBy?: EntryOrder[], size = 3): Promise<string[]> {
  const titles: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const result = await page({ filter, orderBy, first: size, after });
    expect(result.errors).toBeUndefined();
    const entries: Page = result.data!.entries;
    titles.push(...entries.edges.map((edge) => edge.node.title));
    if (!entries.pageInfo.hasNextPage) return titles;
    after = entries.pageInfo.endCursor;
  }
  throw new Error('The list did not end.');
}

/** The same list read from its end, following the cursors backwards. */
async function pageBackwards(filter: EntryFilter, orderBy?: EntryOrder[], size = 3): Promise<string[]> {
  const titles: string[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const result = await page({ filter, orderBy, last: size, before });
    expect(result.errors).toBeUndefined();
    const entries: Page = result.data!.entries;
    titles.unshift(...entries.edges.map((edge) => edge.node.title));
    if (!entries.pageInfo.hasPreviousPage) return titles;
    before = entries.pageInfo.startCursor;
  }
  throw new Error('The list did not end.');
}

async function titlesFor(filter: EntryFilter): Promise<string[]> {
  const result = await page({ filter, first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!.entries.edges.map((edge) => edge.node.title);
}

const sorted = (titles: string[]) => [...titles].sort();

// ---------------------------------------------------------------------------------------------

describe('filtering entries', () => {
  it('lists the entries published in the language, listed ones only', async () => {
    expect(sorted(await titlesFor({ locale: 'en' }))).toEqual(sorted(titlesOf(listedIn('en'))));
    expect(await titlesFor({ locale: 'en' })).not.toContain('An unlisted constitution draft');
    // Written only in German; and a French text not yet published.
    expect(await titlesFor({ locale: 'de' })).toContain('Deutsche Einheit');
    expect(await titlesFor({ locale: 'en' })).not.toContain('Deutsche Einheit');
    expect(await titlesFor({ locale: 'fr' })).not.toContain('Alunissage');
  });

  it('by kind', async () => {
    expect(sorted(await titlesFor({ locale: 'en', kind: 'PERSON' }))).toEqual(
      sorted(['Ada Lovelace', 'Pierre de Coubertin', 'Guillaume Apollinaire', 'Marie Curie', 'Orhan Pamuk']),
    );
  });

  it('by month, day and years as before: any one of the dates, the same date for all of them', async () => {
    // November: Ada Lovelace and Apollinaire died in it, Marie Curie was born in it, two events happened in it.
    expect(sorted(await titlesFor({ locale: 'en', month: 11 }))).toEqual(
      sorted(['Ada Lovelace', 'Guillaume Apollinaire', 'Marie Curie', 'The Berlin Wall falls', 'Turkey adopts its constitution']),
    );
    expect(sorted(await titlesFor({ locale: 'en', month: 11, day: 9 }))).toEqual(sorted(['Guillaume Apollinaire', 'The Berlin Wall falls']));
    // Born 1815, died 1852: Ada Lovelace is in 1850-1860 by her death.
    expect(await titlesFor({ locale: 'en', yearFrom: 1850, yearTo: 1860 })).toEqual(['Ada Lovelace']);
    // One and the same date: no November date of Ada Lovelace's falls in 1815-1820.
    expect(await titlesFor({ locale: 'en', month: 11, yearFrom: 1815, yearTo: 1820 })).toEqual([]);
    // A holiday's fixed day counts; a year it has not.
    expect(await titlesFor({ locale: 'en', month: 12, day: 25 })).toEqual(['Christmas Day']);
    expect(await titlesFor({ locale: 'en', kind: 'HOLIDAY', yearFrom: 1 })).toEqual([]);
  });

  it('persons born 1850-1900 who died in November are exactly that: not Ada Lovelace, nor Marie Curie born in a November', async () => {
    const filter: EntryFilter = { locale: 'en', birth: { fromYear: 1850, toYear: 1900 }, death: { month: 11 } };
    expect(await titlesFor(filter)).toEqual(['Guillaume Apollinaire']);
    // What the old fields answered to the same question.
    expect(sorted(await titlesFor({ locale: 'en', kind: 'PERSON', yearFrom: 1850, yearTo: 1900, month: 11 }))).toEqual(sorted(['Ada Lovelace', 'Marie Curie']));
  });

  it('by birth and death ranges, each part of them', async () => {
    expect(await titlesFor({ locale: 'en', birth: { month: 11 } })).toEqual(['Marie Curie']);
    expect(await titlesFor({ locale: 'en', birth: { month: 1, day: 1 } })).toEqual(['Pierre de Coubertin']);
    expect(sorted(await titlesFor({ locale: 'en', birth: { fromYear: 1860 } }))).toEqual(
      sorted(['Pierre de Coubertin', 'Guillaume Apollinaire', 'Marie Curie', 'Orhan Pamuk']),
    );
    expect(await titlesFor({ locale: 'en', birth: { toYear: 1850 } })).toEqual(['Ada Lovelace']);
    // Everyone who has died; the living do not.
    expect(sorted(await titlesFor({ locale: 'en', death: {} }))).toEqual(
      sorted(['Ada Lovelace', 'Pierre de Coubertin', 'Guillaume Apollinaire', 'Marie Curie']),
    );
    expect(await titlesFor({ locale: 'en', death: { fromYear: 1930, toYear: 1935, day: 4 } })).toEqual(['Marie Curie']);
    // Only persons have births.
    expect(await titlesFor({ locale: 'en', kind: 'EVENT', birth: {} })).toEqual([]);
  });

  it('by countries: an entry of any of them', async () => {
    expect(sorted(await titlesFor({ locale: 'en', countries: ['TR'] }))).toEqual(
      sorted(['Orhan Pamuk', 'Turkey adopts its constitution', 'Naval victory at the Dardanelles', "National Sovereignty and Children's Day"]),
    );
    expect(sorted(await titlesFor({ locale: 'en', countries: ['PL', 'IT'] }))).toEqual(sorted(['Marie Curie', 'Guillaume Apollinaire', 'Easter Sunday']));
    expect(await titlesFor({ locale: 'en', countries: ['JP'] })).toEqual([]);
  });

  it("by holiday types: the holiday's status, a holiday members wrote being an observance", async () => {
    expect(sorted(await titlesFor({ locale: 'en', holidayTypes: ['PUBLIC'] }))).toEqual(sorted(['Christmas Day', "National Sovereignty and Children's Day"]));
    expect(sorted(await titlesFor({ locale: 'en', holidayTypes: ['OBSERVANCE'] }))).toEqual(sorted(['Easter Sunday', 'Day of the Bicycle Messengers']));
    expect(await titlesFor({ locale: 'en', holidayTypes: ['BANK', 'SCHOOL'] })).toEqual([]);
  });

  it("by search: every word in the title, summary or text, as the site's search finds words", async () => {
    // The title in one entry, the summary ("Constitution of 1982") in the same; the unlisted draft never.
    expect(await titlesFor({ locale: 'en', search: 'constitution' })).toEqual(['Turkey adopts its constitution']);
    expect(await titlesFor({ locale: 'en', search: 'CONSTITUTION OF' })).toEqual(['Turkey adopts its constitution']);
    // Every word must be there, in any order.
    expect(await titlesFor({ locale: 'en', search: 'referendum constitution' })).toEqual(['Turkey adopts its constitution']);
    expect(await titlesFor({ locale: 'en', search: 'constitution moon' })).toEqual([]);
    // Accents: "Révolution française" in the French summary.
    expect(await titlesFor({ locale: 'fr', search: 'revolution FRANCAISE' })).toEqual(['Prise de la Bastille']);
    expect(await titlesFor({ locale: 'tr', search: 'istanbul' })).toEqual(['Orhan Pamuk']);
    // A word in another of its forms, as the language reads it: the German plural finds the singular.
    expect(await titlesFor({ locale: 'de', search: 'Mondlandungen' })).toEqual(['Mondlandung']);
    expect(await titlesFor({ locale: 'en', search: 'lands moons' })).toEqual(['Apollo 11 lands on the Moon']);
    // A word, not a stretch of letters: nothing is found inside another word ("lace" in "Lovelace",
    // "landung" in "Mondlandung"); the last word stands for the words it begins, unless a space ends the search.
    expect(await titlesFor({ locale: 'en', search: 'lace' })).toEqual([]);
    expect(await titlesFor({ locale: 'de', search: 'landung' })).toEqual([]);
    expect(await titlesFor({ locale: 'en', search: 'Lovel' })).toEqual(['Ada Lovelace']);
    expect(await titlesFor({ locale: 'en', search: 'Lovel ' })).toEqual([]);
    // The article's text, read without its markup: the words inside a tag, never the tag's name.
    expect(await titlesFor({ locale: 'en', search: 'wright flyer' })).toEqual(['First powered flight']);
    expect(await titlesFor({ locale: 'en', search: '37 metres & landed' })).toEqual(['First powered flight']);
    expect(await titlesFor({ locale: 'en', search: '<strong>' })).toEqual([]);
    // In the filter's language only.
    expect(await titlesFor({ locale: 'de', search: 'constitution' })).toEqual([]);
    // What is not a letter or digit separates words, and means nothing more: no wildcard, no operator.
    expect(await titlesFor({ locale: 'en', search: 'c%n_t' })).toEqual([]);
    expect(await titlesFor({ locale: 'en', search: '!constitution | moon:*' })).toEqual([]);
    expect(await titlesFor({ locale: 'en', search: '  (constitution)  ' })).toEqual(['Turkey adopts its constitution']);
  });

  it('by updatedSince: the text in the language changed at or after the time', async () => {
    const since = new Date(UPDATED_BASE + 5 * 3_600_000).toISOString();
    expect(sorted(await titlesFor({ locale: 'en', updatedSince: since }))).toEqual(
      sorted(['Ada Lovelace', 'The Berlin Wall falls', 'Storming of the Bastille']),
    );
    expect(await titlesFor({ locale: 'en', updatedSince: new Date(UPDATED_BASE + 10 * 3_600_000).toISOString() })).toEqual([]);
  });

  it('by ids: those entries, if listed in the language', async () => {
    const ids = [made.moon.id, made.curie.id, made.draft.id, made.unity.id].map(String);
    expect(sorted(await titlesFor({ locale: 'en', ids }))).toEqual(sorted(['Apollo 11 lands on the Moon', 'Marie Curie']));
    expect(await titlesFor({ locale: 'en', ids: [] })).toEqual([]);
  });

  it('combines every field given', async () => {
    expect(await titlesFor({ locale: 'en', kind: 'EVENT', countries: ['TR', 'DE'], month: 11, search: 'wall' })).toEqual(['The Berlin Wall falls']);
  });
});

describe('ordering entries', () => {
  const fields = ['DATE', 'BIRTH', 'DEATH', 'UPDATED_AT', 'TITLE', 'COMMENT_COUNT'] as const;
  it.each(fields.flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => ({ field, direction }))))(
    'by $field $direction, page after page, forwards and backwards',
    async (order) => {
      const expected = titlesOf(expectedOrder('en', [order]));
      expect(await pageForwards({ locale: 'en' }, [order])).toEqual(expected);
      expect(await pageBackwards({ locale: 'en' }, [order])).toEqual(expected);
    },
  );

  it('by date, oldest first, when no order is given: holidays after the dated entries, movable feasts last', async () => {
    const titles = await pageForwards({ locale: 'en' }, undefined, 4);
    expect(titles).toEqual(titlesOf(expectedOrder('en', [{ field: 'DATE', direction: 'ASC' }])));
    expect(titles.slice(0, 3)).toEqual(['Storming of the Bastille', 'Ada Lovelace', 'Pierre de Coubertin']);
    expect(titles.slice(-4)).toEqual(["National Sovereignty and Children's Day", 'Day of the Bicycle Messengers', 'Christmas Day', 'Easter Sunday']);
    expect(await pageForwards({ locale: 'en' }, [], 4)).toEqual(titles);
  });

  it('by several keys, the first deciding first, in mixed directions', async () => {
    for (const orders of [
      [
        { field: 'DEATH', direction: 'DESC' },
        { field: 'TITLE', direction: 'ASC' },
      ],
      [
        { field: 'UPDATED_AT', direction: 'ASC' },
        { field: 'DATE', direction: 'DESC' },
      ],
    ] satisfies EntryOrder[][]) {
      const expected = titlesOf(expectedOrder('en', orders));
      expect(await pageForwards({ locale: 'en' }, orders, 2)).toEqual(expected);
      expect(await pageBackwards({ locale: 'en' }, orders, 2)).toEqual(expected);
    }
  });

  it('by title in the alphabetical order of the language read', async () => {
    const titles = await pageForwards({ locale: 'tr' }, [{ field: 'TITLE' }]);
    expect(titles).toEqual(titlesOf(expectedOrder('tr', [{ field: 'TITLE' }]), 'tr'));
    // Ç between C and D, as Turkish has it (by code points it would come after Z).
    expect(titles).toEqual([
      'Anayasa kabul edildi',
      'Berlin Duvarı yıkıldı',
      'Çanakkale Deniz Zaferi',
      'Marie Curie',
      'Orhan Pamuk',
      'Ulusal Egemenlik ve Çocuk Bayramı',
    ]);
  });

  it('between two cursors, when both are given', async () => {
    const all = (await page({ filter: { locale: 'en' }, first: 100 })).data!.entries.edges;
    const result = await page({ filter: { locale: 'en' }, first: 100, after: all[2].cursor, before: all[7].cursor });
    expect(result.data!.entries.edges.map((e) => e.node.title)).toEqual(all.slice(3, 7).map((e) => e.node.title));
  });
});

describe('cursors', () => {
  it('do not depend on the language: an entry has the same cursor in every language, and a cursor continues the list in another', async () => {
    const english = (await page({ filter: { locale: 'en' }, first: 100 })).data!.entries.edges;
    const german = (await page({ filter: { locale: 'de' }, first: 100 })).data!.entries.edges;
    const ada = (edges: typeof english) => edges.find((e) => e.node.databaseId === made.ada.id)!.cursor;
    expect(ada(german)).toBe(ada(english));
    // After Ada Lovelace in English, then read in German: the German list from the same place.
    const next = await page({ filter: { locale: 'de' }, first: 100, after: ada(english) });
    const germanAfterAda = german.slice(german.findIndex((e) => e.node.databaseId === made.ada.id) + 1);
    expect(next.data!.entries.edges.map((e) => e.node.title)).toEqual(germanAfterAda.map((e) => e.node.title));
    // Opaque: nothing of the entry shows.
    expect(ada(english)).not.toContain(String(made.ada.id));
    expect(ada(english)).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('totalCount', () => {
  it("equals the database's count of the filter's entries, on every page", async () => {
    const countIn = (locale: Locale, entry: Prisma.EntryWhereInput = {}) =>
      t.db.article.count({ where: { locale, publishedAt: { not: null }, entry: { listed: true, ...entry } } });
    const cases: [EntryFilter, number][] = [
      [{ locale: 'en' }, await countIn('en')],
      [{ locale: 'de' }, await countIn('de')],
      [{ locale: 'en', kind: 'PERSON' }, await countIn('en', { kind: 'PERSON' })],
      [{ locale: 'en', countries: ['FR'] }, await countIn('en', { countries: { has: 'FR' } })],
      [{ locale: 'en', death: { month: 11 } }, await countIn('en', { kind: 'PERSON', deathMonth: 11 })],
      // Filters on the article's text and time count with the articles.
      [{ locale: 'fr', search: 'revolution' }, 1],
      [
        { locale: 'en', updatedSince: new Date(UPDATED_BASE).toISOString() },
        await t.db.article.count({ where: { locale: 'en', publishedAt: { not: null }, updatedAt: { gte: new Date(UPDATED_BASE) }, entry: { listed: true } } }),
      ],
    ];
    for (const [filter, count] of cases) {
      expect(count).toBeGreaterThan(0);
      const first = await page({ filter, first: 1 });
      expect(first.data!.entries.totalCount).toBe(count);
      const second = await page({ filter, first: 1, after: first.data!.entries.pageInfo.endCursor });
      expect(second.data!.entries.totalCount).toBe(count);
    }
  });

  it('is one COUNT statement when it is all that is asked, and none when it is not asked', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, COUNT_ONLY, { filter: { locale: 'en', kind: 'EVENT' } });
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toMatch(/^\s*SELECT count\(\*\)/);
    // Counted from the entries alone, which keep the languages they are published in.
    expect(t.statements[0]).not.toMatch(/"Article"/);
    expect(result.data!.entries.totalCount).toBe(
      await t.db.article.count({ where: { locale: 'en', publishedAt: { not: null }, entry: { listed: true, kind: 'EVENT' } } }),
    );

    t.statements.length = 0;
    await execute(t.db, TITLES_ONLY);
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).not.toMatch(/count\(/i);
  });
});

describe('refusing hostile input as bad input, never as a server error', () => {
  const dateCursor = () => Buffer.from(JSON.stringify(['DATE:ASC', [18151210], made.ada.id])).toString('base64url');
  const cases: [string, Record<string, unknown>][] = [
    ['101 ids', { filter: { locale: 'en', ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) } }],
    ['an id that is not a row', { filter: { locale: 'en', ids: ['1e9999'] } }],
    ['250 countries', { filter: { locale: 'en', countries: Array.from({ length: 250 }, () => 'DE') } }],
    ['6 holiday types', { filter: { locale: 'en', holidayTypes: Array.from({ length: 6 }, () => 'PUBLIC') } }],
    ['a search of two letters', { filter: { locale: 'en', search: 'ab' } }],
    ['a search of spaces around two letters', { filter: { locale: 'en', search: '    ab    ' } }],
    ['a search of wildcards alone', { filter: { locale: 'en', search: '%%%' } }],
    ['a search of underscores alone', { filter: { locale: 'en', search: '___' } }],
    ['a search of combining marks alone', { filter: { locale: 'en', search: '\u0301\u0301\u0301' } }],
    ['a search of modifier apostrophes alone', { filter: { locale: 'en', search: 'ʻʼʹˈ' } }],
    ['a search of 101 characters', { filter: { locale: 'en', search: 'x'.repeat(101) } }],
    ['a search of 100,000 characters', { filter: { locale: 'en', search: 'constitution '.repeat(8000) } }],
    ['a time long before the calendar', { filter: { locale: 'en', updatedSince: '-200000-01-01T00:00:00.000Z' } }],
    ['a time far beyond it', { filter: { locale: 'en', updatedSince: '+275000-01-01T00:00:00.000Z' } }],
    ['a search with a NUL character', { filter: { locale: 'en', search: 'consti\u0000tution' } }],
    ['a range that ends before it starts', { filter: { locale: 'en', birth: { fromYear: 1900, toYear: 1850 } } }],
    ['a thirteenth month', { filter: { locale: 'en', death: { month: 13 } } }],
    ['a field ordered by twice', { filter: { locale: 'en' }, orderBy: [{ field: 'DATE' }, { field: 'DATE', direction: 'DESC' }] }],
    ['seven keys of order', { filter: { locale: 'en' }, orderBy: Array.from({ length: 7 }, () => ({ field: 'TITLE' })) }],
    ['a page of 101', { filter: { locale: 'en' }, first: 101 }],
    ['a cursor that is not base64', { filter: { locale: 'en' }, after: 'not a cursor!' }],
    ['a cursor of no JSON', { filter: { locale: 'en' }, after: Buffer.from('{"a":').toString('base64url') }],
    ['a cursor of other JSON', { filter: { locale: 'en' }, after: Buffer.from('{"id":1}').toString('base64url') }],
    ['a cursor of the comments list', { filter: { locale: 'en' }, after: Buffer.from('OffsetConnection:3').toString('base64') }],
    ['a row id where a cursor goes', { filter: { locale: 'en' }, after: String(made?.ada?.id ?? 1) }],
    ['a cursor of another order', { filter: { locale: 'en' }, orderBy: [{ field: 'TITLE' }], after: 'DATE' }],
    ['a cursor whose id is 0', { filter: { locale: 'en' }, after: Buffer.from(JSON.stringify(['DATE:ASC', [18151210], 0])).toString('base64url') }],
    ['a cursor whose key is text', { filter: { locale: 'en' }, before: Buffer.from(JSON.stringify(['DATE:ASC', ['1815'], 1])).toString('base64url') }],
    ['a cursor whose key is too large', { filter: { locale: 'en' }, after: Buffer.from('["DATE:ASC",[1e400],1]').toString('base64url') }],
    ['a cursor of 10,000 characters', { filter: { locale: 'en' }, after: 'A'.repeat(10_000) }],
    ['a title order without a language', { filter: {}, orderBy: [{ field: 'TITLE' }] }],
    ['an order by update without a language', { filter: { kind: 'EVENT' }, orderBy: [{ field: 'COMMENT_COUNT' }, { field: 'UPDATED_AT' }] }],
    ['searchIn without a search', { filter: { locale: 'en', searchIn: 'TITLE' } }],
    ['nativeIn no language', { filter: { nativeIn: { locales: [] } } }],
    ['nativeIn nine languages', { filter: { nativeIn: { locales: ['en', 'tr', 'de', 'fr', 'it', 'es', 'zh', 'ja', 'en'] } } }],
    [
      "a cursor of one language's comment counts in a list of all",
      { filter: {}, orderBy: [{ field: 'COMMENT_COUNT' }], after: Buffer.from(JSON.stringify(['COMMENT_COUNT(en):ASC', [0], 1])).toString('base64url') },
    ],
    [
      'a title cursor with a NUL character',
      { filter: { locale: 'en' }, orderBy: [{ field: 'TITLE' }], after: Buffer.from(JSON.stringify(['TITLE:ASC', ['Ada\u0000'], 1])).toString('base64url') },
    ],
    [
      'a time cursor of no real time',
      {
        filter: { locale: 'en' },
        orderBy: [{ field: 'UPDATED_AT' }],
        after: Buffer.from(JSON.stringify(['UPDATED_AT:ASC', ['2026-02-30T10:00:00.000Z'], 1])).toString('base64url'),
      },
    ],
  ];

  it.each(cases)('%s', async (_name, variables) => {
    if (variables.after === 'DATE') variables.after = dateCursor();
    const result = await page(variables as { filter: EntryFilter });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).not.toMatch(/prisma|invalid `|syntax|postgres/i);
  });

  // Values of no type of the schema are refused before any resolver runs (over HTTP as BAD_USER_INPUT, see tests/browser/fuzz.test.ts).
  it.each([
    ['searchIn of another place', { locale: 'en', search: 'constitution', searchIn: 'SUMMARY' }, /EntrySearchIn/],
    ['nativeIn a language there is not', { nativeIn: { locales: ['xx'] } }, /Locale/],
    ['nativeIn without its languages', { nativeIn: { all: true } }, /locales/],
    ['a null language in nativeIn', { nativeIn: { locales: [null] } }, /locales/],
  ])('%s, as a value of no type', async (_name, filter, says) => {
    const result = await page({ filter: filter as EntryFilter });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(says);
  });

  it('says why an order or a field cannot be given', async () => {
    const title = await page({ filter: {}, orderBy: [{ field: 'TITLE' }] });
    expect(title.errors?.[0]?.message).toMatch(/^orderBy: TITLE needs filter\.locale/);
    const searchIn = await page({ filter: { locale: 'en', searchIn: 'TITLE' } });
    expect(searchIn.errors?.[0]?.message).toMatch(/searchIn says where search looks/);
    const nativeIn = await page({ filter: { nativeIn: { locales: [] } } });
    expect(nativeIn.errors?.[0]?.message).toMatch(/nativeIn\.locales: must name at least one language/);
  });

  it('names what is wrong with a cursor', async () => {
    const result = await page({ filter: { locale: 'en' }, orderBy: [{ field: 'TITLE' }], after: dateCursor() });
    expect(result.errors?.[0]?.message).toMatch(/^after: a cursor of another order/);
  });
});

describe('the database reads a page by an index', () => {
  /** The plan of a page's statement when the planner may not read a whole table or sort it. */
  async function planOf(filter: ListFilter, orderBy: EntryOrder[] | undefined, after?: string): Promise<string> {
    const { sql } = entryPageSql(filter, orderBy, { limit: 21, inverted: false, after });
    const rows = await t.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      return tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${sql}`);
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each([
    [undefined, 'Entry_date_asc_order_idx'],
    [[{ field: 'DATE', direction: 'DESC' }], 'Entry_date_desc_order_idx'],
    [[{ field: 'UPDATED_AT', direction: 'DESC' }], 'Article_locale_updatedAt_entryId_idx'],
    [[{ field: 'TITLE' }], 'Article_title_en_order_idx'],
    [[{ field: 'TITLE', direction: 'DESC' }], 'Article_title_en_order_idx'],
  ] as [EntryOrder[] | undefined, string][])('in the order %j: %s, also from a cursor on', async (orderBy, index) => {
    expect(await planOf({ locale: 'en' }, orderBy)).toContain(index);
    const [first] = (await page({ filter: { locale: 'en' }, orderBy, first: 1 })).data!.entries.edges;
    const plan = await planOf({ locale: 'en' }, orderBy, first.cursor);
    expect(plan).toContain(index);
    expect(plan).toMatch(/Index Cond: .*ROW\(/);
  });

  it.each([
    [null, undefined, 'Entry_date_asc_order_idx'],
    [null, [{ field: 'DATE', direction: 'DESC' }], 'Entry_date_desc_order_idx'],
    [null, [{ field: 'COMMENT_COUNT', direction: 'DESC' }], 'Entry_comment_count_order_idx'],
    ['en', [{ field: 'COMMENT_COUNT', direction: 'DESC' }], 'Article_comment_count_order_idx'],
    ['de', [{ field: 'COMMENT_COUNT' }], 'Article_comment_count_order_idx'],
  ] as [Locale | null, EntryOrder[] | undefined, string][])(
    'in the language %s, in the order %j: %s, also from a cursor on',
    async (locale, orderBy, index) => {
      const filter = locale ? { locale } : {};
      expect(await planOf(filter, orderBy)).toContain(index);
      const [first] = (await page({ filter, orderBy, first: 1 })).data!.entries.edges;
      const plan = await planOf(filter, orderBy, first.cursor);
      expect(plan).toContain(index);
      expect(plan).toMatch(/Index Cond: .*ROW\(/);
    },
  );

  it("and a search by the index of its language's words, among thousands of articles", async () => {
    const { sql } = entryPageSql({ locale: 'en', search: 'constitution' }, [{ field: 'TITLE' }], { limit: 21, inverted: false });
    const plan = await t.db
      .$transaction(
        async (tx) => {
          // Thousands of other articles of many words and their rows of the search, as the planner sees
          // them once analysed; all undone below. Their other triggers (counts, the change log) play no
          // part in a plan: skipped.
          await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
          await tx.$executeRaw`INSERT INTO "Entry" ("key", "kind", "year", "month", "day", "updatedAt")
          SELECT 'plan-' || g, 'EVENT', 1000 + g % 1000, 1 + g % 12, 1 + g % 28, now() FROM generate_series(1, 5000) g`;
          await tx.$executeRaw`INSERT INTO "Article" ("entryId", "locale", "slug", "title", "summary", "publishedAt", "updatedAt")
          SELECT e."id", 'en', e."key", 'Event number ' || e."id", 'Something that happened at place' || e."id" % 500 || ' in year' || e."id" % 313, now(), now() FROM "Entry" e WHERE e."key" LIKE 'plan-%'`;
          await tx.$executeRaw`SELECT "search_documents_refresh"(ARRAY(SELECT a."id" FROM "Article" a WHERE a."slug" LIKE 'plan-%'))`;
          // Moved from the index's list of pending rows into the index itself, as vacuuming does.
          await tx.$queryRaw`SELECT gin_clean_pending_list('"SearchDocument_words_en_idx"'::regclass)::int`;
          await tx.$executeRaw`ANALYZE "Entry", "Article", "SearchDocument"`;
          const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${sql}`);
          throw Object.assign(new Error('undo'), { plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
        },
        { timeout: 20_000 },
      )
      .catch((error: Error & { plan?: string }) => error.plan ?? error.message);
    expect(plan).toContain('SearchDocument_words_en_idx');
  });
});

describe('entities: a filter without a language', () => {
  it('lists every listed entry once, read in English or else the language it was first written in, and says which', async () => {
    const result = await page({ filter: {}, first: 100 });
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.entries.edges.map((edge) => edge.node);
    expect(nodes.map((n) => n.databaseId)).toEqual(expectedOrder(null, [{ field: 'DATE', direction: 'ASC' }]).map((e) => e.id));
    expect(new Set(nodes.map((n) => n.databaseId)).size).toBe(nodes.length);
    expect(nodes).toContainEqual({ databaseId: made.unity.id, title: 'Deutsche Einheit', locale: 'de' });
    expect(nodes).toContainEqual({ databaseId: made.christmas.id, title: 'Christmas Day', locale: 'en' });
    expect(nodes.map((n) => n.title)).not.toContain('An unlisted constitution draft');
    expect(result.data!.entries.totalCount).toBe(await t.db.entry.count({ where: { listed: true, articles: { some: { publishedAt: { not: null } } } } }));
  });

  const fields = ['DATE', 'BIRTH', 'DEATH', 'COMMENT_COUNT'] as const;
  it.each(fields.flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => ({ field, direction }))))(
    'ordered by $field $direction, page after page, forwards and backwards',
    async (order) => {
      const expected = titlesOf(expectedOrder(null, [order]), null);
      expect(await pageForwards({}, [order])).toEqual(expected);
      expect(await pageBackwards({}, [order])).toEqual(expected);
    },
  );

  it('by comment count in all languages, the most commented first, equal counts by entry (the later first)', async () => {
    const titles = await pageForwards({}, [{ field: 'COMMENT_COUNT', direction: 'DESC' }], 4);
    // Marie Curie 5; the Berlin Wall (written after the Moon landing) and the Moon landing 4; German unity and Ada Lovelace 2.
    expect(titles.slice(0, 5)).toEqual(['Marie Curie', 'The Berlin Wall falls', 'Apollo 11 lands on the Moon', 'Deutsche Einheit', 'Ada Lovelace']);
    // In English: the Moon landing 3, then Marie Curie and Ada Lovelace 2 each.
    expect((await pageForwards({ locale: 'en' }, [{ field: 'COMMENT_COUNT', direction: 'DESC' }], 4)).slice(0, 3)).toEqual([
      'Apollo 11 lands on the Moon',
      'Marie Curie',
      'Ada Lovelace',
    ]);
  });

  it("searches every language's text, each as its language finds words, and the titles alone when asked", async () => {
    const titlesOfSearch = async (search: string, searchIn?: 'TITLE' | 'ALL') => sorted(await titlesFor({ search, searchIn }));
    // German plural, Turkish summary, a text written only in German, French accents.
    expect(await titlesOfSearch('Mondlandungen')).toEqual(['Apollo 11 lands on the Moon']);
    expect(await titlesOfSearch('istanbul')).toEqual(['Orhan Pamuk']);
    expect(await titlesOfSearch('Einheit')).toEqual(['Deutsche Einheit']);
    expect(await titlesOfSearch('revolution')).toEqual(['Storming of the Bastille']);
    expect(await titlesOfSearch('revolution', 'TITLE')).toEqual([]);
    expect(await titlesOfSearch('Bastille', 'TITLE')).toEqual(['Storming of the Bastille']);
    // In one language, a word of the summary only is no title's.
    expect(await titlesFor({ locale: 'en', search: 'referendum', searchIn: 'TITLE' })).toEqual([]);
    expect(await titlesFor({ locale: 'en', search: 'referendum', searchIn: 'ALL' })).toEqual(['Turkey adopts its constitution']);
    expect(await titlesFor({ locale: 'en', search: 'constitu', searchIn: 'TITLE' })).toEqual(['Turkey adopts its constitution']);
    expect(await titlesFor({ locale: 'de', search: 'Mondlandungen', searchIn: 'TITLE' })).toEqual(['Mondlandung']);
    expect(await titlesFor({ locale: 'de', search: 'Mond', searchIn: 'TITLE' })).toEqual(['Mondlandung']);
    expect(await titlesFor({ locale: 'de', search: 'Armstrong', searchIn: 'TITLE' })).toEqual([]);
  });

  it('by updatedSince: any of its texts changed at or after the time', async () => {
    const since = new Date(UPDATED_BASE + 5 * 3_600_000);
    const expected = listedIn(null).filter((e) => e.articles.some((a) => a.publishedAt && a.updatedAt >= since));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await titlesFor({ updatedSince: since.toISOString() }))).toEqual(sorted(titlesOf(expected, null)));
  });

  it('by native languages: written in all of them, or in one of them, never borrowed', async () => {
    const native = (e: SampleEntry, locale: Locale) => e.articles.some((a) => a.locale === locale && a.publishedAt && a.fallbackFrom === null);
    const enDe = listedIn(null).filter((e) => native(e, 'en') && native(e, 'de'));
    expect(sorted(await titlesFor({ nativeIn: { locales: ['en', 'de'], all: true } }))).toEqual(sorted(titlesOf(enDe, null)));
    const frOrTr = listedIn(null).filter((e) => native(e, 'fr') || native(e, 'tr'));
    expect(sorted(await titlesFor({ nativeIn: { locales: ['fr', 'tr'] } }))).toEqual(sorted(titlesOf(frOrTr, null)));
    // Christmas Day's Japanese text is borrowed from German: read in Japanese, but not written in it.
    expect(await titlesFor({ locale: 'ja' })).toEqual(['1. Weihnachtstag']);
    expect(await titlesFor({ nativeIn: { locales: ['ja'] } })).toEqual([]);
    expect(await titlesFor({ locale: 'ja', nativeIn: { locales: ['de'] } })).toEqual(['1. Weihnachtstag']);
    // In a language: the same entries, read in it.
    expect(sorted(await titlesFor({ locale: 'de', nativeIn: { locales: ['en', 'de'], all: true } }))).toEqual(sorted(titlesOf(enDe, 'de')));
  });

  it('counts each entry once, from the entries alone', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, COUNT_ONLY, { filter: { kind: 'PERSON', nativeIn: { locales: ['fr', 'tr'] } } });
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).not.toMatch(/"Article"/);
    expect(result.data!.entries.totalCount).toBe(
      await t.db.entry.count({
        where: { listed: true, kind: 'PERSON', articles: { some: { locale: { in: ['fr', 'tr'] }, publishedAt: { not: null }, fallbackFrom: null } } },
      }),
    );
  });
});

describe('nodes', () => {
  it('gives the items of a page without their edges, the same and in the same order', async () => {
    const { data, errors } = await execute(
      t.db,
      `{ entries(filter: { locale: en }, first: 5) { nodes { id title } edges { node { id title } } } changes(since: "${new Date(Date.now() - 86_400_000).toISOString()}", first: 3) { nodes { id } edges { node { id } } } }`,
    );
    expect(errors).toBeUndefined();
    const entries = data!.entries as { nodes: unknown[]; edges: { node: unknown }[] };
    expect(entries.nodes).toHaveLength(5);
    expect(entries.nodes).toEqual(entries.edges.map((edge) => edge.node));
    const changes = data!.changes as { nodes: unknown[]; edges: { node: unknown }[] };
    expect(changes.nodes).toEqual(changes.edges.map((edge) => edge.node));
  });
});
