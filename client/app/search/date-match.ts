import type { Locale } from '#shared/locales';
import { isValidExactDate, isValidMonthDay } from '#shared/calendar';
import { formatDayDate, formatExactDate } from '#shared/date-format';
import { dayPath, exactDatePath, yearPath } from '#shared/paths';

/** The date a search query names: a day (month and day), an exact date (all three) or a year alone. */
export interface DateMatch {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

/** The page a date leads to, and how to name it: a year, or a day or exact date written out as the language writes it ("9. November 1989", "11月9日"). */
export type DateTarget = { path: string; year: number; text?: undefined } | { path: string; text: string; year?: undefined };

/** The page of the date a query names (the day, the exact date or the year), or null when it names none. */
export function dateTarget(locale: Locale, match: DateMatch | null | undefined): DateTarget | null {
  if (!match) return null;
  const { year, month, day } = match;
  if (month && day && year) {
    const date = { year, month, day };
    return isValidExactDate(date) ? { path: exactDatePath(locale, date), text: formatExactDate(locale, date) } : null;
  }
  if (month && day) return isValidMonthDay(month, day) ? { path: dayPath(locale, { month, day }), text: formatDayDate(locale, { month, day }) } : null;
  if (year && !month && !day) return { path: yearPath(locale, year), year };
  return null;
}
