/** The article each language's Wikipedia has about a day of the year. */
import type { Locale } from './locales';
import { assertMonthDay, type MonthDay } from './calendar';
import { monthName } from './date-format';

/**
 * The title of the day's article as each Wikipedia names it. Real month
 * spellings come from Intl, whose capitalisation matches the titles
 * (capitalised in English, German and Turkish; lowercase in French, Italian
 * and Spanish). Chinese and Japanese titles use numerals.
 */
function wikiTitle(locale: Locale, md: MonthDay): string {
  const { month, day } = md;
  const name = monthName(locale, month);
  switch (locale) {
    case 'en':
      return `${name} ${day}`;
    case 'de':
      return `${day}. ${name}`;
    case 'tr':
      return `${day} ${name}`;
    case 'fr':
      return `${day === 1 ? '1er' : day} ${name}`;
    case 'it':
      return `${day === 1 ? '1º' : day} ${name}`;
    case 'es':
      return `${day} de ${name}`;
    case 'zh':
    case 'ja':
      return `${month}月${day}日`;
  }
}

/** MediaWiki writes spaces in titles as underscores; the rest is percent-encoded. */
export function wikiUrl(locale: Locale, md: MonthDay): string {
  assertMonthDay(md);
  const title = wikiTitle(locale, md).replace(/ /g, '_');
  return `https://${locale}.wikipedia.org/wiki/${encodeURIComponent(title)}`;
}

/** Years every one of the eight Wikipedias has an article about: from 1000 up to the present. */
const FIRST_YEAR_WITH_ARTICLE = 1000;

/**
 * The article each language's Wikipedia has about a year ("1989"; "1989年" in Chinese and
 * Japanese), which is where an exact date's events are told: none of them has articles about
 * single dates. Null for a year outside those every one of them covers.
 */
export function wikiYearUrl(locale: Locale, year: number, currentYear = new Date().getUTCFullYear()): string | null {
  if (!Number.isInteger(year) || year < FIRST_YEAR_WITH_ARTICLE || year > currentYear) return null;
  const title = locale === 'zh' || locale === 'ja' ? `${year}年` : String(year);
  return `https://${locale}.wikipedia.org/wiki/${encodeURIComponent(title)}`;
}
