/**
 * The routing table: every localised path segment of Daypedia in one place. Routes, links,
 * sitemaps, canonical and hreflang links are all built from it.
 */
import { LOCALES, PREFIXLESS_LOCALE, type Locale } from './locales';
import type { ExactDate, MonthDay } from './calendar';
import { daySlug, exactDateSlug, monthDayFromSlug, monthUrlName } from './day-slugs';

export type EntryPageKind = 'EVENT' | 'PERSON' | 'HOLIDAY';
export type InfoPage = 'about' | 'privacy' | 'terms';

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

export const ENTRY_SEGMENT: Record<EntryPageKind, Record<Locale, string>> = {
  EVENT: { en: 'events', de: 'ereignisse', tr: 'olaylar', fr: 'evenements', it: 'eventi', es: 'eventos', zh: 'shijian', ja: 'dekigoto' },
  PERSON: { en: 'persons', de: 'personen', tr: 'kisiler', fr: 'personnalites', it: 'personaggi', es: 'personajes', zh: 'renwu', ja: 'jinbutsu' },
  HOLIDAY: {
    en: 'holidays-and-occasions',
    de: 'feiertage-und-besondere-tage',
    tr: 'bayramlar-ve-ozel-gunler',
    fr: 'fetes-et-jours-speciaux',
    it: 'feste-e-giorni-speciali',
    es: 'festividades-y-dias-especiales',
    zh: 'jie-ri-yu-te-bie-ri',
    ja: 'shukujitsu-to-tokubetsu-na-hi',
  },
};

/** The sections of a day that have pages of their own (all of their entries, a page at a time). */
export type DaySectionName = 'events' | 'births' | 'deaths' | 'personalEntries';

/** After a day's or an exact date's path: /march-14/births, /de/14-maerz/geboren/2. */
export const DAY_SECTION_SEGMENT: Record<DaySectionName, Record<Locale, string>> = {
  events: ENTRY_SEGMENT.EVENT,
  births: { en: 'births', de: 'geboren', tr: 'dogumlar', fr: 'naissances', it: 'nati', es: 'nacimientos', zh: 'chusheng', ja: 'tanjobi' },
  deaths: { en: 'deaths', de: 'gestorben', tr: 'olumler', fr: 'deces', it: 'morti', es: 'fallecimientos', zh: 'shishi', ja: 'kijitsu' },
  personalEntries: { en: 'personal', de: 'persoenlich', tr: 'kisisel', fr: 'personnel', it: 'personali', es: 'personales', zh: 'geren', ja: 'kojin' },
};

export const DAY_SECTIONS: readonly DaySectionName[] = ['events', 'births', 'deaths', 'personalEntries'];

/** The section a path segment names in a language, or null. */
export function daySectionOfSegment(locale: Locale, segment: string): DaySectionName | null {
  return DAY_SECTIONS.find((section) => DAY_SECTION_SEGMENT[section][locale] === segment) ?? null;
}

/** Appended to an entry path for its comments page. */
export const COMMENTS_SUFFIX: Record<Locale, string> = {
  en: '-comments',
  de: '-kommentare',
  tr: '-yorumlar',
  fr: '-commentaires',
  it: '-commenti',
  es: '-comentarios',
  zh: '-pinglun',
  ja: '-komento',
};

export const INFO_SEGMENT: Record<InfoPage, Record<Locale, string>> = {
  about: { en: 'about-us', de: 'uber-uns', tr: 'hakkimizda', fr: 'a-propos', it: 'chi-siamo', es: 'sobre-nosotros', zh: 'guanyu-women', ja: 'about-us' },
  privacy: {
    en: 'privacy-policy',
    de: 'datenschutzerklarung',
    tr: 'gizlilik-politikasi',
    fr: 'politique-de-confidentialite',
    it: 'informativa-privacy',
    es: 'politica-de-privacidad',
    zh: 'yinsi-zhengce',
    ja: 'privacy-policy',
  },
  terms: {
    en: 'terms-and-conditions',
    de: 'bedingungen-und-konditionen',
    tr: 'sartlar-ve-kosullar',
    fr: 'conditions-generales',
    it: 'termini-e-condizioni',
    es: 'terminos-y-condiciones',
    zh: 'tiaokuan',
    ja: 'terms',
  },
};

