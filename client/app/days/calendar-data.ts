/**
 * What the calendar needs from a page's loader: how many entries each day of the year lists in
 * the page's language, one statement over the counts the database keeps by day. It travels in the
 * page's data, so a kept page keeps its calendar with it.
 */
import type { RouterContextProvider } from 'react-router';
import { graphql } from '../graphql';
import { loadQuery } from '../lib/route-data';
import type { Locale } from '#shared/locales';
import type { CalendarCounts } from './Calendar';

const CalendarCountsQuery = graphql(`
  query CalendarCounts($locale: Locale!) {
    calendarCounts(locale: $locale) {
      ...Calendar_counts
    }
  }
`);

/** The counts for `<Calendar counts>`, asked beside the route's own query. */
export async function loadCalendarCounts(context: Readonly<RouterContextProvider>, locale: Locale): Promise<CalendarCounts> {
  return (await loadQuery(context, CalendarCountsQuery, { locale })).calendarCounts;
}
