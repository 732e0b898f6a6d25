/**
 * Which holidays fall on a given date, and where and how each is kept. Computed for the year
 * being shown (movable feasts move), once per year per process, off the main thread, for a
 * bounded number of years.
 */
import { LRUCache } from 'lru-cache';
import { daysOf, isHolidayYear, strongestType, type HolidayCountry, type HolidayOccurrence, type HolidayType } from './catalogue';
import { holidayYearPool, type HolidayYearSource } from './year-pool';

/** One country's keeping of a holiday in one year: its own day, or a substitute day given for it. */
export interface HolidayObservance {
  country: HolidayCountry;
  type: HolidayType;
  /** First and last local day, YYYY-MM-DD. */
  start: string;
  end: string;
  /** A day off in place of the holiday's own day (which fell on a weekend or another holiday). */
  substitute: boolean;
  /** How the country finds the date, in date-holidays' grammar; null for holidays members wrote. */
  rule: string | null;
}

/** Which of a holiday's observances to read. */
export interface ObservanceQuery {
  /** Only this country's. */
  country?: HolidayCountry | null;
  /** Also the substitute days given for it. */
  substitutes?: boolean;
}

/** A holiday observed in a country in a year, with its status there (see `observedIn`). */
export interface ObservedHoliday {
  key: string;
  country: HolidayCountry;
  type: HolidayType;
}

/** Which holidays `observedIn` reads: all countries, or all statuses, where left out. */
interface ObservedQuery {
  countries?: readonly HolidayCountry[] | null;
  types?: readonly HolidayType[] | null;
}

export interface HolidayCalendar {
  /** Keys of the holidays on that date, in the year given: every day of a festival of several days. */
  keysOn(year: number, month: number, day: number): Promise<string[]>;
  /** Where a holiday falls in a year (its earliest start and latest end over the countries), or null when it does not occur then. */
  spanOf(year: number, key: string): Promise<{ start: string; end: string } | null>;
  /** The countries that keep a holiday in a year, each with its status and dates; substitute days only when asked for. */
  observancesOf(year: number, key: string, query?: ObservanceQuery): Promise<HolidayObservance[]>;
  /**
   * The holidays each country observes in a year: those whose own day, or a substitute day given
   * for them, falls in it. A holiday's status in a country is the strongest of those days there, so
   * a substitute day never weakens it (Spain gives some of its substitutes as observances only).
   * One row for each holiday and country, of the countries and statuses asked for.
   */
  observedIn(year: number, query: ObservedQuery): Promise<ObservedHoliday[]>;
  /** Computes years before anyone reads them; fails as a reader of those years would. */
  warm(years: number[]): Promise<void>;
  /** Stops the worker; years asked for afterwards fail. */
  close(): Promise<void>;
}

interface YearIndex {
  /** The holidays on each day (MM-DD), by their own days only. */
  byDate: Map<string, string[]>;
  /** Every observance of each holiday, substitute days included. */
  byKey: Map<string, HolidayObservance[]>;
  /** Each holiday's strongest status in each country that observes it that year. */
  observed: ObservedHoliday[];
}

function indexYear(occurrences: HolidayOccurrence[]): YearIndex {
  const byDate = new Map<string, string[]>();
  const byKey = new Map<string, HolidayObservance[]>();
  const observed = new Map<string, ObservedHoliday>();
  for (const { key, country, type, start, end, substitute, rule } of occurrences) {
    byKey.set(key, [...(byKey.get(key) ?? []), { country, type, start, end, substitute, rule }]);
    const known = observed.get(`${key} ${country}`);
    if (known) known.type = strongestType([known.type, type])!;
    else observed.set(`${key} ${country}`, { key, country, type });
    if (substitute) continue;
    for (const date of daysOf({ start, end })) {
      const monthDay = date.slice(5);
      const keys = byDate.get(monthDay) ?? [];
      if (!keys.includes(key)) keys.push(key);
      byDate.set(monthDay, keys);
    }
  }
  return { byDate, byKey, observed: [...observed.values()] };
}

const NO_HOLIDAYS: YearIndex = { byDate: new Map(), byKey: new Map(), observed: [] };

/** A few years cover every page anyone reads now (this year, the next five, an exact date's year). */
const YEARS_KEPT = 32;

export function createHolidayCalendar(source: HolidayYearSource = holidayYearPool()): HolidayCalendar {
  const years = new LRUCache<number, YearIndex>({ max: YEARS_KEPT });
  // Readers of a year being computed wait for that one computation.
  const computing = new Map<number, Promise<YearIndex>>();
  function yearIndex(year: number): Promise<YearIndex> {
    if (!isHolidayYear(year)) return Promise.resolve(NO_HOLIDAYS);
    const known = years.get(year);
    if (known) return Promise.resolve(known);
    let pending = computing.get(year);
    if (!pending) {
      pending = source
        .occurrencesOf(year)
        .then((occurrences) => {
          const index = indexYear(occurrences);
          years.set(year, index);
          return index;
        })
        // A failed year is not remembered: the next reader asks again.
        .finally(() => computing.delete(year));
      computing.set(year, pending);
    }
    return pending;
  }
  return {
    async keysOn(year, month, day) {
      const date = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return (await yearIndex(year)).byDate.get(date) ?? [];
    },
    async spanOf(year, key) {
      const observances = (await yearIndex(year)).byKey.get(key)?.filter((o) => !o.substitute);
      if (!observances?.length) return null;
      const starts = observances.map((o) => o.start).sort();
      const ends = observances.map((o) => o.end).sort();
      return { start: starts[0], end: ends[ends.length - 1] };
    },
    async observancesOf(year, key, { country, substitutes = false } = {}) {
      const observances = (await yearIndex(year)).byKey.get(key) ?? [];
      return observances.filter((o) => (substitutes || !o.substitute) && (!country || o.country === country));
    },
    async observedIn(year, { countries, types }) {
      const { observed } = await yearIndex(year);
      return observed.filter((o) => (!countries || countries.includes(o.country)) && (!types || types.includes(o.type)));
    },
    async warm(list) {
      await Promise.all(list.map(yearIndex));
    },
    close: () => source.close(),
  };
}
