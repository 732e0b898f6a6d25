import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { EntryKind, Locale, SearchQuery } from '../../tests/graphql/graphql';
import { seedDemoContent } from '../seed/index';
import { execute } from '../testing';

let demo: TestDatabase;

beforeAll(async () => {
  demo = await createTestDatabase();
  expect(await seedDemoContent(demo.db, 2026)).toBeGreaterThan(50);
});
afterAll(() => demo.close());

const SEARCH = graphql(`
  query Search($query: String!, $locale: Locale!, $kinds: [EntryKind!], $first: Int, $after: String) {
    search(query: $query, locale: $locale, kinds: $kinds, first: $first, after: $after) {
      totalCount
      dateMatch {
        year
        month
        day
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          entry {
            key
            kind
            locale
          }
          title {
            text
            highlights {
              start
              length
            }
          }
          snippet {
            text
            highlights {
              start
              length
            }
          }
        }
      }
    }
  }
`);

type Search = SearchQuery['search'];

async function search(query: string, locale: Locale, more: { kinds?: EntryKind[]; first?: number; after?: string } = {}): Promise<Search> {
  const result = await execute(demo.db, SEARCH, { query, locale, ...more });
  expect(result.errors).toBeUndefined();
  return result.data!.search;
}

const keys = (found: Search) => found.edges.map((edge) => edge.node.entry.key);

/** The stretches a reader sees marked. */
const marked = (text: { text: string; highlights: readonly { start: number; length: number }[] }) =>
  text.highlights.map((range) => text.text.slice(range.start, range.start + range.length));

describe('search', () => {
  it('finds the moon landing by a word of its title, marks the word, and counts what it found', async () => {
    const found = await search('Mondlandung', 'de');
    expect(keys(found)[0]).toBe('apollo-11-moon-landing');
    expect(found.totalCount).toBe(found.edges.length);
    const first = found.edges[0].node;
    expect(first.title.text).toBe('Mondlandung von Apollo 11');
    expect(marked(first.title)).toEqual(['Mondlandung']);
    expect(first.entry.locale).toBe('de');
    expect(found.dateMatch).toBeNull();
  });

  it('reads a date and finds the entries of that date', async () => {
    const found = await search('9. November 1989', 'de');
    expect(found.dateMatch).toEqual({ year: 1989, month: 11, day: 9 });
    expect(keys(found)).toContain('fall-of-the-berlin-wall');
  });

  it('pages through the results with cursors, none twice, as many as it counts', async () => {
    const all = await search('battle', 'en', { first: 50 });
    expect(all.totalCount).toBeGreaterThan(3);
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await search('battle', 'en', { first: 2, ...(after ? { after } : {}) });
      seen.push(...keys(page));
      expect(page.totalCount).toBe(all.totalCount);
      expect(page.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor!;
    }
    expect(seen).toEqual(keys(all));
  });

  it('refuses a query that is empty or too long, too many results a page and a cursor it did not give', async () => {
    for (const [variables, message] of [
      [{ query: '   ', locale: 'en' }, 'at least one character'],
      [{ query: 'x'.repeat(101), locale: 'en' }, 'at most 100 characters'],
      [{ query: 'moon', locale: 'en', first: 51 }, 'first'],
      [{ query: 'moon', locale: 'en', after: 'bm90IGEgY3Vyc29y' }, 'not a cursor'],
    ] as const) {
      const result = await execute(demo.db, SEARCH, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain(message);
    }
  });
});
