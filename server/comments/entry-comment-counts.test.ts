import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

const COMMENT_COUNTS = graphql(`
  query EntryCommentCounts($locale: Locale!) {
    entries(filter: { locale: $locale }, first: 100) {
      edges {
        node {
          title
          commentCount
          everyLanguage: commentCount(allLanguages: true)
        }
      }
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  const moon = await anEntry(t.db, {
    kind: 'EVENT',
    articles: [
      { locale: 'en', title: 'Apollo 11 lands on the Moon' },
      { locale: 'de', title: 'Mondlandung' },
    ],
  });
  const wall = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1989,
    month: 11,
    day: 9,
    articles: [
      { locale: 'en', title: 'The Berlin Wall falls' },
      { locale: 'de', title: 'Fall der Berliner Mauer' },
    ],
  });
  // Many entries without comments, so that a statement per entry would show.
  for (let i = 0; i < 20; i++) await anEntry(t.db, { kind: 'EVENT', year: 1900 + i, month: 1, day: 1, title: `A quiet day number ${i + 1}` });
  for (let i = 0; i < 3; i++) await aComment(t.db, { entry: moon, locale: 'en', text: `Comment ${i + 1}` });
  await aComment(t.db, { entry: moon, locale: 'en', hidden: true, text: 'Spam, hidden by a reviewer.' });
  for (let i = 0; i < 2; i++) await aComment(t.db, { entry: moon, locale: 'de', text: `Kommentar ${i + 1}` });
  await aComment(t.db, { entry: wall, locale: 'tr', text: 'Yorum' });
});
afterAll(() => t.close());

describe('Entry.commentCount', () => {
  it("counts the visible comments on the entry's page in its language, or on its pages in every language", async () => {
    const english = await execute(t.db, COMMENT_COUNTS, { locale: 'en' });
    const byTitle = new Map(english.data!.entries.edges.map(({ node }) => [node.title, node]));
    expect(byTitle.get('Apollo 11 lands on the Moon')).toMatchObject({ commentCount: 3, everyLanguage: 5 });
    expect(byTitle.get('The Berlin Wall falls')).toMatchObject({ commentCount: 0, everyLanguage: 1 });
    expect(byTitle.get('A quiet day number 1')).toMatchObject({ commentCount: 0, everyLanguage: 0 });

    const german = await execute(t.db, COMMENT_COUNTS, { locale: 'de' });
    expect(german.data!.entries.edges.find(({ node }) => node.title === 'Mondlandung')?.node).toMatchObject({ commentCount: 2, everyLanguage: 5 });
  });

  it('asks for the counts of a whole page in one statement', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, COMMENT_COUNTS, { locale: 'en' });
    expect(result.data!.entries.edges).toHaveLength(22);
    expect(t.statements.filter((sql) => /"Comment"/.test(sql))).toHaveLength(1);
    // The page, then the counts.
    expect(t.statements).toHaveLength(2);
  });
});
