import { builder } from '../graphql/builder';

export interface DayCountsShape {
  events: number;
  births: number;
  deaths: number;
  holidays: number;
  personalEntries: number;
}

/** How many entries each section of a day lists, without listing them. */
export const DayCounts = builder.objectRef<DayCountsShape>('DayCounts').implement({
  description: 'How many entries each section of a day lists.',
  fields: (t) => ({
    events: t.exposeInt('events', { description: 'Events.' }),
    births: t.exposeInt('births', { description: 'Persons born on the day.' }),
    deaths: t.exposeInt('deaths', { description: 'Persons who died on the day.' }),
    holidays: t.exposeInt('holidays', { description: 'Holidays and special days.' }),
    personalEntries: t.exposeInt('personalEntries', { description: 'Paid personal entries.' }),
  }),
});
