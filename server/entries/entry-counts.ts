/**
 * How many entries a filter matches, grouped by parts of their date, their kind, countries,
 * languages or holiday status: one GROUP BY in SQL, never a listing.
 *
 * The date an entry counts by: an event's or personal entry's date; a holiday's fixed day (no
 * year; movable feasts have no fixed day); a person's birth (the death when the birth is
 * unknown) — or the death, when the filter gives a `death` range and no `birth` range ("persons
 * who died in the 1990s, by month" counts deaths). An entry without the value a group is by
 * (a holiday's year, an event without countries) is left out of that grouping.
 *
 * A filter without a language counts each entry once, whatever languages it is published in (see
 * entry-filter.ts); with one, the entries published in it.
 *
 * A filter by observance (`observedIn`) counts holidays by the countries of the filter that
 * observe them and by the status each of those gives them, not by the countries and strongest
 * status kept on the entry: its rows of holiday, country and status join the entries.
 */
import { GraphQLError } from 'graphql';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { Prisma, type EntryKind } from '../generated/prisma/client';
import { HOLIDAY_TYPES, type HolidayType } from '../holidays/catalogue';
import { COUNTRY_NAMES, type CountryCode } from './country-codes';
import { countSearchMatches, entryFilterSql, entryOnlyFilterSql, SEARCH_COUNT_LIMIT, type EntryFilter, type ReadyEntryFilter } from './entry-filter';
import { keptCountsSql } from './kept-counts';
import { yearGroupKey } from './year-groups';

export const ENTRY_GROUP_BYS = ['MONTH', 'DAY', 'YEAR', 'DECADE', 'CENTURY', 'KIND', 'COUNTRY', 'LOCALE', 'HOLIDAY_TYPE'] as const;
export type EntryGroupBy = (typeof ENTRY_GROUP_BYS)[number];

/** More groups than a client can use in one answer: narrow the filter or group by less. */
export const MAX_ENTRY_GROUPS = 10_000;

export interface EntryGroup {
  month: number | null;
  day: number | null;
  year: number | null;
  decade: number | null;
  century: number | null;
  kind: EntryKind | null;
  country: CountryCode | null;
  locale: Locale | null;
  holidayType: HolidayType | null;
  count: number;
}

const GROUP_FIELDS: Record<EntryGroupBy, keyof Omit<EntryGroup, 'count'>> = {
  MONTH: 'month',
  DAY: 'day',
  YEAR: 'year',
  DECADE: 'decade',
  CENTURY: 'century',
  KIND: 'kind',
  COUNTRY: 'country',
  LOCALE: 'locale',
  HOLIDAY_TYPE: 'holidayType',
};

/** Persons count by death when the filter is about their death and not their birth. */
function countsByDeath(filter: EntryFilter): boolean {
  return filter.death != null && filter.birth == null;
}

/** The counted date's year, month and day. */
function datePart(part: 'year' | 'month' | 'day', byDeath: boolean): string {
  const capital = `${part[0].toUpperCase()}${part.slice(1)}`;
  return byDeath ? `COALESCE(e."${part}", e."death${capital}")` : `COALESCE(e."${part}", e."birth${capital}", e."death${capital}")`;
}

interface Grouping {
  /** What the group is by: its key in SQL, NULL for entries that have none. */
  key: string;
  /** How groups are ordered: by the key unless said otherwise. */
  order?: string;
  /** Read back as a number (the rest are text). */
  numeric?: boolean;
}

/**
 * How a grouping reads the entries: `byDeath` counts persons by their death; `byObservance`
 * takes a holiday's countries and statuses from the observances the filter joins (`o`).
 */
function grouping(by: EntryGroupBy, { byDeath, byObservance }: { byDeath: boolean; byObservance: boolean }): Grouping {
  const year = datePart('year', byDeath);
  switch (by) {
    case 'MONTH':
      return { key: datePart('month', byDeath), numeric: true };
    case 'DAY':
      return { key: datePart('day', byDeath), numeric: true };
    case 'YEAR':
    case 'DECADE':
    case 'CENTURY':
      return { key: yearGroupKey(by, year), numeric: true };
    case 'KIND':
      return { key: `e."kind"` };
    case 'COUNTRY':
      return { key: byObservance ? `o."country"` : `c."country"` };
    case 'LOCALE':
      return { key: `n."locale"` };
    case 'HOLIDAY_TYPE': {
      const type = byObservance ? `o."type"` : `(CASE WHEN e."kind" = 'HOLIDAY' THEN COALESCE(e."holidayType", 'observance') END)`;
      // The strongest status first, as the catalogue lists them.
      return { key: type, order: `array_position(ARRAY[${HOLIDAY_TYPES.map((t) => `'${t}'`).join(', ')}]::text[], ${type})` };
    }
  }
}

