/**
 * Which holidays fall on a given date. Computed for the year being shown (movable feasts move),
 * once per year per process.
 */
import { holidayOccurrences } from './catalogue';

export interface HolidayCalendar {
  /** Keys of the holidays on that date, in the year given. */
  keysOn(year: number, month: number, day: number): string[];
  /** The date (month and day) of a holiday in a year, or null when it does not occur then. */
  dateOf(year: number, key: string): { month: number; day: number } | null;
}

export function createHolidayCalendar(): HolidayCalendar {
  const years = new Map<number, Map<string, string[]>>();
  const dates = new Map<number, Map<string, string>>();
  function yearIndex(year: number) {
    let index = years.get(year);
    if (!index) {
      index = new Map();
      const byKey = new Map<string, string>();
      for (const occurrence of holidayOccurrences(year)) {
        const date = occurrence.date.slice(5);
        const keys = index.get(date) ?? [];
        if (!keys.includes(occurrence.key)) keys.push(occurrence.key);
        index.set(date, keys);
        if (!byKey.has(occurrence.key)) byKey.set(occurrence.key, date);
      }
      years.set(year, index);
      dates.set(year, byKey);
    }
    return index;
  }
  return {
    keysOn(year, month, day) {
      const date = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return yearIndex(year).get(date) ?? [];
    },
    dateOf(year, key) {
      yearIndex(year);
      const date = dates.get(year)!.get(key);
      return date ? { month: Number(date.slice(0, 2)), day: Number(date.slice(3)) } : null;
    },
  };
}
