import { useLocation } from 'react-router';
import { localeOfPath } from '#shared/paths';
import type { Locale } from '#shared/locales';

/** The page's language, as its path says. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
