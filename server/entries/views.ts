/**
 * Reading entries in one language. An entry as a reader sees it is the entry plus its article in
 * that language; loading both takes one statement for the articles and one for their entries.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { LOCALES, type Locale } from '#shared/locales';
import { isValidExactDate } from '#shared/calendar';
import { entryPath, type EntryPageKind } from '#shared/paths';
import type { Context } from '../graphql/context';
import { memoise, perRequest } from '../graphql/context';
import type { Article, Entry, Prisma } from '../generated/prisma/client';
import { VIEW_COLUMNS, viewOf, type ViewRow } from './view-rows';
import type { HolidayObservance, ObservanceQuery } from '../holidays/calendar';
import { isHolidayYear } from '../holidays/catalogue';

export interface EntryView {
  entry: Entry;
  article: Article;
  locale: Locale;
  /** The year a holiday is listed for (a day page's year), so its statuses are that year's. */
  year?: number;
}

export interface DayListings {
  events: EntryView[];
  births: EntryView[];
  deaths: EntryView[];
  holidays: EntryView[];
  personalEntries: EntryView[];
}

export function pathOf(view: EntryView): string | null {
  if (view.entry.kind === 'PERSONAL') return null;
  return entryPath(view.locale, view.entry.kind, view.article.slug);
}

export const PUBLISHED = { publishedAt: { not: null } } satisfies Prisma.ArticleWhereInput;

/** The database's order of the Locale enum, in which translations are listed (`orderBy: { locale: 'asc' }`). */
const LOCALE_ORDER = Object.fromEntries(LOCALES.map((locale, i) => [locale, i])) as Record<Locale, number>;

function toViews(rows: (Article & { entry: Entry })[], locale: Locale): EntryView[] {
  return rows.map(({ entry, ...article }) => ({ entry, article, locale }));
}

export interface DayQuery {
  locale: Locale;
  month: number;
  day: number;
  /** The year whose movable feasts are shown. */
  year: number;
  /** Set on an exact-date page: only events, births and deaths of that year. */
  exactYear?: number | null;
}

/** The catalogue holidays on a day in the year it is shown for, and whether holidays members wrote (a fixed month and day) fall on it that year. */
export async function holidayKeysOn(ctx: Context, q: DayQuery): Promise<{ keys: string[]; writtenHolidaysToday: boolean; holidayYear: number }> {
  const { month, day } = q;
  const holidayYear = q.exactYear ?? q.year;
  if (!isHolidayYear(holidayYear)) return { keys: [], writtenHolidaysToday: false, holidayYear };
  const keys = await ctx.holidays.keysOn(calendarYear(ctx, holidayYear), month, day);
  const writtenHolidaysToday = (await holidayDateOf(ctx, { key: '', holidayRule: null, month, day }, holidayYear)) !== null;
  return { keys, writtenHolidaysToday, holidayYear };
}

