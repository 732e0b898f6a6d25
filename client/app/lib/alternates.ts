import { useLocation, useMatches } from 'react-router';
import { isLocale, LOCALES, PREFIXLESS_LOCALE, type Locale } from '#shared/locales';
import { homePath, memberPath, MEMBER_ONLY_PATHS, SIGN_IN_PATHS } from '#shared/paths';
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

/**
 * The alternates of the deepest route that declares them in its loader data; for a member or
 * sign-in page, the same page in each language; else every language's home.
 */
export function useAlternates(): Alternates {
  const matches = useMatches();
  const location = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return memberAlternates(location.pathname, location.search) ?? homeAlternates();
}
