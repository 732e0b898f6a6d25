import { builder } from '../graphql/builder';
import { countEntryGroups, ENTRY_GROUP_BYS, MAX_ENTRY_GROUPS, type EntryGroup } from '../entries/entry-counts';
import { readyEntryFilter } from '../entries/observed-holidays';
import { CountryCodeEnum } from './country';
import { SEARCH_COUNT_LIMIT } from '../entries/entry-filter';
import { EntryFilter } from './entry-filter';
import { EntryKindEnum } from './entry-kind';
import { HolidayTypeEnum } from './holiday';
import { LocaleEnum } from './locale';

const COUNTED_DATE =
  "the date the entry counts by: an event's or personal entry's date, a holiday's fixed day, a person's birth (the death when the birth is unknown), or the death when the filter gives `death` and not `birth`";

const EntryGroupByEnum = builder.enumType('EntryGroupBy', {
  description: `What entries are counted by. Dates are ${COUNTED_DATE}. An entry without the value (a holiday's year, an event without countries) is left out of that grouping.`,
  values: {
    MONTH: { description: 'The month of the counted date, 1 to 12 (movable feasts have none).' },
    DAY: { description: 'The day of the month of the counted date, 1 to 31 (movable feasts have none).' },
    YEAR: { description: 'The year of the counted date (holidays have none).' },
    DECADE: { description: 'The decade of the counted date, named by its first year: 1850 for 1850 to 1859.' },
    CENTURY: { description: 'The century of the counted date: 19 for 1801 to 1900, 20 for 1901 to 2000.' },
    KIND: { description: 'The kind of entry.' },
    COUNTRY: {
      description:
        'Each country the entry belongs to: an entry of three countries counts in each. With `filter.observedIn`, each of its countries that observes the holiday in its year instead.',
    },
    LOCALE: {
      description:
        'Each language the entry is published in, written in it (a text borrowed from another language does not count): an entry of three languages counts in each.',
    },
    HOLIDAY_TYPE: {
      description:
        "A holiday's status (`Entry.holidayType`, the strongest it has in any country; a holiday members wrote is an observance); other kinds have none. With `filter.observedIn`, the status each of its countries gives the holiday in its year instead: with COUNTRY, the country's own; without, a holiday counts once under each status its countries give it.",
    },
  } as const,
});

const EntryGroupType = builder.objectRef<EntryGroup>('EntryGroup').implement({
  description: 'How many entries share the values of the keys counted by; a key not grouped by is null.',
  fields: (t) => ({
    month: t.exposeInt('month', { nullable: true, description: 'The month, when grouped by MONTH.' }),
    day: t.exposeInt('day', { nullable: true, description: 'The day of the month, when grouped by DAY.' }),
    year: t.exposeInt('year', { nullable: true, description: 'The year, when grouped by YEAR.' }),
    decade: t.exposeInt('decade', { nullable: true, description: 'The first year of the decade, when grouped by DECADE.' }),
    century: t.exposeInt('century', { nullable: true, description: 'The century (20 for 1901 to 2000), when grouped by CENTURY.' }),
    kind: t.field({ type: EntryKindEnum, nullable: true, description: 'The kind, when grouped by KIND.', resolve: (g) => g.kind }),
    country: t.field({ type: CountryCodeEnum, nullable: true, description: 'The country, when grouped by COUNTRY.', resolve: (g) => g.country }),
    locale: t.field({ type: LocaleEnum, nullable: true, description: 'The language, when grouped by LOCALE.', resolve: (g) => g.locale }),
    holidayType: t.field({ type: HolidayTypeEnum, nullable: true, description: 'The status, when grouped by HOLIDAY_TYPE.', resolve: (g) => g.holidayType }),
    count: t.exposeInt('count', { description: 'How many entries (with COUNTRY or LOCALE: entries in that country or language).' }),
  }),
});

builder.queryField('entryCounts', (t) =>
  t.field({
    type: [EntryGroupType],
    description: `How many entries a filter matches, in groups (without \`filter.locale\`, each entry once whatever languages it is published in; with it, the entries published in that language): one per combination of the values of \`groupBy\` that has entries, ordered by those values in the order of \`groupBy\` (numbers ascending; kinds, languages and holiday statuses in the order of their enums; countries by code). An empty \`groupBy\` gives one group: all of them. Counted in the database in one statement, never by listing; at most ${MAX_ENTRY_GROUPS.toLocaleString('en')} groups. With \`filter.search\`, the matches are counted first, and a search matching more than ${SEARCH_COUNT_LIMIT.toLocaleString('en')} entries is refused (BAD_USER_INPUT).`,
    args: {
      filter: t.arg({ type: EntryFilter, required: true, description: 'Which entries.' }),
      groupBy: t.arg({
        type: [EntryGroupByEnum],
        required: true,
        description: 'What to count by, each at most once; `[DECADE, KIND]` gives a group for each decade and kind.',
        validate: { maxLength: ENTRY_GROUP_BYS.length },
      }),
    },
    // One GROUP BY over every entry the filter matches: a whole language of a large database takes a second or two.
    complexity: { field: 50, multiplier: 1 },
    resolve: async (_root, { filter, groupBy }, ctx) => countEntryGroups(ctx, await readyEntryFilter(ctx, filter), groupBy),
  }),
);
