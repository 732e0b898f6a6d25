/** The interface languages of Daypedia, in the order the language switcher lists them. */
export const LOCALES = ['en', 'tr', 'de', 'fr', 'it', 'es', 'zh', 'ja'] as const;

export type Locale = (typeof LOCALES)[number];

/** The locale chosen when detection finds nothing. */
export const FALLBACK_LOCALE: Locale = 'de';

/** Every locale but English lives under a path prefix such as /de. */
export const PREFIXLESS_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** BCP 47 tag used for html lang, hreflang and Intl formatting. */
  iso: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { code: 'en', iso: 'en-US', name: 'English' },
  tr: { code: 'tr', iso: 'tr-TR', name: 'Türkçe' },
  de: { code: 'de', iso: 'de-DE', name: 'Deutsch' },
  fr: { code: 'fr', iso: 'fr-FR', name: 'Français' },
  it: { code: 'it', iso: 'it-IT', name: 'Italiano' },
  es: { code: 'es', iso: 'es-ES', name: 'Español' },
  zh: { code: 'zh', iso: 'zh-CN', name: '中文' },
  ja: { code: 'ja', iso: 'ja-JP', name: '日本語' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
