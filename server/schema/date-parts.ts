import { builder } from '../graphql/builder';

export interface DatePartsShape {
  year: number | null;
  month: number;
  day: number;
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
  }),
});
