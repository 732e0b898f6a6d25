/**
 * The holiday model as analysts ask it: a country's own holidays, statuses, days and substitute
 * days in a year, the rule of a date, and holidays that move with Easter; each question in one
 * or two requests, each answer checked against date-holidays itself, computed here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Holidays from 'date-holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../tests/graphql';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createExportJobs } from '../exports/export-jobs';
import { createHolidayCalendar, type HolidayCalendar } from '../holidays/calendar';
import { HOLIDAY_COUNTRIES } from '../holidays/catalogue';
import { holidayKey } from '../holidays/keys';
import { holidayYearPool } from '../holidays/year-pool';
import { seedDemoContent } from '../seed/index';
import { localFileStorage } from '../storage/file-storage';
import { execute } from '../testing';

let demo: TestDatabase;

beforeAll(async () => {
  demo = await createTestDatabase();
  expect(await seedDemoContent(demo.db, 2026)).toBeGreaterThan(50);
});
afterAll(() => demo.close());

const WEEKEND = new Set(['SATURDAY', 'SUNDAY']);
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const LISTED_TYPES = ['public', 'bank', 'optional', 'observance'];
const RANK = ['public', 'bank', 'school', 'optional', 'observance'];
const SUBSTITUTE = / \(substitute day\)$/;

/** The day of the week of a YYYY-MM-DD, as the API names it, computed here. */
function weekdayOf(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
}

/** A country's holidays of a year as date-holidays lists them, local dates. */
function packageHolidays(country: string, year: number) {
  return new Holidays(country).getHolidays(year, 'en').map((h) => ({ ...h, day: h.date.slice(0, 10) }));
}

const COUNTRY_YEAR = graphql(`
  query CountryYearOfHolidays($country: CountryCode!, $year: Int!, $types: [HolidayType!]) {
    entries(filter: { locale: en, observedIn: { countries: [$country], year: $year, types: $types } }, first: 100) {
      totalCount
      nodes {
        key
        rule
        observances(country: $country, year: $year, substitutes: true) {
          country
          status
          substitute
          rule
          start {
            iso
            weekday
          }
        }
      }
    }
    observed: entryCounts(filter: { locale: en, observedIn: { countries: [$country], year: $year, types: $types } }, groupBy: []) {
      count
    }
    strongestAnywhere: entryCounts(filter: { locale: en, countries: [$country], holidayTypes: $types }, groupBy: []) {
      count
    }
  }
`);

