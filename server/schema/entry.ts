import { ENTRY_SLUG_MAX_LENGTH, entryPath } from '#shared/paths';
import { builder } from '../graphql/builder';
import { entryBySlug, holidayObservancesOf, holidaySpanOf, holidaysOfYear, pathOf, translationsOf, type EntryView } from '../entries/views';
import type { Translation as ArticleTranslation } from '../entries/views';
import { HOLIDAY_COUNTRIES, HOLIDAY_YEARS, type HolidayCountry } from '../holidays/catalogue';
import { holidayText } from '../holidays/texts';
import { DateParts, type DatePartsShape } from './date-parts';
import { CountryCodeEnum } from './country';
import { HolidayDatesType, HolidayObservance, HOLIDAY_COUNTRY_BOUND, HOLIDAY_COUNTRY_LIST, HOLIDAY_YEAR_BOUNDS, type HolidayDates } from './holiday';
import { ImageType } from './image';
import { PersonalKindEnum } from './donation';
import { EntryKindEnum } from './entry-kind';
import { LocaleEnum } from './locale';

function parts(year: number | null, month: number | null, day: number | null): DatePartsShape | null {
  return month && day ? { year, month, day } : null;
}

type Translation = ArticleTranslation & { path: string | null };

export const EntryTranslation = builder.objectRef<Translation>('EntryTranslation').implement({
  description: "An entry's article in one language.",
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language.', resolve: (x) => x.locale }),
    slug: t.exposeString('slug', { description: 'The URL slug in that language.' }),
    title: t.exposeString('title', { description: 'The title in that language.' }),
    path: t.exposeString('path', { nullable: true, description: 'The page of the entry in that language.' }),
  }),
});

