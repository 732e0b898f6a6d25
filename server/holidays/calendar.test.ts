import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { formatGraphqlError } from '../graphql/errors';
import { seedDemoContent } from '../seed/index';
import { execute } from '../testing';
import { createHolidayCalendar, type HolidayCalendar } from './calendar';
import type { HolidayOccurrence } from './catalogue';
import { HOLIDAYS_TIMED_OUT, holidayYearPool, type HolidayYearSource } from './year-pool';

let demo: TestDatabase;

const WARM_UP = graphql(`
  query HolidaysWarmUp {
    holidays(locale: en, year: 2026) {
      key
    }
    entry(locale: en, kind: HOLIDAY, slug: "easter-sunday") {
      dates(fromYear: 2026) {
        year
      }
    }
  }
`);
const HOLIDAY_KEYS = graphql(`
  query HolidayKeys($year: Int!) {
    holidays(locale: en, year: $year) {
      key
    }
  }
`);
const EASTER_DATES = graphql(`
  query EasterDates($fromYear: Int!, $years: Int) {
    entry(locale: en, kind: HOLIDAY, slug: "easter-sunday") {
      dates(fromYear: $fromYear, years: $years) {
        year
        start {
          iso
        }
      }
    }
  }
`);

/** A new worker's first year includes compiling its TypeScript, up to the pool's minute on a busy machine. */
const FIRST_YEARS_TIMEOUT_MS = 90_000;

const calendars: HolidayCalendar[] = [];
function calendar(source?: HolidayYearSource): HolidayCalendar {
  const made = createHolidayCalendar(source);
  calendars.push(made);
  return made;
}

beforeAll(async () => {
  demo = await createTestDatabase();
  await seedDemoContent(demo.db, 2026);
  // Prisma plans its statements on first use; a running server has done so long before.
  expect((await execute(demo.db, WARM_UP)).errors).toBeUndefined();
}, FIRST_YEARS_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(calendars.map((c) => c.close()));
  await demo.close();
});

/** A holiday list for each of ten years and a holiday page with ten years of dates, asked for at the same time. */
async function askForTwentyYears(holidays: HolidayCalendar, from: number) {
  const tenYears = Array.from({ length: 10 }, (_, i) => `y${from + i}: holidays(locale: en, year: ${from + i}) { key }`).join('\n');
  const [years, page] = await Promise.all([
    execute(demo.db, `{ ${tenYears} }`, {}, { holidays }),
    execute(demo.db, EASTER_DATES, { fromYear: from + 10, years: 10 }, { holidays }),
  ]);
  expect(years.errors).toBeUndefined();
  expect(page.errors).toBeUndefined();
  return { years, page };
}

describe('holiday calendar', () => {
  // How long the event loop is held is the soak's to measure (its event-loop guard); here, that
  // the work leaves the main thread.
  it('sends years no one has asked for yet to its worker thread, each once', { timeout: FIRST_YEARS_TIMEOUT_MS }, async () => {
    const pool = holidayYearPool();
    const sentToWorker: number[] = [];
    const source: HolidayYearSource = { occurrencesOf: (year) => (sentToWorker.push(year), pool.occurrencesOf(year)), close: () => pool.close() };
    const { years, page } = await askForTwentyYears(calendar(source), 2101);
    for (let year = 2101; year <= 2110; year++) expect((years.data![`y${year}`] as { key: string }[]).map((h) => h.key)).toContain('holiday:easter-sunday');
    // Easter Sunday: 2 April 2113, 22 April 2114, 14 April 2120.
    const dates = page.data!.entry!.dates;
    expect(dates.map((d) => d.start.iso)).toEqual(expect.arrayContaining(['2113-04-02', '2114-04-22', '2120-04-14']));
    expect(dates).toHaveLength(10);
    expect(sentToWorker.sort()).toEqual(Array.from({ length: 20 }, (_, i) => 2101 + i));
  });

  it('computes a year once for readers asking at the same time, and keeps it', { timeout: FIRST_YEARS_TIMEOUT_MS }, async () => {
    const pool = holidayYearPool();
    const asked: number[] = [];
    const holidays = calendar({ occurrencesOf: (year) => (asked.push(year), pool.occurrencesOf(year)), close: () => pool.close() });
    const [keys, span, observances] = await Promise.all([
      holidays.keysOn(2301, 12, 25),
      holidays.spanOf(2301, 'holiday:christmas-day'),
      holidays.observancesOf(2301, 'holiday:christmas-day'),
    ]);
    expect(keys).toContain('holiday:christmas-day');
    expect(span).toEqual({ start: '2301-12-25', end: '2301-12-25' });
    expect(observances.map((o) => o.country)).toContain('DE');
    expect(await holidays.keysOn(2301, 1, 1)).toContain('holiday:new-years-day');
    // Years before the Gregorian calendar have no holidays and cost nothing.
    expect(await holidays.keysOn(1200, 12, 25)).toEqual([]);
    expect(asked).toEqual([2301]);
  });

  it('gives up on a year that takes too long with an error clients may retry after a few seconds', async () => {
    const holidays = calendar(holidayYearPool({ timeoutMs: 1 }));
    await expect(holidays.keysOn(2401, 1, 1)).rejects.toMatchObject({ extensions: { code: HOLIDAYS_TIMED_OUT }, message: expect.stringContaining('2401') });

    const result = await execute(demo.db, HOLIDAY_KEYS, { year: 2402 }, { holidays });
    const error = result.errors![0];
    expect(error.extensions.code).toBe(HOLIDAYS_TIMED_OUT);
    expect(formatGraphqlError(error.toJSON(), error)).toMatchObject({
      message: 'Computing the holidays of that year took too long this time. Ask again in 5 seconds.',
      extensions: { code: HOLIDAYS_TIMED_OUT, retryAfter: 5 },
    });
  });
});

