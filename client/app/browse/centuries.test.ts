import { describe, expect, it } from 'vitest';
import { BROWSE_CENTURIES, BROWSE_YEARS } from '#shared/paths';
import { centuriesOf, centuryOf, decadeSpan, indexCenturiesOf, romanNumeral } from './centuries';

describe('centuries of an index page', () => {
  it('counts centuries as people do: 1901 to 2000 is the 20th', () => {
    expect(centuryOf(1)).toBe(1);
    expect(centuryOf(100)).toBe(1);
    expect(centuryOf(101)).toBe(2);
    expect(centuryOf(1900)).toBe(19);
    expect(centuryOf(1901)).toBe(20);
    expect(centuryOf(2000)).toBe(20);
    expect(centuryOf(2001)).toBe(21);
  });

  it('gathers years into centuries and decades, in order, with their sums', () => {
    const counts = [
      { year: 1989, count: 3 },
      { year: 2000, count: 1 },
      { year: 1453, count: 2 },
      { year: 1981, count: 4 },
      { year: 2001, count: 5 },
      { year: 1990, count: 0 },
    ];
    expect(centuriesOf(counts, { first: 1, last: 2100 })).toEqual([
      { century: 15, count: 2, decades: [{ decade: 1450, count: 2, years: [{ year: 1453, count: 2 }] }] },
      {
        century: 20,
        count: 8,
        decades: [
          {
            decade: 1980,
            count: 7,
            years: [
              { year: 1981, count: 4 },
              { year: 1989, count: 3 },
            ],
          },
          { decade: 2000, count: 1, years: [{ year: 2000, count: 1 }] },
        ],
      },
      { century: 21, count: 5, decades: [{ decade: 2000, count: 5, years: [{ year: 2001, count: 5 }] }] },
    ]);
  });

  it('leaves out years the site has no pages for', () => {
    expect(centuriesOf([{ year: 2500, count: 1 }], { first: 1, last: 2100 })).toEqual([]);
  });

  it('has a page for each century of the years it has pages for', () => {
    expect(centuryOf(BROWSE_YEARS.first)).toBe(BROWSE_CENTURIES.first);
    expect(centuryOf(BROWSE_YEARS.last)).toBe(BROWSE_CENTURIES.last);
  });

  it('gathers the counts by century and decade of an index, as the years would give them', () => {
    const groups = [
      { century: 15, decade: 1450, count: 2 },
      { century: 20, decade: 1980, count: 7 },
      { century: 20, decade: 2000, count: 1 },
      { century: 21, decade: 2000, count: 5 },
      { century: 22, decade: 2100, count: 9 },
    ];
    expect(indexCenturiesOf(groups, BROWSE_CENTURIES)).toEqual([
      { century: 15, count: 2, decades: [{ decade: 1450, count: 2 }] },
      {
        century: 20,
        count: 8,
        decades: [
          { decade: 1980, count: 7 },
          { decade: 2000, count: 1 },
        ],
      },
      { century: 21, count: 5, decades: [{ decade: 2000, count: 5 }] },
    ]);
  });

  it('names a decade by the years it has in a century: the first decade has no year 0 and 2000 ends the 20th', () => {
    expect(decadeSpan(0, 1)).toBe('1–9');
    expect(decadeSpan(100, 1)).toBe('100');
    expect(decadeSpan(100, 2)).toBe('101–109');
    expect(decadeSpan(1980, 20)).toBe('1980–1989');
    expect(decadeSpan(2000, 20)).toBe('2000');
    expect(decadeSpan(2000, 21)).toBe('2001–2009');
  });

  it('writes Roman numerals', () => {
    expect([1, 4, 9, 14, 19, 20, 21, 40, 90, 99].map(romanNumeral)).toEqual(['I', 'IV', 'IX', 'XIV', 'XIX', 'XX', 'XXI', 'XL', 'XC', 'XCIX']);
  });
});
