/** What analysts ask of the change log: a page of changes since a moment, and the live feed of them. */
import type { Database } from '../../server/db/prisma';
import { decodeGlobalId, entryKeyOf } from '../../server/graphql/global-id';
import { graphql } from '../graphql';
import type { ChangesQuery } from '../graphql/graphql';
import { okData } from './operations';

export const CHANGES = graphql(`
  query Changes($since: DateTime!, $first: Int, $after: String) {
    changes(since: $since, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          entryId
          locale
          type
          at
          kind
          madeBy
          entry {
            title
            locale
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

export const ENTRY_CHANGED = graphql(`
  subscription EntryChanged($locale: Locale, $kinds: [EntryKind!]) {
    entryChanged(locale: $locale, kinds: $kinds) {
      id
      entryId
      locale
      type
      madeBy
      entry {
        title
      }
    }
  }
`);

export type Change = ChangesQuery['changes']['edges'][number]['node'];

/** Every change since the moment, page after page as a client reads them. */
export async function allChangesSince(db: Database, since: Date): Promise<Change[]> {
  const changes: Change[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ChangesQuery['changes'] = (await okData(db, CHANGES, { since: since.toISOString(), first: 100, after }, null)).changes;
    changes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return changes;
    after = page.pageInfo.endCursor!;
  }
}

/** What changed of one entry since the moment, as `locale type` pairs in the order they happened. */
export async function changesOfEntry(db: Database, since: Date, entryId: number | string): Promise<string[]> {
  // Changes name their entry by the global ID of its reading in their language; tests may hold
  // the entry's language-less ID or its row number instead.
  const wanted = /^\d+$/.test(String(entryId)) ? Number(entryId) : entryKeyOf(decodeGlobalId(String(entryId)).id).entryId;
  return (await allChangesSince(db, since)).filter((c) => entryKeyOf(decodeGlobalId(c.entryId).id).entryId === wanted).map((c) => `${c.locale} ${c.type}`);
}
