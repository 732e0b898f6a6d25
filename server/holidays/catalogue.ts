/**
 * Holidays and special days of the countries of Daypedia's languages, as the date-holidays
 * package knows them. A holiday is identified by its date rule and English name, so a movable
 * feast keeps one entry while its date changes from year to year.
 */
import Holidays from 'date-holidays';
import { isLocale, type Locale } from '../../client/app/i18n/locales';

export const HOLIDAY_COUNTRIES = ['DE', 'AT', 'CH', 'TR', 'FR', 'IT', 'ES', 'GB', 'US', 'CN', 'JP'] as const;
/** Regional school days and the like are not listed; everything nationwide is. */
const LISTED_TYPES = new Set(['public', 'bank', 'optional', 'observance']);

export interface HolidayOccurrence {
  key: string;
  rule: string;
  englishName: string;
  type: string;
  country: string;
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
}

/**
 * One instance per country and language: an instance remembers the last language it was asked
 * for and answers names it lacks in that one, so sharing it would make names depend on order.
 */
const instances = new Map<string, Holidays>();
function holidaysOf(country: string, language: string): Holidays {
  const id = `${country}:${language}`;
  let instance = instances.get(id);
  if (!instance) {
    instance = new Holidays(country);
    instances.set(id, instance);
  }
  return instance;
}

function namesIn(country: string, year: number, language: string) {
  return holidaysOf(country, language).getHolidays(year, language);
}

/**
 * Countries write the same holiday with different substitute-day clauses ("01-01 and if sunday
 * then next monday"); the clause changes the day off, not the holiday, so it is not part of the key.
 */
export function holidayKey(rule: string, englishName: string): string {
  const base = rule.split(/\s+(?:and\s+)?if\s+/)[0]!.trim();
  return `holiday:${base}:${englishName}`;
}

/**
 * Every listed holiday of one year. Holidays that span several days (a festival week, a
 * substitute day off) are listed on their first day only.
 */
export function holidayOccurrences(year: number): HolidayOccurrence[] {
  const result: HolidayOccurrence[] = [];
  for (const country of HOLIDAY_COUNTRIES) {
    const seen = new Set<string>();
    for (const holiday of namesIn(country, year, 'en')) {
      if (!LISTED_TYPES.has(holiday.type) || holiday.substitute || seen.has(holiday.name)) continue;
      seen.add(holiday.name);
      result.push({
        key: holidayKey(holiday.rule, holiday.name),
        rule: holiday.rule,
        englishName: holiday.name,
        type: holiday.type,
        country,
        date: holiday.date.slice(0, 10),
      });
    }
  }
  return result;
}

export interface LocalisedName {
  name: string;
  /** The language the name is really in, when the package had none in the requested one. */
  fallbackFrom: Locale | null;
}

/** The holiday's name in a language, falling back to the country's own language and marking it. */
export function holidayName(country: string, year: number, rule: string, englishName: string, locale: Locale): LocalisedName {
  if (locale === 'en') return { name: englishName, fallbackFrom: null };
  const byRule = (lang: string) => namesIn(country, year, lang).find((h) => h.rule === rule)?.name;
  const nativeLanguage = (holidaysOf(country, 'en').getLanguages()[0] ?? 'en').split('-')[0]!.toLowerCase();
  const name = byRule(locale);
  if (!name) return { name: englishName, fallbackFrom: 'en' };
  if (locale === nativeLanguage) return { name, fallbackFrom: null };
  // The package answers an unknown language with the country's own: that is a fallback.
  const native = byRule(nativeLanguage);
  if (name === native) return isLocale(nativeLanguage) ? { name, fallbackFrom: nativeLanguage } : { name: englishName, fallbackFrom: 'en' };
  return { name, fallbackFrom: null };
}
