/** The description of a day or an exact date for search engines and link previews: it names only the sections that list something. */
import type { IntlShape } from 'react-intl';

export interface DayCounts {
  date: string;
  holidays: number;
  events: number;
  births: number;
  deaths: number;
  personalEntries: number;
}

/** Whether a day lists nothing at all: such a page is not worth a search result. */
export function isEmptyDay(counts: DayCounts): boolean {
  return counts.holidays + counts.events + counts.births + counts.deaths + counts.personalEntries === 0;
}

export function dayDescription(intl: IntlShape, counts: DayCounts): string {
  if (isEmptyDay(counts)) return intl.formatMessage({ id: 'day.descriptionEmpty' }, { date: counts.date });
  // In the order the page shows its sections.
  const sections = [
    counts.holidays ? intl.formatMessage({ id: 'day.countHolidays' }, { count: counts.holidays }) : null,
    counts.events ? intl.formatMessage({ id: 'day.countEvents' }, { count: counts.events }) : null,
    counts.births ? intl.formatMessage({ id: 'day.countBirths' }, { count: counts.births }) : null,
    counts.deaths ? intl.formatMessage({ id: 'day.countDeaths' }, { count: counts.deaths }) : null,
    counts.personalEntries ? intl.formatMessage({ id: 'day.countPersonal' }, { count: counts.personalEntries }) : null,
  ].filter((text) => text !== null);
  return intl.formatMessage({ id: 'day.description' }, { date: counts.date, sections: intl.formatList(sections, { type: 'conjunction' }) });
}
