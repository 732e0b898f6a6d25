/**
 * Calendar days as Daypedia models them: the 366 month-days of a year (29
 * February included), their per-language URL slugs and paths, their localised
 * names, and the matching Wikipedia articles. Exact dates (a day in a given
 * year) share the slug vocabulary but carry a year and must be real dates.
 */
import { LOCALE_INFO, PREFIXLESS_LOCALE, type Locale } from './locales';

/** Days per month over the month-day set; February has 29 so that 29 February gets a page. */
export const MONTH_LENGTHS: readonly number[] = Object.freeze([
  31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
]);

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

/**
 * ASCII month words used in slugs. They are transliterations rather than the
 * real spellings so that URLs stay plain lowercase ASCII in every language.
 */
const MONTH_URL_NAMES: Record<Locale, readonly string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  de: ['januar', 'februar', 'maerz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  tr: ['ocak', 'subat', 'mart', 'nisan', 'mayis', 'haziran', 'temmuz', 'agustos', 'eylul', 'ekim', 'kasim', 'aralik'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  fr: ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'],
  zh: ['yiyue', 'eryue', 'sanyue', 'siyue', 'wuyue', 'liuyue', 'qiyue', 'bayue', 'jiuyue', 'shiyue', 'shiyiyue', 'shieryue'],
  ja: ['ichigatsu', 'nigatsu', 'sangatsu', 'shigatsu', 'gogatsu', 'rokugatsu', 'shichigatsu', 'hachigatsu', 'kugatsu', 'jugatsu', 'juichigatsu', 'junigatsu'],
};

/** Path segment that separates exact-date pages from month-day pages, in each language's own word for "day". */
export const EXACT_DATE_SEGMENT: Record<Locale, string> = {
  en: 'day',
  de: 'tag',
  tr: 'gun',
  fr: 'jour',
  it: 'giorno',
  es: 'dia',
  zh: 'ri',
  ja: 'hi',
};

/**
 * How a language orders and joins the parts of a date slug. The year always
 * comes last; Spanish joins every part with "de" as the language does.
 */
interface SlugLayout {
  monthFirst: boolean;
  joiner: string;
}

const SLUG_LAYOUT: Record<Locale, SlugLayout> = {
  en: { monthFirst: true, joiner: '-' },
  zh: { monthFirst: true, joiner: '-' },
  ja: { monthFirst: true, joiner: '-' },
  de: { monthFirst: false, joiner: '-' },
  tr: { monthFirst: false, joiner: '-' },
  fr: { monthFirst: false, joiner: '-' },
  it: { monthFirst: false, joiner: '-' },
  es: { monthFirst: false, joiner: '-de-' },
};

/** French writes the first of a month as an ordinal ("1er"), both in prose and in our slugs. */
const FRENCH_FIRST = '1er';

/** Day digits as we write them: no leading zeros, so each day has exactly one slug. */
const DAY_PATTERN = '[1-9][0-9]?';

/** French never writes a bare "1", so only "1er" may stand for the first. */
const FRENCH_DAY_PATTERN = `${FRENCH_FIRST}|[2-9]|[1-9][0-9]`;

/** Years 1-9999 without leading zeros, mirroring how exactDateSlug writes them. */
const YEAR_PATTERN = '[1-9][0-9]{0,3}';

const MIN_YEAR = 1;
const MAX_YEAR = 9999;

