import { builder } from '../graphql/builder';

export const EntryKindEnum = builder.enumType('EntryKind', {
  description: 'What an entry is.',
  values: {
    EVENT: { description: 'Something that happened on a date.' },
    PERSON: { description: 'Somebody, listed on the day of birth and on the day of death.' },
    HOLIDAY: { description: 'A holiday or special day, fixed or movable.' },
    PERSONAL: { description: 'A paid personal listing: a birthday, anniversary, memorial or event.' },
  } as const,
});