/**
 * The guide to the data API for analysts. Its text is English in every language (the API's names,
 * its examples and GraphQL itself are English), so it keeps one segment under every prefix: /api, /de/api.
 */
export const API_GUIDE_SEGMENT = 'api';

export function apiGuidePath(locale: Locale): string {
  return `${localePrefix(locale)}/${API_GUIDE_SEGMENT}`;
}

/** The search results page, in each language's own word for "search"; the query follows in `?q=`. */
export const SEARCH_SEGMENT: Record<Locale, string> = {
  en: 'search',
  de: 'suche',
  tr: 'ara',
  fr: 'recherche',
  it: 'cerca',
  es: 'buscar',
  zh: 'sousuo',
  ja: 'kensaku',
};

/** The search results page of a language, for a query when one is given: /search?q=apollo, /de/suche. */
export function searchPath(locale: Locale, query?: string): string {
  const path = `${localePrefix(locale)}/${SEARCH_SEGMENT[locale]}`;
  return query ? `${path}?${new URLSearchParams({ q: query }).toString()}` : path;
}

/** The longest entry slug a page asks for; longer ones name nothing and are a 404. */
export const ENTRY_SLUG_MAX_LENGTH = 200;

/**
 * Whether a path segment (an entry's slug, a member's id) could name anything: not too long and
 * free of control characters, which no slug or id holds and PostgreSQL cannot even store.
 */
export function isPlausibleSegment(segment: string): boolean {
  return segment.length <= ENTRY_SLUG_MAX_LENGTH && !/[\u0000-\u001f\u007f]/.test(segment);
}

/** The spec's misspelt Spanish holiday path, answered with a permanent redirect. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/es/festividades-y-dias-especiali': '/es/festividades-y-dias-especiales',
};

export function homePath(locale: Locale): string {
  return localePrefix(locale) || '/';
}

export function entryPath(locale: Locale, kind: EntryPageKind, slug: string): string {
  return `${localePrefix(locale)}/${ENTRY_SEGMENT[kind][locale]}/${slug}`;
}

export function commentsPath(locale: Locale, kind: EntryPageKind, slug: string): string {
  return `${entryPath(locale, kind, slug)}${COMMENTS_SUFFIX[locale]}`;
}

export function holidayListPath(locale: Locale): string {
  return `${localePrefix(locale)}/${ENTRY_SEGMENT.HOLIDAY[locale]}`;
}

export function infoPath(locale: Locale, page: InfoPage): string {
  return `${localePrefix(locale)}/${INFO_SEGMENT[page][locale]}`;
}

/**
 * Pages that show a visitor nothing of their own: the member area (a visitor is sent to sign in)
 * and the sign-in flows, which are never indexed. Each keeps one English segment under every
 * locale prefix; robots.txt keeps crawlers out of all of them.
 */
export const MEMBER_ONLY_PATHS = ['/user/', '/admin', '/review', '/write-article', '/write-new-article', '/write-personal-entry'] as const;
export const SIGN_IN_PATHS = ['/login', '/register', '/forgot-password', '/test-checkout'] as const;

/** Member and tool pages keep one English segment under each prefix: /de/login. */
export function memberPath(locale: Locale, path: `/${string}`): string {
  return `${localePrefix(locale)}${path}`;
}

/**
 * The path of the page a request is for. A client navigation asks for its page's data at the path
 * with `.data` added (`/ja.data` for /ja, `/_.data` for /, `/de/uber-uns.data`): loaders are handed
 * that request, and read the page's address from here.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** The locale a path belongs to: its prefix, or English when it has none. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return LOCALES.find((l) => l !== 'en' && l === first) ?? 'en';
}

/** The path without its locale prefix, always starting with a slash. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === 'en') return pathname || '/';
  return pathname.slice(locale.length + 1) || '/';
}

/** First segments of English pages: a German segment spelt the same must stay English. */
const ENGLISH_SEGMENTS = new Set<string>([
  EXACT_DATE_SEGMENT.en,
  ...Object.values(ENTRY_SEGMENT).map((segments) => segments.en),
  ...Object.values(INFO_SEGMENT).map((segments) => segments.en),
]);