describe('observances of a year', () => {
  /** A year as the worker would give it: one holiday's own day in one country, and in another only its substitute day. */
  const occurrence = (fields: Partial<HolidayOccurrence>): HolidayOccurrence => ({
    key: 'holiday:new-years-day',
    rule: '01-01',
    englishName: "New Year's Day",
    type: 'public',
    country: 'DE',
    start: '3001-01-01',
    end: '3001-01-01',
    substitute: false,
    ...fields,
  });
  const year: HolidayOccurrence[] = [
    occurrence({}),
    occurrence({ country: 'ES', type: 'public' }),
    occurrence({ country: 'ES', type: 'observance', start: '3001-01-02', end: '3001-01-02', substitute: true, rule: '01-01 and if sunday then next monday' }),
    // The United States' day off for New Year's Day of 3002, on the Friday before it.
    occurrence({ country: 'US', start: '3001-12-31', end: '3001-12-31', substitute: true, rule: '01-01 and if saturday then previous friday' }),
  ];

  it('count a substitute day as an observance of its holiday in its year, at the status of the holiday itself', async () => {
    const holidays = calendar({ occurrencesOf: async () => year, close: async () => {} });
    expect(await holidays.observedIn(3001, {})).toEqual([
      { key: 'holiday:new-years-day', country: 'DE', type: 'public' },
      { key: 'holiday:new-years-day', country: 'ES', type: 'public' },
      { key: 'holiday:new-years-day', country: 'US', type: 'public' },
    ]);
    expect(await holidays.observedIn(3001, { countries: ['US'], types: ['public'] })).toEqual([
      { key: 'holiday:new-years-day', country: 'US', type: 'public' },
    ]);
    expect(await holidays.observedIn(3001, { types: ['observance'] })).toEqual([]);
  });

  it('list substitute days only when asked, and keep them off the days and dates of the holiday', async () => {
    const holidays = calendar({ occurrencesOf: async () => year, close: async () => {} });
    expect((await holidays.observancesOf(3001, 'holiday:new-years-day')).map((o) => o.country)).toEqual(['DE', 'ES']);
    expect(await holidays.observancesOf(3001, 'holiday:new-years-day', { country: 'ES', substitutes: true })).toEqual([
      { country: 'ES', type: 'public', start: '3001-01-01', end: '3001-01-01', substitute: false, rule: '01-01' },
      { country: 'ES', type: 'observance', start: '3001-01-02', end: '3001-01-02', substitute: true, rule: '01-01 and if sunday then next monday' },
    ]);
    expect(await holidays.spanOf(3001, 'holiday:new-years-day')).toEqual({ start: '3001-01-01', end: '3001-01-01' });
    expect(await holidays.keysOn(3001, 12, 31)).toEqual([]);
    expect(await holidays.keysOn(3001, 1, 2)).toEqual([]);
  });
});
