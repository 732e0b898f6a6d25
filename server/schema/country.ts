import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from '../entries/country-codes';
import { builder } from '../graphql/builder';

export const CountryCodeEnum = builder.enumType('CountryCode', {
  description: 'A country, by its ISO 3166-1 alpha-2 code (every code the standard assigns).',
  values: Object.fromEntries(COUNTRY_CODES.map((code) => [code, { value: code, description: COUNTRY_NAMES[code] }])) as Record<
    CountryCode,
    { value: CountryCode; description: string }
  >,
});
