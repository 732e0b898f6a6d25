/** How counts group a year in SQL: by the year itself, its decade or its century. */

/** A whole number rounded down to a multiple of `step`, in integer arithmetic (numeric division over a million rows costs seconds). */
function floorTo(value: string, step: number): string {
  return `(${value} - ((${value} % ${step}) + ${step}) % ${step})`;
}

/** The key of the year's group given as SQL: the year, its decade (1980 for 1989) or its century (20 for 1989, 1 for the year 100). */
export function yearGroupKey(by: 'YEAR' | 'DECADE' | 'CENTURY', year: string): string {
  if (by === 'YEAR') return year;
  if (by === 'DECADE') return floorTo(year, 10);
  return `(${floorTo(`(${year} - 1)`, 100)} / 100 + 1)`;
}
