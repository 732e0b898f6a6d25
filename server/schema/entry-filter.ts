import { builder } from '../builder';
import { EntryKindEnum } from './entry-kind';
import { LocaleEnum } from './locale';

export const EntryFilter = builder.inputType('EntryFilter', {
  description: 'Which entries to list.',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, required: true, description: 'The language to read them in.' }),
    kind: t.field({ type: EntryKindEnum, description: 'Only entries of this kind.' }),
    month: t.int({ description: 'Only entries on this month (1-12).', validate: { int: true, min: 1, max: 12 } }),
    day: t.int({ description: 'Only entries on this day of the month.', validate: { int: true, min: 1, max: 31 } }),
    yearFrom: t.int({ description: 'Only dates in this year or later.', validate: { int: true, min: 1, max: 9999 } }),
    yearTo: t.int({ description: 'Only dates in this year or earlier.', validate: { int: true, min: 1, max: 9999 } }),
  }),
});
