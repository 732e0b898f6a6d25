/**
 * The holidays' observances in the dumps (daypedia-holiday-observances.*): for every listed
 * holiday, each country's days of it and its status there, in the year the dumps were written and
 * the next, a row per country and day, as the API's `Entry.observances(year:, substitutes: true)`
 * gives them. An entry file's row holds a holiday's strongest status in any country; a country
 * asks which of its days are days off that year, and a substitute day is a day of its own.
 *
 * The catalogue's years are computed by date-holidays on the site's holiday thread and kept by
 * its calendar (this year's and the next are computed when the site starts): the schedule reads
 * them there, on the main thread, and hands the dumps' thread a table of them, so that the
 * dumps' thread neither loads the holiday data nor computes a year. Only types are imported from
 * the holidays here for that reason.
 */
import type { HolidayCalendar, HolidayObservance } from '../holidays/calendar';
import { sqltag as sql } from '@prisma/client/runtime/client';
import type { FieldDescription } from './entry-records';
import { RecordLayout } from './entry-files';

/** The catalogue's holidays of one year: every observance of each holiday, substitute days included, by its key. */
interface ObservanceYear {
  year: number;
  byKey: Record<string, HolidayObservance[]>;
}

/** What the dumps' thread is handed: the years the file covers, each with the catalogue's observances. */
export type ObservanceTable = ObservanceYear[];

/** The calendar's readings the table is made of. */
export type ObservanceSource = Pick<HolidayCalendar, 'observedIn' | 'observancesOf'>;

/** The years a dump written in this year covers: it and the next, which readers plan for from autumn on. */
export function observanceYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  return [year, year + 1];
}

/**
 * Every catalogue holiday of these years with all its observances, read from the calendar: the
 * year's holidays are computed once (on the holiday thread) and every reading after is a lookup.
 */
export async function observanceTable(calendar: ObservanceSource, years: readonly number[]): Promise<ObservanceTable> {
  return Promise.all(
    years.map(async (year) => {
      const keys = [...new Set((await calendar.observedIn(year, {})).map((observed) => observed.key))];
      const observances = await Promise.all(keys.map((key) => calendar.observancesOf(year, key, { substitutes: true })));
      return { year, byKey: Object.fromEntries(keys.map((key, i) => [key, observances[i]])) };
    }),
  );
}

/** A listed holiday as the dumps' snapshot reads it. */
export interface HolidayRow {
  id: number;
  key: string;
  holidayRule: string | null;
  month: number | null;
  day: number | null;
  countries: string[];
  holidayType: string | null;
}

/** One country's day of one holiday in one year. */
interface ObservanceRecord {
  id: number;
  key: string;
  year: number;
  country: string;
  status: string;
  start: string;
  end: string;
  weekday: string;
  substitute: boolean;
  rule: string | null;
}

/** ISO 8601's days of the week, Monday first, as the API's `Weekday` names them. */
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

function weekdayOf(isoDate: string): string {
  const date = new Date(0);
  date.setUTCFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
  return WEEKDAYS[(date.getUTCDay() + 6) % 7];
}

/** A day of a year, YYYY-MM-DD, or null when the year has no such day (29 February but in leap years). */
function dayOfYear(year: number, month: number, day: number): string | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A holiday's observances in a year, as the API's `observances` gives them
 * (server/entries/views.ts, holidayObservancesOf): the catalogue's, by its key; a holiday a member
 * wrote is kept on its fixed day, in each of its countries, with the status the member gave it.
 */
function observancesIn(holiday: HolidayRow, { year, byKey }: ObservanceYear): HolidayObservance[] {
  if (holiday.holidayRule !== null || holiday.month === null || holiday.day === null) return byKey[holiday.key] ?? [];
  const date = dayOfYear(year, holiday.month, holiday.day);
  if (!date) return [];
  return holiday.countries.map((country) => ({
    country: country as HolidayObservance['country'],
    type: (holiday.holidayType ?? 'observance') as HolidayObservance['type'],
    start: date,
    end: date,
    substitute: false,
    rule: null,
  }));
}

/** The rows of a holiday: each year of the table in turn, each country's days in the catalogue's order. */
export function observanceRecords(holiday: HolidayRow, table: ObservanceTable): ObservanceRecord[] {
  return table.flatMap((year) =>
    observancesIn(holiday, year).map((o) => ({
      id: holiday.id,
      key: holiday.key,
      year: year.year,
      country: o.country,
      status: o.type.toUpperCase(),
      start: o.start,
      end: o.end,
      weekday: weekdayOf(o.start),
      substitute: o.substitute,
      rule: o.rule,
    })),
  );
}

/** The listed holidays with a published text, the entries the other files hold, in the order of their ids. */
export const HOLIDAY_ROWS_SQL = sql`SELECT e."id", e."key", e."holidayRule", e."month", e."day", e."countries", e."holidayType" FROM "Entry" e
  WHERE e."kind" = 'HOLIDAY' AND e."listed" AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e."id" AND a."publishedAt" IS NOT NULL)
  ORDER BY e."id"`;

/** Every field of the observances' file, in the order it writes them. */
export const OBSERVANCE_FIELDS: { readonly [K in keyof ObservanceRecord]: FieldDescription } = {
  id: { type: 'integer', nullable: false, description: "The holiday entry's number in the database: the `id` of its rows in the entry files." },
  key: { type: 'string', nullable: false, description: "The holiday's key, as the entry files and the API's `Entry.key` give it." },
  year: { type: 'integer', nullable: false, description: 'The year: the one the dumps were written in, or the next.' },
  country: { type: 'string', nullable: false, description: 'The country, ISO 3166-1 alpha-2.' },
  status: {
    type: 'string',
    nullable: false,
    description:
      "Its status in that country that year, the country's own, as the API's `HolidayType` spells it: PUBLIC (a day off by law), BANK, SCHOOL, OPTIONAL or OBSERVANCE (kept, but not a day off); a substitute day's own.",
  },
  start: { type: 'string', nullable: false, description: 'Its first day there: ISO 8601 date, YYYY-MM-DD.' },
  end: {
    type: 'string',
    nullable: false,
    description: 'Its last day there, YYYY-MM-DD: the first day for one-day holidays; later for a festival of several days.',
  },
  weekday: { type: 'string', nullable: false, description: 'The day of the week of its first day, as ISO 8601 names it: MONDAY to SUNDAY.' },
  substitute: {
    type: 'boolean',
    nullable: false,
    description:
      "True for a substitute day: a day off given in place of the holiday's own day, which fell on a weekend or on another holiday (the United States' Friday 3 July 2026 for Saturday's Independence Day), as date-holidays marks it; a row of its own after the country's own day.",
    csv: 'true or false.',
  },
  rule: {
    type: 'string',
    nullable: true,
    description:
      'How the country finds the day, in date-holidays\' rule grammar ("easter 39", "3rd monday in January", "07-04 and if sunday then next monday if saturday then previous friday"); null for holidays members wrote.',
  },
};

export const OBSERVANCE_FIELD_NAMES = Object.keys(OBSERVANCE_FIELDS) as (keyof ObservanceRecord)[];

export const OBSERVANCE_RECORDS = new RecordLayout<ObservanceRecord>(OBSERVANCE_FIELD_NAMES);
