/** What a day page tells search engines and the browser's title: the date, and how much it lists. */
import { getFragmentData, graphql, type FragmentType } from '../graphql';

export const DaySummaryFragment = graphql(`
  fragment DaySummary_day on Day {
    month
    day
    formattedDate
    counts {
      events
      births
      deaths
      holidays
      personalEntries
    }
  }
`);

export function daySummaryOf(dayRef: FragmentType<typeof DaySummaryFragment>) {
  const day = getFragmentData(DaySummaryFragment, dayRef);
  const { events, births, deaths, holidays, personalEntries } = day.counts;
  return {
    monthDay: { month: day.month, day: day.day },
    counts: { date: day.formattedDate, events, births, deaths, holidays, personalEntries },
  };
}
