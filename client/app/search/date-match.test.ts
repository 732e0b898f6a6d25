import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import { dateTarget, type DateMatch } from './date-match';

const dateMatchPath = (locale: Locale, match: DateMatch | null) => dateTarget(locale, match)?.path ?? null;

describe('the page of a date a query names', () => {
  it('leads a day to its day page, an exact date to its own page and a year to its year page', () => {
    expect(dateMatchPath('de', { month: 11, day: 9 })).toBe('/de/9-november');
    expect(dateMatchPath('de', { year: 1989, month: 11, day: 9 })).toBe('/de/tag/9-november-1989');
    expect(dateMatchPath('zh', { month: 11, day: 9 })).toBe('/zh/shiyiyue-9');
    expect(dateMatchPath('en', { year: 1989 })).toBe('/year/1989');
    expect(dateMatchPath('de', { year: 1989 })).toBe('/de/jahr/1989');
    expect(dateMatchPath('es', { year: 1989, month: null, day: null })).toBe('/es/ano/1989');
  });

  it('leads nowhere for no match or a date that does not exist', () => {
    expect(dateMatchPath('en', null)).toBeNull();
    expect(dateMatchPath('en', {})).toBeNull();
    expect(dateMatchPath('en', { month: 2, day: 30 })).toBeNull();
    expect(dateMatchPath('en', { year: 1989, month: 2, day: 29 })).toBeNull();
    expect(dateMatchPath('en', { year: 1989, month: 11 })).toBeNull();
  });

  it('writes the date as the language does', () => {
    expect(dateTarget('de', { year: 1989, month: 11, day: 9 })?.text).toBe('9. November 1989');
    expect(dateTarget('en', { month: 11, day: 9 })?.text).toBe('November 9');
    expect(dateTarget('zh', { month: 11, day: 9 })?.text).toBe('11月9日');
    expect(dateTarget('ja', { year: 1989 })).toEqual({ path: '/ja/nen/1989', year: 1989 });
  });
});
