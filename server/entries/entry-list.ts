/**
 * The API's list of entries by filter and order: a page is one statement (the entries with their
 * articles, from a keyset position), and the number of all entries the filter matches one COUNT,
 * asked only when a client wants it. Without a language, each entry comes once, read in its own
 * language (entry-filter.ts), and says which.
 */
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { Prisma } from '../generated/prisma/client';
import { entryPageSourceSql, matchedEntriesSql, type ReadyEntryFilter } from './entry-filter';
import {
  beyondCursorSql,
  cursorOf,
  entryListOrder,
  orderBySql,
  parseEntryCursor,
  sortKeyColumnsSql,
  type EntryListOrder,
  type EntryOrder,
} from './entry-order';
import { VIEW_COLUMNS, viewOf, type ViewRow } from './view-rows';
import type { EntryView } from './views';

export interface EntryPageRequest {
  after?: string;
  before?: string;
  limit: number;
  /** Read from the end: the page ends at `before`, or is the list's last. */
  inverted: boolean;
  /** False when only the count is wanted: the cursors are still checked, nothing is listed. */
  listing?: boolean;
}

/** An entry of a page with its place in the list. */
export type ListedEntry = EntryView & { cursor: string };

/**
 * The statement of one page: the entries with their articles and their sort keys. Both cursors
 * are read (and a bad one refused) before anything is asked of the database.
 */
export function entryPageSql(
  filter: ReadyEntryFilter,
  orderBy: readonly EntryOrder[] | null | undefined,
  page: EntryPageRequest,
): { sql: Prisma.Sql; order: EntryListOrder } {
  const order = entryListOrder(orderBy, filter.locale ?? null);
  // An empty cursor (what an empty page gives as its end) is no cursor: the list from its start.
  const bound = (cursor: string | undefined, side: 'after' | 'before') =>
    cursor ? Prisma.sql`AND ${beyondCursorSql(order, parseEntryCursor(order, cursor, side), side)}` : Prisma.empty;
  const bounds = [bound(page.after, 'after'), bound(page.before, 'before')];
  const sql = Prisma.sql`
    SELECT ${VIEW_COLUMNS}, ${sortKeyColumnsSql(order)}
    FROM ${entryPageSourceSql(filter)} ${bounds[0]} ${bounds[1]}
    ORDER BY ${orderBySql(order, page.inverted)}
    LIMIT ${page.limit}`;
  return { sql, order };
}

/** One page of the entries a filter matches, in the order asked for (oldest first by default). */
export async function listEntries(
  ctx: Context,
  filter: ReadyEntryFilter,
  orderBy: readonly EntryOrder[] | null | undefined,
  page: EntryPageRequest,
): Promise<ListedEntry[]> {
  const { sql, order } = entryPageSql(filter, orderBy, page);
  if (page.listing === false) return [];
  const rows = await ctx.db.$queryRaw<ViewRow[]>(sql);
  return rows.map((row) => {
    const view = viewOf(row, filter.locale ?? (row.a_locale as Locale))!;
    return { ...view, cursor: cursorOf(order, row, view.entry.id) };
  });
}

/** How many entries the filter matches, in one COUNT (of the entries alone, when the filter allows). */
export async function countEntries(ctx: Context, filter: ReadyEntryFilter): Promise<number> {
  const [row] = await ctx.db.$queryRaw<{ count: number }[]>(Prisma.sql`SELECT count(*)::int AS count FROM ${matchedEntriesSql(filter)}`);
  return row?.count ?? 0;
}