const germanOnly = (segments: string[]) => new Set(segments.filter((segment) => !ENGLISH_SEGMENTS.has(segment)));

/** German pages that are one segment long: the text pages and the holiday list. */
const GERMAN_PAGES = germanOnly([...Object.values(INFO_SEGMENT).map((segments) => segments.de), ENTRY_SEGMENT.HOLIDAY.de]);

/** German segments followed by a slug: exact dates and entries (with their comments pages). */
const GERMAN_SECTIONS = germanOnly([EXACT_DATE_SEGMENT.de, ...Object.values(ENTRY_SEGMENT).map((segments) => segments.de)]);

/**
 * The spec wrote German paths without a prefix (/uber-uns, /personen/{slug}, /21-november);
 * those now live under /de. The German form of an unprefixed path, or null for every other
 * path, English ones included (English day slugs put the month first, so they never match).
 */
export function prefixedGermanPath(pathname: string): string | null {
  const [empty, first = '', ...rest] = pathname.split('/');
  if (empty !== '' || !first) return null;
  if (rest.length === 0 && (GERMAN_PAGES.has(first) || monthDayFromSlug('de', first))) return `/de${pathname}`;
  if (rest.length === 1 && rest[0] && GERMAN_SECTIONS.has(first)) return `/de${pathname}`;
  return null;
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

/**
 * A page of every entry of one section of a day, or of an exact date when the date has a year:
 * the first page without a number, the others with theirs (/march-14/events/2).
 */
export function daySectionPath(locale: Locale, date: MonthDay & { year?: number | null }, section: DaySectionName, page = 1): string {
  const base = date.year ? exactDatePath(locale, { ...date, year: date.year }) : dayPath(locale, date);
  return `${base}/${DAY_SECTION_SEGMENT[section][locale]}${page > 1 ? `/${page}` : ''}`;
}

/** The last page of a day's or a year's section the data API answers; past it a section path names nothing. */
export const SECTION_PAGE_MAX = 100_000;

/** The page number of a section path's last segment: absent is 1; "1", "01", past SECTION_PAGE_MAX and anything else that is not how the site writes a page are null. */
export function sectionPageNumber(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(segment) || segment === '1') return null;
  const page = Number(segment);
  return page <= SECTION_PAGE_MAX ? page : null;
}

/*
 * Subscriptions: calendars (iCalendar) and reading feeds (RSS and Atom), each under the locale
 * prefix of the language it is written in. Calendar programs and feed readers read them, so they
 * keep English segments in every language, like the member pages: /de/calendars/holidays-de.ics.
 */
export const CALENDARS_SEGMENT = 'calendars';
export const FEEDS_SEGMENT = 'feeds';

/** The reading feeds: the day's entries, one item a day; and newly published articles. */
export const READING_FEEDS = ['today', 'new-articles'] as const;
export type ReadingFeed = (typeof READING_FEEDS)[number];
export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** The countries whose holidays the site computes, each with a calendar of them (ISO 3166-1 alpha-2). */
export const HOLIDAY_CALENDAR_COUNTRIES: readonly string[] = ['DE', 'AT', 'CH', 'TR', 'FR', 'IT', 'ES', 'GB', 'US', 'CN', 'JP'];

/** Every holiday of one country (ISO 3166-1 alpha-2, written in lower case) for this year and the next: /calendars/holidays-tr.ics. */
export function holidayCalendarPath(locale: Locale, country: string): string {
  return `${localePrefix(locale)}/${CALENDARS_SEGMENT}/holidays-${country.toLowerCase()}.ics`;
}

/** One holiday's dates in the coming years, by its slug in the language: /de/calendars/holiday/ostersonntag.ics. */
export function singleHolidayCalendarPath(locale: Locale, slug: string): string {
  return `${localePrefix(locale)}/${CALENDARS_SEGMENT}/holiday/${encodeURIComponent(slug)}.ics`;
}

/** A member's own personal entries, behind the secret the member holds: /calendars/personal/<secret>.ics. */
export function personalCalendarPath(locale: Locale, secret: string): string {
  return `${localePrefix(locale)}/${CALENDARS_SEGMENT}/personal/${encodeURIComponent(secret)}.ics`;
}

