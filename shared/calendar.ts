/**
 * The calendar as Daypedia counts it: the 366 month-days of a year (29 February included, so
 * that it has a page), exact dates in the proleptic Gregorian calendar, and the checks that keep
 * both real.
 */

/** Days per month over the month-day set; February has 29 so that 29 February gets a page. */
export const MONTH_LENGTHS: readonly number[] = Object.freeze([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);

/** A day of the year without a year; month is 1-12. */
export interface MonthDay {
  month: number;
  day: number;
}

/** A specific date in the proleptic Gregorian calendar; month is 1-12. */
export interface ExactDate {
  year: number;
  month: number;
  day: number;
}

const MIN_YEAR = 1;

const MAX_YEAR = 9999;

/** Throws rather than returning a bogus value, because a wrong month index is a programming error. */
export function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid month: ${month}`);
  }
}

/** Invalid month-days would produce slugs that never parse back, so callers learn early. */
export function assertMonthDay(md: MonthDay): void {
  if (!isValidMonthDay(md.month, md.day)) {
    throw new RangeError(`Invalid month-day: ${md.month}-${md.day}`);
  }
}

/** Exact-date slugs must round-trip, so impossible dates are refused when writing too. */
export function assertExactDate(date: ExactDate): void {
  if (!isValidExactDate(date)) {
    throw new RangeError(`Invalid date: ${date.year}-${date.month}-${date.day}`);
  }
}

/** Checks against the 366-day set, so 29 February counts as a day of the year. */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12) return false;
  const length = MONTH_LENGTHS[month - 1] ?? 0;
  return day >= 1 && day <= length;
}

/** Proleptic Gregorian rule, matching how JavaScript dates count years. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** A real date within the years our slugs can express; 29 February only in leap years. */
export function isValidExactDate(date: ExactDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return false;
  if (!isValidMonthDay(month, day)) return false;
  return !(month === 2 && day === 29 && !isLeapYear(year));
}

/** All 366 month-days in calendar order, as fresh objects the caller may keep. */
export function allMonthDays(): MonthDay[] {
  const days: MonthDay[] = [];
  MONTH_LENGTHS.forEach((length, index) => {
    for (let day = 1; day <= length; day++) days.push({ month: index + 1, day });
  });
  return days;
}

/** Wraps from 1 January to 31 December, because day pages link around the year as a cycle. */
export function previousDay(md: MonthDay): MonthDay {
  assertMonthDay(md);
  if (md.day > 1) return { month: md.month, day: md.day - 1 };
  const month = md.month === 1 ? 12 : md.month - 1;
  return { month, day: MONTH_LENGTHS[month - 1] ?? 31 };
}

/** Wraps from 31 December to 1 January, and steps through 29 February. */
export function nextDay(md: MonthDay): MonthDay {
  assertMonthDay(md);
  if (md.day < (MONTH_LENGTHS[md.month - 1] ?? 0)) return { month: md.month, day: md.day + 1 };
  return { month: md.month === 12 ? 1 : md.month + 1, day: 1 };
}

/** The real date before, across months and years; null before the first year slugs can express. */
export function previousDate(date: ExactDate): ExactDate | null {
  assertExactDate(date);
  let md = previousDay(date);
  const year = md.month === 12 && md.day === 31 ? date.year - 1 : date.year;
  if (md.month === 2 && md.day === 29 && !isLeapYear(year)) md = { month: 2, day: 28 };
  const before = { year, ...md };
  return isValidExactDate(before) ? before : null;
}

/** The real date after, across months and years; null after the last year slugs can express. */
export function nextDate(date: ExactDate): ExactDate | null {
  assertExactDate(date);
  let md = nextDay(date);
  const year = md.month === 1 && md.day === 1 ? date.year + 1 : date.year;
  if (md.month === 2 && md.day === 29 && !isLeapYear(year)) md = { month: 3, day: 1 };
  const after = { year, ...md };
  return isValidExactDate(after) ? after : null;
}
