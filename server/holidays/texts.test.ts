import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { catalogueHolidays, fixedDayOf, HOLIDAY_COUNTRIES } from './catalogue';
import { COUNTRY_LANGUAGES, holidayName, holidayTable } from './texts';

describe('holiday names and texts', () => {
  const holidays = new Map(catalogueHolidays([2025, 2026, 2027, 2028]).map((h) => [h.key, h]));

  it.each(LOCALES)('names every catalogue holiday in %s, none borrowed', (locale) => {
    const borrowed = [...holidays].filter(([key, h]) => holidayName(key, h.rules, h.englishName, locale).fallbackFrom).map(([key]) => key);
    expect(borrowed).toEqual([]);
  });

  it.each(LOCALES)('explains every catalogue holiday in %s, and how the date of each movable one is found', (locale) => {
    const table = holidayTable(locale);
    for (const [key, holiday] of holidays) {
      expect(table[key]?.about?.length ?? 0, `${key}: about`).toBeGreaterThan(20);
      if (Object.values(holiday.rules).some((rule) => !fixedDayOf(rule))) expect(table[key]?.dateRule?.length ?? 0, `${key}: dateRule`).toBeGreaterThan(5);
    }
  });

  it('keeps no text for holidays the catalogue does not have', () => {
    for (const locale of LOCALES) expect(Object.keys(holidayTable(locale)).filter((key) => !holidays.has(key))).toEqual([]);
  });

  it('borrows a name it has in no table, from a country that keeps the day, and says from which language', () => {
    // Not in the tables: the package has Weiberfastnacht in German only.
    expect(holidayName('holiday:test:unlisted', { DE: 'easter -52' }, "Women's Carnival Day", 'ja')).toEqual({ name: 'Weiberfastnacht', fallbackFrom: 'de' });
    expect(holidayName('holiday:test:unlisted', { DE: 'easter -52' }, "Women's Carnival Day", 'de')).toEqual({ name: 'Weiberfastnacht', fallbackFrom: null });
    // Japan's name is in the package under its own code, "jp".
    expect(holidayName('holiday:test:unlisted', { JP: '01-01' }, "New Year's Day", 'ja')).toEqual({ name: '元日', fallbackFrom: null });
  });

  it('knows the languages of every country it lists', () => {
    expect(Object.keys(COUNTRY_LANGUAGES).sort()).toEqual([...HOLIDAY_COUNTRIES].sort());
  });
});
