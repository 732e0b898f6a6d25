import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry, anImage } from '../../tests/setup/factories';
import { STATS } from '../../tests/setup/operations';
import { createTestDatabase, statementShapes, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

const TRANSLATIONS = graphql(`
  query EntryTranslations($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      title
      path
      date {
        iso
      }
      translations {
        locale
        path
      }
    }
  }
`);
const COVERS = graphql(`
  query Covers {
    en: entry(locale: en, kind: EVENT, slug: "moon-landing") {
      coverImage {
        url
        width
        height
      }
    }
    de: entry(locale: de, kind: EVENT, slug: "mondlandung") {
      coverImage {
        url
      }
    }
  }
`);
const ENTRY_TITLE = graphql(`
  query EntryTitle($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      title
    }
  }
`);
const ENTRIES = graphql(`
  query Entries($filter: EntryFilter!, $first: Int, $after: String) {
    entries(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          title
          death {
            year
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const ENTRIES_WITH_TRANSLATIONS = graphql(`
  query EntriesWithTranslations {
    entries(filter: { locale: en }, first: 100) {
      edges {
        node {
          title
          translations {
            locale
            title
          }
        }
      }
    }
  }
`);
const ENTRY_WITH_TRANSLATIONS = graphql(`
  query EntryWithTranslations {
    entry(locale: en, kind: EVENT, slug: "moon-landing") {
      title
      summary
      coverImage {
        url
      }
      translations {
        locale
        slug
        title
      }
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  const footprint = await anImage(t.db, { owner: null, storageKey: 'footprint.webp', width: 1600, height: 900, bytes: 120_000 });
  await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    articles: [
      { locale: 'en', slug: 'moon-landing', title: 'Moon landing', coverImageId: footprint.id },
      { locale: 'de', slug: 'mondlandung', title: 'Mondlandung' },
      { locale: 'fr', slug: 'alunissage', title: 'Alunissage', published: false },
    ],
  });
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1815,
    birthMonth: 12,
    birthDay: 10,
    deathYear: 1852,
    deathMonth: 11,
    deathDay: 27,
    articles: [{ locale: 'en', slug: 'ada-lovelace', title: 'Ada Lovelace' }],
  });
});
afterAll(() => t.close());

describe('entries', () => {
  it('reads an entry by slug with its published translations', async () => {
    const result = await execute(t.db, TRANSLATIONS, { locale: 'de', kind: 'EVENT', slug: 'mondlandung' });
    expect(result.data!.entry).toEqual({
      title: 'Mondlandung',
      path: '/de/ereignisse/mondlandung',
      date: { iso: '1969-07-20' },
      translations: [
        { locale: 'en', path: '/events/moon-landing' },
        { locale: 'de', path: '/de/ereignisse/mondlandung' },
      ],
    });
  });

  it('gives the cover picture of a text that has one', async () => {
    const result = await execute(t.db, COVERS);
    expect(result.data).toEqual({ en: { coverImage: { url: '/images/footprint.webp', width: 1600, height: 900 } }, de: { coverImage: null } });
  });

  it('answers null for a wrong kind, an unpublished text or an unknown slug', async () => {
    for (const variables of [
      { locale: 'de', kind: 'PERSON', slug: 'mondlandung' },
      { locale: 'fr', kind: 'EVENT', slug: 'alunissage' },
      { locale: 'en', kind: 'EVENT', slug: 'nothing-here' },
    ] as const) {
      const result = await execute(t.db, ENTRY_TITLE, variables);
      expect(result.errors).toBeUndefined();
      expect(result.data!.entry).toBeNull();
    }
  });

  it('pages through entries, oldest first, filtered by kind, month and years', async () => {
    const first = await execute(t.db, ENTRIES, { filter: { locale: 'en' }, first: 1 });
    const page = first.data!.entries;
    expect(page.edges.map((e) => e.node.title)).toEqual(['Ada Lovelace']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await execute(t.db, ENTRIES, { filter: { locale: 'en' }, first: 1, after: page.pageInfo.endCursor });
    expect(second.data!.entries.edges.map((e) => e.node.title)).toEqual(['Moon landing']);
    expect(second.data!.entries.pageInfo.hasNextPage).toBe(false);

    const persons = await execute(t.db, ENTRIES, { filter: { locale: 'en', kind: 'PERSON', month: 11 } });
    expect(persons.data!.entries.edges).toEqual([{ node: { title: 'Ada Lovelace', death: { year: 1852 } } }]);
    const years = await execute(t.db, ENTRIES, { filter: { locale: 'en', yearFrom: 1900, yearTo: 2000 } });
    expect(years.data!.entries.edges.map((e) => e.node.title)).toEqual(['Moon landing']);
    const bad = await execute(t.db, ENTRIES, { filter: { locale: 'en', month: 13 } });
    expect(bad.errors?.[0]?.message).toMatch(/month/);
  });

  it('counts entries by kind, century, month and language', async () => {
    const result = await execute(t.db, STATS);
    expect(result.data!.stats).toEqual({
      total: 2,
      byKind: [
        { kind: 'EVENT', count: 1 },
        { kind: 'PERSON', count: 1 },
      ],
      byCentury: [
        { century: 19, count: 1 },
        { century: 20, count: 1 },
      ],
      byMonth: [
        { month: 7, count: 1 },
        { month: 12, count: 1 },
      ],
      byLocale: [
        { locale: 'en', count: 2 },
        { locale: 'de', count: 1 },
      ],
    });
  });
});

describe('SQL statements per request', () => {
  it('reads the translations of a page of entries in one statement, however many entries it holds', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, ENTRIES_WITH_TRANSLATIONS);
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.entries.edges.map((e) => e.node);
    expect(nodes.map((n) => n.title)).toEqual(expect.arrayContaining(['Moon landing', 'Ada Lovelace']));
    expect(nodes.find((n) => n.title === 'Moon landing')!.translations.map((tr) => tr.locale)).toEqual(['en', 'de']);
    // The page of entries, then all their translations at once.
    expect(t.statements.filter((sql) => /"Article"/.test(sql)).length).toBeLessThanOrEqual(2);
    expect(statementShapes(t.statements)).toMatchSnapshot();
  });

  it('reads an entry page in at most 3 statements', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, ENTRY_WITH_TRANSLATIONS);
    expect(result.errors).toBeUndefined();
    expect(t.statements.length).toBeLessThanOrEqual(3);
    expect(statementShapes(t.statements)).toMatchSnapshot();
  });
});