/** Every entry of a day in one go: what the API's full lists return (day pages show highlights and pages instead). */
export function dayListings(ctx: Context, q: DayQuery): Promise<DayListings> {
  return memoise(ctx, `day:${q.locale}:${q.month}:${q.day}:${q.year}:${q.exactYear ?? ''}`, async () => {
    const { month, day, exactYear } = q;
    const { keys: holidayKeys, writtenHolidaysToday, holidayYear } = await holidayKeysOn(ctx, q);
    const rows = await ctx.db.article.findMany({
      where: {
        locale: q.locale,
        ...PUBLISHED,
        entry: {
          listed: true,
          OR: [
            { kind: { in: ['EVENT', 'PERSONAL'] }, month, day, ...(exactYear ? { year: exactYear } : {}) },
            { kind: 'PERSON', birthMonth: month, birthDay: day, ...(exactYear ? { birthYear: exactYear } : {}) },
            { kind: 'PERSON', deathMonth: month, deathDay: day, ...(exactYear ? { deathYear: exactYear } : {}) },
            ...(holidayKeys.length ? [{ kind: 'HOLIDAY' as const, key: { in: holidayKeys } }] : []),
            ...(writtenHolidaysToday ? [{ kind: 'HOLIDAY' as const, holidayRule: null, month, day }] : []),
          ],
        },
      },
      include: { entry: true },
    });
    const views = toViews(rows, q.locale);
    const byYear = (year: (e: Entry) => number | null) => (a: EntryView, b: EntryView) => (year(a.entry) ?? 0) - (year(b.entry) ?? 0);
    const on = (m: number | null, d: number | null) => m === month && d === day;
    return {
      events: views.filter((v) => v.entry.kind === 'EVENT').sort(byYear((e) => e.year)),
      births: views.filter((v) => v.entry.kind === 'PERSON' && on(v.entry.birthMonth, v.entry.birthDay)).sort(byYear((e) => e.birthYear)),
      deaths: views.filter((v) => v.entry.kind === 'PERSON' && on(v.entry.deathMonth, v.entry.deathDay)).sort(byYear((e) => e.deathYear)),
      holidays: views
        .filter((v) => v.entry.kind === 'HOLIDAY')
        .map((v) => ({ ...v, year: holidayYear }))
        .sort((a, b) => a.article.title.localeCompare(b.article.title, q.locale)),
      personalEntries: views.filter((v) => v.entry.kind === 'PERSONAL').sort(byYear((e) => e.year)),
    };
  });
}

export async function entryBySlug(ctx: Context, locale: Locale, kind: EntryPageKind, slug: string): Promise<EntryView | null> {
  // The entry with every published text in one go: the page's own, and its translations for the
  // language switcher and hreflang (translationsOf then asks nothing more of the database).
  const row = await ctx.db.entry.findFirst({
    where: { kind, listed: true, articles: { some: { locale, slug, ...PUBLISHED } } },
    include: { articles: { where: PUBLISHED, orderBy: { locale: 'asc' } } },
  });
  const article = row?.articles.find((a) => a.locale === locale && a.slug === slug);
  if (!row || !article) return null;
  const { articles, ...entry } = row;
  translationLoader(ctx).prime(entry.id, articles.map(translationOf));
  return { entry, article, locale };
}

export type Translation = Pick<Article, 'locale' | 'slug' | 'title' | 'fallbackFrom' | 'publishedAt'>;

function translationOf({ locale, slug, title, fallbackFrom, publishedAt }: Translation): Translation {
  return { locale, slug, title, fallbackFrom, publishedAt };
}

/** Per request: the translations of every entry a response shows, asked for in one statement. */
function translationLoader(ctx: Context): DataLoader<number, Translation[]> {
  return perRequest(
    ctx,
    'translations',
    () =>
      new DataLoader(async (entryIds: readonly number[]) => {
        const rows = await ctx.db.article.findMany({
          where: { entryId: { in: [...entryIds] }, ...PUBLISHED },
          select: { entryId: true, locale: true, slug: true, title: true, fallbackFrom: true, publishedAt: true },
          orderBy: { locale: 'asc' },
        });
        const byEntry = Map.groupBy(rows, (row) => row.entryId);
        return entryIds.map((id) => (byEntry.get(id) ?? []).map(translationOf));
      }),
  );
}

/** The same entry's published articles in every language, for the language switcher and hreflang. */
export function translationsOf(ctx: Context, entryId: number): Promise<Translation[]> {
  return translationLoader(ctx).load(entryId);
}

/** Hands the loader an entry's published articles read by another statement, so that its translations cost none. */
export function primeTranslations(ctx: Context, entryId: number, published: Translation[]): void {
  translationLoader(ctx).prime(entryId, [...published].sort((a, b) => LOCALE_ORDER[a.locale] - LOCALE_ORDER[b.locale]).map(translationOf));
}

/**
 * Computing a year of every country's holidays takes some 30 ms of CPU (China's lunisolar
 * calendar most of it) on the one worker thread all requests share, so one request may name
 * only a few different years: a holiday page shows five, and an analyst pages through more
 * years in more requests.
 */
