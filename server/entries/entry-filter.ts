/**
 * Which entries a list, a count or an export is about, as one SQL condition. Every reader of
 * entries by filter (the `entries` connection, `entryCounts`, exports) writes
 *
 *   SELECT … FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id" WHERE ${entryFilterSql(filter)}
 *
 * and so reads exactly the same entries: `a` is the entry's published article in the filter's
 * language, and only listed entries pass.
 *
 * A filter without a language is about entities: each entry once, whatever languages it is
 * published in, read in the language `node` reads it in (English where it has a text there, else
 * the first it was written in); its conditions on texts (`search`, `updatedSince`) then hold for a
 * text in any language. Everything such a filter asks is kept on the entry's row or in an index
 * the entry's id leads (its languages, its comment count, the search's table), so that a count
 * reads the entries alone and a page joins the texts of its own entries only.
 */
import { LOCALES, type Locale } from '#shared/locales';
import type { Database } from '../db/prisma';
import { Prisma, type EntryKind } from '../generated/prisma/client';
import type { ObservedHoliday } from '../holidays/calendar';
import type { HolidayType } from '../holidays/catalogue';
import { rowIdSchema } from '../graphql/row-id';
import { articleHoldsWordsSql, entryHoldsWordsSql, wordSearchOf } from '../search/text-match';
import type { CountryCode } from './country-codes';

/** Part of a date: each part given must hold; none given matches any date there is. */
interface DateRange {
  fromYear?: number | null;
  toYear?: number | null;
  month?: number | null;
  day?: number | null;
}

export interface EntryFilter {
  /** The language to read them in; left out, every entry once, in any language (see above). */
  locale?: Locale | null;
  kind?: EntryKind | null;
  /** Together with day, yearFrom and yearTo: any one of the entry's dates (a person's birth or death) holds them all. */
  month?: number | null;
  day?: number | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  /** Belongs to at least one of them. */
  countries?: readonly CountryCode[] | null;
  /** Holidays of these statuses (a holiday members wrote is an observance). */
  holidayTypes?: readonly HolidayType[] | null;
  /** Words the article in the filter's language (any language without one) holds, as the site's search finds them (server/search/text-match.ts). */
  search?: string | null;
  /** Where `search` looks: the whole text (ALL, as when left out) or the title alone. */
  searchIn?: EntrySearchIn | null;
  /** The article in the filter's language (any of its articles without one) changed at or after this time. */
  updatedSince?: Date | null;
  /** Written in these languages (not borrowed: `fallbackFrom` null): in all of them with `all`, else in at least one. */
  nativeIn?: NativeIn | null;
  /** Entry ids as the API gives them (`Entry.id`). */
  ids?: readonly string[] | null;
  /** Persons whose birth (death) is in the range; both given, both must hold. */
  birth?: DateRange | null;
  death?: DateRange | null;
  /** Holidays observed in one of these countries in a year, with one of these statuses there. */
  observedIn?: ObservedIn | null;
  /** Holidays whose date is counted from Easter Sunday (true), or holidays whose date is not (false). */
  movesWithEaster?: boolean | null;
}

/** Where a search looks: the whole text, or the title alone. */
type EntrySearchIn = 'ALL' | 'TITLE';

interface NativeIn {
  locales: readonly Locale[];
  all?: boolean | null;
}

/** `EntryFilter.observedIn` as asked: every country, this year, every status where left out. */
interface ObservedIn {
  countries?: readonly CountryCode[] | null;
  year?: number | null;
  types?: readonly HolidayType[] | null;
}

/**
 * A filter as its SQL is written from: `observedIn` read from the holidays of its year
 * (readyEntryFilter in observed-holidays.ts, which asks the holiday thread), since the database
 * does not know which country keeps which holiday in which year. A filter without `observedIn`
 * is ready as it is.
 */
export interface ReadyEntryFilter extends EntryFilter {
  /** Each holiday `observedIn` names, with a country that observes it and its status there; null or absent without `observedIn`. */
  observed?: readonly ObservedHoliday[] | null;
}

/** The limits the API holds a filter to (server/schema/entry-filter.ts says them to clients). */
export const ENTRY_FILTER_LIMITS = { ids: 100, nativeIn: LOCALES.length } as const;

/** Which row an entry id names; null for anything that is not one (it then matches nothing). */
function entryRowId(id: string): number | null {
  const parsed = rowIdSchema.safeParse(id);
  return parsed.success ? Number(parsed.data) : null;
}

const DATE_COLUMNS = {
  date: { year: 'year', month: 'month', day: 'day' },
  birth: { year: 'birthYear', month: 'birthMonth', day: 'birthDay' },
  death: { year: 'deathYear', month: 'deathMonth', day: 'deathDay' },
} as const;

function column(name: string): Prisma.Sql {
  return Prisma.raw(`e."${name}"`);
}

