import { LOCALES, LOCALE_INFO } from '#shared/locales';
import { builder } from '../graphql/builder';

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language of Daypedia.',
  values: Object.fromEntries(LOCALES.map((code) => [code, { value: code, description: LOCALE_INFO[code].name }])) as Record<
    (typeof LOCALES)[number],
    { value: (typeof LOCALES)[number]; description: string }
  >,
});
