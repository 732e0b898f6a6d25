import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { addDays, dayAfterKey, dotLevels, FIRST_DAY_FALLBACK, firstDayOfWeek, monthTitle, monthWeeks, weekdayNames } from './calendar-grid';

describe('the first day of the week', () => {
  it('is Sunday in English and Japanese and Monday in the other languages, Chinese included, as CLDR says', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, firstDayOfWeek(locale)]))).toEqual({ en: 0, tr: 1, de: 1, fr: 1, it: 1, es: 1, zh: 1, ja: 0 });
  });

  it('falls back to a table that says the same as Intl where the browser has no week data', () => {
    for (const locale of LOCALES) expect(FIRST_DAY_FALLBACK[locale], locale).toBe(firstDayOfWeek(locale));
  });
});

describe('a month grid', () => {
  it('starts March 2026 (the 1st a Sunday) in the first column of an English grid and the seventh of a German one', () => {
    expect(monthWeeks(2026, 3, 0)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(2026, 3, 1)[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(monthWeeks(2026, 3, 1)).toHaveLength(6);
    expect(monthWeeks(2026, 3, 1).at(-1)).toEqual([30, 31, null, null, null, null, null]);
  });

  it('keeps February’s 29th in a common year, where 1 March would be', () => {
    const weeks = monthWeeks(2026, 2, 1).flat();
    expect(weeks.filter((day) => day !== null)).toHaveLength(29);
    // 1 March 2026 is a Sunday: the last column of a week from Monday.
    expect(weeks.indexOf(29) % 7).toBe(6);
  });

  it('draws the weekdays of early years right (Date.UTC would take 69 for 1969)', () => {
    // 1 January 69 was a Tuesday in the proleptic Gregorian calendar.
    expect(monthWeeks(69, 1, 1)[0]).toEqual([null, 1, 2, 3, 4, 5, 6]);
  });

  it('names its columns and its month in the reader’s language', () => {
    expect(weekdayNames('de', 1).map((w) => w.long)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(weekdayNames('ja', 0).map((w) => w.short)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(weekdayNames('en', 0)[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(monthTitle('en', 1969, 1)).toBe('January 1969');
    expect(monthTitle('de', 2026, 3)).toBe('März 2026');
    expect(monthTitle('ja', 2026, 3)).toBe('2026年3月');
  });
});

describe('the keys of the date grid', () => {
  const at = { year: 2026, month: 3, day: 14 };
  it('move by a day and a week, across months and years', () => {
    expect(dayAfterKey(at, 'ArrowRight', false, 1)).toEqual({ year: 2026, month: 3, day: 15 });
    expect(dayAfterKey(at, 'ArrowUp', false, 1)).toEqual({ year: 2026, month: 3, day: 7 });
    expect(dayAfterKey({ year: 2026, month: 3, day: 3 }, 'ArrowUp', false, 1)).toEqual({ year: 2026, month: 2, day: 25 });
    expect(dayAfterKey({ year: 2026, month: 12, day: 31 }, 'ArrowRight', false, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(dayAfterKey({ year: 2026, month: 1, day: 1 }, 'ArrowLeft', false, 1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(addDays({ year: 2026, month: 2, day: 28 }, 1)).toEqual({ year: 2026, month: 2, day: 29 });
  });

  it('go to the first and last day of the week within the month', () => {
    // 14 March 2026 is a Saturday: in a week from Monday its week runs 9-15, from Sunday 8-14.
    expect(dayAfterKey(at, 'Home', false, 1)?.day).toBe(9);
    expect(dayAfterKey(at, 'End', false, 1)?.day).toBe(15);
    expect(dayAfterKey(at, 'Home', false, 0)?.day).toBe(8);
    expect(dayAfterKey(at, 'End', false, 0)?.day).toBe(14);
    expect(dayAfterKey({ year: 2026, month: 3, day: 1 }, 'Home', false, 1)?.day).toBe(1);
    expect(dayAfterKey({ year: 2026, month: 3, day: 31 }, 'End', false, 1)?.day).toBe(31);
  });

  it('go a month or, with Shift, a year with Page Up and Page Down, keeping the day where the month has it', () => {
    expect(dayAfterKey({ year: 2026, month: 3, day: 31 }, 'PageUp', false, 1)).toEqual({ year: 2026, month: 2, day: 29 });
    expect(dayAfterKey(at, 'PageDown', false, 1)).toEqual({ year: 2026, month: 4, day: 14 });
    expect(dayAfterKey(at, 'PageDown', true, 1)).toEqual({ year: 2027, month: 3, day: 14 });
    expect(dayAfterKey({ year: 2026, month: 1, day: 5 }, 'PageUp', false, 1)).toEqual({ year: 2025, month: 12, day: 5 });
  });

  it('leave other keys alone', () => {
    expect(dayAfterKey(at, 'Enter', false, 1)).toBeNull();
    expect(dayAfterKey(at, 'a', false, 1)).toBeNull();
  });

  it('stop at the first and the last year', () => {
    expect(dayAfterKey({ year: 1, month: 1, day: 1 }, 'ArrowLeft', false, 1)).toEqual({ year: 1, month: 1, day: 1 });
    expect(dayAfterKey({ year: 1, month: 1, day: 9 }, 'PageUp', false, 1)).toEqual({ year: 1, month: 1, day: 9 });
    expect(dayAfterKey({ year: 9999, month: 12, day: 31 }, 'ArrowDown', false, 1)).toEqual({ year: 9999, month: 12, day: 31 });
  });
});

describe('the dots of a day', () => {
  it('are none for an empty day and one to three by thirds of the days that hold something', () => {
    const level = dotLevels([[0, 1, 1, 2, 5, 9, 40]]);
    expect([0, 1, 2, 5, 9, 40].map(level)).toEqual([0, 1, 2, 2, 3, 3]);
  });

  it('are one for every day when all hold as much', () => {
    const level = dotLevels([[3, 3], [3]]);
    expect(level(3)).toBe(1);
  });
});
