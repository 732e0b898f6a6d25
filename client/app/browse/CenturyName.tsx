import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '#shared/locales';
import { romanNumeral } from './centuries';

/** The languages that write centuries in Roman numerals: XXe siècle, XX secolo, siglo XX. */
const ROMAN_CENTURIES: ReadonlySet<Locale> = new Set(['fr', 'it', 'es']);

/** A century as the language names it, for titles and descriptions: the 20th century, 20. Jahrhundert, XXe siècle, 20世纪. */
export function centuryName(intl: IntlShape, locale: Locale, century: number): string {
  return intl.formatMessage({ id: 'browse.century' }, { century: ROMAN_CENTURIES.has(locale) ? romanNumeral(century) : century });
}

/** A century as the language names it, in a page. */
export function CenturyName({ century }: { century: number }) {
  return centuryName(useIntl(), useLocale(), century);
}
