import { LOCALES, LOCALE_INFO } from '../../client/shared/locales';
import { builder } from '../builder';

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language of Daypedia.',
  values: Object.fromEntries(LOCALES.map((code) => [code, { value: code, description: LOCALE_INFO[code].name }])) as Record<
    (typeof LOCALES)[number],
    { value: (typeof LOCALES)[number]; description: string }
  >,
});

export const EntryKindEnum = builder.enumType('EntryKind', {
  description: 'What an entry is.',
  values: {
    EVENT: { description: 'Something that happened on a date.' },
    PERSON: { description: 'Somebody, listed on the day of birth and on the day of death.' },
    HOLIDAY: { description: 'A holiday or special day, fixed or movable.' },
    PERSONAL: { description: 'A paid personal listing: a birthday, anniversary, memorial or event.' },
  } as const,
});