export const Entry = builder.objectRef<EntryView>('Entry').implement({
  description: 'Something listed on a day — an event, a person, a holiday or a personal entry — as read in one language.',
  fields: (t) => ({
    kind: t.field({ type: EntryKindEnum, description: 'What the entry is.', resolve: (v) => v.entry.kind }),
    key: t.string({ description: 'A stable, language-independent identifier.', resolve: (v) => v.entry.key }),
    locale: t.field({ type: LocaleEnum, description: 'The language of the text.', resolve: (v) => v.locale }),
    fallbackFrom: t.field({
      type: LocaleEnum,
      nullable: true,
      description: 'Set when no text exists in the requested language and this one is shown instead.',
      resolve: (v) => v.article.fallbackFrom,
    }),
    slug: t.string({ description: 'The URL slug in this language.', resolve: (v) => v.article.slug }),
    path: t.string({ nullable: true, description: "The entry's page in this language; personal entries have none.", resolve: pathOf }),
    title: t.string({ description: 'The title, or the name of a person.', resolve: (v) => v.article.title }),
    summary: t.string({ description: 'One sentence about the entry.', resolve: (v) => v.article.summary }),
    coverImage: t.field({
      type: ImageType,
      nullable: true,
      description: 'The picture shown at the top of the article.',
      // Prisma batches the findUnique calls of one tick into a single statement.
      resolve: (v, _args, ctx) => (v.article.coverImageId ? ctx.db.image.findUnique({ where: { id: v.article.coverImageId } }) : null),
    }),
    bodyHtml: t.string({ description: 'The article text, sanitised HTML.', resolve: (v) => v.article.bodyHtml }),
    date: t.field({
      type: DateParts,
      nullable: true,
      description: 'When it happened (events, personal entries) or the fixed day of a holiday.',
      resolve: (v) => parts(v.entry.year, v.entry.month, v.entry.day),
    }),
    birth: t.field({
      type: DateParts,
      nullable: true,
      description: 'Date of birth (persons).',
      resolve: (v) => parts(v.entry.birthYear, v.entry.birthMonth, v.entry.birthDay),
    }),
    death: t.field({
      type: DateParts,
      nullable: true,
      description: 'Date of death (persons).',
      resolve: (v) => parts(v.entry.deathYear, v.entry.deathMonth, v.entry.deathDay),
    }),
    holidayType: t.string({
      nullable: true,
      description: 'For holidays: the strongest status it has in any country (public, bank, optional or observance); see `observances` for each country.',
      resolve: (v) => v.entry.holidayType,
    }),
    movable: t.boolean({
      description: 'True for holidays whose date changes from year to year.',
      resolve: (v) => v.entry.kind === 'HOLIDAY' && v.entry.month === null,
    }),
    occursOn: t.field({
      type: DateParts,
      nullable: true,
      description: 'For holidays: the (first) day in the given year (movable feasts move); null when it does not occur that year.',
      args: { year: t.arg.int({ required: true, description: 'The year.', validate: { int: true, min: HOLIDAY_YEARS.min, max: HOLIDAY_YEARS.max } }) },
      resolve: async (v, { year }, ctx) => {
        const span = v.entry.kind === 'HOLIDAY' ? await holidaySpanOf(ctx, v.entry, year) : null;
        return span ? { year, ...span.start } : null;
      },
    }),
    dates: t.field({
      type: [HolidayDatesType],
      description:
        'For holidays: when it falls in each of `years` years from `fromYear` on, first and last day (years it does not occur in are left out); empty for other entries.',
      args: {
        fromYear: t.arg.int({ required: true, description: 'The first year.', validate: { int: true, min: HOLIDAY_YEARS.min, max: HOLIDAY_YEARS.max } }),
        years: t.arg.int({ description: 'How many years, 1 to 10; 5 by default.', defaultValue: 5, validate: { int: true, min: 1, max: 10 } }),
      },
      // Computed from the in-memory calendar: a few small objects, whatever the year.
      complexity: { field: 2, multiplier: 2 },
      resolve: async (v, { fromYear, years }, ctx) => {
        if (v.entry.kind !== 'HOLIDAY') return [];
        const wanted: number[] = [];
        for (let year = fromYear; year < fromYear + (years ?? 5) && year <= HOLIDAY_YEARS.max; year++) wanted.push(year);
        // Asked for at once: the worker takes them in turn, with no round trip between years.
        const spans = await Promise.all(wanted.map((year) => holidaySpanOf(ctx, v.entry, year)));
        return wanted.flatMap((year, i): HolidayDates[] => (spans[i] ? [{ year, ...spans[i] }] : []));
      },
    }),
    observances: t.field({
      type: [HolidayObservance],
      description: `For holidays: the countries that keep it in a year, each with its own status there, its days (with their weekday) and its rule, country by country in the catalogue's order (${HOLIDAY_COUNTRIES.join(', ')}), a country's own day before its substitute days; empty for other entries. Read from the year's holidays, computed once on the server's holiday thread and kept: a page of entries asking each costs no computation per entry.`,
      complexity: { field: 2, multiplier: 2 },
      args: {
        year: t.arg.int({
          description: `The year, ${HOLIDAY_YEARS.min} to ${HOLIDAY_YEARS.max}; by default the year the holiday is listed for (a day's \`year\`), else this year.`,
          validate: HOLIDAY_YEAR_BOUNDS,
        }),
        country: t.arg({
          type: CountryCodeEnum,
          description: `Only this country's days; one of the countries holidays are computed for (${HOLIDAY_COUNTRY_LIST}), others are refused (BAD_USER_INPUT).`,
          validate: { refine: HOLIDAY_COUNTRY_BOUND },
        }),
        substitutes: t.arg.boolean({
          description:
            "Also the substitute days given for it (`substitute: true`), each a row of its own after the holiday's own days; false by default, so that each country has one row.",
          defaultValue: false,
        }),
      },
      resolve: (v, { year, country, substitutes }, ctx) =>
        v.entry.kind === 'HOLIDAY'
          ? holidayObservancesOf(ctx, v.entry, year ?? v.year ?? new Date().getUTCFullYear(), {
              // One of the catalogue's countries: the argument's schema refused any other.
              country: country as HolidayCountry | null | undefined,
              substitutes: substitutes ?? false,
            })
          : [],
    }),
    rule: t.string({
      nullable: true,
      description:
        'For catalogue holidays: how the date is found, as date-holidays writes it ("easter 39": 39 days after Easter Sunday; "3rd monday in January"; "12-25"), the rule of the first country by code that keeps it, with that country\'s substitute-day clauses if it has any; each country\'s own is `observances { rule }`. Every holiday counted from Easter is written "easter" or "easter ±days" in every country (see `EntryFilter.movesWithEaster`). Null for holidays members wrote (a fixed day, see `date`) and for other entries.',
      resolve: (v) => (v.entry.kind === 'HOLIDAY' ? v.entry.holidayRule : null),
    }),
    dateRule: t.string({
      nullable: true,
      description:
        "For holidays: how the date is found, in words, in this entry's language, for a date that moves or a fixed day with exceptions; null for a plain fixed day (see `date`) and for other entries.",
      resolve: (v) => (v.entry.kind === 'HOLIDAY' ? (holidayText(v.entry.key, v.locale).dateRule ?? null) : null),
    }),
    countries: t.stringList({ description: 'ISO 3166-1 alpha-2 codes of the countries it belongs to.', resolve: (v) => v.entry.countries }),
    referenceText: t.string({ nullable: true, description: 'The link text of the reference.', resolve: (v) => v.article.referenceText }),
    referenceUrl: t.string({ nullable: true, description: 'The URL of the reference.', resolve: (v) => v.article.referenceUrl }),
    updatedAt: t.field({ type: 'DateTime', description: 'When the text last changed.', resolve: (v) => v.article.updatedAt }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the text in this language was first published; null for a text not published yet.',
      resolve: (v) => v.article.publishedAt,
    }),
    translations: t.field({
      type: [EntryTranslation],
      description: 'The same entry in every language it has been published in.',
      complexity: 5,
      resolve: async (v, _args, ctx) =>
        (await translationsOf(ctx, v.entry.id)).map((a) => ({
          ...a,
          path: v.entry.kind === 'PERSONAL' ? null : entryPath(a.locale, v.entry.kind, a.slug),
        })),
    }),
  }),
});

