/**
 * What readers of the soak read, in every language: homes, day pages and entry pages of the
 * demo content, and the GraphQL queries an API client or a page sends.
 */
import { LOCALES, type Locale } from '#shared/locales';
import { daySlug } from '#shared/day-slugs';
import { dayPath } from '#shared/paths';
import { homePath } from '#shared/paths';
import type { TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../tests/graphql/index.ts';
import type { SiteClient } from './client.ts';

/** One day in each month, so that pages and queries meet different content. */
const DAYS = [
  { month: 1, day: 1 },
  { month: 2, day: 29 },
  { month: 3, day: 14 },
  { month: 4, day: 23 },
  { month: 5, day: 8 },
  { month: 6, day: 6 },
  { month: 7, day: 20 },
  { month: 8, day: 15 },
  { month: 9, day: 11 },
  { month: 10, day: 3 },
  { month: 11, day: 9 },
  { month: 12, day: 25 },
];

interface EntryTarget {
  id: string;
  locale: Locale;
  kind: 'EVENT' | 'PERSON' | 'HOLIDAY';
  slug: string;
  path: string;
}

/** A page path, or a GraphQL query with its variables (any of the soak's reads). */
type Read = { page: string } | { query: TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>; variables: Record<string, unknown> };

/** A query and its variables as one read, checked against each other before they are stored. */
function queryRead<TData, TVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables): Read {
  return { query, variables } as unknown as Read;
}

export interface Targets {
  reads: Read[];
  /** English entries, for comments. */
  commentable: { id: string; locale: Locale }[];
}

const ENTRIES = graphql(`
  query SoakEntries($locale: Locale!) {
    entries(filter: { locale: $locale }, first: 12) {
      edges {
        node {
          id
          kind
          slug
          path
        }
      }
    }
  }
`);
const DAY = graphql(`
  query SoakDay($locale: Locale!, $slug: String!) {
    dayBySlug(locale: $locale, slug: $slug) {
      formattedDate
      events {
        title
        path
      }
      births {
        title
        path
      }
      holidays {
        title
        path
      }
    }
  }
`);
const ENTRY = graphql(`
  query SoakEntry($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      title
      summary
      bodyHtml
    }
  }
`);
const COMMENTS = graphql(`
  query SoakComments($entryId: ID!) {
    comments(entryId: $entryId, first: 10) {
      totalCount
      edges {
        node {
          authorName
          text
        }
      }
    }
  }
`);

/** Asks the site (through nginx) for its entries in every language and builds the reads from them. */
export async function findTargets(client: SiteClient): Promise<Targets> {
  const entries: EntryTarget[] = [];
  for (const locale of LOCALES) {
    const { data } = await client.graphql('query', ENTRIES, { locale });
    if (!data) throw new Error(`The entries in ${locale} could not be read`);
    for (const { node } of data.entries.edges) {
      if (node.path && node.kind !== 'PERSONAL') entries.push({ ...node, path: node.path, locale, kind: node.kind });
    }
  }
  if (!entries.length) throw new Error('The demo content has no entries to read');

  const reads: Read[] = [];
  for (const locale of LOCALES) {
    reads.push({ page: homePath(locale) });
    for (const md of DAYS) {
      reads.push({ page: dayPath(locale, md) });
      reads.push(queryRead(DAY, { locale, slug: daySlug(locale, md) }));
    }
  }
  for (const entry of entries) {
    reads.push({ page: entry.path });
    reads.push(queryRead(ENTRY, { locale: entry.locale, kind: entry.kind, slug: entry.slug }));
    reads.push(queryRead(COMMENTS, { entryId: entry.id }));
  }
  for (const locale of LOCALES) reads.push(queryRead(ENTRIES, { locale }));
  const commentable = entries.filter((entry) => entry.locale === 'en').map(({ id, locale }) => ({ id, locale }));
  return { reads, commentable };
}
