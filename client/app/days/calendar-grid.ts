/**
 * The calendar's month grid: which weekday its weeks start on in each language, where each day
 * sits, the names of its columns and its title, how the keys of the ARIA date grid move between
 * days, and how many dots a day's count earns. Free of React so that it is tested alone.
 *
 * The grid follows the site's calendar of 366 month-days: February always has its 29th, since
 * /february-29 is a page like any other. In a common year the 29th sits where 1 March would, and
 * moving by days or weeks counts it like any other day.
 */
import { MONTH_LENGTHS } from '#shared/calendar';
import { LOCALE_INFO, type Locale } from '#shared/locales';

/** A day of the grid: the year only sets the weekdays; the day links to its month-day page. */
export interface GridDay {
  year: number;
  month: number;
  day: number;
}

/** The years a grid may show (Intl and Date draw them all the same way). */
const YEARS = { first: 1, last: 9999 } as const;

/**
 * The first day of the week (0 Sunday … 6 Saturday) where a language's Intl cannot say
 * (getWeekInfo is missing from some browsers): CLDR's week data for the site's languages as
 * their regions use them. Sunday in the United States and Japan; Monday elsewhere, China included
 * (its calendars follow GB/T 7408). A test checks this table against Node's getWeekInfo.
 */
export const FIRST_DAY_FALLBACK: Record<Locale, number> = { en: 0, tr: 1, de: 1, fr: 1, it: 1, es: 1, zh: 1, ja: 0 };

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week (0 Sunday … 6 Saturday) in a language, as its region counts weeks. */
export function firstDayOfWeek(locale: Locale): number {
  try {
    const tag = new Intl.Locale(LOCALE_INFO[locale].iso) as LocaleWithWeekInfo;
    // Intl counts 1 Monday … 7 Sunday; older engines have a getter instead of the method.
    const info = typeof tag.getWeekInfo === 'function' ? tag.getWeekInfo() : tag.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // An engine without Intl.Locale: the table below.
  }
  return FIRST_DAY_FALLBACK[locale];
}

/** A date at noon UTC of a year (Date.UTC would read years 0-99 as 1900-1999). */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(2000, 0, 1, 12));
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export const monthLength = (month: number): number => MONTH_LENGTHS[month - 1] ?? 31;

/** Empty cells before the 1st: the 1st's weekday counted from the week's first day. */
function leadingBlanks(year: number, month: number, firstDay: number): number {
  return (utcDate(year, month, 1).getUTCDay() - firstDay + 7) % 7;
}

/** The month's weeks, each seven cells: a day of the month, or null before the 1st and after the last day. */
export function monthWeeks(year: number, month: number, firstDay: number): (number | null)[][] {
  const blanks = leadingBlanks(year, month, firstDay);
  const cells: (number | null)[] = [...Array.from({ length: blanks }, () => null), ...Array.from({ length: monthLength(month) }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** The seven columns from the week's first day: the short name shown and the full name said. */
export function weekdayNames(locale: Locale, firstDay: number): { short: string; long: string }[] {
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, column) => {
    const date = utcDate(2023, 1, 1 + ((firstDay + column) % 7));
    return { short: formatter(locale, { weekday: 'short' }).format(date), long: formatter(locale, { weekday: 'long' }).format(date) };
  });
}

/** The month and year as the language writes them together: "March 2026", "März 2026", "2026年3月". */
export function monthTitle(locale: Locale, year: number, month: number): string {
  return formatter(locale, { year: 'numeric', month: 'long' }).format(utcDate(year, month, 1));
}

/** The same day some months away, or the month's last day when it has fewer days. */
export function addMonths({ year, month, day }: GridDay, months: number): GridDay {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  // Before the first year or past the last the grid stays where it is.
  if (target.year < YEARS.first || target.year > YEARS.last) return { year, month, day };
  return { ...target, day: Math.min(day, monthLength(target.month)) };
}

/** The day some days away, through the site's 366 month-days a year. */
export function addDays(at: GridDay, days: number): GridDay {
  let { year, month, day } = at;
  day += days;
  while (day < 1) {
    if (month === 1 && year === YEARS.first) return { year, month, day: 1 };
    ({ year, month } = addMonths({ year, month, day: 1 }, -1));
    day += monthLength(month);
  }
  while (day > monthLength(month)) {
    if (month === 12 && year === YEARS.last) return { year, month, day: monthLength(month) };
    day -= monthLength(month);
    ({ year, month } = addMonths({ year, month, day: 1 }, 1));
  }
  return { year, month, day };
}

/** The column (0-6) a day sits in. */
function columnOf({ year, month, day }: GridDay, firstDay: number): number {
  return (leadingBlanks(year, month, firstDay) + day - 1) % 7;
}

/**
 * Where a key of the ARIA date grid takes focus from a day, or null for a key it does not use:
 * arrows by a day and a week, Home and End to the week's first and last day of the month, Page Up
 * and Page Down by a month (with Shift by a year).
 */
export function dayAfterKey(at: GridDay, key: string, shift: boolean, firstDay: number): GridDay | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(at, -1);
    case 'ArrowRight':
      return addDays(at, 1);
    case 'ArrowUp':
      return addDays(at, -7);
    case 'ArrowDown':
      return addDays(at, 7);
    case 'Home':
      return { ...at, day: Math.max(1, at.day - columnOf(at, firstDay)) };
    case 'End':
      return { ...at, day: Math.min(monthLength(at.month), at.day + 6 - columnOf(at, firstDay)) };
    case 'PageUp':
      return addMonths(at, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(at, shift ? 12 : 1);
    default:
      return null;
  }
}

/**
 * How many dots (0-3) a day's count earns: none for an empty day, else by thirds of the year's
 * non-empty days, so that the dots tell days apart however much the encyclopedia holds.
 */
export function dotLevels(counts: readonly (readonly number[])[]): (count: number) => number {
  const filled = counts
    .flat()
    .filter((count) => count > 0)
    .sort((a, b) => a - b);
  const third = filled[Math.floor((filled.length - 1) / 3)] ?? 0;
  const twoThirds = filled[Math.floor(((filled.length - 1) * 2) / 3)] ?? 0;
  return (count) => (count <= 0 ? 0 : count <= third ? 1 : count <= twoThirds ? 2 : 3);
}
