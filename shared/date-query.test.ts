import { describe, expect, it } from 'vitest';
import { parseDateQuery, type DateQuery } from './date-query';
import type { Locale } from './locales';

const NOV_9: DateQuery = { month: 11, day: 9 };
const WALL: DateQuery = { year: 1989, month: 11, day: 9 };
const YEAR: DateQuery = { year: 1989 };

/** [text, language, what it names] */
const DATES: [string, Locale, DateQuery | null][] = [
  // English
  ['9 November', 'en', NOV_9],
  ['november 9', 'en', NOV_9],
  ['November 9th', 'en', NOV_9],
  ['november 9 1989', 'en', WALL],
  ['November 9, 1989', 'en', WALL],
  ['9 November 1989', 'en', WALL],
  ['the 9th of November 1989', 'en', WALL],
  ['Nov 9', 'en', NOV_9],
  ['NOVEMBER 9', 'en', NOV_9],
  ['1989-11-09', 'en', WALL],
  ['1989', 'en', YEAR],
  // German
  ['9. November', 'de', NOV_9],
  ['9. November 1989', 'de', WALL],
  ['9 november 1989', 'de', WALL],
  ['am 9. November 1989', 'de', WALL],
  ['14. März', 'de', { month: 3, day: 14 }],
  ['14. Marz', 'de', { month: 3, day: 14 }],
  ['14. Maerz', 'de', { month: 3, day: 14 }],
  ['1989', 'de', YEAR],
  // Turkish, dotted and dotless i alike
  ['9 kasım', 'tr', NOV_9],
  ['9 Kasim', 'tr', NOV_9],
  ['9 KASIM 1989', 'tr', WALL],
  ['9 Kasım 1989', 'tr', WALL],
  ['29 Ekim 1923', 'tr', { year: 1923, month: 10, day: 29 }],
  ['1 Şubat', 'tr', { month: 2, day: 1 }],
  ['1 subat', 'tr', { month: 2, day: 1 }],
  ['19 Mayıs 1919', 'tr', { year: 1919, month: 5, day: 19 }],
  // French
  ['9 novembre 1989', 'fr', WALL],
  ['9 novembre', 'fr', NOV_9],
  ['1er novembre', 'fr', { month: 11, day: 1 }],
  ['14 juillet 1789', 'fr', { year: 1789, month: 7, day: 14 }],
  ['15 août', 'fr', { month: 8, day: 15 }],
  ['15 aout', 'fr', { month: 8, day: 15 }],
  ['le 3 décembre', 'fr', { month: 12, day: 3 }],
  // Italian
  ['9 novembre 1989', 'it', WALL],
  ['1º maggio', 'it', { month: 5, day: 1 }],
  ['2 giugno 1946', 'it', { year: 1946, month: 6, day: 2 }],
  // Spanish
  ['9 de noviembre de 1989', 'es', WALL],
  ['9 de noviembre', 'es', NOV_9],
  ['9 noviembre 1989', 'es', WALL],
  ['12 de Octubre', 'es', { month: 10, day: 12 }],
  // Chinese
  ['11月9日', 'zh', NOV_9],
  ['1989年11月9日', 'zh', WALL],
  ['11月9号', 'zh', NOV_9],
  ['１１月９日', 'zh', NOV_9],
  ['1989年', 'zh', YEAR],
  ['1989', 'zh', YEAR],
  // Japanese
  ['11月9日', 'ja', NOV_9],
  ['1989年11月9日', 'ja', WALL],
  ['1989年', 'ja', YEAR],
  // Impossible dates
  ['31 February', 'en', null],
  ['31. Februar', 'de', null],
  ['30 şubat', 'tr', null],
  ['31 de abril', 'es', null],
  ['2月30日', 'zh', null],
  ['29 February 1900', 'en', null],
  ['29 February 2000', 'en', { year: 2000, month: 2, day: 29 }],
  ['29 February', 'en', { month: 2, day: 29 }],
  ['13月1日', 'ja', null],
  ['0 November', 'en', null],
  // No dates at all
  ['Apollo 11', 'en', null],
  ['Mondlandung', 'de', null],
  ['9 November and more', 'en', null],
  ['November', 'en', null],
  ['9', 'en', null],
  ['11', 'en', null],
  ['登月', 'zh', null],
  ['', 'en', null],
  ['ju 9', 'fr', null],
  ['1989 9 November', 'en', null],
];

describe('parseDateQuery', () => {
  it.each(DATES)('reads %j in %s', (text, locale, expected) => {
    expect(parseDateQuery(text, locale)).toEqual(expected);
  });

  it('reads the English month names in every language, as readers often type them', () => {
    expect(parseDateQuery('november 9 1989', 'de')).toEqual(WALL);
    expect(parseDateQuery('9 November', 'tr')).toEqual(NOV_9);
  });
});
