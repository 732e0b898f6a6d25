/**
 * What a day page or a day link shows of a day, derived in one place: its slug and path, its
 * name, its Wikipedia article and its month, and the months for month navigation.
 */
import type { Locale } from './locales';
import { assertMonthDay, MONTH_LENGTHS, type MonthDay } from './calendar';
import { formatDayDate, monthName } from './date-format';
import { daySlug, monthUrlName } from './day-slugs';
import { dayPath } from './paths';
import { wikiUrl } from './wikipedia';

/** One month as the month picker lists it. */
export interface MonthEntry {
  urlName: string;
  name: string;
  days: number;
}

/** Everything a day page or a day link needs, in one object. */
export interface DayInfo {
  month: number;
  day: number;
  slug: string;
  siteUrl: string;
  formattedDate: string;
  wikiUrl: string;
  monthName: string;
  monthUrlName: string;
}

/** The twelve months with both their slug word and display name, for month navigation. */
export function monthEntries(locale: Locale): MonthEntry[] {
  return MONTH_LENGTHS.map((days, index) => ({
    urlName: monthUrlName(locale, index + 1),
    name: monthName(locale, index + 1),
    days,
  }));
}

/** Bundles what day pages and day links render, so every caller derives them the same way. */
export function dayInfo(locale: Locale, md: MonthDay): DayInfo {
  assertMonthDay(md);
  return {
    month: md.month,
    day: md.day,
    slug: daySlug(locale, md),
    siteUrl: dayPath(locale, md),
    formattedDate: formatDayDate(locale, md),
    wikiUrl: wikiUrl(locale, md),
    monthName: monthName(locale, md.month),
    monthUrlName: monthUrlName(locale, md.month),
  };
}
