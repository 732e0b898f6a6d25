/**
 * Entries named by their id or key rather than by a slug in one language: `node(id:)`,
 * `nodes(ids:)`, `Entry.inLocale` and `entryByKey`. An entry is read in one language (an
 * `EntryView`). An id with a language names that reading; an id alone names the entry only, so
 * `node` reads it in English when it is published in English, otherwise in the language it was
 * first published in, and `inLocale` in any other. Whatever their number, the entries of one
 * request cost two statements, the texts of one more.
 */
import DataLoader from 'dataloader';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';
import type { Article, Entry } from '../generated/prisma/client';
import { primeTranslations, PUBLISHED, type EntryView, type Translation } from './views';

/** Only what readers may see: a published text of a listed entry. */
const READABLE = { ...PUBLISHED, entry: { listed: true } };

type Published = Translation & { id: number; entryId: number };

/** English, else the earliest text written in its own language, else the earliest of all. */
function firstLanguage(texts: Published[]): Published {
  const english = texts.find((t) => t.locale === 'en');
  if (english) return english;
  const byPublication = [...texts].sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime() || a.id - b.id);
  return byPublication.find((t) => t.fallbackFrom === null) ?? byPublication[0];
}

function viewOf({ entry, ...article }: Article & { entry: Entry }): EntryView {
  return { entry, article, locale: article.locale };
}

/** Entries by id, in the order asked, each read as `node` reads it; null where there is none readers may see. */
async function entriesById(ctx: Context, ids: readonly number[]): Promise<(EntryView | null)[]> {
  // Every published text of these entries, without their bodies: which one to read, and the translations.
  const texts = await ctx.db.article.findMany({
    where: { entryId: { in: [...ids] }, ...READABLE },
    select: { id: true, entryId: true, locale: true, slug: true, title: true, fallbackFrom: true, publishedAt: true },
  });
  const byEntry = Map.groupBy(texts, (text) => text.entryId);
  for (const [entryId, published] of byEntry) primeTranslations(ctx, entryId, published);
  const chosen = [...byEntry.values()].map((published) => firstLanguage(published).id);
  const rows = chosen.length ? await ctx.db.article.findMany({ where: { id: { in: chosen } }, include: { entry: true } }) : [];
  const views = new Map(rows.map((row) => [row.entryId, viewOf(row)]));
  return ids.map((id) => views.get(id) ?? null);
}

/**
 * Entries by id, in the order asked, each in its language or, where none is given, as `entriesById`
 * reads it; null where readers may see no such text.
 */
export function entriesByIdIn(ctx: Context, wanted: readonly { entryId: number; locale: Locale | null }[]): Promise<(EntryView | null)[]> {
  const anyLanguage = wanted.flatMap((w) => (w.locale === null ? [w.entryId] : []));
  const read = anyLanguage.length ? entriesById(ctx, anyLanguage) : Promise.resolve([]);
  let next = 0;
  return Promise.all(
    wanted.map((w) => {
      if (w.locale !== null) return entryInLocale(ctx, w.entryId, w.locale);
      const index = next++;
      return read.then((views) => views[index]);
    }),
  );
}

/** Per request: entries read in given languages, every pair the response asks for in one statement. */
function entryInLocaleLoader(ctx: Context): DataLoader<`${number}:${Locale}`, EntryView | null> {
  return perRequest(
    ctx,
    'entryInLocale',
    () =>
      new DataLoader(async (keys: readonly `${number}:${Locale}`[]) => {
        const pairs = keys.map((key) => key.split(':') as [string, Locale]);
        const rows = await ctx.db.article.findMany({
          where: { entryId: { in: pairs.map(([id]) => Number(id)) }, locale: { in: pairs.map(([, locale]) => locale) }, ...READABLE },
          include: { entry: true },
        });
        const views = new Map(rows.map((row) => [`${row.entryId}:${row.locale}`, viewOf(row)]));
        return keys.map((key) => views.get(key) ?? null);
      }),
  );
}

/** The entry read in a language; null when it has no published text there. */
export function entryInLocale(ctx: Context, entryId: number, locale: Locale): Promise<EntryView | null> {
  return entryInLocaleLoader(ctx).load(`${entryId}:${locale}`);
}

/** An entry by its key (a catalogue holiday's `holiday:christmas-day`, say), read in a language. */
export async function entryByKey(ctx: Context, key: string, locale: Locale): Promise<EntryView | null> {
  const row = await ctx.db.article.findFirst({ where: { locale, ...PUBLISHED, entry: { key, listed: true } }, include: { entry: true } });
  return row ? viewOf(row) : null;
}
