/**
 * Entries as readers can read them now, each in one language: the entry listed and its article in
 * that language published. Many at once, for a page of changes or a live event.
 */
import DataLoader from 'dataloader';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';
import type { Database } from '../db/prisma';
import type { EntryView } from '../entries/views';

export interface EntryInLocale {
  entryId: number;
  locale: Locale;
}

const keyOf = ({ entryId, locale }: EntryInLocale) => `${entryId}:${locale}`;

/** The entries in their languages, in the order asked; null for one that cannot be read there. */
async function readEntries(db: Database, wanted: readonly EntryInLocale[]): Promise<(EntryView | null)[]> {
  const rows = await db.article.findMany({
    where: { OR: wanted.map(({ entryId, locale }) => ({ entryId, locale })), publishedAt: { not: null }, entry: { listed: true } },
    include: { entry: true },
  });
  const views = new Map(rows.map(({ entry, ...article }) => [keyOf(article), { entry, article, locale: article.locale }]));
  return wanted.map((w) => views.get(keyOf(w)) ?? null);
}

/** Reads entries asked for in the same tick with one query, each once. */
export function readableEntryLoader(db: Database): DataLoader<EntryInLocale, EntryView | null, string> {
  return new DataLoader((wanted) => readEntries(db, wanted), { cacheKeyFn: keyOf, maxBatchSize: 500 });
}

/** The entry in a language as a request reads it: every change of a page in one query. */
export function readableEntry(ctx: Context, wanted: EntryInLocale): Promise<EntryView | null> {
  return perRequest(ctx, 'readable-entries', () => readableEntryLoader(ctx.db)).load(wanted);
}
