/**
 * The routing table: every localised path segment of Daypedia in one place. Routes, links,
 * sitemaps, canonical and hreflang links are all built from it.
 */
import { LOCALES, type Locale } from '../i18n/locales';
import { localePrefix } from './days';

export type EntryPageKind = 'EVENT' | 'PERSON' | 'HOLIDAY';
export type InfoPage = 'about' | 'privacy' | 'terms';

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

/** Appended to an entry path for its comments page. */
export const COMMENTS_SUFFIX: Record<Locale, string> = {
  en: '-comments', de: '-kommentare', tr: '-yorumlar', fr: '-commentaires', it: '-commenti', es: '-comentarios', zh: '-pinglun', ja: '-komento',
};

export const INFO_SEGMENT: Record<InfoPage, Record<Locale, string>> = {
  about: { en: 'about-us', de: 'uber-uns', tr: 'hakkimizda', fr: 'a-propos', it: 'chi-siamo', es: 'sobre-nosotros', zh: 'guanyu-women', ja: 'about-us' },
  privacy: {
    en: 'privacy-policy', de: 'datenschutzerklarung', tr: 'gizlilik-politikasi', fr: 'politique-de-confidentialite',
    it: 'informativa-privacy', es: 'politica-de-privacidad', zh: 'yinsi-zhengce', ja: 'privacy-policy',
  },
  terms: {
    en: 'terms-and-conditions', de: 'bedingungen-und-konditionen', tr: 'sartlar-ve-kosullar', fr: 'conditions-generales',
    it: 'termini-e-condizioni', es: 'terminos-y-condiciones', zh: 'tiaokuan', ja: 'terms',
  },
};

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

/** Member and tool pages keep one English segment under each prefix: /de/login. */
export function memberPath(locale: Locale, path: `/${string}`): string {
  return `${localePrefix(locale)}${path}`;
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
