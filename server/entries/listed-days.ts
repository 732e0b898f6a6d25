/**
 * The days of the year that list something in a language, and when what each shows last
 * changed: what a sitemap names (a day with nothing on it is not worth a search result) and the
 * date it gives search engines. One statement for every day's texts; the catalogue's holidays
 * fall on their days of the year as the holiday calendar computes them.
 */
import { allMonthDays, type MonthDay } from '#shared/calendar';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { holidayKeysOn } from './views';

export interface ListedDay extends MonthDay {
  /** When the newest of the texts the day page shows changed. */
  lastChanged: Date;
}

interface Row {
  month: number | null;
  day: number | null;
  key: string | null;
  lastChanged: Date;
}

export async function listedDays(ctx: Context, locale: Locale, year: number): Promise<ListedDay[]> {
  // Texts listed on a fixed month-day, grouped by it; the catalogue's holidays by key, as their days move from year to year.
  const rows = await ctx.db.$queryRaw<Row[]>`
    WITH texts AS (
      SELECT e."kind", e."key", e."holidayRule", e."month", e."day", e."birthMonth", e."birthDay", e."deathMonth", e."deathDay", a."updatedAt"
      FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id" AND a."locale" = ${locale}::"Locale" AND a."publishedAt" IS NOT NULL
      WHERE e."listed"
    ), dated AS (
      SELECT "month", "day", "updatedAt" FROM texts WHERE "kind" IN ('EVENT', 'PERSONAL') OR ("kind" = 'HOLIDAY' AND "holidayRule" IS NULL)
      UNION ALL SELECT "birthMonth", "birthDay", "updatedAt" FROM texts WHERE "kind" = 'PERSON'
      UNION ALL SELECT "deathMonth", "deathDay", "updatedAt" FROM texts WHERE "kind" = 'PERSON'
    )
    SELECT "month", "day", NULL::text AS "key", max("updatedAt") AS "lastChanged" FROM dated
      WHERE "month" IS NOT NULL AND "day" IS NOT NULL GROUP BY "month", "day"
    UNION ALL
    SELECT NULL, NULL, "key", "updatedAt" FROM texts WHERE "kind" = 'HOLIDAY' AND "holidayRule" IS NOT NULL`;
  const byDay = new Map<string, ListedDay>();
  const note = (md: MonthDay, lastChanged: Date) => {
    const id = `${md.month}-${md.day}`;
    const known = byDay.get(id);
    if (!known || known.lastChanged < lastChanged) byDay.set(id, { month: md.month, day: md.day, lastChanged });
  };
  const holidayChanged = new Map<string, Date>();
  for (const row of rows) {
    if (row.key !== null) holidayChanged.set(row.key, row.lastChanged);
    else if (row.month !== null && row.day !== null) note({ month: row.month, day: row.day }, row.lastChanged);
  }
  if (holidayChanged.size) {
    await ctx.holidays.warm([year]);
    for (const md of allMonthDays()) {
      const { keys } = await holidayKeysOn(ctx, { locale, year, ...md });
      for (const key of keys) {
        const changed = holidayChanged.get(key);
        if (changed) note(md, changed);
      }
    }
  }
  return [...byDay.values()].sort((a, b) => a.month - b.month || a.day - b.day);
}
