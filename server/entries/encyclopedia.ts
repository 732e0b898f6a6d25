/**
 * What an encyclopedia says beside an entry's text: its Wikipedia articles, its places, the
 * sources of its statements and "see also". Each is read for every entry of a response in one
 * statement (DataLoader), so a list costs the same as one entry.
 */
import DataLoader from 'dataloader';
import { LOCALES, type Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';
import type { EntrySource, PlaceRole, Prisma } from '../generated/prisma/client';
import type { EntryView } from './views';

export interface WikipediaArticle {
  locale: Locale;
  title: string;
  url: string;
}

export interface EntryPlaceView {
  role: PlaceRole;
  wikidataId: string;
  /** Its name in the language read, else in English, else in the first language that has one. */
  name: string;
  /** The language of `name`: another than the one read when the name is borrowed. */
  nameLocale: Locale;
  latitude: number | null;
  longitude: number | null;
  country: string | null;
}

/** The address of a Wikipedia article, as Wikipedia writes it (spaces as underscores). */
function wikipediaUrl(locale: Locale, title: string): string {
  const path = encodeURIComponent(title.replaceAll(' ', '_')).replace(/%2F/g, '/').replace(/%3A/g, ':').replace(/%2C/g, ',');
  return `https://${locale}.wikipedia.org/wiki/${path}`;
}

export const wikidataUrl = (id: string) => `https://www.wikidata.org/wiki/${id}`;

/** One loader per request and table: the rows of every entry asked for, in one statement. */
function rowsByEntry<T extends { entryId: number }>(ctx: Context, key: string, read: (ids: number[]) => Promise<T[]>): DataLoader<number, T[]> {
  return perRequest(
    ctx,
    key,
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const byEntry = Map.groupBy(await read([...ids]), (row) => row.entryId);
        return ids.map((id) => byEntry.get(id) ?? []);
      }),
  );
}

/** The entry's Wikipedia articles in the site's languages, in the site's order of languages. */
export async function wikipediaArticlesOf(ctx: Context, entryId: number): Promise<WikipediaArticle[]> {
  const links = await rowsByEntry(ctx, 'wikipediaLinks', (ids) => ctx.db.wikipediaLink.findMany({ where: { entryId: { in: ids } } })).load(entryId);
  return [...links]
    .sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale))
    .map((link) => ({ locale: link.locale, title: link.title, url: wikipediaUrl(link.locale, link.title) }));
}

const ROLE_ORDER: PlaceRole[] = ['EVENT', 'BIRTH', 'DEATH'];

function nameIn(names: Prisma.JsonValue, locale: Locale): { name: string; nameLocale: Locale } | null {
  const byLocale = (names && typeof names === 'object' && !Array.isArray(names) ? names : {}) as Record<string, unknown>;
  for (const candidate of [locale, 'en' as const, ...LOCALES]) {
    const name = byLocale[candidate];
    if (typeof name === 'string' && name) return { name, nameLocale: candidate };
  }
  return null;
}

/** The entry's places (where it happened, where a person was born and died), named in the language read. */
export async function placesOf(ctx: Context, view: EntryView): Promise<EntryPlaceView[]> {
  const rows = await rowsByEntry(ctx, 'entryPlaces', (ids) => ctx.db.entryPlace.findMany({ where: { entryId: { in: ids } }, include: { place: true } })).load(
    view.entry.id,
  );
  return [...rows]
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role))
    .flatMap(({ role, place }) => {
      const named = nameIn(place.names, view.locale);
      return named ? [{ role, wikidataId: place.wikidataId, ...named, latitude: place.latitude, longitude: place.longitude, country: place.country }] : [];
    });
}

/** Where the entry's statements come from: the dates, places and picture first, then the texts of the language read. */
export async function sourcesOf(ctx: Context, view: EntryView): Promise<EntrySource[]> {
  const rows = await rowsByEntry(ctx, 'entrySources', (ids) => ctx.db.entrySource.findMany({ where: { entryId: { in: ids } }, orderBy: { id: 'asc' } })).load(
    view.entry.id,
  );
  // A text's source is shown with its own language only.
  return rows.filter((row) => !row.statement.startsWith('text:') || row.statement === `text:${view.locale}`);
}

/** The source of the text in the language read, when it was imported from Wikipedia. */
export async function textSourceOf(ctx: Context, view: EntryView): Promise<EntrySource | null> {
  return (await sourcesOf(ctx, view)).find((row) => row.statement === `text:${view.locale}`) ?? null;
}

export interface SeeAlso {
  sameDay: EntryView[];
  sameYear: EntryView[];
  samePlace: EntryView[];
}

const SEE_ALSO_EACH = 4;

/**
 * Other entries to read after this one, in its language, most notable first: on the same day (an
 * event's day, a person's birthday), in the same year, at the same places. Asked for on one entry's
 * page: a few indexed statements, not batched.
 */
export async function seeAlsoOf(ctx: Context, view: EntryView): Promise<SeeAlso> {
  const { entry, locale } = view;
  const readable = { listed: true, id: { not: entry.id }, publishedLocales: { has: locale } } satisfies Prisma.EntryWhereInput;
  const person = entry.kind === 'PERSON';
  const event = entry.kind === 'EVENT';
  const sameDay: Prisma.EntryWhereInput | null = event
    ? { kind: 'EVENT', month: entry.month, day: entry.day }
    : person
      ? { kind: 'PERSON', birthMonth: entry.birthMonth, birthDay: entry.birthDay }
      : null;
  const sameYear: Prisma.EntryWhereInput | null =
    event && entry.year !== null
      ? { kind: 'EVENT', year: entry.year }
      : person && entry.birthYear !== null
        ? { kind: 'PERSON', birthYear: entry.birthYear }
        : null;
  const placeIds = (await ctx.db.entryPlace.findMany({ where: { entryId: entry.id }, select: { placeId: true } })).map((p) => p.placeId);
  const samePlace: Prisma.EntryWhereInput | null = placeIds.length ? { places: { some: { placeId: { in: placeIds } } } } : null;
  const find = (where: Prisma.EntryWhereInput | null) =>
    where
      ? ctx.db.entry.findMany({ where: { ...readable, ...where }, orderBy: [{ languages: 'desc' }, { id: 'asc' }], take: SEE_ALSO_EACH, select: { id: true } })
      : Promise.resolve([]);
  const [day, year, place] = await Promise.all([find(sameDay), find(sameYear), find(samePlace)]);
  const ids = [...new Set([...day, ...year, ...place].map((e) => e.id))];
  const articles = ids.length
    ? await ctx.db.article.findMany({ where: { entryId: { in: ids }, locale, publishedAt: { not: null } }, include: { entry: true } })
    : [];
  const views = new Map(articles.map(({ entry: found, ...article }) => [found.id, { entry: found, article, locale }]));
  const inOrder = (rows: { id: number }[]) => rows.flatMap((row) => views.get(row.id) ?? []);
  // An entry seen once: under the first heading it belongs to.
  const shownDay = inOrder(day);
  const shownYear = inOrder(year).filter((v) => !shownDay.includes(v));
  const shownPlace = inOrder(place).filter((v) => !shownDay.includes(v) && !shownYear.includes(v));
  return { sameDay: shownDay, sameYear: shownYear, samePlace: shownPlace };
}
