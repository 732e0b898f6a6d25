/**
 * The interface messages of a language for the words feeds and calendars write (their names,
 * a day's sections, the mark of a borrowed name), formatted as the pages format them.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import { siteMessages } from '../http/site-messages';

const made = new Map<Locale, IntlShape>();

export function feedIntl(locale: Locale): IntlShape {
  let intl = made.get(locale);
  if (!intl) {
    intl = createIntl({ locale: LOCALE_INFO[locale].iso, messages: siteMessages(locale), defaultLocale: 'en-US' }, createIntlCache());
    made.set(locale, intl);
  }
  return intl;
}

/** A name as a reader of this language sees it: marked with its language when none exists in this one yet ("Epiphany (in German)"), as pages mark it. */
export function nameAsShown(locale: Locale, name: string, fallbackFrom: Locale | null): string {
  if (!fallbackFrom) return name;
  const intl = feedIntl(locale);
  const language = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'language' }).of(fallbackFrom) ?? LOCALE_INFO[fallbackFrom].name;
  return `${name} (${intl.formatMessage({ id: 'borrowed.label' }, { language })})`;
}

/** A country's name in the language. */
export function countryName(locale: Locale, country: string): string {
  return new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' }).of(country) ?? country;
}