/** Throws rather than returning a bogus value, because a wrong month index is a programming error. */
function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid month: ${month}`);
  }
}

/** Invalid month-days would produce slugs that never parse back, so callers learn early. */
function assertMonthDay(md: MonthDay): void {
  if (!isValidMonthDay(md.month, md.day)) {
    throw new RangeError(`Invalid month-day: ${md.month}-${md.day}`);
  }
}

/** Exact-date slugs must round-trip, so impossible dates are refused when writing too. */
function assertExactDate(date: ExactDate): void {
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

/** The ASCII month word that slugs use; throws on a month outside 1-12. */
export function monthUrlName(locale: Locale, month: number): string {
  assertMonth(month);
  const name = MONTH_URL_NAMES[locale][month - 1];
  if (name === undefined) throw new RangeError(`Invalid month: ${month}`);
  return name;
}

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

/** The twelve months with both their slug word and display name, for month navigation. */
export function monthEntries(locale: Locale): MonthEntry[] {
  return MONTH_LENGTHS.map((days, index) => ({
    urlName: monthUrlName(locale, index + 1),
    name: monthName(locale, index + 1),
    days,
  }));
}

/** Only French marks the first of the month differently in slugs. */
function dayToken(locale: Locale, day: number): string {
  return locale === 'fr' && day === 1 ? FRENCH_FIRST : String(day);
}

/** Orders day and month the way the language says them, with the year (if any) last. */
function joinSlug(locale: Locale, month: number, day: number, year?: number): string {
  const { monthFirst, joiner } = SLUG_LAYOUT[locale];
  const monthWord = monthUrlName(locale, month);
  const dayWord = dayToken(locale, day);
  const parts = monthFirst ? [monthWord, dayWord] : [dayWord, monthWord];
  if (year !== undefined) parts.push(String(year));
  return parts.join(joiner);
}

/** Builds the one regular expression that recognises exactly what joinSlug writes. */
function slugPattern(locale: Locale, withYear: boolean): RegExp {
  const { monthFirst, joiner } = SLUG_LAYOUT[locale];
  const day = `(?<day>${locale === 'fr' ? FRENCH_DAY_PATTERN : DAY_PATTERN})`;
  const month = '(?<month>[a-z]+)';
  const parts = monthFirst ? [month, day] : [day, month];
  if (withYear) parts.push(`(?<year>${YEAR_PATTERN})`);
  return new RegExp(`^${parts.join(joiner)}$`);
}

const MONTH_DAY_PATTERNS = new Map<Locale, RegExp>();
const EXACT_DATE_PATTERNS = new Map<Locale, RegExp>();

/** Patterns depend only on the locale, so each is compiled once. */
function cachedPattern(cache: Map<Locale, RegExp>, locale: Locale, withYear: boolean): RegExp {
  let pattern = cache.get(locale);
  if (pattern === undefined) {
    pattern = slugPattern(locale, withYear);
    cache.set(locale, pattern);
  }
  return pattern;
}

/**
 * Reads the parts of a slug without checking that the day exists in that
 * month; callers decide how strict to be.
 */
function readSlug(locale: Locale, slug: string, withYear: boolean): ExactDate | null {
  const cache = withYear ? EXACT_DATE_PATTERNS : MONTH_DAY_PATTERNS;
  const groups = cachedPattern(cache, locale, withYear).exec(slug)?.groups;
  if (groups === undefined) return null;
  const monthIndex = MONTH_URL_NAMES[locale].indexOf(groups.month ?? '');
  if (monthIndex === -1) return null;
  const dayText = groups.day ?? '';
  const day = dayText === FRENCH_FIRST ? 1 : Number(dayText);
  const year = withYear ? Number(groups.year) : 0;
  return { year, month: monthIndex + 1, day };
}

/** The month-day page slug, e.g. "november-21" or "21-de-noviembre". */
export function daySlug(locale: Locale, md: MonthDay): string {
  assertMonthDay(md);
  return joinSlug(locale, md.month, md.day);
}

/**
 * Turns a month-day slug into an ISO-style date in the given year. Only the
 * shape is checked, not whether the day exists (so "february-30" passes);
 * use monthDayFromSlug when the day must be real.
 */
export function parseDaySlug(
  locale: Locale,
  slug: string,
  year: number = new Date().getUTCFullYear(),
): string | null {
  const parsed = readSlug(locale, slug, false);
  if (parsed === null) return null;
  const yyyy = String(year).padStart(4, '0');
  const mm = String(parsed.month).padStart(2, '0');
  const dd = String(parsed.day).padStart(2, '0');
  return `${yyyy}-${mm}-${dd}`;
}

/** The strict parser pages rely on: anything that is not one of the 366 days yields null, hence a 404. */
export function monthDayFromSlug(locale: Locale, slug: string): MonthDay | null {
  const parsed = readSlug(locale, slug, false);
  if (parsed === null || !isValidMonthDay(parsed.month, parsed.day)) return null;
  return { month: parsed.month, day: parsed.day };
}

/** The exact-date slug, e.g. "november-9-1989" or "9-de-noviembre-de-1989". */
export function exactDateSlug(locale: Locale, date: ExactDate): string {
  assertExactDate(date);
  return joinSlug(locale, date.month, date.day, date.year);
}

/** Accepts only real dates in years 1-9999, so 29 February 1900 is rejected. */
export function parseExactDateSlug(locale: Locale, slug: string): ExactDate | null {
  const parsed = readSlug(locale, slug, true);
  if (parsed === null || !isValidExactDate(parsed)) return null;
  return parsed;
}

/**
 * Joins formatted date parts, writing the first of a month as French does ("1er novembre"):
 * Intl writes a bare "1", which French typography never uses for a date. Takes a BCP 47 tag
 * so that dates formatted through react-intl follow the same rule.
 */
export function joinDateParts(languageTag: string, parts: readonly Intl.DateTimeFormatPart[]): string {
  // Only with a month written in words: "01/11/1989" stays as it is.
  const ordinal = /^fr\b/i.test(languageTag) && parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
  return parts.map((part) => (ordinal && part.type === 'day' && Number(part.value) === 1 ? FRENCH_FIRST : part.value)).join('');
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

/**
 * The title of the day's article as each Wikipedia names it. Real month
 * spellings come from Intl, whose capitalisation matches the titles
 * (capitalised in English, German and Turkish; lowercase in French, Italian
 * and Spanish). Chinese and Japanese titles use numerals.
 */
function wikiTitle(locale: Locale, md: MonthDay): string {
  const { month, day } = md;
  const name = monthName(locale, month);
  switch (locale) {
    case 'en':
      return `${name} ${day}`;
    case 'de':
      return `${day}. ${name}`;
    case 'tr':
      return `${day} ${name}`;
    case 'fr':
      return `${day === 1 ? '1er' : day} ${name}`;
    case 'it':
      return `${day === 1 ? '1º' : day} ${name}`;
    case 'es':
      return `${day} de ${name}`;
    case 'zh':
    case 'ja':
      return `${month}月${day}日`;
  }
}

/** MediaWiki writes spaces in titles as underscores; the rest is percent-encoded. */
export function wikiUrl(locale: Locale, md: MonthDay): string {
  assertMonthDay(md);
  const title = wikiTitle(locale, md).replace(/ /g, '_');
  return `https://${locale}.wikipedia.org/wiki/${encodeURIComponent(title)}`;
}

/** English is served from the root; every other language from /<code>. */
export function localePrefix(locale: Locale): string {
  return locale === PREFIXLESS_LOCALE ? '' : `/${locale}`;
}

/** The site path of a month-day page, locale prefix included. */
export function dayPath(locale: Locale, md: MonthDay): string {
  return `${localePrefix(locale)}/${daySlug(locale, md)}`;
}

/** Exact dates live under their own segment so their slugs cannot collide with month-day slugs. */
export function exactDatePath(locale: Locale, date: ExactDate): string {
  return `${localePrefix(locale)}/${EXACT_DATE_SEGMENT[locale]}/${exactDateSlug(locale, date)}`;
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
