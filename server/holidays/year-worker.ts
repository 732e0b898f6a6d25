/**
 * Runs in the holiday worker thread: one year of every country's holidays, with the substitute
 * days given for them. The answer crosses to the main thread by structured clone, so it is plain
 * data (strings, no Dates or classes).
 */
import { holidayOccurrences, type HolidayOccurrence } from './catalogue';

export default function occurrencesOfYear(year: number): HolidayOccurrence[] {
  return holidayOccurrences(year, { substitutes: true });
}
