import { COUNTRY_CODES } from '../entries/country-codes';
import { ENTRY_FILTER_LIMITS } from '../entries/entry-filter';
import { HOLIDAY_TYPES } from '../holidays/catalogue';
import { SEARCH_LIMITS } from '../search/search-entries';
import { isSearchableTerm, SEARCH_MIN_LETTERS } from '../search/search-text';
import { builder } from '../graphql/builder';
import { nodeRowId } from '../graphql/global-id';
import { CountryCodeEnum } from './country';
import { EntryKindEnum } from './entry-kind';
import { HolidayTypeEnum } from './holiday';
import { LocaleEnum } from './locale';

const YEAR = { int: true, min: 1, max: 9999 } as const;
const MONTH = { int: true, min: 1, max: 12 } as const;
const DAY = { int: true, min: 1, max: 31 } as const;

const DateRange = builder.inputType('DateRange', {
  description:
    'Parts of a date, each optional; every part given must hold, and a range with no parts matches any date there is. `{ fromYear: 1850, toYear: 1900 }` is 1 January 1850 to 31 December 1900; `{ month: 11 }` any 1 to 30 November.',
  fields: (t) => ({
    fromYear: t.int({ description: 'The year or later (1 to 9999).', validate: YEAR }),
    toYear: t.int({ description: 'The year or earlier (1 to 9999), not before `fromYear`.', validate: YEAR }),
    month: t.int({ description: 'In this month, 1 to 12.', validate: MONTH }),
    day: t.int({ description: 'On this day of the month, 1 to 31.', validate: DAY }),
  }),
  validate: [(range) => range.fromYear == null || range.toYear == null || range.fromYear <= range.toYear, { message: 'fromYear must not come after toYear' }],
});

export const EntryFilter = builder.inputType('EntryFilter', {
  description:
    'Which entries: listed entries published in `locale` that pass every field given (fields left out or null do not filter). The same filter gives the same entries to `entries`, `entryCounts` and exports.',
  fields: (t) => ({
    locale: t.field({
      type: LocaleEnum,
      required: true,
      description:
        'The language to read them in: only entries with a published text in it (a text borrowed from another language included; see `fallbackFrom`).',
    }),
    kind: t.field({ type: EntryKindEnum, description: 'Only entries of this kind.' }),
    month: t.int({
      description:
        "One of the entry's dates is in this month (1-12): an event's or personal entry's date, a holiday's fixed day (movable feasts have none), or a person's birth or death, either of them. With `day`, `yearFrom` or `yearTo`, one and the same date must satisfy them all. For persons use `birth` and `death` to say which.",
      validate: MONTH,
    }),
    day: t.int({ description: "One of the entry's dates is on this day of the month (1-31); see `month` for which dates.", validate: DAY }),
    yearFrom: t.int({
      description: "One of the entry's dates is in this year or later (1-9999); see `month` for which dates. Holidays have no year and never match.",
      validate: YEAR,
    }),
    yearTo: t.int({
      description: "One of the entry's dates is in this year or earlier (1-9999); see `month` for which dates. Holidays have no year and never match.",
      validate: YEAR,
    }),
    countries: t.field({
      type: [CountryCodeEnum],
      description: `Entries that belong to at least one of these countries (see \`Entry.countries\`); at most ${COUNTRY_CODES.length} codes.`,
      validate: { maxLength: COUNTRY_CODES.length },
    }),
    holidayTypes: t.field({
      type: [HolidayTypeEnum],
      description: `Holidays whose status (\`Entry.holidayType\`, the strongest they have in any country) is one of these; a holiday members wrote counts as an observance. Other kinds never match. At most ${HOLIDAY_TYPES.length} values.`,
      validate: { maxLength: HOLIDAY_TYPES.length },
    }),
    search: t.string({
      description: `Entries whose text in \`locale\` (the title, the summary or the article) holds every word of this text, found as the site's \`search\` finds them, without the typos it forgives or the dates it reads: a word in any of its forms in the language ("Mondlandungen" finds "Mondlandung"), ignoring case and accents ("cafe" finds "Café"); the last word also as the beginning of longer ones unless the text ends with a space ("constitution" finds "constitutional"), never a word inside another ("saw" does not find "Warsaw"). A Chinese or Japanese word is found by its pairs of characters, a single character too ("登月", "月"); the commonest words of a language ("the", "und") are not looked for. At most ${SEARCH_LIMITS.queryLength.max} characters, with at least ${SEARCH_MIN_LETTERS} letters or digits once accents and combining marks are set aside (a Chinese, Japanese or Korean character is enough).`,
      validate: {
        maxLength: [SEARCH_LIMITS.queryLength.max, { message: `must have at most ${SEARCH_LIMITS.queryLength.max} characters` }],
        refine: [
          [
            isSearchableTerm,
            {
              message: `must have at least ${SEARCH_MIN_LETTERS} letters or digits once accents and marks are set aside (fewer only in Chinese, Japanese or Korean)`,
            },
          ],
          // Exports keep their filter in PostgreSQL as JSON, which cannot hold it.
          [(search) => !search.includes('\u0000'), { message: 'must not contain the NUL character' }],
        ],
      },
    }),
    updatedSince: t.field({
      type: 'DateTime',
      description: 'Entries whose text in `locale` changed at or after this time (their `updatedAt`); a time in the years 1 to 9999.',
      validate: { refine: [(time) => time.getUTCFullYear() >= 1 && time.getUTCFullYear() <= 9999, { message: 'must be a time in the years 1 to 9999' }] },
    }),
    ids: t.idList({
      description: `Only these entries: their \`id\` (global ID) or \`databaseId\`; at most ${ENTRY_FILTER_LIMITS.ids}.`,
      validate: { maxLength: ENTRY_FILTER_LIMITS.ids, items: nodeRowId('Entry') },
    }),
    birth: t.field({
      type: DateRange,
      description:
        'Persons born in this range. With `death` both must hold: `{ birth: { fromYear: 1850, toYear: 1900 }, death: { month: 11 } }` is persons born 1850 to 1900 who died in a November. Other kinds never match.',
    }),
    death: t.field({
      type: DateRange,
      description: 'Persons who died in this range (`{}`: every person who has died). With `birth` both must hold. Other kinds never match.',
    }),
  }),
});
