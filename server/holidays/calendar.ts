/**
 * Which holidays fall on a given date, and where and how each is kept. Computed for the year
 * being shown (movable feasts move), once per year per process, for a bounded number of years.
 */
import { LRUCache } from 'lru-cache';
import { daysOf, holidayOccurrences, isHolidayYear, type HolidayCountry, type HolidayOccurrence, type HolidayType } from './catalogue';

/** One country's keeping of a holiday in one year. */
export interface HolidayObservance {
  country: HolidayCountry;
  type: HolidayType;
  /** First and last local day, YYYY-MM-DD. */
  start: string;
  end: string;
}

export interface HolidayCalendar {
  /** Keys of the holidays on that date, in the year given: every day of a festival of several days. */
  keysOn(year: number, month: number, day: number): string[];
  /** Where a holiday falls in a year (its earliest start and latest end over the countries), or null when it does not occur then. */
  spanOf(year: number, key: string): { start: string; end: string } | null;
  /** The countries that keep a holiday in a year, each with its status and dates. */
  observancesOf(year: number, key: string): HolidayObservance[];
}

interface YearIndex {
  byDate: Map<string, string[]>;
  byKey: Map<string, HolidayObservance[]>;
}

function indexYear(occurrences: HolidayOccurrence[]): YearIndex {
  const byDate = new Map<string, string[]>();
  const byKey = new Map<string, HolidayObservance[]>();
  for (const { key, country, type, start, end } of occurrences) {
    byKey.set(key, [...(byKey.get(key) ?? []), { country, type, start, end }]);
    for (const date of daysOf({ start, end })) {
      const monthDay = date.slice(5);
      const keys = byDate.get(monthDay) ?? [];
      if (!keys.includes(key)) keys.push(key);
      byDate.set(monthDay, keys);
    }
  }
  return { byDate, byKey };
}

/** A few years cover every page anyone reads now (this year, the next five, an exact date's year). */
const YEARS_KEPT = 32;

export function createHolidayCalendar(): HolidayCalendar {
  const years = new LRUCache<number, YearIndex>({ max: YEARS_KEPT });
  function yearIndex(year: number): YearIndex {
    let index = years.get(year);
    if (!index) {
      index = indexYear(isHolidayYear(year) ? holidayOccurrences(year) : []);
      years.set(year, index);
    }
    return index;
  }
  return {
    keysOn(year, month, day) {
      const date = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return yearIndex(year).byDate.get(date) ?? [];
    },
    spanOf(year, key) {
      const observances = yearIndex(year).byKey.get(key);
      if (!observances?.length) return null;
      const starts = observances.map((o) => o.start).sort();
      const ends = observances.map((o) => o.end).sort();
      return { start: starts[0]!, end: ends[ends.length - 1]! };
    },
    observancesOf(year, key) {
      return yearIndex(year).byKey.get(key) ?? [];
    },
  };
}
