/**
 * Holidays and special days of the countries of Daypedia's languages, as the date-holidays
 * package knows them. A holiday is identified by its English name (keys.ts), so a movable feast
 * keeps one entry while its date changes from year to year, and one entry gathers the countries
 * that keep the same day under the same name, each with its own status.
 */
import Holidays, { type HolidaysTypes } from 'date-holidays';
import { data } from 'date-holidays/data';
import { holidayKey } from './keys';

export const HOLIDAY_COUNTRIES = ['DE', 'AT', 'CH', 'TR', 'FR', 'IT', 'ES', 'GB', 'US', 'CN', 'JP'] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];

export function isHolidayCountry(code: string): code is HolidayCountry {
  return (HOLIDAY_COUNTRIES as readonly string[]).includes(code);
}

/** date-holidays' kinds of days, from the strongest (a day off by law) to the weakest. */
export const HOLIDAY_TYPES = ['public', 'bank', 'school', 'optional', 'observance'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

/**
 * The years holidays are computed for. The Gregorian calendar, which every rule here assumes,
 * began in October 1582, so 1583 is its first whole year; 4099 is where the usual Easter
 * computation is known to hold. Outside them a day shows its events and persons, no holidays.
 */
export const HOLIDAY_YEARS = { min: 1583, max: 4099 } as const;

export function isHolidayYear(year: number): boolean {
  return Number.isInteger(year) && year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max;
}

/** Regional school days and the like are not listed; everything nationwide is. */
const LISTED_TYPES = new Set<string>(['public', 'bank', 'optional', 'observance']);

/**
 * Holidays the package does not know but readers look for, in its own rule grammar. Their
 * names in every language are in content/holidays like all the others.
 */
const PROJECT_HOLIDAYS: { country: HolidayCountry; rule: string; options: HolidaysTypes.HolidayOptions }[] = [
  // Shōwa Day to Children's Day: the week most of Japan takes off.
  { country: 'JP', rule: '04-29 P7D', options: { name: { en: 'Golden Week' }, type: 'observance' } },
];

/** One holiday in one country in one year: where it starts and, for festivals of several days, where it ends. */
export interface HolidayOccurrence {
  key: string;
  /** The rule of the holiday's first day, in date-holidays' grammar. */
  rule: string;
  englishName: string;
  type: HolidayType;
  country: HolidayCountry;
  /** The first local calendar day, YYYY-MM-DD. */
  start: string;
  /** The last local calendar day, YYYY-MM-DD (the same as start for one-day holidays). */
  end: string;
  /**
   * A day off given in place of the holiday's own day when that falls on a weekend or on
   * another holiday (the United States' Friday 3 July 2026 for Saturday's Independence Day):
   * the holiday's key and name, the substitute's own status, rule and date.
   */
  substitute: boolean;
}

const instances = new Map<HolidayCountry, Holidays>();
function holidaysOf(country: HolidayCountry): Holidays {
  let instance = instances.get(country);
  if (!instance) {
    instance = new Holidays(country);
    for (const extra of PROJECT_HOLIDAYS) if (extra.country === country) instance.setHoliday(extra.rule, extra.options);
    instances.set(country, instance);
  }
  return instance;
}

/**
 * Countries write the same holiday with different substitute-day clauses ("01-01 and if sunday
 * then next monday"); the clause changes the day off, not the holiday's own day.
 */
function baseRule(rule: string): string {
  return rule.split(/\s+(?:and\s+)?if\s+/)[0].trim();
}

/**
 * What the package adds to a holiday's English name for its substitute day ("Boxing Day
 * (substitute day)"), read from its own table so that the holiday is found again by its name.
 */
const SUBSTITUTE_SUFFIX = ` (${(data as { names: { substitutes: { name: { en: string } } } }).names.substitutes.name.en})`;

/** The name of the holiday a substitute day stands in for. */
function substitutedName(name: string): string {
  return name.endsWith(SUBSTITUTE_SUFFIX) ? name.slice(0, -SUBSTITUTE_SUFFIX.length) : name;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * How many calendar days a holiday covers. The package gives Islamic feasts from the evening
 * before (the day begins at sunset) to noon after, and a half day off from 14:00: only whole days
 * count, an hour of slack absorbs the change to or from summer time, and every holiday has one.
 */
function daysCovered(start: Date, end: Date): number {
  return Math.max(1, Math.floor((end.getTime() - start.getTime() + HOUR_MS) / DAY_MS));
}

/** Rules the package writes for one year only (China's extra days off); a festival is known by its yearly rule. */
const DATED_RULE = /^\d{4}-\d\d-\d\d/;

/**
 * Every listed holiday of one country in one year. A festival that the package lists as
 * consecutive days of the same name (Spring Festival, China's National Day) is one holiday
 * from its first to its last day. Substitute days follow, each on its own, when asked for.
 */
function countryOccurrences(country: HolidayCountry, year: number, withSubstitutes: boolean): HolidayOccurrence[] {
  const result: HolidayOccurrence[] = [];
  const substitutes: HolidayOccurrence[] = [];
  const byName = new Map<string, HolidayOccurrence>();
  for (const holiday of holidaysOf(country).getHolidays(year, 'en')) {
    if (!LISTED_TYPES.has(holiday.type)) continue;
    const start = holiday.date.slice(0, 10);
    const end = addDays(start, daysCovered(holiday.start, holiday.end) - 1);
    if (holiday.substitute) {
      if (!withSubstitutes) continue;
      const name = substitutedName(holiday.name);
      const key = holidayKey(name, country);
      substitutes.push({ key, rule: holiday.rule, englishName: name, type: holiday.type, country, start, end, substitute: true });
      continue;
    }
    const known = byName.get(holiday.name);
    if (known) {
      // The next day of a festival extends it; the same name later in the year is not listed twice.
      if (start <= addDays(known.end, 1) && end > known.end) known.end = end;
      if (DATED_RULE.test(known.rule) && !DATED_RULE.test(holiday.rule) && start <= addDays(known.end, 1)) known.rule = holiday.rule;
      continue;
    }
    const occurrence: HolidayOccurrence = {
      key: holidayKey(holiday.name, country),
      rule: holiday.rule,
      englishName: holiday.name,
      type: holiday.type,
      country,
      start,
      end,
      substitute: false,
    };
    byName.set(holiday.name, occurrence);
    result.push(occurrence);
  }
  return [...result, ...substitutes];
}

/**
 * Every listed holiday of every country in one year; with `substitutes`, also the substitute
 * days given for them (`substitute: true`), which the catalogue's own listings leave out.
 */
export function holidayOccurrences(year: number, { substitutes = false }: { substitutes?: boolean } = {}): HolidayOccurrence[] {
  return HOLIDAY_COUNTRIES.flatMap((country) => countryOccurrences(country, year, substitutes));
}

/** The stronger of two statuses: a day off by law outranks a bank holiday, which outranks an observance. */
export function strongestType(types: Iterable<string>): HolidayType | null {
  let best: HolidayType | null = null;
  for (const type of types) {
    const index = HOLIDAY_TYPES.indexOf(type as HolidayType);
    if (index >= 0 && (best === null || index < HOLIDAY_TYPES.indexOf(best))) best = HOLIDAY_TYPES[index]!;
  }
  return best;
}

/** Each calendar day from start to end, YYYY-MM-DD. */
export function daysOf(occurrence: Pick<HolidayOccurrence, 'start' | 'end'>): string[] {
  const days: string[] = [];
  for (let day = occurrence.start; day <= occurrence.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A holiday of the catalogue over several years: every country that keeps it, with the rule it uses there. */
export interface CatalogueHoliday {
  key: string;
  englishName: string;
  rules: Partial<Record<HolidayCountry, string>>;
  types: Set<string>;
}

/** The holidays of some years: a few around the one shown, so rules that skip years are known too. */
export function catalogueHolidays(years: number[]): CatalogueHoliday[] {
  const byKey = new Map<string, CatalogueHoliday>();
  for (const y of years) {
    for (const occurrence of holidayOccurrences(y)) {
      const known = byKey.get(occurrence.key) ?? { key: occurrence.key, englishName: occurrence.englishName, rules: {}, types: new Set<string>() };
      known.rules[occurrence.country] ??= occurrence.rule;
      known.types.add(occurrence.type);
      byKey.set(occurrence.key, known);
    }
  }
  return [...byKey.values()];
}

/** The (first) day of a holiday whose rule is a plain month and day (a time of day, a length, a first year or substitute days aside). */
export function fixedDayOf(rule: string): { month: number; day: number } | null {
  const fixed = /^(\d\d)-(\d\d)(?:\s+\d\d:\d\d)?(?:\s+P\d+D)?(?:\s+since\s+\d{4})?$/.exec(baseRule(rule));
  return fixed ? { month: Number(fixed[1]), day: Number(fixed[2]) } : null;
}
