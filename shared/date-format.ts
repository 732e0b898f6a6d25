/**
 * Dates written out in each language, as Intl knows them, with French's "1er" for the first of
 * a month.
 */
import { LOCALE_INFO, type Locale } from './locales';
import { assertExactDate, assertMonth, assertMonthDay, type ExactDate, type MonthDay } from './calendar';

/** French writes the first of a month as an ordinal ("1er"), both in prose and in our slugs. */
export const FRENCH_FIRST = '1er';

/** Formatters are costly to build and pages format many dates, so one per locale and style is kept. */
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let cached = formatterCache.get(key);
  if (cached === undefined) {
    cached = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { ...options, timeZone: 'UTC' });
    formatterCache.set(key, cached);
  }
  return cached;
}

/** A leap year as the reference, so that 29 February can be formatted. */
const REFERENCE_LEAP_YEAR = 2000;

/** The month's name in the language's own spelling and capitalisation, as Intl knows it. */
export function monthName(locale: Locale, month: number): string {
  assertMonth(month);
  const date = new Date(Date.UTC(REFERENCE_LEAP_YEAR, month - 1, 1));
  return formatter(locale, 'month', { month: 'long' }).format(date);
}

/**
 * The narrow and thin spaces ICU puts before "AM" and "PM" and around some separators: Node's
 * formatToParts writes them where Chromium's writes a plain space, so a time the server wrote
 * would not be the text the browser hydrates with.
 */
const NARROW_SPACES = /[\u202f\u2009]/g;

/**
 * Joins formatted date parts, writing the first of a month as French does ("1er novembre"):
 * Intl writes a bare "1", which French typography never uses for a date. Takes a BCP 47 tag
 * so that dates formatted through react-intl follow the same rule. Spaces are plain spaces
 * (NARROW_SPACES), the same on the server and in every browser.
 */
export function joinDateParts(languageTag: string, parts: readonly Intl.DateTimeFormatPart[]): string {
  // Only with a month written in words: "01/11/1989" stays as it is.
  const ordinal = /^fr\b/i.test(languageTag) && parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts
    .map((part) => (ordinal && part.type === 'day' && Number(part.value) === 1 ? FRENCH_FIRST : part.value))
    .join('')
    .replace(NARROW_SPACES, ' ');
}

/** Uses a leap reference year so that 29 February formats like any other day. */
export function formatDayDate(locale: Locale, md: MonthDay): string {
  assertMonthDay(md);
  const date = new Date(Date.UTC(REFERENCE_LEAP_YEAR, md.month - 1, md.day));
  return joinDateParts(locale, formatter(locale, 'day', { month: 'long', day: 'numeric' }).formatToParts(date));
}

/**
 * Sets the year separately because Date.UTC maps years 0-99 to 1900-1999,
 * which would misdate early history.
 */
export function formatExactDate(locale: Locale, date: ExactDate): string {
  assertExactDate(date);
  const value = new Date(Date.UTC(REFERENCE_LEAP_YEAR, 0, 1));
  value.setUTCFullYear(date.year, date.month - 1, date.day);
  return joinDateParts(locale, formatter(locale, 'exact', { dateStyle: 'long' }).formatToParts(value));
}
