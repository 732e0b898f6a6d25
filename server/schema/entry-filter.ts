import { COUNTRY_CODES } from '../entries/country-codes';
import { LOCALES } from '#shared/locales';
import { ENTRY_FILTER_LIMITS } from '../entries/entry-filter';
import { HOLIDAY_COUNTRIES, HOLIDAY_TYPES, HOLIDAY_YEARS } from '../holidays/catalogue';
import { SEARCH_LIMITS } from '../search/search-entries';
import { isSearchableTerm, SEARCH_MIN_LETTERS } from '../search/search-text';
import { builder } from '../graphql/builder';
import { nodeRowId } from '../graphql/global-id';
import { CountryCodeEnum } from './country';
import { EntryKindEnum } from './entry-kind';
import { HOLIDAY_COUNTRY_LIST, HOLIDAY_YEAR_BOUNDS, HOLIDAY_COUNTRY_BOUND, HolidayTypeEnum } from './holiday';
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

const HolidayObservedIn = builder.inputType('HolidayObservedIn', {
  description: `Holidays as one or more countries observe them in one year: each country's own holidays, days and statuses, as date-holidays computes them (\`Entry.observances\` lists them). \`{ countries: [DE], year: 2026, types: [PUBLIC] }\` is Germany's nine nationwide public holidays of 2026. A holiday is observed in a year when its own day, or a substitute day given for it (\`HolidayObservance.substitute\`), falls in that year: substitute days count as observances of their holiday. Its status in a country is the strongest of those days there, so a substitute day never changes it (Spain gives some substitute days as observances only: the holiday stays PUBLIC there).`,
  fields: (t) => ({
    countries: t.field({
      type: [CountryCodeEnum],
      description: `Observed in at least one of these countries; every country holidays are computed for (${HOLIDAY_COUNTRY_LIST}) when left out. Others are refused (BAD_USER_INPUT); at most ${HOLIDAY_COUNTRIES.length} codes.`,
      validate: {
        maxLength: [HOLIDAY_COUNTRIES.length, { message: `must have at most ${HOLIDAY_COUNTRIES.length} codes` }],
        items: { refine: HOLIDAY_COUNTRY_BOUND },
      },
    }),
    year: t.int({
      description: `In this year, ${HOLIDAY_YEARS.min} to ${HOLIDAY_YEARS.max} (the years holidays are computed for); this year (UTC) when left out.`,
      validate: HOLIDAY_YEAR_BOUNDS,
    }),
    types: t.field({
      type: [HolidayTypeEnum],
      description: `With one of these statuses in such a country (its own status there, not the strongest of any country as \`holidayTypes\` reads); every status when left out. At most ${HOLIDAY_TYPES.length} values.`,
      validate: { maxLength: HOLIDAY_TYPES.length },
    }),
  }),
});

const EntrySearchInEnum = builder.enumType('EntrySearchIn', {
  description: 'Where `EntryFilter.search` looks for its words.',
  values: {
    ALL: { description: 'The title, the summary and the article: the whole text (as when left out).' },
    TITLE: {
      description:
        'The title alone: every word must be in it, found as in the whole text (forms, case, accents, the last word as a beginning); a Chinese or Japanese word as written there, its pairs of characters in a row.',
    },
  } as const,
});

const NativeLanguages = builder.inputType('NativeLanguages', {
  description:
    'Languages an entry is written in: published there with a text of its own, not one borrowed from another language (`Entry.fallbackFrom` null there; `EntryTranslation`s list both). `{ locales: [en, de, fr], all: true }` is the entries written in all three.',
  fields: (t) => ({
    locales: t.field({
      type: [LocaleEnum],
      required: true,
      description: `The languages, 1 to ${ENTRY_FILTER_LIMITS.nativeIn}; one named twice counts once.`,
      validate: {
        minLength: [1, { message: 'must name at least one language' }],
        maxLength: [ENTRY_FILTER_LIMITS.nativeIn, { message: `must name at most ${ENTRY_FILTER_LIMITS.nativeIn} languages` }],
      },
    }),
    all: t.boolean({
      defaultValue: false,
      description: 'True: written in every one of `locales`. False (as when left out): in at least one of them.',
    }),
  }),
});

