import { builder } from '../graphql/builder';

export interface DatePartsShape {
  year: number | null;
  month: number;
  day: number;
}

/** ISO 8601's days of the week, Monday first. */
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
type Weekday = (typeof WEEKDAYS)[number];

const WeekdayEnum = builder.enumType('Weekday', {
  description: 'A day of the week, as ISO 8601 names and orders them (Monday first).',
  values: Object.fromEntries(
    WEEKDAYS.map((weekday, i) => [weekday, { description: `${weekday[0]}${weekday.slice(1).toLowerCase()}, day ${i + 1} of the ISO week.` }]),
  ) as Record<Weekday, { description: string }>,
});

/**
 * The day of the week of a date in the Gregorian calendar, counted back before 1582 as ISO 8601
 * does; null for a date that does not exist. setUTCFullYear, unlike Date.UTC, reads years below
 * 100 as they are.
 */
function weekdayOf(year: number, month: number, day: number): Weekday | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return WEEKDAYS[(date.getUTCDay() + 6) % 7];
}

export const DateParts = builder.objectRef<DatePartsShape>('DateParts').implement({
  description: 'A calendar date; the year is missing for holidays that recur on a fixed day.',
  fields: (t) => ({
    year: t.exposeInt('year', { nullable: true, description: 'The year, when known.' }),
    month: t.exposeInt('month', { description: 'The month, 1 to 12.' }),
    day: t.exposeInt('day', { description: 'The day of the month.' }),
    iso: t.string({
      nullable: true,
      description: 'The date as YYYY-MM-DD when the year is known.',
      resolve: (d) => (d.year === null ? null : `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`),
    }),
    weekday: t.field({
      type: WeekdayEnum,
      nullable: true,
      description: 'The day of the week when the year is known, in the Gregorian calendar (counted back before 1582 as ISO 8601 does); null without a year.',
      resolve: (d) => (d.year === null ? null : weekdayOf(d.year, d.month, d.day)),
    }),
  }),
});
