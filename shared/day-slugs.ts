/**
 * The slug grammar of day and exact-date pages in each language ("november-21",
 * "21-de-noviembre", "1er-novembre", "shiyiyue-21"): written in plain lowercase ASCII, and read
 * back by one pattern per language that accepts exactly what is written.
 */
import type { Locale } from './locales';
import { assertExactDate, assertMonth, assertMonthDay, isValidExactDate, isValidMonthDay, type ExactDate, type MonthDay } from './calendar';
import { FRENCH_FIRST } from './date-format';

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

/** Day digits as we write them: no leading zeros, so each day has exactly one slug. */
const DAY_PATTERN = '[1-9][0-9]?';

/** French never writes a bare "1", so only "1er" may stand for the first. */
const FRENCH_DAY_PATTERN = `${FRENCH_FIRST}|[2-9]|[1-9][0-9]`;

/** Years 1-9999 without leading zeros, mirroring how exactDateSlug writes them. */
const YEAR_PATTERN = '[1-9][0-9]{0,3}';

/** The ASCII month word that slugs use; throws on a month outside 1-12. */
export function monthUrlName(locale: Locale, month: number): string {
  assertMonth(month);
  const name = MONTH_URL_NAMES[locale][month - 1];
  if (name === undefined) throw new RangeError(`Invalid month: ${month}`);
  return name;
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
export function parseDaySlug(locale: Locale, slug: string, year: number = new Date().getUTCFullYear()): string | null {
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
