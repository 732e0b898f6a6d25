import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import { isLocale, LOCALES, PREFIXLESS_LOCALE, type Locale } from '#shared/locales';
import {
  EXACT_DATE_SEGMENT,
  ENTRY_SEGMENT,
  homePath,
  INFO_SEGMENT,
  localeOfPath,
  localePrefix,
  memberPath,
  MEMBER_ONLY_PATHS,
  prefixedGermanPath,
  SEARCH_SEGMENT,
  SIGN_IN_PATHS,
  stripLocale,
  YEAR_SEGMENT,
} from '#shared/paths';
import type { Alternates } from './seo';

/** Every language's home: where the switcher leads from a page without translations. */
export function homeAlternates(): Alternates {
  return Object.fromEntries(LOCALES.map((l) => [l, homePath(l)]));
}

export function alternatesFor(build: (locale: Locale) => string | null | undefined): Alternates {
  const result: Alternates = {};
  for (const locale of LOCALES) {
    const path = build(locale);
    if (path) result[locale] = path;
  }
  return result;
}

/** The member and sign-in pages: one English path under each language's prefix (/de/login). */
const MEMBER_PAGES: readonly string[] = [...MEMBER_ONLY_PATHS, ...SIGN_IN_PATHS, '/donate'];

/** A member or sign-in page in every language, its query kept (a sign-in's way back); null for other pages. */
function memberAlternates(pathname: string, search: string): Alternates | null {
  const [, first = '', ...rest] = pathname.split('/');
  const path = isLocale(first) && first !== PREFIXLESS_LOCALE ? `/${rest.join('/')}` : pathname;
  const isMemberPage = MEMBER_PAGES.some((page) => path === page || path.startsWith(page.endsWith('/') ? page : `${page}/`));
  return isMemberPage ? alternatesFor((locale) => `${memberPath(locale, path as `/${string}`)}${search}`) : null;
}

/** The first path segments that are words of their language, each as every language writes it. */
const LOCALISED_FIRST_SEGMENTS: readonly Record<Locale, string>[] = [
  EXACT_DATE_SEGMENT,
  ...Object.values(ENTRY_SEGMENT),
  ...Object.values(INFO_SEGMENT),
  SEARCH_SEGMENT,
  YEAR_SEGMENT,
];

/**
 * A missing page in every language: the same path under each prefix, so that a reader who
 * changes language stays on the page that says it is missing, now in theirs. A first segment
 * that is a word of the page's language is written in each (/de/personen/x, /fr/personnalites/x);
 * where the English address would be taken for a German one and sent back to German, the English
 * home is offered instead.
 */
export function notFoundAlternates(pathname: string): Alternates {
  const from = localeOfPath(pathname);
  const [, first = '', ...rest] = stripLocale(pathname).split('/');
  const words = LOCALISED_FIRST_SEGMENTS.find((segments) => segments[from] === first);
  return alternatesFor((locale) => {
    const path = `${localePrefix(locale)}/${[words ? words[locale] : first, ...rest].join('/')}`;
    return locale === PREFIXLESS_LOCALE && prefixedGermanPath(path) ? homePath(locale) : path;
  });
}

/**
 * The alternates of the deepest route that declares them in its loader data; on the 404 page,
 * the same missing path in each language; for a member or sign-in page, the same page in each
 * language; else every language's home.
 */
export function useAlternates(): Alternates {
  const matches = useMatches();
  const location = useLocation();
  // Set inside an error boundary (the 404 page's header is drawn in one), undefined elsewhere.
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundAlternates(location.pathname);
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return memberAlternates(location.pathname, location.search) ?? homeAlternates();
}
