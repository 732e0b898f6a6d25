import { describe, it, expect } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { MONTH_LENGTHS, allMonthDays, isValidMonthDay, nextDay, previousDay, type ExactDate, type MonthDay } from './calendar';
import { formatDayDate, formatExactDate, joinDateParts, monthName } from './date-format';
import { daySlug, exactDateSlug, monthDayFromSlug, monthUrlName, parseDaySlug, parseExactDateSlug } from './day-slugs';
import { dayInfo, monthEntries } from './days';
import { EXACT_DATE_SEGMENT, dayPath, exactDatePath, localePrefix } from './paths';
import { wikiUrl } from './wikipedia';

const NOV_21: MonthDay = { month: 11, day: 21 };
const NOV_1: MonthDay = { month: 11, day: 1 };
const WALL: ExactDate = { year: 1989, month: 11, day: 9 };

const pad2 = (n: number): string => String(n).padStart(2, '0');

describe('month-day set', () => {
  it('has the twelve month lengths with a 29-day February', () => {
    expect(MONTH_LENGTHS).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(MONTH_LENGTHS.reduce((a, b) => a + b, 0)).toBe(366);
  });

  it('lists 366 distinct days in calendar order', () => {
    const days = allMonthDays();
    expect(days).toHaveLength(366);
    expect(new Set(days.map((d) => `${d.month}-${d.day}`)).size).toBe(366);
    expect(days[0]).toEqual({ month: 1, day: 1 });
    expect(days[59]).toEqual({ month: 2, day: 29 });
    expect(days[60]).toEqual({ month: 3, day: 1 });
    expect(days[365]).toEqual({ month: 12, day: 31 });
    for (let i = 1; i < days.length; i++) {
      const prev = days[i - 1];
      const cur = days[i];
      expect(cur.month * 100 + cur.day).toBeGreaterThan(prev.month * 100 + prev.day);
    }
  });

  it('validates month-days', () => {
    expect(isValidMonthDay(2, 29)).toBe(true);
    expect(isValidMonthDay(1, 31)).toBe(true);
    expect(isValidMonthDay(12, 31)).toBe(true);
    expect(isValidMonthDay(2, 30)).toBe(false);
    expect(isValidMonthDay(4, 31)).toBe(false);
    expect(isValidMonthDay(11, 32)).toBe(false);
    expect(isValidMonthDay(0, 1)).toBe(false);
    expect(isValidMonthDay(13, 1)).toBe(false);
    expect(isValidMonthDay(1, 0)).toBe(false);
    expect(isValidMonthDay(Number.NaN, 1)).toBe(false);
    expect(isValidMonthDay(1, Number.NaN)).toBe(false);
    expect(isValidMonthDay(1, 1.5)).toBe(false);
  });

  it('steps forward and back across month, year and leap-day boundaries', () => {
    expect(nextDay({ month: 2, day: 28 })).toEqual({ month: 2, day: 29 });
    expect(nextDay({ month: 2, day: 29 })).toEqual({ month: 3, day: 1 });
    expect(previousDay({ month: 3, day: 1 })).toEqual({ month: 2, day: 29 });
    expect(previousDay({ month: 2, day: 29 })).toEqual({ month: 2, day: 28 });
    expect(nextDay({ month: 12, day: 31 })).toEqual({ month: 1, day: 1 });
    expect(previousDay({ month: 1, day: 1 })).toEqual({ month: 12, day: 31 });
    expect(nextDay({ month: 4, day: 30 })).toEqual({ month: 5, day: 1 });
    expect(previousDay({ month: 5, day: 1 })).toEqual({ month: 4, day: 30 });
    expect(nextDay(NOV_21)).toEqual({ month: 11, day: 22 });
    expect(previousDay(NOV_21)).toEqual({ month: 11, day: 20 });
  });

  it('walks the whole year as a cycle in both directions', () => {
    const days = allMonthDays();
    days.forEach((md, i) => {
      expect(nextDay(md)).toEqual(days[(i + 1) % days.length]);
      expect(previousDay(md)).toEqual(days[(i - 1 + days.length) % days.length]);
    });
  });

  it('refuses to step from an impossible day', () => {
    expect(() => nextDay({ month: 2, day: 30 })).toThrow(RangeError);
    expect(() => previousDay({ month: 13, day: 1 })).toThrow(RangeError);
  });
});

