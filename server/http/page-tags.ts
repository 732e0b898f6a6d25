/**
 * What a kept page shows, as tags, so that a change of content drops only the pages that show it
 * (server/http/page-cache.ts) and every instance agrees on the words (server/db/content-changes.ts).
 *
 * A reading page's tags come from its address, which names what it is about: a day page shows the
 * entries of its month and day, a year page those of its year, an entry page the articles of its
 * entry (its slug in the page's language), an author page its member. Indexes, centuries, the
 * holiday list, the home page and every page the table below does not know are tagged
 * `listings`: any new or changed entry may show in them. What a page only mentions of another
 * (an author's display name under an article, a cross link) is not a tag: it refreshes when the
 * page expires, within the minute.
 */
import { commentsPageNumber } from '#shared/comment-rules';
import { monthDayFromSlug, parseExactDateSlug } from '#shared/day-slugs';
import type { Locale } from '#shared/locales';
import {
  API_GUIDE_SEGMENT,
  CENTURY_SEGMENT,
  COMMENTS_SUFFIX,
  ENTRY_SEGMENT,
  EXACT_DATE_SEGMENT,
  INFO_SEGMENT,
  YEAR_SEGMENT,
  centuryOfSegment,
  daySectionOfSegment,
  isPlausibleSegment,
  localeOfPath,
  monthOfSegment,
  pagePathOf,
  sectionPageNumber,
  stripLocale,
  yearOfSegment,
  yearSectionOfSegment,
} from '#shared/paths';

/** Pages that list entries across the calendar (home, indexes, centuries, holidays) and pages of unknown kind. */
export const LISTINGS_TAG = 'listings';

export const dayTag = (month: number, day: number): string => `day:${month}-${day}`;
export const monthTag = (month: number): string => `month:${month}`;
export const yearTag = (year: number): string => `year:${year}`;
/** An entry page and its comments pages, by the slug of one of its articles. */
export const slugTag = (locale: Locale, slug: string): string => `slug:${locale}:${slug}`;
export const authorTag = (uid: string): string => `author:${uid}`;

/** The segment of author pages, the same in every language. */
const AUTHOR_SEGMENT = 'author-articles';

/** A query parameter a reading page reads, with the values it accepts. */
type ParamRule = (value: string) => boolean;

/** Read by every page in the browser: why a member arrives signed out, how a checkout went. */
const EVERY_PAGE: Record<string, ParamRule> = {
  ended: (value) => value === 'ended' || value === 'disabled',
  payment: (value) => value === 'done' || value === 'cancelled',
};

/** A comments page's number, without leading zeros, up to the last page the comments rule allows. */
const COMMENTS_PAGE: Record<string, ParamRule> = { ...EVERY_PAGE, page: (value) => /^[1-9]\d*$/.test(value) && commentsPageNumber(value) !== null };

export interface ReadingPage {
  tags: string[];
  /** The query parameters it reads and the values it takes; any other makes no other page. */
  params: Readonly<Record<string, ParamRule>>;
  /** Parameters whose other values the page answers with a 404 itself, before it asks the database. */
  refused: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();
const reading = (tags: string[], params = EVERY_PAGE, refused = NONE): ReadingPage => ({ tags, params, refused });

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const ENTRY_KINDS = ['EVENT', 'PERSON', 'HOLIDAY'] as const;
const INFO_PAGES = ['about', 'privacy', 'terms'] as const;

/** An entry page or its comments page: tagged by the slug asked for, and by the entry's slug for the comments. */
function entryPage(locale: Locale, slug: string): ReadingPage | null {
  if (!slug || !isPlausibleSegment(slug)) return null;
  const suffix = COMMENTS_SUFFIX[locale];
  if (!slug.endsWith(suffix) || slug === suffix) return reading([slugTag(locale, slug)]);
  return reading([slugTag(locale, slug), slugTag(locale, slug.slice(0, -suffix.length))], COMMENTS_PAGE, new Set(['page']));
}

/** A day's page or one of its sections' (`rest`: a section and maybe a page number). */
function dayPage(tags: string[], locale: Locale, rest: string[]): ReadingPage | null {
  if (rest.length === 0) return reading(tags);
  const [section, page] = rest;
  return rest.length <= 2 && daySectionOfSegment(locale, section) && sectionPageNumber(page) ? reading(tags) : null;
}

/**
 * The reading page a path names (without its query), with its tags; null for anything else: the
 * member area, sign-in, search, files, the router's data requests, and addresses that name nothing
 * (404s are never kept).
 */
export function readingPageOf(pathname: string): ReadingPage | null {
  // The router's request for a page's data (`/events/apollo-11.data?_routes=…`): never kept, and asked with the router's own parameters.
  if (pagePathOf(pathname) !== pathname) return null;
  const locale = localeOfPath(pathname);
  const segments = stripLocale(pathname).split('/').slice(1).map(decoded);
  if (segments.some((segment) => segment === null)) return null;
  const [first = '', second, ...rest] = segments as string[];
  if (first === '' && segments.length === 1) return reading([LISTINGS_TAG]);
  if (second === undefined) {
    if (ENTRY_KINDS.some((kind) => ENTRY_SEGMENT[kind][locale] === first)) return reading([LISTINGS_TAG]);
    if (INFO_PAGES.some((page) => INFO_SEGMENT[page][locale] === first) || first === API_GUIDE_SEGMENT) return reading([LISTINGS_TAG]);
    const month = monthOfSegment(locale, first);
    if (month) return reading([monthTag(month)]);
  }
  if (second !== undefined && rest.length === 0) {
    if (ENTRY_KINDS.some((kind) => ENTRY_SEGMENT[kind][locale] === first)) return entryPage(locale, second);
    if (first === AUTHOR_SEGMENT) return second && isPlausibleSegment(second) ? reading([authorTag(second)]) : null;
  }
  if (second !== undefined && first === EXACT_DATE_SEGMENT[locale]) {
    const date = parseExactDateSlug(locale, second);
    return date ? dayPage([dayTag(date.month, date.day), yearTag(date.year)], locale, rest) : null;
  }
  if (second !== undefined && first === YEAR_SEGMENT[locale]) {
    const year = yearOfSegment(second);
    const [section, page, ...more] = rest;
    if (!year || more.length) return null;
    return section === undefined || (yearSectionOfSegment(locale, section) && sectionPageNumber(page)) ? reading([yearTag(year)]) : null;
  }
  if (second === CENTURY_SEGMENT[locale] && rest.length === 1 && (ENTRY_SEGMENT.EVENT[locale] === first || ENTRY_SEGMENT.PERSON[locale] === first)) {
    return centuryOfSegment(rest[0]) ? reading([LISTINGS_TAG]) : null;
  }
  const monthDay = monthDayFromSlug(locale, first);
  return monthDay ? dayPage([dayTag(monthDay.month, monthDay.day)], locale, segments.slice(1) as string[]) : null;
}

/** The tags of a kept page: its reading page's, else `listings`. */
export function pageTagsOf(pathname: string): string[] {
  return readingPageOf(pathname)?.tags ?? [LISTINGS_TAG];
}
