/** What a day page tells search engines and the browser's title: the date and how much it lists. */
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
    }
  }
`);

export function daySummaryOf(dayRef: FragmentType<typeof DaySummaryFragment>) {
  const day = getFragmentData(DaySummaryFragment, dayRef);
  return {
    monthDay: { month: day.month, day: day.day },
    counts: { date: day.formattedDate, events: day.counts.events, births: day.counts.births, deaths: day.counts.deaths, holidays: day.counts.holidays },
  };
}