describe('month names', () => {
  it('gives twelve entries per locale with a 29-day February', () => {
    for (const locale of LOCALES) {
      const entries = monthEntries(locale);
      expect(entries).toHaveLength(12);
      expect(entries.map((e) => e.days)).toEqual(MONTH_LENGTHS);
      expect(entries[1].days).toBe(29);
      expect(entries[10]).toEqual({
        urlName: monthUrlName(locale, 11),
        name: monthName(locale, 11),
        days: 30,
      });
    }
  });

  it('uses the expected slug words', () => {
    const november: Record<Locale, string> = {
      en: 'november',
      de: 'november',
      tr: 'kasim',
      fr: 'novembre',
      it: 'novembre',
      es: 'noviembre',
      zh: 'shiyiyue',
      ja: 'juichigatsu',
    };
    for (const locale of LOCALES) expect(monthUrlName(locale, 11)).toBe(november[locale]);
    expect(monthUrlName('de', 3)).toBe('maerz');
    expect(monthUrlName('tr', 2)).toBe('subat');
    expect(monthUrlName('fr', 8)).toBe('aout');
    expect(monthUrlName('zh', 12)).toBe('shieryue');
    expect(monthUrlName('ja', 9)).toBe('kugatsu');
    expect(() => monthUrlName('en', 13)).toThrow(RangeError);
  });

  it('uses the real spelling from Intl', () => {
    expect(monthName('en', 11)).toBe('November');
    expect(monthName('de', 11)).toBe('November');
    expect(monthName('de', 3)).toBe('März');
    expect(monthName('tr', 11)).toBe('Kasım');
    expect(monthName('fr', 2)).toBe('février');
    expect(monthName('es', 11)).toBe('noviembre');
    expect(monthName('it', 11)).toBe('novembre');
    expect(monthName('zh', 11)).toBe('十一月');
    expect(monthName('ja', 11)).toBe('11月');
  });
});

describe('month-day slugs', () => {
  it('round-trips all 366 days in every locale with unique, URL-safe slugs', () => {
    const days = allMonthDays();
    for (const locale of LOCALES) {
      const slugs = new Set<string>();
      for (const md of days) {
        const slug = daySlug(locale, md);
        expect(slug).toMatch(/^[a-z0-9-]+$/);
        slugs.add(slug);
        expect(monthDayFromSlug(locale, slug)).toEqual(md);
        expect(parseDaySlug(locale, slug, 2024)).toBe(`2024-${pad2(md.month)}-${pad2(md.day)}`);
      }
      expect(slugs.size).toBe(366);
    }
  });

  it('matches the documented examples', () => {
    const expected: Record<Locale, string> = {
      en: 'november-21',
      de: '21-november',
      tr: '21-kasim',
      es: '21-de-noviembre',
      it: '21-novembre',
      fr: '21-novembre',
      zh: 'shiyiyue-21',
      ja: 'juichigatsu-21',
    };
    for (const locale of LOCALES) expect(daySlug(locale, NOV_21)).toBe(expected[locale]);
    expect(daySlug('de', { month: 3, day: 5 })).toBe('5-maerz');
    expect(daySlug('en', { month: 2, day: 29 })).toBe('february-29');
  });

  it('writes the first of a month as "1er" in French only', () => {
    expect(daySlug('fr', NOV_1)).toBe('1er-novembre');
    expect(monthDayFromSlug('fr', '1er-novembre')).toEqual(NOV_1);
    expect(monthDayFromSlug('fr', '1-novembre')).toBeNull();
    expect(parseDaySlug('fr', '1-novembre', 2026)).toBeNull();
    expect(daySlug('it', NOV_1)).toBe('1-novembre');
    expect(monthDayFromSlug('it', '1er-novembre')).toBeNull();
    expect(daySlug('en', NOV_1)).toBe('november-1');
  });

  it('parses into a padded date in the given year without checking existence', () => {
    expect(parseDaySlug('en', 'november-21', 2026)).toBe('2026-11-21');
    expect(parseDaySlug('en', 'march-5', 2026)).toBe('2026-03-05');
    expect(parseDaySlug('es', '21-de-noviembre', 1999)).toBe('1999-11-21');
    expect(parseDaySlug('en', 'february-30', 2026)).toBe('2026-02-30');
  });

  it('defaults to the current UTC year', () => {
    const year = new Date().getUTCFullYear();
    expect(parseDaySlug('de', '21-november')).toBe(`${year}-11-21`);
  });

  it("rejects unknown month words, non-numeric days and other locales' shapes", () => {
    expect(parseDaySlug('en', 'november-x', 2026)).toBeNull();
    expect(parseDaySlug('en', 'foo-21', 2026)).toBeNull();
    expect(parseDaySlug('en', '21-november', 2026)).toBeNull();
    expect(parseDaySlug('de', 'november-21', 2026)).toBeNull();
    expect(parseDaySlug('de', '21-kasim', 2026)).toBeNull();
    expect(parseDaySlug('de', '21-maerz', 2026)).toBe('2026-03-21');
    expect(parseDaySlug('de', '21-march', 2026)).toBeNull();
    expect(parseDaySlug('es', '21-noviembre', 2026)).toBeNull();
    expect(parseDaySlug('it', '21-de-noviembre', 2026)).toBeNull();
    expect(monthDayFromSlug('zh', 'juichigatsu-21')).toBeNull();
    expect(monthDayFromSlug('ja', 'shiyiyue-21')).toBeNull();
  });

  it('rejects non-canonical shapes', () => {
    for (const slug of [
      'november-21-extra',
      'extra-november-21',
      'november--21',
      'november-021',
      'november-01',
      'november-0',
      'november-121',
      'november21',
      'November-21',
      'november-21-',
      '-november-21',
      'november-2 1',
      '',
      'november',
      '21',
    ]) {
      expect(parseDaySlug('en', slug, 2026), slug).toBeNull();
      expect(monthDayFromSlug('en', slug), slug).toBeNull();
    }
    expect(monthDayFromSlug('de', '09-november')).toBeNull();
    expect(monthDayFromSlug('es', '21-de-noviembre-de')).toBeNull();
  });

  it('rejects impossible dates when a real month-day is needed', () => {
    expect(monthDayFromSlug('en', 'february-30')).toBeNull();
    expect(monthDayFromSlug('en', 'november-32')).toBeNull();
    expect(monthDayFromSlug('en', 'april-31')).toBeNull();
    expect(monthDayFromSlug('de', '31-juni')).toBeNull();
    expect(monthDayFromSlug('en', 'february-29')).toEqual({ month: 2, day: 29 });
    expect(monthDayFromSlug('en', 'december-31')).toEqual({ month: 12, day: 31 });
  });

  it('refuses to write a slug for an impossible day', () => {
    expect(() => daySlug('en', { month: 2, day: 30 })).toThrow(RangeError);
  });
});