/** A reading feed in one format: /feeds/today.rss, /ja/feeds/new-articles.atom. */
export function readingFeedPath(locale: Locale, feed: ReadingFeed, format: FeedFormat): string {
  return `${localePrefix(locale)}/${FEEDS_SEGMENT}/${feed}.${format}`;
}

/** The same calendar for subscribing: calendar programs open webcal:// links and keep reading them. */
export function webcalUrl(origin: string, path: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${path}`;
}

/**
 * Browsing: the index of events and of persons (their bare entry segments, /events, /de/personen),
 * a page per year (/year/1989, /de/jahr/1989) and a page per month (/november, /tr/kasim).
 */

/** Path segment of year pages, in each language's own word for "year". */
export const YEAR_SEGMENT: Record<Locale, string> = {
  en: 'year',
  de: 'jahr',
  tr: 'yil',
  fr: 'annee',
  it: 'anno',
  es: 'ano',
  zh: 'nian',
  ja: 'nen',
};

/** The years a year page can show: entries are dated from year 1, and nothing is dated after 2100. */
export const BROWSE_YEARS = { first: 1, last: 2100 } as const;

/** Path segment of the century pages, after the index's own (/events/century/20), in each language's own word for "century". */
export const CENTURY_SEGMENT: Record<Locale, string> = {
  en: 'century',
  de: 'jahrhundert',
  tr: 'yuzyil',
  fr: 'siecle',
  it: 'secolo',
  es: 'siglo',
  zh: 'shiji',
  ja: 'seiki',
};

/** The centuries of BROWSE_YEARS (1 for the years 1 to 100, 21 for 2001 to 2100). */
export const BROWSE_CENTURIES = { first: 1, last: 21 } as const;

/** The kinds that have an index page of their own. */
export type EntryIndexKind = 'EVENT' | 'PERSON';

/** The sections of a year page, each with pages of its own (/year/1989/births/2). */
export type YearSectionName = 'events' | 'births' | 'deaths';
export const YEAR_SECTIONS: readonly YearSectionName[] = ['events', 'births', 'deaths'];

export function entryIndexPath(locale: Locale, kind: EntryIndexKind): string {
  return `${localePrefix(locale)}/${ENTRY_SEGMENT[kind][locale]}`;
}

/** A century of the index of events or persons: its years with their counts, by decade. */
export function centuryPath(locale: Locale, kind: EntryIndexKind, century: number): string {
  return `${entryIndexPath(locale, kind)}/${CENTURY_SEGMENT[locale]}/${century}`;
}

export function yearPath(locale: Locale, year: number): string {
  return `${localePrefix(locale)}/${YEAR_SEGMENT[locale]}/${year}`;
}

/** All of a year's events, births or deaths, a page at a time: /year/1989/events, /de/jahr/1989/geboren/2. */
export function yearSectionPath(locale: Locale, year: number, section: YearSectionName, page = 1): string {
  return `${yearPath(locale, year)}/${DAY_SECTION_SEGMENT[section][locale]}${page > 1 ? `/${page}` : ''}`;
}

export function monthPath(locale: Locale, month: number): string {
  return `${localePrefix(locale)}/${monthUrlName(locale, month)}`;
}

/** The year a path segment names as the site writes it (no sign, no leading zero, within BROWSE_YEARS), or null. */
export function yearOfSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null;
  const year = Number(segment);
  return year >= BROWSE_YEARS.first && year <= BROWSE_YEARS.last ? year : null;
}

/** The century a path segment names as the site writes it (no sign, no leading zero, within BROWSE_CENTURIES), or null. */
export function centuryOfSegment(segment: string): number | null {
  if (!/^[1-9]\d?$/.test(segment)) return null;
  const century = Number(segment);
  return century >= BROWSE_CENTURIES.first && century <= BROWSE_CENTURIES.last ? century : null;
}

/** The month (1-12) a language's month word names, or null. */
export function monthOfSegment(locale: Locale, segment: string): number | null {
  for (let month = 1; month <= 12; month++) if (monthUrlName(locale, month) === segment) return month;
  return null;
}

/** The year section a path segment names in a language, or null. */
export function yearSectionOfSegment(locale: Locale, segment: string): YearSectionName | null {
  return YEAR_SECTIONS.find((section) => DAY_SECTION_SEGMENT[section][locale] === segment) ?? null;
}
