import { builder } from '../graphql/builder';
import { calendarCounts, type CalendarMonthCounts } from '../entries/calendar-counts';
import { LocaleEnum } from './locale';

const CalendarMonth = builder.objectRef<CalendarMonthCounts>('CalendarMonth').implement({
  description: 'How many entries each day of one month lists in a language, for a calendar.',
  fields: (t) => ({
    month: t.exposeInt('month', { description: 'The month, 1 to 12.' }),
    days: t.exposeIntList('days', {
      description:
        'How many entries each day of the month lists: the first number is the 1st. Counts what the day’s page lists: its events, the persons born and the persons who died on it, and the holidays and personal entries dated to it (a movable feast, whose day depends on the year, is not counted). February has 29 days.',
    }),
  }),
});

builder.queryField('calendarCounts', (t) =>
  t.field({
    type: [CalendarMonth],
    description: 'How many entries each day of the year lists in a language: the twelve months, from the counts kept by day (one statement).',
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language whose listed entries count.' }) },
    resolve: (_root, { locale }, ctx) => calendarCounts(ctx.db, locale),
  }),
);
