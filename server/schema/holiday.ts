import { HOLIDAY_TYPES, type HolidayType } from '../holidays/catalogue';
import type { HolidayObservance as Observance } from '../holidays/calendar';
import { builder } from '../graphql/builder';
import { DateParts } from './date-parts';

const TYPE_DESCRIPTIONS: Record<HolidayType, string> = {
  public: 'A public holiday: a day off by law.',
  bank: 'A bank holiday: banks and many offices close.',
  school: 'A school holiday.',
  optional: 'A day off that employers or employees may choose to take.',
  observance: 'Observed and celebrated, but not a day off.',
};

export const HolidayTypeEnum = builder.enumType('HolidayType', {
  description: "A holiday's status in one country.",
  values: Object.fromEntries(HOLIDAY_TYPES.map((type) => [type.toUpperCase(), { value: type, description: TYPE_DESCRIPTIONS[type] }])) as Record<
    Uppercase<HolidayType>,
    { value: HolidayType; description: string }
  >,
});

function dateParts(iso: string) {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

export const HolidayObservance = builder.objectRef<Observance>('HolidayObservance').implement({
  description: 'How one country keeps a holiday in one year.',
  fields: (t) => ({
    country: t.exposeString('country', { description: 'The country, ISO 3166-1 alpha-2.' }),
    status: t.field({ type: HolidayTypeEnum, description: 'Its status there.', resolve: (o) => o.type }),
    start: t.field({ type: DateParts, description: 'Its first day there.', resolve: (o) => dateParts(o.start) }),
    end: t.field({ type: DateParts, description: 'Its last day there (the first day for one-day holidays).', resolve: (o) => dateParts(o.end) }),
  }),
});

export interface HolidayDates {
  year: number;
  start: { month: number; day: number };
  end: { month: number; day: number };
}

export const HolidayDatesType = builder.objectRef<HolidayDates>('HolidayDates').implement({
  description: 'When a holiday falls in one year.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year.' }),
    start: t.field({ type: DateParts, description: 'The first day.', resolve: (d) => ({ year: d.year, ...d.start }) }),
    end: t.field({
      type: DateParts,
      description: 'The last day (the first day for one-day holidays; in the next year for a festival that runs past 31 December).',
      resolve: (d) => ({ year: d.end.month < d.start.month ? d.year + 1 : d.year, ...d.end }),
    }),
  }),
});
