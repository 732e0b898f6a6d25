import { describe, expect, it } from 'vitest';
import { centuriesOf, centuryOf, romanNumeral } from './centuries';

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

  it('writes Roman numerals', () => {
    expect([1, 4, 9, 14, 19, 20, 21, 40, 90, 99].map(romanNumeral)).toEqual(['I', 'IV', 'IX', 'XIV', 'XIX', 'XX', 'XXI', 'XL', 'XC', 'XCIX']);
  });
});
