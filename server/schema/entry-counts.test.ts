import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/locales';
import { sampleEntries, type SampleEntry, type SampleName } from '../../tests/setup/sample-entries';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { EntryCountsQuery, EntryFilter, EntryGroupBy } from '../../tests/graphql/graphql';
import type { Context } from '../graphql/context';
import { countEntryGroups } from '../entries/entry-counts';
import { countSearchMatches } from '../entries/entry-filter';
import { HOLIDAY_TYPES } from '../holidays/catalogue';
import { execute } from '../testing';

let t: TestDatabase;
let made: Record<SampleName, SampleEntry>;

const COUNTS = graphql(`
  query EntryCounts($filter: EntryFilter!, $groupBy: [EntryGroupBy!]!) {
    entryCounts(filter: $filter, groupBy: $groupBy) {
      month
      day
      year
      decade
      century
      kind
      country
      locale
      holidayType
      count
    }
  }
`);

type Group = EntryCountsQuery['entryCounts'][number];

beforeAll(async () => {
  t = await createTestDatabase();
  made = await sampleEntries(t.db);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// The groups worked out from the sample as written, by the rules the schema describes.

const KINDS = ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'] as const;

/** The date an entry counts by: its own, or a person's birth (death when unknown), or the death when asked to. */
function countedDate(e: SampleEntry, byDeath: boolean): { year: number | null; month: number | null; day: number | null } {
  if (e.kind !== 'PERSON') return { year: e.year, month: e.month, day: e.day };
  if (byDeath || e.birthYear === null) return { year: e.deathYear, month: e.deathMonth, day: e.deathDay };
  return { year: e.birthYear, month: e.birthMonth, day: e.birthDay };
}

/** Each value an entry has for a grouping: none, one, or (countries, languages) several. */
function valuesOf(e: SampleEntry, by: EntryGroupBy, byDeath: boolean): (number | string)[] {
  const { year, month, day } = countedDate(e, byDeath);
  const present = (value: number | string | null) => (value === null ? [] : [value]);
  switch (by) {
    case 'MONTH':
      return present(month);
    case 'DAY':
      return present(day);
    case 'YEAR':
      return present(year);
    case 'DECADE':
      return present(year === null ? null : Math.floor(year / 10) * 10);
    case 'CENTURY':
      return present(year === null ? null : Math.floor((year - 1) / 100) + 1);
    case 'KIND':
      return [e.kind];
    case 'COUNTRY':
      return [...e.countries];
    case 'LOCALE':
      return e.articles.filter((a) => a.publishedAt && !a.fallbackFrom).map((a) => a.locale);
    case 'HOLIDAY_TYPE':
      return e.kind === 'HOLIDAY' ? [(e.holidayType ?? 'observance').toUpperCase()] : [];
  }
}

const FIELD: Record<EntryGroupBy, keyof Omit<Group, 'count' | '__typename'>> = {
  MONTH: 'month',
  DAY: 'day',
  YEAR: 'year',
  DECADE: 'decade',
  CENTURY: 'century',
  KIND: 'kind',
  COUNTRY: 'country',
  LOCALE: 'locale',
  HOLIDAY_TYPE: 'holidayType',
};

function rank(by: EntryGroupBy, value: number | string): number | string {
  if (by === 'KIND') return KINDS.indexOf(value as (typeof KINDS)[number]);
  if (by === 'LOCALE') return LOCALES.indexOf(value as Locale);
  if (by === 'HOLIDAY_TYPE') return HOLIDAY_TYPES.indexOf((value as string).toLowerCase() as (typeof HOLIDAY_TYPES)[number]);
  return value;
}

/** The groups of the entries published in a language, or (null) of every entry once, published in any. */
function expectedGroups(locale: Locale | null, matches: (e: SampleEntry) => boolean, groupBy: EntryGroupBy[], byDeath = false): Group[] {
  const counts = new Map<string, { keys: (number | string)[]; count: number }>();
  for (const e of Object.values(made)) {
    if (!e.listed || !e.articles.some((a) => (locale === null || a.locale === locale) && a.publishedAt) || !matches(e)) continue;
    let combinations: (number | string)[][] = [[]];
    for (const by of groupBy) combinations = combinations.flatMap((keys) => valuesOf(e, by, byDeath).map((value) => [...keys, value]));
    for (const keys of combinations) {
      const id = JSON.stringify(keys);
      counts.set(id, { keys, count: (counts.get(id)?.count ?? 0) + 1 });
    }
  }
  const compare = (a: (number | string)[], b: (number | string)[]) => {
    for (const [i, by] of groupBy.entries()) {
      const [x, y] = [rank(by, a[i]), rank(by, b[i])];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
  return [...counts.values()]
    .sort((a, b) => compare(a.keys, b.keys))
    .map(({ keys, count }) => {
      const group: Group = {
        month: null,
        day: null,
        year: null,
        decade: null,
        century: null,
        kind: null,
        country: null,
        locale: null,
        holidayType: null,
        count,
      };
      groupBy.forEach((by, i) => Object.assign(group, { [FIELD[by]]: keys[i] }));
      return group;
    });
}

async function counts(filter: EntryFilter, groupBy: EntryGroupBy[]): Promise<Group[]> {
  const result = await execute(t.db, COUNTS, { filter, groupBy });
  expect(result.errors).toBeUndefined();
  return result.data!.entryCounts;
}

// ---------------------------------------------------------------------------------------------

describe('entryCounts', () => {
  const everything = () => true;

  it.each(['MONTH', 'DAY', 'YEAR', 'DECADE', 'CENTURY', 'KIND', 'COUNTRY', 'LOCALE', 'HOLIDAY_TYPE'] as EntryGroupBy[])(
    'counts by %s what the entries say, in order',
    async (by) => {
      for (const locale of ['en', 'de'] as const) {
        const expected = expectedGroups(locale, everything, [by]);
        expect(expected.length).toBeGreaterThan(1);
        expect(await counts({ locale }, [by])).toEqual(expected);
      }
    },
  );

  it('counts by several keys at once, each combination once', async () => {
    for (const groupBy of [
      ['DECADE', 'KIND'],
      ['COUNTRY', 'LOCALE'],
      ['KIND', 'HOLIDAY_TYPE', 'MONTH'],
    ] as EntryGroupBy[][]) {
      expect(await counts({ locale: 'en' }, groupBy)).toEqual(expectedGroups('en', everything, groupBy));
    }
  });

  it('gives one group of all the entries the filter matches when grouped by nothing', async () => {
    const total = await t.db.article.count({ where: { locale: 'en', publishedAt: { not: null }, entry: { listed: true } } });
    expect(await counts({ locale: 'en' }, [])).toEqual([{ ...expectedGroups('en', everything, [])[0], count: total }]);
  });

  it('counts with filters on the text and its time too', async () => {
    // "Moon" is in one English text: the Apollo 11 landing's.
    expect(await counts({ locale: 'en', search: 'moon' }, ['KIND', 'COUNTRY'])).toEqual(expectedGroups('en', (e) => e.name === 'moon', ['KIND', 'COUNTRY']));
    expect(await counts({ locale: 'en', updatedSince: new Date(Date.now() + 60_000).toISOString() }, [])).toEqual([expect.objectContaining({ count: 0 })]);
  });

  it('refuses a search that matches too many texts to group, and groups one that matches fewer', async () => {
    const context = { db: t.db } as Context;
    // "Day" in the holidays' titles and a summary ("two days before"): the commonest word here.
    const days = await countSearchMatches(t.db, { locale: 'en', search: 'day' }, 1_000);
    expect(days.count).toBeGreaterThan(2);
    const limit = days.count - 1;
    await expect(countEntryGroups(context, { locale: 'en', search: 'day' }, ['KIND'], { searchLimit: limit })).rejects.toMatchObject({
      message: expect.stringContaining(`matches more than ${limit} entries`),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const grouped = await countEntryGroups(context, { locale: 'en', search: 'day' }, [], { searchLimit: days.count });
    expect(grouped[0].count).toBe(days.count);
    // Over the API, at the site's limit: the word is in fewer texts than that here.
    expect((await counts({ locale: 'en', search: 'day' }, []))[0].count).toBe(days.count);
  });

  it('counts German events by decade', async () => {
    expect(await counts({ locale: 'de', kind: 'EVENT' }, ['DECADE'])).toEqual([
      expect.objectContaining({ decade: 1960, count: 1 }),
      expect.objectContaining({ decade: 1980, count: 1 }),
      expect.objectContaining({ decade: 1990, count: 1 }),
    ]);
  });

  it('counts persons by birth, and by death when the filter is about their death', async () => {
    const persons = (e: SampleEntry) => e.kind === 'PERSON';
    expect(await counts({ locale: 'en', kind: 'PERSON' }, ['MONTH'])).toEqual(expectedGroups('en', persons, ['MONTH']));
    const died = (e: SampleEntry) => e.kind === 'PERSON' && e.deathYear !== null;
    const byDeath = await counts({ locale: 'en', death: {} }, ['MONTH']);
    expect(byDeath).toEqual(expectedGroups('en', died, ['MONTH'], true));
    // Ada Lovelace and Apollinaire died in a November; nobody here was born in one but Marie Curie.
    expect(byDeath.find((g) => g.month === 11)?.count).toBe(2);
    // Both ranges given: by birth again.
    expect(await counts({ locale: 'en', birth: {}, death: {} }, ['CENTURY'])).toEqual(expectedGroups('en', died, ['CENTURY']));
  });

  it('counts a language only where the entry is written in it, not borrowed', async () => {
    const groups = await counts({ locale: 'en', kind: 'HOLIDAY' }, ['LOCALE']);
    expect(groups.find((g) => g.locale === 'ja')).toBeUndefined();
    expect(groups.find((g) => g.locale === 'de')?.count).toBe(2);
    expect(made.christmas.articles.find((a) => a.locale === 'ja')?.fallbackFrom).toBe('de');
  });

  it('asks the database one statement, which reads the articles only when the filter or a grouping needs them', async () => {
    t.statements.length = 0;
    await counts({ locale: 'en', countries: ['FR', 'DE'] }, ['COUNTRY', 'LOCALE', 'DECADE']);
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).toMatch(/GROUP BY/);
    // The entry keeps the languages it is published in: counting by its own fields reads no article.
    t.statements.length = 0;
    await counts({ locale: 'en', kind: 'PERSON', countries: ['FR'] }, ['DECADE']);
    expect(t.statements[0]).not.toMatch(/"Article"/);
    // A search is counted first, up to its limit, then grouped.
    t.statements.length = 0;
    await counts({ locale: 'en', search: 'moon' }, ['DECADE']);
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/"Article"[\s\S]*GROUP BY/);
  });

  it.each(['MONTH', 'DAY', 'DECADE', 'KIND', 'COUNTRY', 'LOCALE', 'HOLIDAY_TYPE'] as EntryGroupBy[])(
    'counts by %s without a language each entry once, in whatever language it is published',
    async (by) => {
      const expected = expectedGroups(null, everything, [by]);
      expect(await counts({}, [by])).toEqual(expected);
      // More than any one language has: the entry written only in German counts too.
      expect(expected.reduce((sum, g) => sum + g.count, 0)).toBeGreaterThan(0);
    },
  );

  it('counts without a language from the entries alone, as often as they are', async () => {
    t.statements.length = 0;
    const all = await counts({ kind: 'EVENT' }, []);
    expect(t.statements).toHaveLength(1);
    expect(t.statements[0]).not.toMatch(/"Article"/);
    expect(all[0].count).toBe(await t.db.entry.count({ where: { kind: 'EVENT', listed: true, languages: { gt: 0 } } }));
    expect(all[0].count).toBeGreaterThan((await counts({ locale: 'en', kind: 'EVENT' }, []))[0].count);
  });

  it('counts the entries written in some languages, and those whose text in any language holds words', async () => {
    const native = (e: SampleEntry, locale: Locale) => e.articles.some((a) => a.locale === locale && a.publishedAt && a.fallbackFrom === null);
    expect(await counts({ nativeIn: { locales: ['en', 'de'], all: true } }, ['KIND'])).toEqual(
      expectedGroups(null, (e) => native(e, 'en') && native(e, 'de'), ['KIND']),
    );
    expect(await counts({ locale: 'de', nativeIn: { locales: ['fr', 'tr'] } }, ['KIND'])).toEqual(
      expectedGroups('de', (e) => native(e, 'fr') || native(e, 'tr'), ['KIND']),
    );
    expect(await counts({ search: 'Einheit' }, ['KIND'])).toEqual(expectedGroups(null, (e) => e.name === 'unity', ['KIND']));
    expect(await counts({ search: 'Mond', searchIn: 'TITLE' }, [])).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('refuses a grouping named twice, and more groupings than there are', async () => {
    for (const groupBy of [['KIND', 'KIND'], Array.from({ length: 10 }, () => 'YEAR')] as EntryGroupBy[][]) {
      const result = await execute(t.db, COUNTS, { filter: { locale: 'en' }, groupBy });
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
  });
});
