import { useLocation } from 'react-router';
import { localeOfPath } from '../lib/paths';
import type { Locale } from './locales';

/** The page's language, as its path says. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
