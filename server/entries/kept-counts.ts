/**
 * The counts of entryCounts that the database keeps ready (the tables "EntryYearCount",
 * "EntryMonthCount" and "EntryDayCount", kept by a trigger on Entry; the migrations entry_counts
 * and entry_counts_apart): those the browsing pages ask for, a language's entries of a kind by
 * year, decade or century, or by month (the indexes of events and persons), and by day of a month
 * (the month pages). They give the same groups as the GROUP BY over the entries, from a few
 * hundred rows instead of a million; any other filter or grouping (a year and a month together)
 * is counted over the entries.
 */
import { Prisma } from '../generated/prisma/client';
import type { EntryGroupBy } from './entry-counts';
import type { EntryFilter } from './entry-filter';
import { yearGroupKey } from './year-groups';

/** The filter's fields that are set. */
function given(filter: object): string[] {
  return Object.entries(filter).flatMap(([field, value]) => (value === null || value === undefined ? [] : [field]));
}

const onlyFields = (filter: object, fields: readonly string[]) => given(filter).every((field) => fields.includes(field));

/** The groupings over the kept years: the year itself, its decade or its century. */
const YEAR_GROUPINGS = ['YEAR', 'DECADE', 'CENTURY'] as const;
const isYearGrouping = (by: EntryGroupBy): by is (typeof YEAR_GROUPINGS)[number] => (YEAR_GROUPINGS as readonly EntryGroupBy[]).includes(by);

function grouped(table: string, keys: string[], conditions: Prisma.Sql[]): Prisma.Sql {
  const columns = keys.map((key, i) => Prisma.raw(`${key} AS "g${i}"`));
  return Prisma.sql`
    SELECT ${Prisma.join([...columns, Prisma.raw('sum(c."count")::int AS "count"')])}
    FROM ${Prisma.raw(`"${table}"`)} c
    WHERE ${Prisma.join([...conditions, Prisma.raw('c."count" > 0')], ' AND ')}
    GROUP BY ${Prisma.join(keys.map((key) => Prisma.raw(key)))} ORDER BY ${Prisma.join(keys.map((key) => Prisma.raw(key)))}`;
}

/** The statement that answers from the kept counts, or null when they cannot answer this filter and grouping. */
export function keptCountsSql(filter: EntryFilter, groupBy: readonly EntryGroupBy[]): Prisma.Sql | null {
  const { kind, locale } = filter;
  // Kept per language: an entity-level count (no language) counts each entry once, over the entries.
  if (!kind || !locale || groupBy.length === 0) return null;
  const ofKind = [Prisma.sql`c."locale" = ${locale}::"Locale"`, Prisma.sql`c."kind" = ${kind}::"EntryKind"`];
  // A language's entries of a kind, by parts of their year (0 where the entry has none), or by month.
  if (onlyFields(filter, ['locale', 'kind'])) {
    if (groupBy.every(isYearGrouping)) {
      const keys = groupBy.map((by) => yearGroupKey(by, 'c."year"'));
      return grouped('EntryYearCount', keys, [...ofKind, Prisma.raw('c."year" <> 0')]);
    }
    if (groupBy.length === 1 && groupBy[0] === 'MONTH') return grouped('EntryMonthCount', ['c."month"'], [...ofKind, Prisma.raw('c."month" <> 0')]);
  }
  if (groupBy.length !== 1 || groupBy[0] !== 'DAY') return null;
  // A month's days: an event's (or holiday's, or personal entry's) month, or a person's birth month.
  const month =
    kind !== 'PERSON' && onlyFields(filter, ['locale', 'kind', 'month'])
      ? filter.month
      : kind === 'PERSON' && onlyFields(filter, ['locale', 'kind', 'birth']) && filter.birth && onlyFields(filter.birth, ['month'])
        ? filter.birth.month
        : null;
  if (month == null) return null;
  return grouped('EntryDayCount', ['c."day"'], [...ofKind, Prisma.sql`c."month" = ${month}`, Prisma.raw('c."day" <> 0')]);
}