/** The conditions a date range puts on one of the entry's dates. */
function dateRangeSql(which: keyof typeof DATE_COLUMNS, range: DateRange): Prisma.Sql[] {
  const columns = DATE_COLUMNS[which];
  const parts = [Prisma.sql`${column(columns.month)} IS NOT NULL`];
  if (range.fromYear != null) parts.push(Prisma.sql`${column(columns.year)} >= ${range.fromYear}`);
  if (range.toYear != null) parts.push(Prisma.sql`${column(columns.year)} <= ${range.toYear}`);
  if (range.month != null) parts.push(Prisma.sql`${column(columns.month)} = ${range.month}`);
  if (range.day != null) parts.push(Prisma.sql`${column(columns.day)} = ${range.day}`);
  return parts;
}

const and = (parts: Prisma.Sql[]) => Prisma.join(parts, ' AND ', '(', ')');

/** The old date fields: one of the entry's dates, whichever it is, satisfies all of them. */
function anyDateSql(filter: EntryFilter): Prisma.Sql | null {
  const { month, day, yearFrom, yearTo } = filter;
  if (month == null && day == null && yearFrom == null && yearTo == null) return null;
  const range: DateRange = { fromYear: yearFrom, toYear: yearTo, month, day };
  return Prisma.join(
    [
      and([Prisma.sql`e."kind" IN ('EVENT', 'PERSONAL', 'HOLIDAY')`, ...dateRangeSql('date', range)]),
      and([Prisma.sql`e."kind" = 'PERSON'`, ...dateRangeSql('birth', range)]),
      and([Prisma.sql`e."kind" = 'PERSON'`, ...dateRangeSql('death', range)]),
    ],
    ' OR ',
    '(',
    ')',
  );
}

/** Catalogue holidays have a rule; one counted from Easter Sunday is written "easter" or "easter ±days" in every country that keeps it. */
const MOVES_WITH_EASTER = Prisma.sql`e."holidayRule" ~ '^easter( |$)'`;

/** The keys of the holidays a filter by observance names, each once. */
function observedKeys(observed: readonly ObservedHoliday[]): string[] {
  return [...new Set(observed.map((o) => o.key))];
}

/** The filter's conditions on the entry itself, whatever its language. */
function entryConditions(filter: ReadyEntryFilter): Prisma.Sql[] {
  if (filter.observedIn && !filter.observed) throw new Error('A filter by observance is read from its year of holidays first (readyEntryFilter).');
  const parts: Prisma.Sql[] = [Prisma.sql`e."listed"`];
  if (filter.kind) parts.push(Prisma.sql`e."kind" = ${filter.kind}::"EntryKind"`);
  const anyDate = anyDateSql(filter);
  if (anyDate) parts.push(anyDate);
  if (filter.countries) parts.push(Prisma.sql`e."countries" && ${[...filter.countries]}::text[]`);
  if (filter.holidayTypes) {
    parts.push(Prisma.sql`e."kind" = 'HOLIDAY' AND COALESCE(e."holidayType", 'observance') = ANY(${[...filter.holidayTypes]}::text[])`);
  }
  // The keys of the catalogue's holidays observed as asked: holidays members wrote belong to no country.
  if (filter.observed) parts.push(Prisma.sql`e."kind" = 'HOLIDAY' AND e."key" = ANY(${observedKeys(filter.observed)}::text[])`);
  if (filter.movesWithEaster != null) {
    parts.push(
      filter.movesWithEaster
        ? Prisma.sql`e."kind" = 'HOLIDAY' AND ${MOVES_WITH_EASTER}`
        : Prisma.sql`e."kind" = 'HOLIDAY' AND (e."holidayRule" IS NULL OR NOT ${MOVES_WITH_EASTER})`,
    );
  }
  if (filter.ids) parts.push(Prisma.sql`e."id" = ANY(${filter.ids.flatMap((id) => entryRowId(id) ?? [])}::int[])`);
  for (const which of ['birth', 'death'] as const) {
    const range = filter[which];
    if (range) parts.push(Prisma.sql`e."kind" = 'PERSON'`, ...dateRangeSql(which, range));
  }
  // The languages an entry is written in are kept on it (by the trigger that keeps its published ones).
  if (filter.nativeIn) {
    const locales = [...new Set(filter.nativeIn.locales)];
    parts.push(filter.nativeIn.all ? Prisma.sql`e."nativeLocales" @> ${locales}::"Locale"[]` : Prisma.sql`e."nativeLocales" && ${locales}::"Locale"[]`);
  }
  return parts;
}

/**
 * The conditions of a filter without a language, over `e` alone: published in some language,
 * with a text in any language that holds the words or changed since the time asked. The texts
 * are found through the indexes that answer the same question in one language (the search's per
 * language, "Article"'s by language and time for each language), and only their entries' ids
 * are kept, so that each entry passes once however many of its texts match.
 */
function anyLanguageConditions(filter: ReadyEntryFilter): Prisma.Sql[] {
  const parts = [Prisma.sql`e."languages" > 0`];
  if (filter.search != null) parts.push(entryHoldsWordsSql(Prisma.sql`e."id"`, filter.search, { titleOnly: filter.searchIn === 'TITLE' }));
  if (filter.updatedSince) {
    parts.push(Prisma.sql`e."id" IN (SELECT t."entryId" FROM "Article" t
      WHERE t."locale" = ANY(${[...LOCALES]}::"Locale"[]) AND t."updatedAt" >= ${filter.updatedSince} AND t."publishedAt" IS NOT NULL)`);
  }
  return parts;
}