function refuse(message: string): never {
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The statement of the groups: one GROUP BY over the entries the filter matches, at most one group more than answered. */
export function entryGroupsSql(filter: ReadyEntryFilter, groupBy: readonly EntryGroupBy[]): Prisma.Sql {
  const byDeath = countsByDeath(filter);
  const { observed } = filter;
  const byObservance = observed != null && (groupBy.includes('COUNTRY') || groupBy.includes('HOLIDAY_TYPE'));
  const groupings = groupBy.map((by) => grouping(by, { byDeath, byObservance }));
  // An entry in each of its countries (each that observes it, by observance); in each language it is written in (not borrowed).
  const joins = [
    byObservance
      ? Prisma.sql`JOIN unnest(${observed.map((o) => o.key)}::text[], ${observed.map((o) => o.country)}::text[], ${observed.map((o) => o.type)}::text[])
          AS o("key", "country", "type") ON o."key" = e."key"`
      : groupBy.includes('COUNTRY')
        ? Prisma.sql`CROSS JOIN LATERAL unnest(e."countries") AS c("country")`
        : Prisma.empty,
    groupBy.includes('LOCALE')
      ? Prisma.sql`JOIN "Article" n ON n."entryId" = e."id" AND n."publishedAt" IS NOT NULL AND n."fallbackFrom" IS NULL`
      : Prisma.empty,
  ];
  const keys = groupings.map((g, i) => Prisma.raw(`${g.key}${g.numeric ? '' : '::text'} AS "g${i}"`));
  const present = groupings.map((g) => Prisma.raw(`${g.key} IS NOT NULL`));
  // Entries without countries are passed by before unnest is called for each of them.
  if (groupBy.includes('COUNTRY') && !byObservance) present.push(Prisma.raw(`cardinality(e."countries") > 0`));
  // By status without country, a holiday two countries give the same status counts once in it.
  const counted = byObservance ? 'count(DISTINCT e."id")::int AS "count"' : 'count(*)::int AS "count"';
  const grouped = groupings.length
    ? Prisma.sql`GROUP BY ${Prisma.join(groupings.map((g) => Prisma.raw(g.key)))} ORDER BY ${Prisma.join(groupings.map((g) => Prisma.raw(g.order ?? g.key)))}`
    : Prisma.empty;
  // The entries alone when the filter allows: their published languages are kept on them.
  const entryOnly = entryOnlyFilterSql(filter);
  const entries = entryOnly ? Prisma.sql`"Entry" e` : Prisma.sql`"Entry" e JOIN "Article" a ON a."entryId" = e."id"`;
  return Prisma.sql`
    SELECT ${Prisma.join([...keys, Prisma.raw(counted)])}
    FROM ${entries} ${joins[0]} ${joins[1]}
    WHERE ${Prisma.join([entryOnly ?? entryFilterSql(filter), ...present], ' AND ')}
    ${grouped}
    LIMIT ${MAX_ENTRY_GROUPS + 1}`;
}

/**
 * The groups of the entries the filter matches, ordered by their keys in the order of `groupBy`.
 * A search of the text is counted first, up to `searchLimit` matches: a word found in most texts
 * would have the grouping read a whole language, so such a search is refused unrun.
 */
export async function countEntryGroups(
  ctx: Context,
  filter: ReadyEntryFilter,
  groupBy: readonly EntryGroupBy[],
  { searchLimit = SEARCH_COUNT_LIMIT } = {},
): Promise<EntryGroup[]> {
  if (new Set(groupBy).size !== groupBy.length) refuse('groupBy: each grouping may come only once.');
  if (filter.search != null && !(await countSearchMatches(ctx.db, filter, searchLimit)).exact)
    refuse(
      `filter.search: the search matches more than ${searchLimit.toLocaleString('en')} entries, which are not grouped; use rarer words, or narrow the filter (a kind, a country, dates).`,
    );
  const rows = await ctx.db.$queryRaw<Record<string, unknown>[]>(keptCountsSql(filter, groupBy) ?? entryGroupsSql(filter, groupBy));
  if (rows.length > MAX_ENTRY_GROUPS) {
    refuse(`groupBy: more than ${MAX_ENTRY_GROUPS.toLocaleString('en')} groups; narrow the filter or group by fewer keys.`);
  }
  return rows.flatMap((row) => {
    const group: EntryGroup = {
      month: null,
      day: null,
      year: null,
      decade: null,
      century: null,
      kind: null,
      country: null,
      locale: null,
      holidayType: null,
      count: 0,
    };
    groupBy.forEach((by, i) => Object.assign(group, { [GROUP_FIELDS[by]]: row[`g${i}`] }));
    group.count = row.count as number;
    // Codes the schema cannot name (a country code outside ISO 3166-1, a status outside the catalogue's) are left out.
    if (group.country !== null && !(group.country in COUNTRY_NAMES)) return [];
    if (group.holidayType !== null && !HOLIDAY_TYPES.includes(group.holidayType)) return [];
    return [group];
  });
}
