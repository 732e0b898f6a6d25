import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { countSearchMatches, SEARCH_COUNT_LIMIT, type EntryCount, type ReadyEntryFilter } from '../entries/entry-filter';
import { countEntries, listEntries, type ListedEntry } from '../entries/entry-list';
import { readyEntryFilter } from '../entries/observed-holidays';
import { ENTRY_ORDER_FIELDS } from '../entries/entry-order';
import { Entry } from './entry';
import { EntryFilter } from './entry-filter';
import { selectsOnly } from './selection';

const EntryOrderFieldEnum = builder.enumType('EntryOrderField', {
  description: 'What a list of entries can be ordered by. Entries without that date come last, in either direction.',
  values: {
    DATE: {
      description:
        "The entry's date: an event's or personal entry's date, a person's birth (the death when the birth is unknown). Holidays have no year: they follow the dated entries, by their fixed day, movable feasts last.",
    },
    BIRTH: { description: "A person's date of birth; entries without one come last." },
    DEATH: { description: "A person's date of death; entries without one (the living, and every other kind) come last." },
    UPDATED_AT: { description: "When the text in the filter's language last changed (`updatedAt`). Needs `filter.locale`." },
    TITLE: { description: "The title in the filter's language, in that language's alphabetical order. Needs `filter.locale`." },
    COMMENT_COUNT: {
      description:
        "How many comments readers see (hidden ones not counted): on the entry's pages in every language, or with `filter.locale` on its page in that language (`Entry.commentCount` with and without `allLanguages`). Kept by the database, so that the most commented (DESC) are read from an index; equal counts go by entry, the later first in DESC.",
    },
  } as const,
});

const OrderDirectionEnum = builder.enumType('OrderDirection', {
  description: 'Which way an order runs.',
  values: {
    ASC: { description: 'Smallest first: the earliest date, the oldest change, A to Z.' },
    DESC: { description: 'Largest first: the latest date, the newest change, Z to A.' },
  } as const,
});

const EntryOrder = builder.inputType('EntryOrder', {
  description: 'One key of the order of a list of entries.',
  fields: (t) => ({
    field: t.field({ type: EntryOrderFieldEnum, required: true, description: 'What to order by.' }),
    direction: t.field({ type: OrderDirectionEnum, defaultValue: 'ASC', description: 'Which way; ascending by default.' }),
  }),
});

/** The connection with its count, asked of the database only when a client selects it. */
interface EntryConnectionCount {
  totalCount: () => Promise<EntryCount>;
}

/** A count of entries: exact, or up to SEARCH_COUNT_LIMIT for a search of the text. */
function entryCount(ctx: Context, filter: ReadyEntryFilter): Promise<EntryCount> {
  if (filter.search != null) return countSearchMatches(ctx.db, filter);
  return countEntries(ctx, filter).then((count) => ({ count, exact: true }));
}

builder.queryField('entries', (t) =>
  t.connection(
    {
      type: Entry,
      description:
        'Entries matching a filter, in the order of `orderBy`: by the first key, then the next for equal ones, then by entry; by default DATE ascending, the oldest first. Without `filter.locale`, each entry once, read in its own language (`Entry.locale`; see EntryFilter). Cursors name a place in the list, not a text: with an order by date, a cursor taken in one language continues the list in another, or in none. A Relay connection.',
      args: {
        filter: t.arg({ type: EntryFilter, required: true, description: 'Which entries.' }),
        orderBy: t.arg({
          type: [EntryOrder],
          description: `The keys of the order, the first deciding first; each field at most once. Left out or empty: \`[{ field: DATE, direction: ASC }]\`. Cursors belong to one order: pass \`after\`/\`before\` with the orderBy they came with.`,
          validate: {
            maxLength: ENTRY_ORDER_FIELDS.length,
            refine: [(orders) => new Set(orders.map((order) => order.field)).size === orders.length, { message: 'each field may come only once' }],
          },
        }),
      },
      // The edges list already counts ten items; scale that to the page size asked for.
      complexity: (args) => ({ field: 2, multiplier: Math.ceil(Math.min(args.first ?? args.last ?? 20, 100) / 10) }),
      resolve: async (_root, args, ctx, info) => {
        const filter = await readyEntryFilter(ctx, args.filter);
        let count: Promise<EntryCount> | undefined;
        const totalCount = () => (count ??= entryCount(ctx, filter));
        const listing = !selectsOnly(info, ['totalCount', 'totalCountExact']);
        const connection = await resolveCursorConnection(
          { args, toCursor: (v: ListedEntry) => v.cursor, defaultSize: 20, maxSize: 100 },
          ({ after, before, limit, inverted }: ResolveCursorConnectionArgs) =>
            listEntries(ctx, filter, args.orderBy, { after, before, limit, inverted, listing }),
        );
        return Object.assign(connection, { totalCount } satisfies EntryConnectionCount);
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: `How many entries the filter matches in all, whatever the page (counted only when asked for). With \`filter.search\`, counted up to ${SEARCH_COUNT_LIMIT} only: a search that matches more answers ${SEARCH_COUNT_LIMIT}, and \`totalCountExact\` is then false.`,
          // One COUNT over every entry the filter matches: a whole language of a large database takes a few hundred milliseconds.
          complexity: 20,
          resolve: async (connection) => (await (connection as unknown as EntryConnectionCount).totalCount()).count,
        }),
        totalCountExact: c.boolean({
          description: `Whether \`totalCount\` is the exact number: false when a search of the text (\`filter.search\`) matches more than ${SEARCH_COUNT_LIMIT} entries, which it counts no further (there are then at least ${SEARCH_COUNT_LIMIT}).`,
          // The same count as totalCount, asked once for both.
          complexity: 20,
          resolve: async (connection) => (await (connection as unknown as EntryConnectionCount).totalCount()).exact,
        }),
      }),
    },
  ),
);
