import { FormattedMessage } from 'react-intl';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from '../../shared/locales';
import { romanNumeral } from './centuries';

/** The languages that write centuries in Roman numerals: XXe siècle, XX secolo, siglo XX. */
const ROMAN_CENTURIES: ReadonlySet<Locale> = new Set(['fr', 'it', 'es']);

/** A century as the language names it: the 20th century, 20. Jahrhundert, XXe siècle, 20世纪. */
export function CenturyName({ century }: { century: number }) {
  const locale = useLocale();
  return <FormattedMessage id="browse.century" values={{ century: ROMAN_CENTURIES.has(locale) ? romanNumeral(century) : century }} />;
}