const PageKindEnum = builder.enumType('EntryPageKind', {
  description: 'The kinds of entries that have pages of their own.',
  values: { EVENT: { description: 'An event.' }, PERSON: { description: 'A person.' }, HOLIDAY: { description: 'A holiday or special day.' } } as const,
});

builder.queryFields((t) => ({
  entry: t.field({
    type: Entry,
    nullable: true,
    description: 'One entry by its slug in a language; null when there is none.',
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the slug.' }),
      kind: t.arg({ type: PageKindEnum, required: true, description: 'The kind of page.' }),
      slug: t.arg.string({ required: true, description: 'The slug.', validate: { maxLength: ENTRY_SLUG_MAX_LENGTH } }),
    },
    resolve: (_root, { locale, kind, slug }, ctx) => entryBySlug(ctx, locale, kind, slug),
  }),
  holidays: t.field({
    type: [Entry],
    description: 'Every holiday and special day occurring in a year, in date order.',
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }),
      year: t.arg.int({ required: true, description: 'The year.', validate: { int: true, min: HOLIDAY_YEARS.min, max: HOLIDAY_YEARS.max } }),
    },
    complexity: { field: 5, multiplier: 50 },
    resolve: (_root, { locale, year }, ctx) => holidaysOfYear(ctx, locale, year),
  }),
}));

builder.objectField(Entry, 'personalKind', (t) =>
  t.field({ type: PersonalKindEnum, nullable: true, description: 'For personal entries: what it is.', resolve: (v) => v.entry.personalKind }),
);