describe('exact-date slugs', () => {
  const SAMPLES: ExactDate[] = [
    { year: 2000, month: 2, day: 29 },
    { year: 1000, month: 1, day: 1 },
    { year: 2100, month: 12, day: 31 },
    { year: 1989, month: 11, day: 9 },
    { year: 1066, month: 10, day: 14 },
    { year: 1, month: 1, day: 1 },
    { year: 45, month: 3, day: 15 },
    { year: 1600, month: 2, day: 29 },
    { year: 2024, month: 2, day: 29 },
    { year: 9999, month: 12, day: 31 },
  ];

  it('round-trips a spread of dates in every locale', () => {
    for (const locale of LOCALES) {
      for (const date of SAMPLES) {
        const slug = exactDateSlug(locale, date);
        expect(slug).toMatch(/^[a-z0-9-]+$/);
        expect(parseExactDateSlug(locale, slug)).toEqual(date);
      }
    }
  });

  it('matches the documented examples', () => {
    const expected: Record<Locale, string> = {
      en: 'november-9-1989',
      de: '9-november-1989',
      tr: '9-kasim-1989',
      fr: '9-novembre-1989',
      it: '9-novembre-1989',
      es: '9-de-noviembre-de-1989',
      zh: 'shiyiyue-9-1989',
      ja: 'juichigatsu-9-1989',
    };
    for (const locale of LOCALES) expect(exactDateSlug(locale, WALL)).toBe(expected[locale]);
    expect(exactDateSlug('fr', { year: 1989, month: 11, day: 1 })).toBe('1er-novembre-1989');
    expect(parseExactDateSlug('fr', '1-novembre-1989')).toBeNull();
  });

  it('rejects 29 February outside leap years', () => {
    for (const locale of LOCALES) {
      const leap = exactDateSlug(locale, { year: 2000, month: 2, day: 29 });
      expect(parseExactDateSlug(locale, leap.replace('2000', '1900'))).toBeNull();
      expect(parseExactDateSlug(locale, leap.replace('2000', '2023'))).toBeNull();
      expect(parseExactDateSlug(locale, leap.replace('2000', '2024'))).toEqual({ year: 2024, month: 2, day: 29 });
    }
    expect(() => exactDateSlug('en', { year: 1900, month: 2, day: 29 })).toThrow(RangeError);
  });

  it('rejects bad shapes, impossible days and out-of-range years', () => {
    for (const slug of [
      'november-9',
      'november-9-0',
      'november-9-01989',
      'november-9-10000',
      'november-9-1989-x',
      'november-09-1989',
      'november-31-1989',
      'foo-9-1989',
      '9-november-1989',
      'november-9-19a9',
    ]) {
      expect(parseExactDateSlug('en', slug), slug).toBeNull();
    }
    expect(parseExactDateSlug('es', '9-de-noviembre-1989')).toBeNull();
    expect(parseExactDateSlug('es', '9-de-noviembre-de-1989')).toEqual(WALL);
    expect(() => exactDateSlug('en', { year: 0, month: 1, day: 1 })).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it('formats month-days in each language', () => {
    expect(formatDayDate('en', NOV_21)).toBe('November 21');
    expect(formatDayDate('de', NOV_21)).toBe('21. November');
    expect(formatDayDate('fr', NOV_21)).toBe('21 novembre');
    expect(formatDayDate('tr', NOV_21)).toBe('21 Kasım');
    expect(formatDayDate('es', NOV_21)).toBe('21 de noviembre');
    expect(formatDayDate('zh', NOV_21)).toBe('11月21日');
    expect(formatDayDate('ja', NOV_21)).toBe('11月21日');
    expect(formatDayDate('en', { month: 2, day: 29 })).toBe('February 29');
  });

  it('formats exact dates, including early years', () => {
    expect(formatExactDate('en', WALL)).toBe('November 9, 1989');
    expect(formatExactDate('de', WALL)).toBe('9. November 1989');
    expect(formatExactDate('en', { year: 1066, month: 10, day: 14 })).toBe('October 14, 1066');
    expect(formatExactDate('en', { year: 45, month: 3, day: 15 })).toBe('March 15, 45');
    expect(formatExactDate('ja', { year: 2000, month: 2, day: 29 })).toBe('2000年2月29日');
  });

  it('writes the first of a month as "1er" in French, as the slug does', () => {
    expect(formatDayDate('fr', NOV_1)).toBe('1er novembre');
    expect(formatExactDate('fr', { year: 1989, month: 11, day: 1 })).toBe('1er novembre 1989');
    expect(dayInfo('fr', NOV_1)).toMatchObject({ slug: '1er-novembre', formattedDate: '1er novembre' });
    expect(formatDayDate('fr', { month: 11, day: 11 })).toBe('11 novembre');
    expect(formatExactDate('fr', { year: 1989, month: 11, day: 21 })).toBe('21 novembre 1989');
  });

  it('keeps a plain 1 for the first in every other language', () => {
    expect(formatDayDate('en', NOV_1)).toBe('November 1');
    expect(formatDayDate('de', NOV_1)).toBe('1. November');
    expect(formatDayDate('it', NOV_1)).toBe('1 novembre');
    expect(formatDayDate('es', NOV_1)).toBe('1 de noviembre');
    expect(formatExactDate('tr', { year: 1989, month: 11, day: 1 })).toBe('1 Kasım 1989');
  });

  it('applies the French first to any date written with the month in words, not to numeric dates', () => {
    const first = new Date(Date.UTC(2026, 10, 1, 9, 30));
    const format = (tag: string, options: Intl.DateTimeFormatOptions) =>
      joinDateParts(tag, new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(first));
    expect(format('fr-FR', { dateStyle: 'long' })).toBe('1er novembre 2026');
    expect(format('fr-FR', { dateStyle: 'full' })).toBe('dimanche 1er novembre 2026');
    expect(format('fr-FR', { dateStyle: 'medium' })).toBe('1er nov. 2026');
    expect(format('fr-FR', { dateStyle: 'short' })).toBe('01/11/2026');
    expect(format('it-IT', { dateStyle: 'long' })).toBe('1 novembre 2026');
  });

  it('writes a time with the plain space a browser writes, where Node writes a narrow one before AM and PM', () => {
    const evening = new Date(Date.UTC(2026, 0, 1, 23, 30));
    const format = (tag: string) =>
      joinDateParts(tag, new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).formatToParts(evening));
    expect(format('en')).toBe('Jan 1, 2026, 11:30 PM');
    expect(format('en-US')).toBe('Jan 1, 2026, 11:30 PM');
    expect(format('de')).toBe('01.01.2026, 23:30');
  });
});

describe('Wikipedia links', () => {
  it("points at each language's day article", () => {
    const expected: Record<Locale, string> = {
      en: 'https://en.wikipedia.org/wiki/November_21',
      de: 'https://de.wikipedia.org/wiki/21._November',
      tr: 'https://tr.wikipedia.org/wiki/21_Kas%C4%B1m',
      fr: 'https://fr.wikipedia.org/wiki/21_novembre',
      it: 'https://it.wikipedia.org/wiki/21_novembre',
      es: 'https://es.wikipedia.org/wiki/21_de_noviembre',
      zh: 'https://zh.wikipedia.org/wiki/11%E6%9C%8821%E6%97%A5',
      ja: 'https://ja.wikipedia.org/wiki/11%E6%9C%8821%E6%97%A5',
    };
    for (const locale of LOCALES) expect(wikiUrl(locale, NOV_21)).toBe(expected[locale]);
  });

  it('uses ordinal titles for the first of a month in French and Italian', () => {
    expect(wikiUrl('fr', NOV_1)).toBe('https://fr.wikipedia.org/wiki/1er_novembre');
    expect(wikiUrl('it', NOV_1)).toBe('https://it.wikipedia.org/wiki/1%C2%BA_novembre');
    expect(wikiUrl('es', NOV_1)).toBe('https://es.wikipedia.org/wiki/1_de_noviembre');
  });

  it('keeps the real month spellings in titles', () => {
    expect(wikiUrl('de', { month: 3, day: 5 })).toBe(`https://de.wikipedia.org/wiki/${encodeURIComponent('5._März')}`);
    expect(wikiUrl('fr', { month: 8, day: 15 })).toBe(`https://fr.wikipedia.org/wiki/${encodeURIComponent('15_août')}`);
    expect(wikiUrl('fr', { month: 2, day: 29 })).toBe(`https://fr.wikipedia.org/wiki/${encodeURIComponent('29_février')}`);
    expect(wikiUrl('tr', { month: 2, day: 1 })).toBe(`https://tr.wikipedia.org/wiki/${encodeURIComponent('1_Şubat')}`);
  });
});

describe('paths', () => {
  it('prefixes every locale but English', () => {
    for (const locale of LOCALES) {
      expect(localePrefix(locale)).toBe(locale === 'en' ? '' : `/${locale}`);
    }
  });

  it('builds month-day paths', () => {
    expect(dayPath('en', NOV_21)).toBe('/november-21');
    expect(dayPath('de', NOV_21)).toBe('/de/21-november');
    expect(dayPath('tr', NOV_21)).toBe('/tr/21-kasim');
    expect(dayPath('fr', NOV_1)).toBe('/fr/1er-novembre');
    expect(dayPath('es', NOV_21)).toBe('/es/21-de-noviembre');
  });

  it("builds exact-date paths under each language's day segment", () => {
    const expected: Record<Locale, string> = {
      en: '/day/november-9-1989',
      de: '/de/tag/9-november-1989',
      tr: '/tr/gun/9-kasim-1989',
      fr: '/fr/jour/9-novembre-1989',
      it: '/it/giorno/9-novembre-1989',
      es: '/es/dia/9-de-noviembre-de-1989',
      zh: '/zh/ri/shiyiyue-9-1989',
      ja: '/ja/hi/juichigatsu-9-1989',
    };
    for (const locale of LOCALES) expect(exactDatePath(locale, WALL)).toBe(expected[locale]);
    expect(EXACT_DATE_SEGMENT).toEqual({
      en: 'day',
      de: 'tag',
      tr: 'gun',
      fr: 'jour',
      it: 'giorno',
      es: 'dia',
      zh: 'ri',
      ja: 'hi',
    });
  });
});

describe('dayInfo', () => {
  it('bundles the derived values of a day', () => {
    expect(dayInfo('de', NOV_21)).toEqual({
      month: 11,
      day: 21,
      slug: '21-november',
      siteUrl: '/de/21-november',
      formattedDate: '21. November',
      wikiUrl: 'https://de.wikipedia.org/wiki/21._November',
      monthName: 'November',
      monthUrlName: 'november',
    });
    expect(dayInfo('tr', { month: 2, day: 29 })).toEqual({
      month: 2,
      day: 29,
      slug: '29-subat',
      siteUrl: '/tr/29-subat',
      formattedDate: '29 Şubat',
      wikiUrl: `https://tr.wikipedia.org/wiki/${encodeURIComponent('29_Şubat')}`,
      monthName: 'Şubat',
      monthUrlName: 'subat',
    });
  });
});
