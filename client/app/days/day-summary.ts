/** What a day page tells search engines and the browser's title: the date, how much it lists and the entries it shows. */
import { getFragmentData, graphql, type FragmentType } from '../graphql';
import type { ListedOnPage } from '../seo/item-list';

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
    holidays {
      title
      path
    }
    events: highlights(section: EVENTS) {
      title
      path
    }
    births: highlights(section: BIRTHS) {
      title
      path
    }
    deaths: highlights(section: DEATHS) {
      title
      path
    }
  }
`);

export function daySummaryOf(dayRef: FragmentType<typeof DaySummaryFragment>) {
  const day = getFragmentData(DaySummaryFragment, dayRef);
  const { events, births, deaths, holidays, personalEntries } = day.counts;
  // In the order the page shows its sections; personal entries have no page of their own.
  const shown: ListedOnPage[] = [...day.holidays, ...day.events, ...day.births, ...day.deaths].flatMap((e) =>
    e.path ? [{ name: e.title, path: e.path }] : [],
  );
  return {
    shown,
    monthDay: { month: day.month, day: day.day },
    counts: { date: day.formattedDate, events, births, deaths, holidays, personalEntries },
  };
}
