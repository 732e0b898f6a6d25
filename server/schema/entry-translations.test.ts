/**
 * Honest translations against the real database: a borrowed text says which language it is
 * really in, counts as missing, and all of it comes from one statement for a page of entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

const HONEST_TRANSLATIONS = graphql(`
  query HonestTranslations($locale: Locale!, $slug: String!) {
    entry(locale: $locale, kind: HOLIDAY, slug: $slug) {
      title
      fallbackFrom
      missingLocales
      translations {
        locale
        title
        fallbackFrom
        isNative
      }
    }
  }
`);
const PAGE_OF_TRANSLATIONS = graphql(`
  query PageOfTranslations($first: Int!) {
    entries(filter: { locale: en, kind: EVENT }, first: $first) {
      edges {
        node {
          title
          missingLocales
          translations {
            locale
            isNative
            fallbackFrom
          }
        }
      }
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  // Berchtold's Day has a name in German only: Japanese borrows it, and French has no text yet.
  await anEntry(t.db, {
    kind: 'HOLIDAY',
    month: 1,
    day: 2,
    countries: ['CH'],
    articles: [
      { locale: 'en', slug: 'berchtolds-day', title: "Berchtold's Day" },
      { locale: 'de', slug: 'berchtoldstag', title: 'Berchtoldstag' },
      { locale: 'ja', slug: 'berchtoldstag', title: 'Berchtoldstag', fallbackFrom: 'de' },
      { locale: 'fr', slug: 'saint-berthold', title: 'Saint-Berthold', published: false },
    ],
  });
  // Twenty events, each in English and Italian, one of them borrowing its Italian text.
  for (let i = 0; i < 20; i++) {
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1900 + i,
      articles: [
        { locale: 'en', title: `Honest event ${i}` },
        { locale: 'it', title: i === 0 ? `Honest event ${i}` : `Evento onesto ${i}`, fallbackFrom: i === 0 ? 'en' : null },
      ],
    });
  }
});
afterAll(() => t.close());

describe('honest translations', () => {
  it('say which texts are borrowed and from which language, and count them as missing', async () => {
    const { data, errors } = await execute(t.db, HONEST_TRANSLATIONS, { locale: 'ja', slug: 'berchtoldstag' });
    expect(errors).toBeUndefined();
    expect(data!.entry).toEqual({
      title: 'Berchtoldstag',
      fallbackFrom: 'de',
      missingLocales: ['tr', 'fr', 'it', 'es', 'zh', 'ja'],
      translations: [
        { locale: 'en', title: "Berchtold's Day", fallbackFrom: null, isNative: true },
        { locale: 'de', title: 'Berchtoldstag', fallbackFrom: null, isNative: true },
        { locale: 'ja', title: 'Berchtoldstag', fallbackFrom: 'de', isNative: false },
      ],
    });
    // Read in English, the same entry is missing the same languages.
    expect((await execute(t.db, HONEST_TRANSLATIONS, { locale: 'en', slug: 'berchtolds-day' })).data!.entry).toMatchObject({
      fallbackFrom: null,
      missingLocales: ['tr', 'fr', 'it', 'es', 'zh', 'ja'],
    });
  });

  it('read the translations and missing languages of a page of 20 entries in the statements of one', async () => {
    const statementsFor = async (first: number) => {
      t.statements.length = 0;
      const { data, errors } = await execute(t.db, PAGE_OF_TRANSLATIONS, { first });
      expect(errors).toBeUndefined();
      expect(data!.entries.edges).toHaveLength(first);
      return { nodes: data!.entries.edges.map((e) => e.node), statements: [...t.statements] };
    };
    const one = await statementsFor(1);
    const twenty = await statementsFor(20);
    expect(twenty.statements).toHaveLength(one.statements.length);
    expect(twenty.statements.filter((sql) => /"Article"\."fallbackFrom"/.test(sql) && !/"bodyHtml"/.test(sql))).toHaveLength(1);
    const borrowing = twenty.nodes.find((n) => n.title === 'Honest event 0')!;
    expect(borrowing.missingLocales).toEqual(LOCALES.filter((l) => l !== 'en'));
    expect(borrowing.translations).toEqual([
      { locale: 'en', isNative: true, fallbackFrom: null },
      { locale: 'it', isNative: false, fallbackFrom: 'en' },
    ]);
    expect(twenty.nodes.find((n) => n.title === 'Honest event 7')!.missingLocales).toEqual(['tr', 'de', 'fr', 'es', 'zh', 'ja']);
  });
});
