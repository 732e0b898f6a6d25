import { useMatches } from 'react-router';
import { LOCALES, type Locale } from '#shared/locales';
import { homePath } from '#shared/paths';
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

/** The alternates of the deepest route that declares them in its loader data. */
export function useAlternates(): Alternates {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { alternates?: Alternates } | undefined;
    if (data?.alternates) return data.alternates;
  }
  return homeAlternates();
}
