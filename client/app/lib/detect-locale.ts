import { match } from '@formatjs/intl-localematcher';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '#shared/locales';

/** The languages of an Accept-Language header, most preferred first. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0 && !Number.isNaN(l.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The reader's language at the root: the cookie, then the browser's languages, then German. */
export function detectLocale(cookieLocale: Locale | null, acceptLanguage: string | null | undefined): Locale {
  if (cookieLocale) return cookieLocale;
  const requested = acceptedLanguages(acceptLanguage);
  if (!requested.length) return FALLBACK_LOCALE;
  try {
    return match(requested, [...LOCALES], FALLBACK_LOCALE, { algorithm: 'best fit' }) as Locale;
  } catch {
    return FALLBACK_LOCALE;
  }
}
