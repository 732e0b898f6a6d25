/**
 * How much each day of the year holds in a language, for the calendar the day, month, year and
 * index pages and the home page carry: one statement over the counts the database keeps by day
 * (kept by a trigger on Entry), at most 4 × 366 rows of one language, never a count per day and
 * never a scan of the entries.
 *
 * A day counts what its day page lists: its events, holidays and personal entries dated to it
 * ("EntryDayCount"), and the persons born and the persons who died on it ("EntryPersonDayCount",
 * each by the day its section lists it on; "EntryDayCount" keeps persons by the day entryCounts
 * groups them by, which is not quite a day page's). A movable feast counts on no day: its date
 * depends on the year.
 */
import { MONTH_LENGTHS } from '#shared/calendar';
import type { Locale } from '#shared/locales';
import type { Database } from '../db/prisma';

/** One month of the calendar: `days[0]` is how many entries the 1st lists. */
export interface CalendarMonthCounts {
  month: number;
  days: number[];
}

export async function calendarCounts(db: Database, locale: Locale): Promise<CalendarMonthCounts[]> {
  const rows = await db.$queryRaw<{ month: number; day: number; count: number }[]>`
    SELECT c."month", c."day", sum(c."count")::int AS "count"
    FROM (
      SELECT d."month", d."day", d."count" FROM "EntryDayCount" d WHERE d."locale" = ${locale}::"Locale" AND d."kind" <> 'PERSON'
      UNION ALL
      SELECT p."month", p."day", p."births" + p."deaths" FROM "EntryPersonDayCount" p WHERE p."locale" = ${locale}::"Locale"
    ) c
    WHERE c."month" BETWEEN 1 AND 12 AND c."day" > 0 AND c."count" > 0
    GROUP BY c."month", c."day"`;
  const months = MONTH_LENGTHS.map((length, index) => ({ month: index + 1, days: new Array<number>(length).fill(0) }));
  for (const { month, day, count } of rows) {
    const days = months[month - 1]?.days;
    if (days && day <= days.length) days[day - 1] = count;
  }
  return months;
}
