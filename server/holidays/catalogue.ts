/**
 * Holidays and special days of the countries of Daypedia's languages, as the date-holidays
 * package knows them. A holiday is identified by its date rule and English name, so a movable
 * feast keeps one entry while its date changes from year to year.
 */
import Holidays from 'date-holidays';
import type { Locale } from '../../client/app/i18n/locales';

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

const instances = new Map<string, Holidays>();
function holidaysOf(country: string): Holidays {
  let instance = instances.get(country);
  if (!instance) {
    instance = new Holidays(country);
    instances.set(country, instance);
  }
  return instance;
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
    for (const holiday of holidaysOf(country).getHolidays(year, 'en')) {
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
  const holidays = holidaysOf(country);
  const byRule = (lang: string) => holidays.getHolidays(year, lang).find((h) => h.rule === rule)?.name;
  const nativeLanguage = holidays.getLanguages()[0] ?? 'en';
  const name = byRule(locale);
  if (!name) return { name: englishName, fallbackFrom: 'en' };
  if (locale === nativeLanguage) return { name, fallbackFrom: null };
  // The package answers an unknown language with the country's own: that is a fallback.
  const native = byRule(nativeLanguage);
  if (name === native) return { name, fallbackFrom: nativeLanguage as Locale };
  return { name, fallbackFrom: null };
}