describe("a country's holidays in a year", () => {
  it("lists Germany's public holidays of 2026 with their weekdays, those on a weekend as date-holidays has them, in one request", async () => {
    const result = await execute(demo.db, COUNTRY_YEAR, { country: 'DE', year: 2026, types: ['PUBLIC'] });
    expect(result.errors).toBeUndefined();
    const { entries, observed, strongestAnywhere } = result.data!;

    const expected = packageHolidays('DE', 2026).filter((h) => h.type === 'public');
    expect(entries.totalCount).toBe(expected.length);
    expect(observed).toEqual([{ count: expected.length }]);
    // The strongest status any country gives, which `holidayTypes` reads, counts more: Epiphany is public in Austria.
    expect(strongestAnywhere[0].count).toBeGreaterThan(expected.length);

    const days = entries.nodes.flatMap((holiday) => holiday.observances);
    expect(days.every((day) => day.country === 'DE' && day.status === 'PUBLIC' && !day.substitute)).toBe(true);
    expect(days.map((day) => day.start.iso).sort()).toEqual(expected.map((h) => h.day).sort());
    expect(days.every((day) => day.start.weekday === weekdayOf(day.start.iso!))).toBe(true);
    const onWeekend = days.filter((day) => WEEKEND.has(day.start.weekday!)).map((day) => day.start.iso);
    expect(onWeekend.sort()).toEqual(
      expected
        .filter((h) => WEEKEND.has(weekdayOf(h.day)))
        .map((h) => h.day)
        .sort(),
    );
    // German Unity Day and St Stephen's Day fall on Saturdays in 2026.
    expect(onWeekend.sort()).toEqual(['2026-10-03', '2026-12-26']);
  });

  it("counts each country's holidays of 2027 by the status the country itself gives them, in one request", async () => {
    const result = await execute(
      demo.db,
      `{ entryCounts(filter: { locale: en, observedIn: { year: 2027 } }, groupBy: [COUNTRY, HOLIDAY_TYPE]) { country holidayType count } }`,
    );
    expect(result.errors).toBeUndefined();
    const counted = Object.fromEntries(
      (result.data!.entryCounts as { country: string; holidayType: string; count: number }[]).map((g) => [`${g.country} ${g.holidayType}`, g.count]),
    );

    // Each holiday once per country (a festival's days and its substitute days are one holiday), with its strongest status there.
    const expected: Record<string, number> = {};
    for (const country of HOLIDAY_COUNTRIES) {
      const statuses = new Map<string, string>();
      for (const holiday of packageHolidays(country, 2027).filter((h) => LISTED_TYPES.includes(h.type))) {
        const name = holiday.name.replace(SUBSTITUTE, '');
        const known = statuses.get(name);
        if (!known || RANK.indexOf(holiday.type) < RANK.indexOf(known)) statuses.set(name, holiday.type);
      }
      // The one holiday the project adds to the package's: Japan's Golden Week, an observance.
      if (country === 'JP') statuses.set('Golden Week', 'observance');
      for (const type of statuses.values()) expected[`${country} ${type.toUpperCase()}`] = (expected[`${country} ${type.toUpperCase()}`] ?? 0) + 1;
    }
    expect(counted).toEqual(expected);
    expect(counted['DE PUBLIC']).toBe(9);
  });

  it('counts a holiday once under each status its countries give it', async () => {
    const result = await execute(
      demo.db,
      `{ entryCounts(filter: { locale: en, observedIn: { countries: [AT, DE], year: 2026 } }, groupBy: [HOLIDAY_TYPE]) { holidayType count } }`,
    );
    expect(result.errors).toBeUndefined();
    const statusesByKey = new Map<string, Set<string>>();
    for (const country of ['AT', 'DE'] as const) {
      const strongest = new Map<string, string>();
      for (const holiday of packageHolidays(country, 2026).filter((h) => LISTED_TYPES.includes(h.type))) {
        const name = holiday.name.replace(SUBSTITUTE, '');
        const known = strongest.get(name);
        if (!known || RANK.indexOf(holiday.type) < RANK.indexOf(known)) strongest.set(name, holiday.type);
      }
      // One entry for both countries' holiday of one name, unless they keep different holidays under it (German Unity Day and Austria's National Day).
      for (const [name, type] of strongest) {
        const key = holidayKey(name, country);
        statusesByKey.set(key, new Set([...(statusesByKey.get(key) ?? []), type.toUpperCase()]));
      }
    }
    const expected = RANK.map((type) => type.toUpperCase())
      .map((type) => ({ holidayType: type, count: [...statusesByKey.values()].filter((types) => types.has(type)).length }))
      .filter((group) => group.count > 0);
    expect(result.data!.entryCounts).toEqual(expected);
    // All Saints' Day: a day off in Austria, an observance in Germany, so in both groups.
    expect([...statusesByKey.get('holiday:all-saints-day')!].sort()).toEqual(['OBSERVANCE', 'PUBLIC']);
  });

  it('filters and counts by observance in the entries, their counts and the exports alike', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'daypedia-observed-'));
    const jobs = createExportJobs({ db: demo.db, storage: localFileStorage(directory), origin: 'https://daypedia.example', startsPerHour: 10, queueLimit: 10 });
    try {
      const filter = { locale: 'en', observedIn: { countries: ['GB', 'US'], year: 2026, types: ['PUBLIC'] } } as const;
      const listed = await execute(
        demo.db,
        `query($filter: EntryFilter!) { entries(filter: $filter, first: 100) { nodes { key } } byCountry: entryCounts(filter: $filter, groupBy: [COUNTRY]) { country count } }`,
        { filter },
      );
      expect(listed.errors).toBeUndefined();
      const data = listed.data as { entries: { nodes: { key: string }[] }; byCountry: { country: string; count: number }[] };
      const publicIn = (country: string) =>
        new Set(
          packageHolidays(country, 2026)
            .filter((h) => h.type === 'public')
            .map((h) => h.name.replace(SUBSTITUTE, '')),
        );
      expect(data.byCountry).toEqual([
        { country: 'GB', count: publicIn('GB').size },
        { country: 'US', count: publicIn('US').size },
      ]);
      const keys = data.entries.nodes.map((n) => n.key).sort();
      expect(keys).toContain('holiday:independence-day');
      expect(keys).toContain('holiday:early-may-bank-holiday');

      const started = await execute(
        demo.db,
        `mutation($filter: EntryFilter!) { startExport(filter: $filter, format: JSONL) { id } }`,
        { filter },
        { exports: jobs },
      );
      expect(started.errors).toBeUndefined();
      expect(await jobs.runNext()).toBe(true);
      const job = await demo.db.exportJob.findUniqueOrThrow({ where: { id: (started.data as { startExport: { id: string } }).startExport.id } });
      expect(job.status).toBe('DONE');
      const lines = gunzipSync(readFileSync(path.join(directory, job.storageKey!)))
        .toString('utf8')
        .trim()
        .split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { key: string }).key).sort()).toEqual(keys);
    } finally {
      await jobs.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

const SUBSTITUTE_DAYS = graphql(`
  query SubstituteDays {
    independence: entryByKey(key: "holiday:independence-day", locale: en) {
      observances(country: US, year: 2026, substitutes: true) {
        substitute
        status
        start {
          iso
          weekday
        }
      }
      ownDayOnly: observances(country: US, year: 2026) {
        start {
          iso
        }
      }
    }
    boxingDay: entryByKey(key: "holiday:boxing-day", locale: en) {
      observances(country: GB, year: 2026, substitutes: true) {
        substitute
        start {
          iso
          weekday
        }
      }
    }
    springEquinox: entryByKey(key: "holiday:spring-equinox-day", locale: en) {
      observances(country: JP, year: 2027, substitutes: true) {
        substitute
        start {
          iso
          weekday
        }
      }
    }
  }
`);

describe('substitute days', () => {
  it('are listed with their holiday where asked for, as date-holidays gives them, in one request', async () => {
    const result = await execute(demo.db, SUBSTITUTE_DAYS);
    expect(result.errors).toBeUndefined();
    const { independence, boxingDay, springEquinox } = result.data!;
    const substituteOf = (country: string, year: number, name: string) =>
      packageHolidays(country, year)
        .filter((h) => h.substitute && h.name.replace(SUBSTITUTE, '') === name)
        .map((h) => h.day);

    // Saturday 4 July 2026: the day off is Friday 3 July (not Sunday 5 July).
    expect(substituteOf('US', 2026, 'Independence Day')).toEqual(['2026-07-03']);
    expect(independence!.observances).toEqual([
      { substitute: false, status: 'PUBLIC', start: { iso: '2026-07-04', weekday: 'SATURDAY' } },
      { substitute: true, status: 'PUBLIC', start: { iso: '2026-07-03', weekday: 'FRIDAY' } },
    ]);
    expect(independence!.ownDayOnly).toEqual([{ start: { iso: '2026-07-04' } }]);
    // Boxing Day on Saturday 26 December 2026 is taken on Monday 28 (Christmas, a Friday, needs none).
    expect(substituteOf('GB', 2026, 'Boxing Day')).toEqual(['2026-12-28']);
    expect(substituteOf('GB', 2026, 'Christmas Day')).toEqual([]);
    expect(boxingDay!.observances.find((o) => o.substitute)?.start).toEqual({ iso: '2026-12-28', weekday: 'MONDAY' });
    // The spring equinox on Sunday 21 March 2027 is taken on Monday 22.
    expect(substituteOf('JP', 2027, 'Spring Equinox Day')).toEqual(['2027-03-22']);
    expect(springEquinox!.observances.find((o) => o.substitute)?.start).toEqual({ iso: '2027-03-22', weekday: 'MONDAY' });
  });

  it('count as observances of their holiday, and never change its status in the country', async () => {
    // Spain gave Monday 7 January 2008 for Epiphany, a Sunday, as an observance only.
    const epiphany2008 = packageHolidays('ES', 2008).filter((h) => h.name.replace(SUBSTITUTE, '') === 'Epiphany');
    expect(epiphany2008.map((h) => [h.day, h.type, Boolean(h.substitute)])).toEqual([
      ['2008-01-06', 'public', false],
      ['2008-01-07', 'observance', true],
    ]);
    const result = await execute(
      demo.db,
      `{
        epiphany: entryByKey(key: "holiday:epiphany", locale: en) { observances(country: ES, year: 2008, substitutes: true) { status substitute } }
        public: entries(filter: { locale: en, observedIn: { countries: [ES], year: 2008, types: [PUBLIC] } }, first: 100) { nodes { key } }
        observance: entries(filter: { locale: en, observedIn: { countries: [ES], year: 2008, types: [OBSERVANCE] } }, first: 100) { nodes { key } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as { epiphany: { observances: unknown[] }; public: { nodes: { key: string }[] }; observance: { nodes: { key: string }[] } };
    expect(data.epiphany.observances).toEqual([
      { status: 'PUBLIC', substitute: false },
      { status: 'OBSERVANCE', substitute: true },
    ]);
    expect(data.public.nodes.map((n) => n.key)).toContain('holiday:epiphany');
    expect(data.observance.nodes.map((n) => n.key)).not.toContain('holiday:epiphany');
  });
});

const EASTER_HOLIDAYS = graphql(`
  query HolidaysMovingWithEaster {
    entries(filter: { locale: en, movesWithEaster: true }, first: 100) {
      nodes {
        key
        rule
        movable
        observances(year: 2026) {
          country
          rule
          start {
            iso
            weekday
          }
        }
      }
    }
    others: entryCounts(filter: { locale: en, movesWithEaster: false }, groupBy: []) {
      count
    }
    holidays: entryCounts(filter: { locale: en, kind: HOLIDAY }, groupBy: []) {
      count
    }
  }
`);

describe('holidays that move with Easter', () => {
  it('are found by their rule, with their days of 2026 in each country, in one request', async () => {
    const result = await execute(demo.db, EASTER_HOLIDAYS);
    expect(result.errors).toBeUndefined();
    const { entries, others, holidays } = result.data!;
    expect(others[0].count + entries.nodes.length).toBe(holidays[0].count);

    // Every holiday of the package's rules counted from Easter, in each country, on its day of 2026.
    const expected = HOLIDAY_COUNTRIES.flatMap((country) =>
      packageHolidays(country, 2026)
        .filter((h) => LISTED_TYPES.includes(h.type) && !h.substitute && /^easter( |$)/.test(h.rule))
        .map((h) => `${country} ${h.day} ${h.rule}`),
    );
    const found = entries.nodes.flatMap((holiday) => holiday.observances.map((o) => `${o.country} ${o.start.iso} ${o.rule}`));
    expect(found.sort()).toEqual(expected.sort());

    const byKey = new Map(entries.nodes.map((holiday) => [holiday.key, holiday]));
    expect(entries.nodes.every((holiday) => holiday.movable && /^easter( |$)/.test(holiday.rule!))).toBe(true);
    expect(byKey.get('holiday:ascension-day')).toMatchObject({ rule: 'easter 39' });
    expect(new Set(byKey.get('holiday:ascension-day')!.observances.map((o) => `${o.start.iso} ${o.start.weekday}`))).toEqual(new Set(['2026-05-14 THURSDAY']));
    expect(new Set(byKey.get('holiday:easter-sunday')!.observances.map((o) => `${o.start.iso} ${o.start.weekday}`))).toEqual(new Set(['2026-04-05 SUNDAY']));
    expect(new Set(byKey.get('holiday:good-friday')!.observances.map((o) => o.start.weekday))).toEqual(new Set(['FRIDAY']));
    expect(byKey.has('holiday:christmas-day')).toBe(false);
  });
});

describe('the year of holidays behind a page of entries', () => {
  it('is computed once off the request thread, whatever the number of entries asking for it', async () => {
    const pool = holidayYearPool();
    const asked: number[] = [];
    const holidays: HolidayCalendar = createHolidayCalendar({
      occurrencesOf: (year) => (asked.push(year), pool.occurrencesOf(year)),
      close: () => pool.close(),
    });
    try {
      const result = await execute(
        demo.db,
        `{ entries(filter: { locale: en, observedIn: { year: 2031 } }, first: 100) { nodes { rule observances(year: 2031, substitutes: true) { start { weekday } } } } }`,
        {},
        { holidays },
      );
      expect(result.errors).toBeUndefined();
      const nodes = (result.data as { entries: { nodes: { observances: unknown[] }[] } }).entries.nodes;
      expect(nodes.length).toBeGreaterThan(50);
      expect(nodes.every((node) => node.observances.length > 0)).toBe(true);
      expect(asked).toEqual([2031]);
    } finally {
      await holidays.close();
    }
  }, 90_000);
});

describe('dates', () => {
  it('name their weekday wherever the year is known', async () => {
    await anEntry(demo.db, { kind: 'EVENT', key: 'weekday-wall', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
    await anEntry(demo.db, { kind: 'EVENT', key: 'weekday-early', year: 1, month: 1, day: 1, title: 'The first day of the common era' });
    const result = await execute(
      demo.db,
      `{
        wall: entryByKey(key: "weekday-wall", locale: en) { date { iso weekday } }
        early: entryByKey(key: "weekday-early", locale: en) { date { iso weekday } }
        christmas: entryByKey(key: "holiday:christmas-day", locale: en) { date { year weekday } dates(fromYear: 2026, years: 1) { start { weekday } } }
      }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      wall: { date: { iso: '1989-11-09', weekday: 'THURSDAY' } },
      // The Gregorian calendar counted back, as ISO 8601 does: 1 January of year 1 is a Monday.
      early: { date: { iso: '0001-01-01', weekday: 'MONDAY' } },
      christmas: { date: { year: null, weekday: null }, dates: [{ start: { weekday: 'FRIDAY' } }] },
    });
  });
});

