/**
 * An EntryFilter as one SQL condition, for reads that go past the Prisma client: exports stream
 * their rows through a cursor. The condition speaks of `e` ("Entry") and `a` ("Article") and keeps
 * what the filter names: the filter language's published article of a listed entry, of the kind,
 * on the month and day and in the years asked for (a person by birth or by death).
 */
import { Prisma } from '../generated/prisma/client';
import type { EntryFilter } from './views';

export function entryFilterSql(filter: EntryFilter): Prisma.Sql {
  const { month, day, yearFrom, yearTo } = filter;
  const conditions = [Prisma.sql`a."locale" = ${filter.locale}::"Locale"`, Prisma.sql`a."publishedAt" IS NOT NULL`, Prisma.sql`e."listed"`];
  if (filter.kind) conditions.push(Prisma.sql`e."kind" = ${filter.kind}::"EntryKind"`);
  const onDate = (prefix: '' | 'birth' | 'death') => {
    const column = (part: 'year' | 'month' | 'day') => Prisma.raw(`e."${prefix ? `${prefix}${part[0].toUpperCase()}${part.slice(1)}` : part}"`);
    const parts: Prisma.Sql[] = [];
    if (month != null) parts.push(Prisma.sql`${column('month')} = ${month}`);
    if (day != null) parts.push(Prisma.sql`${column('day')} = ${day}`);
    if (yearFrom != null) parts.push(Prisma.sql`${column('year')} >= ${yearFrom}`);
    if (yearTo != null) parts.push(Prisma.sql`${column('year')} <= ${yearTo}`);
    return Prisma.join(parts, ' AND ');
  };
  if (month != null || day != null || yearFrom != null || yearTo != null) {
    conditions.push(
      Prisma.sql`((e."kind" IN ('EVENT', 'PERSONAL', 'HOLIDAY') AND ${onDate('')})
        OR (e."kind" = 'PERSON' AND ${onDate('birth')})
        OR (e."kind" = 'PERSON' AND ${onDate('death')}))`,
    );
  }
  return Prisma.join(conditions, ' AND ');
}
