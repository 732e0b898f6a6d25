/**
 * What a client that keeps objects by `__typename` and `id` sees: Apollo Client with its default
 * InMemoryCache, no type policy at all, over the real schema and database in this process. Each
 * language's reading of an entry is an object of its own, so reading one entry in three languages
 * keeps three titles, and a German list read after an English page keeps its German titles (and
 * the English page its English one).
 */
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { Entry } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let moonLanding: Entry;

const ENGLISH_PAGE = graphql(`
  query CachedEnglishPage {
    entry(locale: en, kind: EVENT, slug: "moon-landing") {
      id
      entityId
      locale
      title
      summary
      inFrench: inLocale(locale: fr) {
        id
        entityId
        locale
        title
        summary
      }
    }
  }
`);
const GERMAN_LIST = graphql(`
  query CachedGermanList {
    day(month: 7, day: 20, locale: de) {
      events {
        id
        entityId
        locale
        title
        summary
      }
    }
  }
`);

/** A client as an API user would make one, its requests answered by the schema in this process. */
function apolloClient(): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(t.db, print(operation.query), operation.variables).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

beforeAll(async () => {
  t = await createTestDatabase();
  moonLanding = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    articles: [
      { locale: 'en', slug: 'moon-landing', title: 'Moon landing', summary: 'Two astronauts walk on the Moon.' },
      { locale: 'de', slug: 'mondlandung', title: 'Mondlandung', summary: 'Zwei Astronauten betreten den Mond.' },
      { locale: 'fr', slug: 'alunissage', title: 'Alunissage', summary: 'Deux astronautes marchent sur la Lune.' },
    ],
  });
});
afterAll(() => t.close());

describe('a normalising cache with no custom keys', () => {
  it('keeps one entry read in three languages apart: through entry, inLocale and a list', async () => {
    const client = apolloClient();
    const page = await client.query({ query: ENGLISH_PAGE });
    const list = await client.query({ query: GERMAN_LIST });
    const english = page.data!.entry!;
    const german = list.data!.day!.events[0];
    expect([english.locale, english.title, english.inFrench!.locale, english.inFrench!.title, german.locale, german.title]).toEqual([
      'en',
      'Moon landing',
      'fr',
      'Alunissage',
      'de',
      'Mondlandung',
    ]);

    // Three objects in the cache, one per reading, grouped by the entity they read.
    const stored = Object.values(client.cache.extract() as Record<string, { __typename?: string; entityId?: string; locale?: string }>);
    const entries = stored.filter((o) => o.__typename === 'Entry');
    expect(entries.map((e) => e.locale).sort()).toEqual(['de', 'en', 'fr']);
    expect(new Set(entries.map((e) => e.entityId))).toEqual(new Set([english.entityId]));

    // Read again from the cache alone, each query still answers its own languages.
    const cachedPage = client.readQuery({ query: ENGLISH_PAGE })!.entry!;
    expect([cachedPage.title, cachedPage.summary, cachedPage.inFrench!.title]).toEqual(['Moon landing', 'Two astronauts walk on the Moon.', 'Alunissage']);
    expect(client.readQuery({ query: GERMAN_LIST })!.day!.events.map((e) => [e.title, e.summary])).toEqual([
      ['Mondlandung', 'Zwei Astronauten betreten den Mond.'],
    ]);
  });

  it('shows a German list in German after an English page, and the English page in English after it', async () => {
    const client = apolloClient();
    await client.query({ query: ENGLISH_PAGE });
    const list = await client.query({ query: GERMAN_LIST });
    expect(list.data!.day!.events.map((e) => e.title)).toEqual(['Mondlandung']);
    // The English page again, as a client going back would show it: from the cache, no request.
    const again = await client.query({ query: ENGLISH_PAGE, fetchPolicy: 'cache-only' });
    expect(again.data!.entry!.title).toBe('Moon landing');
    expect(again.data!.entry!.entityId).toBe(list.data!.day!.events[0].entityId);
    expect(again.data!.entry!.id).not.toBe(list.data!.day!.events[0].id);
  });

  it("refetches a reading by its id (Relay's node) in the same language", async () => {
    const client = apolloClient();
    const german = (await client.query({ query: GERMAN_LIST })).data!.day!.events[0];
    const NODE = graphql(`
      query CachedNode($id: ID!) {
        node(id: $id) {
          id
          ... on Entry {
            databaseId
            locale
            title
          }
        }
      }
    `);
    const { data } = await client.query({ query: NODE, variables: { id: german.id } });
    expect(data!.node).toMatchObject({ id: german.id, databaseId: moonLanding.id, locale: 'de', title: 'Mondlandung' });
  });
});
