/** Counts by year gathered into centuries and their decades, as an index page lists them. */

export interface YearCount {
  year: number;
  count: number;
}

interface DecadeCounts {
  /** The first year of the decade (1980 for 1980 to 1989). */
  decade: number;
  count: number;
  years: YearCount[];
}

export interface CenturyCounts {
  /** The century as people count them: 20 for 1901 to 2000. */
  century: number;
  count: number;
  decades: DecadeCounts[];
}

/** The century a year belongs to: 1901 to 2000 is the 20th. */
export function centuryOf(year: number): number {
  return Math.floor((year - 1) / 100) + 1;
}

/**
 * Years with counts into centuries (newest last) and decades, leaving out years without entries
 * and those outside the years the site has pages for.
 */
export function centuriesOf(years: readonly YearCount[], bounds: { first: number; last: number }): CenturyCounts[] {
  const centuries = new Map<number, CenturyCounts>();
  const sorted = years.filter((y) => y.count > 0 && y.year >= bounds.first && y.year <= bounds.last).sort((a, b) => a.year - b.year);
  for (const { year, count } of sorted) {
    const number = centuryOf(year);
    let century = centuries.get(number);
    if (!century) centuries.set(number, (century = { century: number, count: 0, decades: [] }));
    century.count += count;
    const decade = year - (year % 10);
    let last = century.decades.at(-1);
    if (last?.decade !== decade) century.decades.push((last = { decade, count: 0, years: [] }));
    last.count += count;
    last.years.push({ year, count });
  }
  return [...centuries.values()];
}

/** The first and last years of a century: 1901 and 2000 for the 20th. */
export function centuryYears(century: number): { first: number; last: number } {
  return { first: (century - 1) * 100 + 1, last: century * 100 };
}

/** The years of a decade that belong to a century, as a label: 2000 ends the 20th, 2001 begins the 21st (1–9, 1980–1989, 2000). */
export function decadeSpan(decade: number, century: number): string {
  const years = centuryYears(century);
  const from = Math.max(decade, years.first);
  const to = Math.min(decade + 9, years.last);
  return from === to ? String(from) : `${from}–${to}`;
}

/** A century of an index page with its decades' counts (its years are on the century's page). */
export type IndexCentury = Omit<CenturyCounts, 'decades'> & { decades: Omit<DecadeCounts, 'years'>[] };

/**
 * Counts by century and decade, ordered by both (a decade split by a century's end counted in
 * each: 2000 in the 20th, 2001 to 2009 in the 21st), into the centuries an index lists, leaving
 * out those outside the centuries the site has pages for.
 */
export function indexCenturiesOf(
  groups: readonly { century: number; decade: number; count: number }[],
  bounds: { first: number; last: number },
): IndexCentury[] {
  const centuries: IndexCentury[] = [];
  for (const { century, decade, count } of groups) {
    if (count <= 0 || century < bounds.first || century > bounds.last) continue;
    let last = centuries.at(-1);
    if (last?.century !== century) centuries.push((last = { century, count: 0, decades: [] }));
    last.count += count;
    last.decades.push({ decade, count });
  }
  return centuries;
}

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** A positive whole number in Roman numerals, as French, Italian and Spanish write centuries (XX). */
export function romanNumeral(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}
