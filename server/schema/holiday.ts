import { HOLIDAY_COUNTRIES, HOLIDAY_TYPES, HOLIDAY_YEARS, isHolidayCountry, type HolidayType } from '../holidays/catalogue';
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

/** The countries whose holidays are computed, as the refusals and descriptions name them. */
export const HOLIDAY_COUNTRY_LIST = [...HOLIDAY_COUNTRIES].sort().join(', ');

/** The years holidays are computed for, as an argument's bound with a refusal that says them. */
const yearsMessage = { message: `must be a year from ${HOLIDAY_YEARS.min} to ${HOLIDAY_YEARS.max}, the years holidays are computed for` };
type Bound<T> = [value: T, options: { message: string }];
export const HOLIDAY_YEAR_BOUNDS: { int: Bound<boolean>; min: Bound<number>; max: Bound<number> } = {
  int: [true, { message: 'must be a whole number' }],
  min: [HOLIDAY_YEARS.min, yearsMessage],
  max: [HOLIDAY_YEARS.max, yearsMessage],
};

/**
 * A country code (already one of ISO 3166-1's, as CountryCode) whose holidays are computed: the
 * catalogue keeps the countries of the site's languages, and has no entries for the holidays of
 * others. The refusal names the countries there are.
 */
export const HOLIDAY_COUNTRY_BOUND: [(code: string) => boolean, { message: string }] = [
  isHolidayCountry,
  { message: `must be one of the countries holidays are computed for: ${HOLIDAY_COUNTRY_LIST}` },
];

function dateParts(iso: string) {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

export const HolidayObservance = builder.objectRef<Observance>('HolidayObservance').implement({
  description: 'How one country keeps a holiday in one year: on its own day, or on a substitute day given for it.',
  fields: (t) => ({
    country: t.exposeString('country', { description: 'The country, ISO 3166-1 alpha-2.' }),
    status: t.field({
      type: HolidayTypeEnum,
      description: "Its status there, the country's own (not the strongest of any country, as `Entry.holidayType`); a substitute day's own.",
      resolve: (o) => o.type,
    }),
    start: t.field({ type: DateParts, description: 'Its first day there (with its `weekday`).', resolve: (o) => dateParts(o.start) }),
    end: t.field({ type: DateParts, description: 'Its last day there (the first day for one-day holidays).', resolve: (o) => dateParts(o.end) }),
    substitute: t.boolean({
      description:
        "True for a substitute day: a day off given in place of the holiday's own day, which fell on a weekend or on another holiday (in the United States Friday 3 July 2026 for Saturday's Independence Day), as date-holidays marks it. Listed only when `observances` is asked for `substitutes`.",
      resolve: (o) => o.substitute,
    }),
    rule: t.string({
      nullable: true,
      description:
        'How the country finds this day, in date-holidays\' rule grammar ("easter 39", "3rd monday in January", "07-04 and if sunday then next monday if saturday then previous friday", "substitutes 12-26 if saturday then next monday"); null for holidays members wrote.',
      resolve: (o) => o.rule,
    }),
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