/** The whole condition of a filter without a language, over `e` alone. */
function anyLanguageFilterSql(filter: ReadyEntryFilter): Prisma.Sql {
  return and([...entryConditions(filter), ...anyLanguageConditions(filter)]);
}

/**
 * The article an entry is read in when the filter names no language, as `node` reads an entry
 * (server/entries/entries-by-id.ts): its English text where it has one, else the first text
 * written in its own language, else the first of all. A lookup of the entry's few articles by the
 * index of (entry, language).
 */
const READ_IN_ORDER = Prisma.raw(`t."locale" = 'en' DESC, t."fallbackFrom" IS NULL DESC, t."publishedAt", t."id"`);
const READ_IN_ARTICLE = Prisma.sql`(SELECT t."id" FROM "Article" t WHERE t."entryId" = e."id" AND t."publishedAt" IS NOT NULL ORDER BY ${READ_IN_ORDER} LIMIT 1)`;

/**
 * The SQL condition over `e` ("Entry") and `a` (its published article in the filter's language)
 * that the filter stands for. Without a language, `a` is the article the entry is read in, so that
 * each entry comes once.
 */
export function entryFilterSql(filter: ReadyEntryFilter): Prisma.Sql {
  if (filter.locale == null) return and([anyLanguageFilterSql(filter), Prisma.sql`a."id" = ${READ_IN_ARTICLE}`]);
  const parts = [...entryConditions(filter), Prisma.sql`a."locale" = ${filter.locale}::"Locale"`, Prisma.sql`a."publishedAt" IS NOT NULL`];
  if (filter.search != null) {
    parts.push(articleHoldsWordsSql(Prisma.sql`a."id"`, wordSearchOf(filter.search, filter.locale), { titleOnly: filter.searchIn === 'TITLE' }));
  }
  if (filter.updatedSince) parts.push(Prisma.sql`a."updatedAt" >= ${filter.updatedSince}`);
  return and(parts);
}

/**
 * The same condition over `e` alone, for counting: an entry keeps the languages it is published
 * in (a trigger on "Article" keeps them), so a count needs no article unless the filter reads
 * the article's text or time in its language (`search`, `updatedSince`); null then. Without a
 * language it never needs one.
 */
export function entryOnlyFilterSql(filter: ReadyEntryFilter): Prisma.Sql | null {
  if (filter.locale == null) return anyLanguageFilterSql(filter);
  if (filter.search != null || filter.updatedSince) return null;
  return and([...entryConditions(filter), Prisma.sql`${filter.locale}::"Locale" = ANY(e."publishedLocales")`]);
}

/**
 * What a page of entries reads, FROM and WHERE: the entries with their article in the filter's
 * language, or without one each entry with the article it is read in. That article is looked up
 * after the entry passed (a lateral join), never joined first and chosen among all of them: the
 * planner then walks the index of the order over the entries and reads the articles of a page's
 * entries alone (joined, it misjudges how many rows the choice keeps and sorts every entry).
 */
export function entryPageSourceSql(filter: ReadyEntryFilter): Prisma.Sql {
  if (filter.locale != null) return Prisma.sql`"Entry" e JOIN "Article" a ON a."entryId" = e."id" WHERE ${entryFilterSql(filter)}`;
  return Prisma.sql`"Entry" e CROSS JOIN LATERAL (SELECT * FROM "Article" t WHERE t."entryId" = e."id" AND t."publishedAt" IS NOT NULL ORDER BY ${READ_IN_ORDER} LIMIT 1) a
    WHERE ${anyLanguageFilterSql(filter)}`;
}

/** What a count of the entries a filter matches reads: FROM and WHERE, of the entries alone when the filter allows. */
export function matchedEntriesSql(filter: ReadyEntryFilter): Prisma.Sql {
  const entryOnly = entryOnlyFilterSql(filter);
  return entryOnly ? Prisma.sql`"Entry" e WHERE ${entryOnly}` : Prisma.sql`"Entry" e JOIN "Article" a ON a."entryId" = e."id" WHERE ${entryFilterSql(filter)}`;
}

/**
 * How far the entries a search of the text finds are counted. A common word is in a good part of
 * a language's articles, and counting them all reads the row of each (tens of thousands at a
 * million entries); counted this far, the count stops as soon as it gets there.
 */
export const SEARCH_COUNT_LIMIT = 1000;

export interface EntryCount {
  count: number;
  /** False when the count stopped at its limit: there are at least `count` entries. */
  exact: boolean;
}

/** How many entries a filter with a search matches, counted up to `limit` at most. */
export async function countSearchMatches(db: Database, filter: ReadyEntryFilter, limit = SEARCH_COUNT_LIMIT): Promise<EntryCount> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (SELECT FROM ${matchedEntriesSql(filter)} LIMIT ${limit + 1}) m`;
  const count = row?.count ?? 0;
  return count > limit ? { count: limit, exact: false } : { count, exact: true };
}