const HOLIDAY_YEARS_PER_REQUEST = 10;

/** The year, counted against the request's few years of holidays (refused past them). */
export function calendarYear(ctx: Context, year: number): number {
  ctx.holidayYears.add(year);
  if (ctx.holidayYears.size > HOLIDAY_YEARS_PER_REQUEST) {
    throw new GraphQLError(`One request may ask for holidays of at most ${HOLIDAY_YEARS_PER_REQUEST} different years.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return year;
}

/** Where a holiday falls in a year, first and last day (the same for one-day holidays); null when it does not occur then. */
export interface HolidaySpan {
  start: { month: number; day: number };
  end: { month: number; day: number };
}

function monthDayOf(iso: string): { month: number; day: number } {
  return { month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** By its catalogue rule, or on its fixed day for holidays members wrote (29 February only in leap years). */
export async function holidaySpanOf(ctx: Context, entry: Pick<Entry, 'key' | 'holidayRule' | 'month' | 'day'>, year: number): Promise<HolidaySpan | null> {
  if (entry.holidayRule !== null || entry.month === null || entry.day === null) {
    const span = await ctx.holidays.spanOf(calendarYear(ctx, year), entry.key);
    return span ? { start: monthDayOf(span.start), end: monthDayOf(span.end) } : null;
  }
  const day = { month: entry.month, day: entry.day };
  return isValidExactDate({ year, ...day }) ? { start: day, end: day } : null;
}

async function holidayDateOf(
  ctx: Context,
  entry: Pick<Entry, 'key' | 'holidayRule' | 'month' | 'day'>,
  year: number,
): Promise<{ month: number; day: number } | null> {
  return (await holidaySpanOf(ctx, entry, year))?.start ?? null;
}

/**
 * Which countries keep a holiday in a year and how: the catalogue's statuses (with the
 * substitute days given for it when asked for), or what the member wrote.
 */
export async function holidayObservancesOf(
  ctx: Context,
  entry: Pick<Entry, 'key' | 'holidayRule' | 'month' | 'day' | 'countries' | 'holidayType'>,
  year: number,
  query: ObservanceQuery = {},
): Promise<HolidayObservance[]> {
  if (entry.holidayRule !== null) return ctx.holidays.observancesOf(calendarYear(ctx, year), entry.key, query);
  const span = await holidaySpanOf(ctx, entry, year);
  if (!span) return [];
  const iso = (d: { month: number; day: number }) => `${String(year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return entry.countries
    .filter((country) => !query.country || country === query.country)
    .map((country) => ({
      country: country as HolidayObservance['country'],
      type: (entry.holidayType ?? 'observance') as HolidayObservance['type'],
      start: iso(span.start),
      end: iso(span.end),
      substitute: false,
      rule: null,
    }));
}

/** All holidays that occur in a year, in date order (movable feasts on their date that year). */
export async function holidaysOfYear(ctx: Context, locale: Locale, year: number): Promise<EntryView[]> {
  calendarYear(ctx, year);
  // The year is computed while the database answers; entries and their articles in one statement.
  const [rows] = await Promise.all([
    ctx.db.$queryRaw<ViewRow[]>`SELECT ${VIEW_COLUMNS} FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
      WHERE a."locale" = ${locale}::"Locale" AND a."publishedAt" IS NOT NULL AND e."kind" = 'HOLIDAY' AND e."listed"`,
    ctx.holidays.warm([year]),
  ]);
  const views = rows.flatMap((row) => viewOf(row, locale) ?? []);
  const dates = await Promise.all(views.map((view) => holidayDateOf(ctx, view.entry, year)));
  const dated = views.flatMap((view, i) => {
    const date = dates[i];
    return date ? [{ view: { ...view, year }, order: date.month * 100 + date.day }] : [];
  });
  return dated.sort((a, b) => a.order - b.order || a.view.article.title.localeCompare(b.view.article.title, locale)).map((d) => d.view);
}
