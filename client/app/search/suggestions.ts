/**
 * The header's suggestions, asked of the API while the reader types. Loaded on the box's first
 * use: reading pages carry no GraphQL client, and this stays small (the query and a fetch). A GET
 * (a browser may answer a repeat from its cache for a minute), with the header that lets a
 * member's session cookie go with it.
 */
import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import { graphql } from '../graphql';
import type { Locale } from '#shared/locales';
import { dateTarget, type DateTarget } from './date-match';
import type { TextRange } from './highlight';

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!, $locale: Locale!) {
    search(query: $query, locale: $locale, first: 5) {
      dateMatch {
        year
        month
        day
      }
      edges {
        node {
          entry {
            id
            locale
            kind
            path
            date {
              year
            }
            birth {
              year
            }
          }
          title {
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

const QUERY_TEXT = print(SearchSuggestionsQuery);

/** What the box offers for the words typed: the date they name, and the best entries. */
export interface Suggestions {
  query: string;
  date: DateTarget | null;
  results: { path: string; kind: string; year: number | null; title: { text: string; highlights: TextRange[] } }[];
}

export async function fetchSuggestions(query: string, locale: Locale, signal?: AbortSignal): Promise<Suggestions> {
  const params = new URLSearchParams({ query: QUERY_TEXT, variables: JSON.stringify({ query, locale }) });
  const response = await fetch(`/graphql?${params.toString()}`, { signal, headers: { 'apollo-require-preflight': 'true', accept: 'application/json' } });
  if (!response.ok) throw new Error(`The search answered ${response.status}`);
  const { data } = (await response.json()) as { data?: ResultOf<typeof SearchSuggestionsQuery> };
  if (!data) throw new Error('The search answered without data');
  return {
    query,
    date: dateTarget(locale, data.search.dateMatch),
    results: data.search.edges.flatMap(({ node }) =>
      node.entry.path
        ? [{ path: node.entry.path, kind: node.entry.kind, year: node.entry.date?.year ?? node.entry.birth?.year ?? null, title: node.title }]
        : [],
    ),
  };
}
