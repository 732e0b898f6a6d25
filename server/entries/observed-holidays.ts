/**
 * The filter by observance made ready for SQL. Which country keeps which holiday in which year,
 * and how, is computed by date-holidays on the holiday thread (server/holidays/), not stored: the
 * year's holidays are asked for once (then kept with every other reader's), and the holidays the
 * filter names go into its SQL as a list of rows, so that a page, a count or an export of entries
 * computes nothing per entry.
 */
import type { Context } from '../graphql/context';
import { isHolidayCountry } from '../holidays/catalogue';
import type { EntryFilter, ReadyEntryFilter } from './entry-filter';
import { calendarYear } from './views';

/** The filter with the holidays its `observedIn` names read from their year (this year when it gives none). */
export async function readyEntryFilter(ctx: Context, filter: EntryFilter): Promise<ReadyEntryFilter> {
  const { observedIn } = filter;
  if (!observedIn) return filter;
  const year = calendarYear(ctx, observedIn.year ?? new Date().getUTCFullYear());
  const observed = await ctx.holidays.observedIn(year, {
    // The schema refuses a country whose holidays are not computed; none of them could match.
    countries: observedIn.countries?.filter(isHolidayCountry),
    types: observedIn.types,
  });
  return { ...filter, observed };
}
