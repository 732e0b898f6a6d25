/**
 * Questions analysts ask of the whole encyclopedia, not of one language: each asked in one or two
 * requests, as an analyst would write them, and each answer checked against SQL over the rows
 * themselves (the entries, their texts and their comments), written here without the API's
 * filters, kept columns or indexes.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import { graphql } from '../../tests/graphql';
import { aComment, anEntry, type ArticleFields } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { execute } from '../testing';

let t: TestDatabase;

const BIRTH_DAYS = graphql(`
  query AnalystBirthDays($locale: Locale) {
    entryCounts(filter: { locale: $locale, kind: PERSON, birth: {} }, groupBy: [MONTH, DAY]) {
      month
      day
      count
    }
  }
`);

const MOST_COMMENTED = graphql(`
  query AnalystMostCommented($locale: Locale) {
    entries(filter: { locale: $locale }, orderBy: [{ field: COMMENT_COUNT, direction: DESC }], first: 10) {
      nodes {
        databaseId
        locale
        title
        commentCount
        allComments: commentCount(allLanguages: true)
      }
    }
  }
`);

const NATIVE_IN = graphql(`
  query AnalystNativeIn($locales: [Locale!]!, $all: Boolean) {
    entries(filter: { nativeIn: { locales: $locales, all: $all } }, first: 100) {
      totalCount
      nodes {
        databaseId
      }
    }
  }
`);

const TITLE_SEARCH = graphql(`
  query AnalystTitleSearch($search: String!, $locale: Locale, $searchIn: EntrySearchIn) {
    entries(filter: { locale: $locale, search: $search, searchIn: $searchIn }, first: 100) {
      totalCount
      nodes {
        databaseId
        locale
        title
      }
    }
  }
`);

/** Runs an operation as an analyst sends it, counting the requests each question takes. */
let requests = 0;
async function ask<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  requests++;
  const result = await execute(t.db, print(document), variables as Record<string, unknown>);
  expect(result.errors).toBeUndefined();
  return result.data as TData;
}

/** A person born on a day, with texts in some languages. */
function aPerson(month: number, day: number, i: number, articles: ArticleFields[]) {
  return anEntry(t.db, { kind: 'PERSON', birthYear: 1800 + i, birthMonth: month, birthDay: day, deathYear: null, deathMonth: null, deathDay: null, articles });
}

const english = (title: string): ArticleFields => ({ locale: 'en', title });

beforeAll(async () => {
  t = await createTestDatabase();
  // Births published in English, most on 14 March; the fifth day of English births is 1 January.
  const englishBirths: [number, number, number][] = [
    [3, 14, 7],
    [7, 20, 6],
    [11, 7, 5],
    [12, 10, 4],
    [1, 1, 2],
    [6, 15, 1],
  ];
  let i = 0;
  for (const [month, day, count] of englishBirths) {
    for (let n = 0; n < count; n++, i++) {
      // Some are published in several languages (counted once all the same), one with a borrowed text.
      const more: ArticleFields[] =
        n === 0
          ? [
              { locale: 'tr', title: `Kişi ${i}` },
              { locale: 'de', title: `Person ${i}` },
            ]
          : n === 1
            ? [{ locale: 'ja', title: `Person ${i}`, fallbackFrom: 'en' }]
            : [];
      await aPerson(month, day, i, [english(`Person ${i}`), ...more]);
    }
  }
  // Three persons written only in Turkish, born on 23 April: among the five days in any language, not in English.
  for (let n = 0; n < 3; n++, i++) await aPerson(4, 23, i, [{ locale: 'tr', title: `Yalnız Türkçe yazılmış kişi ${n}` }]);
  // Neither of these counts: one waiting for review, one whose only text is not published yet.
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1900, birthMonth: 4, birthDay: 23, listed: false, articles: [{ locale: 'tr', title: 'İncelemede' }] });
  await aPerson(4, 23, i, [{ locale: 'tr', title: 'Yayımlanmamış', published: false }]);
});
afterAll(() => t.close());