const REFUSED = [
  [
    'a country whose holidays are not computed',
    `{ entryByKey(key: "holiday:christmas-day", locale: en) { observances(country: BR, year: 2026) { country } } }`,
    /country: must be one of the countries holidays are computed for: AT, CH, CN, DE, ES, FR, GB, IT, JP, TR, US/,
  ],
  ['a year before the Gregorian calendar', `{ entryByKey(key: "holiday:christmas-day", locale: en) { observances(year: 1582) { country } } }`, /year/],
  [
    'a filter by observance in a country without holidays',
    `{ entries(filter: { locale: en, observedIn: { countries: [DE, BR] } }) { totalCount } }`,
    /observedIn\.countries\.1: must be one of the countries holidays are computed for/,
  ],
  [
    'a filter by observance in a year past 4099',
    `{ entryCounts(filter: { locale: en, observedIn: { year: 4100 } }, groupBy: []) { count } }`,
    /observedIn\.year: must be a year from 1583 to 4099/,
  ],
  [
    'a filter by observance of too many countries',
    `{ entries(filter: { locale: en, observedIn: { countries: [DE, DE, DE, DE, DE, DE, DE, DE, DE, DE, DE, DE] } }) { totalCount } }`,
    /observedIn\.countries: must have at most 11 codes/,
  ],
] as const;

describe('bad input', () => {
  it.each(REFUSED)('refuses %s, saying why', async (_what, query, message) => {
    const result = await execute(demo.db, query);
    expect(result.errors?.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0].message).toMatch(message);
  });

  it('counts the year of a filter by observance among the few one request may ask for', async () => {
    const years = Array.from(
      { length: 10 },
      (_, i) => `y${i}: entryByKey(key: "holiday:christmas-day", locale: en) { observances(year: ${2040 + i}) { country } }`,
    );
    const result = await execute(
      demo.db,
      `{ ${years.join('\n')} observed: entryCounts(filter: { locale: en, observedIn: { year: 2050 } }, groupBy: []) { count } }`,
    );
    expect(result.errors?.map((e) => e.extensions.code)).toContain('BAD_USER_INPUT');
  }, 90_000);
});