export const EntryFilter = builder.inputType('EntryFilter', {
  description:
    'Which entries: listed entries published in `locale` that pass every field given (fields left out or null do not filter). Without `locale`, every listed entry once, whatever languages it is published in (entity level): counted once, and listed in the language `node` reads it in (English where it has a text there, else the first language it was written in; `Entry.locale` says which). The same filter gives the same entries to `entries`, `entryCounts` and exports.',
  fields: (t) => ({
    locale: t.field({
      type: LocaleEnum,
      description: `The language to read them in: only entries with a published text in it (a text borrowed from another language included; see \`fallbackFrom\`). Left out: each entry once, in any of the ${LOCALES.length} languages; \`search\` and \`updatedSince\` then hold for a text in any language, and \`orderBy\` cannot be TITLE or UPDATED_AT (refused as BAD_USER_INPUT).`,
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
      description: `Holidays whose status (\`Entry.holidayType\`, the strongest they have in any country in any year) is one of these; a holiday members wrote counts as an observance. Other kinds never match. At most ${HOLIDAY_TYPES.length} values. For a country's own statuses in a year, use \`observedIn\`.`,
      validate: { maxLength: HOLIDAY_TYPES.length },
    }),
    search: t.string({
      description: `Entries whose text in \`locale\` (the title, the summary or the article; the title alone with \`searchIn: TITLE\`) holds every word of this text (without \`locale\`, a text in any language, each searched as its language finds words), found as the site's \`search\` finds them, without the typos it forgives or the dates it reads: a word in any of its forms in the language ("Mondlandungen" finds "Mondlandung"), ignoring case and accents ("cafe" finds "Café"); the last word also as the beginning of longer ones unless the text ends with a space ("constitution" finds "constitutional"), and in German every word, which begins compounds there ("Ostern" finds "Ostersonntag"), never a word inside another ("saw" does not find "Warsaw"). A Chinese or Japanese word is found by its pairs of characters, a single character too ("登月", "月"); the commonest words of a language ("the", "und") are not looked for. At most ${SEARCH_LIMITS.queryLength.max} characters, with at least ${SEARCH_MIN_LETTERS} letters or digits once accents and combining marks are set aside (a Chinese, Japanese or Korean character is enough).`,
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
    searchIn: t.field({
      type: EntrySearchInEnum,
      description: 'Where `search` looks: ALL (the whole text, as when left out) or TITLE (the title alone). Given without `search`, refused (BAD_USER_INPUT).',
    }),
    nativeIn: t.field({
      type: NativeLanguages,
      description:
        'Entries written in these languages, not borrowed (see NativeLanguages): in all of them with `all: true`, else in at least one. Read from the entry, whatever `locale` the list is read in.',
    }),
    updatedSince: t.field({
      type: 'DateTime',
      description:
        'Entries whose text in `locale` (without `locale`, any of their texts) changed at or after this time (their `updatedAt`); a time in the years 1 to 9999.',
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
    observedIn: t.field({
      type: HolidayObservedIn,
      description:
        "Holidays observed in at least one of `observedIn.countries` in `observedIn.year`, with one of `observedIn.types` as their status there (see HolidayObservedIn; substitute days count as observances of their holiday). Only the catalogue's holidays are observed in a country: holidays members wrote belong to none, and other kinds never match. With `entryCounts`, COUNTRY and HOLIDAY_TYPE count by these countries and the status each gives the holiday. Read from the year's holidays as the server computes them, which one request may ask of a few years only.",
    }),
    movesWithEaster: t.boolean({
      description:
        'True: holidays whose date is counted from Easter Sunday, in the Gregorian calendar (`rule` "easter" or "easter ±days": Good Friday, Ascension Day, Whit Monday, Easter Sunday itself …). False: holidays whose date is not (fixed days, other rules, and holidays members wrote). Other kinds never match.',
    }),
  }),
  validate: [(filter) => filter.searchIn == null || filter.search != null, { message: 'searchIn says where search looks: give search with it' }],
});