describe('analysts asking of every language at once', () => {
  it('the 5 days with the most births in any language, a person written only in Turkish counted too', async () => {
    requests = 0;
    const top5 = (groups: { month: number | null; day: number | null; count: number }[]) =>
      [...groups]
        .sort((a, b) => b.count - a.count || a.month! - b.month! || a.day! - b.day!)
        .slice(0, 5)
        .map((g) => ({ month: g.month, day: g.day, count: g.count }));
    const anyLanguage = top5((await ask(BIRTH_DAYS, {})).entryCounts);
    const inEnglish = top5((await ask(BIRTH_DAYS, { locale: 'en' })).entryCounts);
    expect(requests).toBe(2);

    // Every listed person with a published text, whichever language, once.
    const fromSql = await t.db.$queryRaw<{ month: number; day: number; count: number }[]>`
      SELECT e."birthMonth" AS month, e."birthDay" AS day, count(*)::int AS count
      FROM "Entry" e
      WHERE e."kind" = 'PERSON' AND e."listed" AND e."birthMonth" IS NOT NULL
        AND EXISTS (SELECT FROM "Article" a WHERE a."entryId" = e."id" AND a."publishedAt" IS NOT NULL)
      GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 5`;
    expect(anyLanguage).toEqual(fromSql);
    expect(anyLanguage).toContainEqual({ month: 4, day: 23, count: 3 });
    // In English alone the fifth day is another: the Turkish persons change the answer.
    expect(inEnglish.map((g) => `${g.month}-${g.day}`)).toEqual(['3-14', '7-20', '11-7', '12-10', '1-1']);
    expect(anyLanguage.map((g) => `${g.month}-${g.day}`)).toEqual(['3-14', '7-20', '11-7', '12-10', '4-23']);
  });

  describe('with comments', () => {
    beforeAll(async () => {
      // Comments on the first persons' pages in English and Turkish, some hidden; ties in both.
      const persons = await t.db.entry.findMany({ where: { kind: 'PERSON', listed: true }, orderBy: { id: 'asc' }, include: { articles: true } });
      const plan: [number, Locale, number, number][] = [
        // [person, language, visible, hidden]
        [0, 'en', 4, 1],
        [0, 'tr', 3, 0],
        [1, 'en', 6, 2],
        [2, 'en', 2, 0],
        [3, 'en', 5, 0],
        [4, 'tr', 5, 0],
        [5, 'en', 3, 3],
        [6, 'en', 1, 0],
        [7, 'en', 1, 0],
        [8, 'en', 2, 0],
        [9, 'en', 1, 0],
        [10, 'en', 1, 0],
        [11, 'en', 4, 0],
        [12, 'en', 0, 5],
      ];
      const turkishOnly = persons.filter((p) => p.articles.every((a) => a.locale === 'tr') && p.articles.some((a) => a.publishedAt));
      plan.push([persons.indexOf(turkishOnly[0]), 'tr', 6, 0]);
      for (const [index, locale, visible, hidden] of plan) {
        for (let n = 0; n < visible; n++) await aComment(t.db, { entry: persons[index], locale });
        for (let n = 0; n < hidden; n++) await aComment(t.db, { entry: persons[index], locale, hidden: true });
      }
    });

    it('the 10 most commented entries, in all languages and in one', async () => {
      requests = 0;
      const all = (await ask(MOST_COMMENTED, {})).entries.nodes;
      const turkish = (await ask(MOST_COMMENTED, { locale: 'tr' })).entries.nodes;
      expect(requests).toBe(2);

      // Visible comments of listed entries with a published text, the most first, equal counts the later entry first.
      const mostCommented = (locale: Locale | null) => t.db.$queryRaw<{ id: number; count: number }[]>`
        SELECT e."id", count(c."id")::int AS count
        FROM "Entry" e LEFT JOIN "Comment" c ON c."entryId" = e."id" AND NOT c."hidden" AND (${locale}::"Locale" IS NULL OR c."locale" = ${locale}::"Locale")
        WHERE e."listed" AND EXISTS (SELECT FROM "Article" a WHERE a."entryId" = e."id" AND a."publishedAt" IS NOT NULL
          AND (${locale}::"Locale" IS NULL OR a."locale" = ${locale}::"Locale"))
        GROUP BY e."id" ORDER BY 2 DESC, 1 DESC LIMIT 10`;
      const expectedAll = await mostCommented(null);
      expect(all.map((n) => ({ id: n.databaseId, count: n.allComments }))).toEqual(expectedAll);
      expect(expectedAll[0].count).toBeGreaterThan(expectedAll[9].count);
      expect(turkish.map((n) => ({ id: n.databaseId, count: n.commentCount }))).toEqual(await mostCommented('tr'));
      // Read in English where they have it; the person written only in Turkish in Turkish, and first with six comments there.
      const [languages] = await t.db.$queryRaw<{ english: number[] }[]>`
        SELECT array_agg(DISTINCT a."entryId") AS english FROM "Article" a WHERE a."locale" = 'en' AND a."publishedAt" IS NOT NULL`;
      for (const node of all) expect(node.locale, node.title).toBe(languages.english.includes(node.databaseId) ? 'en' : 'tr');
      expect(turkish[0]).toMatchObject({ locale: 'tr', commentCount: 6, title: expect.stringMatching(/^Yalnız Türkçe/) });
    });
  });

  it('the entries written in all of English, German and French, a borrowed text not counting', async () => {
    const written = (locales: Locale[], fallbackFrom?: Locale) =>
      anEntry(t.db, {
        kind: 'EVENT',
        year: 1900,
        month: 5,
        day: 5,
        articles: locales.map((locale) => ({ locale, title: `Written in ${locales.join(' ')}`, ...(fallbackFrom && locale === 'fr' ? { fallbackFrom } : {}) })),
      });
    await written(['en', 'de', 'fr']);
    await written(['fr', 'de', 'en', 'it']);
    await written(['en', 'de', 'fr'], 'en');
    await written(['en', 'de']);
    await anEntry(t.db, { listed: false, articles: ['en', 'de', 'fr'].map((locale) => ({ locale: locale as Locale, title: 'Unlisted in three' })) });
    await anEntry(t.db, {
      articles: [
        { locale: 'en', title: 'French not yet published' },
        { locale: 'de', title: 'Französisch noch nicht veröffentlicht' },
        { locale: 'fr', title: 'Pas encore publié', published: false },
      ],
    });

    requests = 0;
    const { entries } = await ask(NATIVE_IN, { locales: ['en', 'de', 'fr'], all: true });
    const anyOf = (await ask(NATIVE_IN, { locales: ['fr', 'it'] })).entries;
    expect(requests).toBe(2);

    const nativeIn = async (locales: Locale[], all: boolean) =>
      (
        await t.db.$queryRaw<{ id: number }[]>`
          SELECT e."id" FROM "Entry" e
          WHERE e."listed" AND (SELECT count(DISTINCT a."locale") FROM "Article" a
            WHERE a."entryId" = e."id" AND a."publishedAt" IS NOT NULL AND a."fallbackFrom" IS NULL AND a."locale" = ANY(${locales}::"Locale"[])) >= ${all ? locales.length : 1}
          ORDER BY e."id"`
      ).map((row) => row.id);
    const inAll = await nativeIn(['en', 'de', 'fr'], true);
    expect(inAll).toHaveLength(2);
    expect(entries.nodes.map((n) => n.databaseId).sort((a, b) => a - b)).toEqual(inAll);
    expect(entries.totalCount).toBe(inAll.length);
    expect(anyOf.nodes.map((n) => n.databaseId).sort((a, b) => a - b)).toEqual(await nativeIn(['fr', 'it'], false));
  });

  it('a search for a word in the titles alone, in English and in any language', async () => {
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1789,
      month: 7,
      day: 14,
      articles: [
        { locale: 'en', title: 'Storming of the Bastille', summary: 'Parisians take the fortress.' },
        { locale: 'fr', title: 'Prise de la Bastille', summary: 'Début de la Révolution.' },
      ],
    });
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1790,
      month: 7,
      day: 14,
      articles: [{ locale: 'en', title: 'Fête de la Fédération', summary: 'A year after the Bastille fell.' }],
    });
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1793,
      month: 1,
      day: 21,
      articles: [{ locale: 'fr', title: 'Bastille, place de la', summary: 'Une place de Paris.' }],
    });
    await anEntry(t.db, { kind: 'EVENT', year: 1794, month: 1, day: 21, articles: [{ locale: 'de', title: 'Sturm', summary: 'Die Bastille fällt.' }] });

    requests = 0;
    const inEnglish = (await ask(TITLE_SEARCH, { search: 'Bastille', locale: 'en', searchIn: 'TITLE' })).entries;
    const anyLanguage = (await ask(TITLE_SEARCH, { search: 'Bastille', searchIn: 'TITLE' })).entries;
    expect(requests).toBe(2);

    // Published texts of listed entries whose title holds the word (or a word it begins), in English, or in any language.
    const titled = async (locale: Locale | null) =>
      (
        await t.db.$queryRaw<{ id: number }[]>`
          SELECT DISTINCT e."id" FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id"
          WHERE e."listed" AND a."publishedAt" IS NOT NULL AND a."title" ~* '\\mbastille' AND (${locale}::"Locale" IS NULL OR a."locale" = ${locale}::"Locale")
          ORDER BY e."id"`
      ).map((row) => row.id);
    const sortedIds = (nodes: { databaseId: number }[]) => nodes.map((n) => n.databaseId).sort((a, b) => a - b);
    expect(sortedIds(inEnglish.nodes)).toEqual(await titled('en'));
    expect(inEnglish.nodes.map((n) => n.title)).toEqual(['Storming of the Bastille']);
    expect(sortedIds(anyLanguage.nodes)).toEqual(await titled(null));
    expect(anyLanguage.nodes.map((n) => [n.title, n.locale])).toEqual([
      ['Storming of the Bastille', 'en'],
      ['Bastille, place de la', 'fr'],
    ]);
    // The whole text finds the summaries too.
    const everywhere = (await ask(TITLE_SEARCH, { search: 'Bastille' })).entries;
    expect(everywhere.totalCount).toBe(4);
  });
});
