import { z } from 'zod';
import { isValidExactDate, isValidMonthDay, nextDate, nextDay, previousDate, previousDay, type ExactDate, type MonthDay } from '#shared/calendar';
import { formatExactDate } from '#shared/date-format';
import { monthDayFromSlug, parseExactDateSlug } from '#shared/day-slugs';
import { dayInfo } from '#shared/days';
import { exactDatePath, SECTION_PAGE_MAX } from '#shared/paths';
import { DEFAULT_TIME_ZONE, isKnownTimeZone, todayIn } from '#shared/time-zone';
import { wikiYearUrl } from '#shared/wikipedia';
import { builder } from '../graphql/builder';
import { dayListings, type DayQuery } from '../entries/views';
import { DAY_HIGHLIGHTS, MAX_DAY_HIGHLIGHTS, dayCounts, dayHighlights, daySectionPage, type DaySectionPage as SectionPage } from '../entries/day-sections';
import { SECTION_PAGE_SIZE } from '../entries/sections';
import { Entry } from './entry';
import { LocaleEnum } from './locale';
import { DayCounts } from './day-counts';
import { listedDays, type ListedDay as ListedDayShape } from '../entries/listed-days';

type DayShape = DayQuery;

const Day = builder.objectRef<DayShape>('Day');

const DaySectionEnum = builder.enumType('DaySection', {
  description: 'A section of a day page that can list thousands of entries.',
  values: {
    EVENTS: { value: 'events', description: 'Events.' },
    BIRTHS: { value: 'births', description: 'Persons born on the day.' },
    DEATHS: { value: 'deaths', description: 'Persons who died on the day.' },
    PERSONAL_ENTRIES: { value: 'personalEntries', description: 'Paid personal entries.' },
  } as const,
});

const NOTABILITY = "the more of the site's languages an entry is published in, the more notable; among equals the earlier";

const DaySectionPage = builder.objectRef<SectionPage>('DaySectionPage').implement({
  description: `A page of every entry of one section of a day, in the order of their years (${SECTION_PAGE_SIZE} a page).`,
  fields: (t) => ({
    section: t.field({ type: DaySectionEnum, description: 'The section.', resolve: (p) => p.section }),
    page: t.exposeInt('page', { description: 'This page, from 1.' }),
    pageCount: t.exposeInt('pageCount', { description: 'How many pages the section has (1 when it is empty).' }),
    pageSize: t.exposeInt('pageSize', { description: 'Entries on a full page.' }),
    totalCount: t.exposeInt('total', { description: 'Entries in the whole section.' }),
    entries: t.field({ type: [Entry], description: "This page's entries.", resolve: (p) => p.entries }),
  }),
});

Day.implement({
  description: 'A day of the year (29 February included) in one language, or an exact date when `exactYear` is set.',
  fields: (t) => {
    const everyEntry = ' Every one of them, which on a day of a large database is thousands: a day page shows `highlights` and `sectionPage`.';
    const listing = (name: 'events' | 'births' | 'deaths' | 'personalEntries', description: string) =>
      t.field({ type: [Entry], description: description + everyEntry, complexity: 5, resolve: async (d, _args, ctx) => (await dayListings(ctx, d))[name] });
    return {
      locale: t.field({ type: LocaleEnum, description: 'The language.', resolve: (d) => d.locale }),
      month: t.exposeInt('month', { description: 'The month, 1 to 12.' }),
      day: t.exposeInt('day', { description: 'The day of the month.' }),
      year: t.exposeInt('year', { description: 'The year whose movable holidays are shown.' }),
      exactYear: t.int({ nullable: true, description: 'The year of an exact date; null for the recurring day.', resolve: (d) => d.exactYear ?? null }),
      slug: t.string({ description: 'The URL slug of the day in this language.', resolve: (d) => dayInfo(d.locale, d).slug }),
      siteUrl: t.string({
        description: "The day's page on this site.",
        resolve: (d) => (d.exactYear ? exactDatePath(d.locale, { ...d, year: d.exactYear }) : dayInfo(d.locale, d).siteUrl),
      }),
      formattedDate: t.string({
        description: 'The date as people write it in this language.',
        resolve: (d) => (d.exactYear ? formatExactDate(d.locale, { ...d, year: d.exactYear }) : dayInfo(d.locale, d).formattedDate),
      }),
      wikiUrl: t.string({ description: "This language's Wikipedia article about the day.", resolve: (d) => dayInfo(d.locale, d).wikiUrl }),
      monthName: t.string({ description: 'The name of the month.', resolve: (d) => dayInfo(d.locale, d).monthName }),
      monthUrlName: t.string({ description: 'The month as written in URLs.', resolve: (d) => dayInfo(d.locale, d).monthUrlName }),
      wikiYearUrl: t.string({
        nullable: true,
        description:
          "For an exact date, this language's Wikipedia article about its year (no Wikipedia has articles about single dates); null for a recurring day or a year without one.",
        resolve: (d) => (d.exactYear ? wikiYearUrl(d.locale, d.exactYear) : null),
      }),
      previous: t.field({
        type: Day,
        description: 'The day before: the date before for an exact date, else the recurring day.',
        resolve: (d) => besideDay(d, previousDate, previousDay),
      }),
      next: t.field({
        type: Day,
        description: 'The day after: the date after for an exact date, else the recurring day.',
        resolve: (d) => besideDay(d, nextDate, nextDay),
      }),
      events: listing('events', 'Events on this day, oldest first.'),
      births: listing('births', 'Persons born on this day, oldest first.'),
      deaths: listing('deaths', 'Persons who died on this day, oldest first.'),
      holidays: t.field({
        type: [Entry],
        description: 'Holidays and special days falling on this day in `year`, by name.',
        complexity: 5,
        resolve: async (d, _args, ctx) => (await dayHighlights(ctx, d)).holidays,
      }),
      highlights: t.field({
        type: [Entry],
        description: `The most notable entries of a section (${NOTABILITY}), in the order of their years. \`counts\` says how many there are in all; \`sectionPage\` lists every one.`,
        complexity: 5,
        args: {
          section: t.arg({ type: DaySectionEnum, required: true, description: 'The section.' }),
          first: t.arg.int({
            description: `How many (${DAY_HIGHLIGHTS} by default, at most ${MAX_DAY_HIGHLIGHTS}).`,
            validate: { int: true, min: 1, max: MAX_DAY_HIGHLIGHTS },
          }),
        },
        resolve: async (d, { section, first }, ctx) => (await dayHighlights(ctx, d, first ?? DAY_HIGHLIGHTS))[section].entries,
      }),
      sectionPage: t.field({
        type: DaySectionPage,
        nullable: true,
        description: `Every entry of a section, ${SECTION_PAGE_SIZE} a page in the order of their years; null past the last page.`,
        complexity: 5,
        args: {
          section: t.arg({ type: DaySectionEnum, required: true, description: 'The section.' }),
          page: t.arg.int({ description: 'The page, from 1 (the first by default).', validate: { int: true, min: 1, max: SECTION_PAGE_MAX } }),
        },
        resolve: (d, { section, page }, ctx) => daySectionPage(ctx, d, section, page ?? 1),
      }),
      personalEntries: listing('personalEntries', 'Paid personal entries: birthdays, anniversaries, memorials and events.'),
      counts: t.field({
        type: DayCounts,
        description: 'How many entries each section lists, for a title or a summary that needs no list.',
        resolve: (d, _args, ctx) => dayCounts(ctx, d),
      }),
    };
  },
});

const ListedDay = builder.objectRef<ListedDayShape & { locale: DayShape['locale'] }>('ListedDay').implement({
  description: 'A day of the year that lists something in a language, and when what it shows last changed.',
  fields: (t) => ({
    day: t.field({ type: Day, description: 'The day.', resolve: (d) => ({ locale: d.locale, month: d.month, day: d.day, year: currentYear() }) }),
    lastChanged: t.field({ type: 'DateTime', description: 'When the newest of the texts its page shows changed.', resolve: (d) => d.lastChanged }),
  }),
});

/** The neighbouring exact date of an exact date (the recurring day at the ends of the calendar), else the neighbouring recurring day. */
function besideDay(d: DayShape, date: (date: ExactDate) => ExactDate | null, day: (md: MonthDay) => MonthDay): DayShape {
  const beside = d.exactYear ? date({ year: d.exactYear, month: d.month, day: d.day }) : null;
  if (beside) return { ...d, ...beside, exactYear: beside.year };
  return { ...d, ...day(d), exactYear: null };
}

function currentYear(): number {
  return new Date().getUTCFullYear();
}

const timeZoneSchema = z.string().refine(isKnownTimeZone, 'Unknown time zone');

builder.queryFields((t) => ({
  day: t.field({
    type: Day,
    nullable: true,
    description: 'A day of the year; null for impossible dates such as 30 February.',
    args: {
      month: t.arg.int({ required: true, description: 'The month, 1 to 12.' }),
      day: t.arg.int({ required: true, description: 'The day of the month.' }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }),
      year: t.arg.int({ description: 'The year whose movable holidays to show; this year by default.', validate: { int: true, min: 1, max: 9999 } }),
    },
    resolve: (_root, args) =>
      isValidMonthDay(args.month, args.day) ? { locale: args.locale, month: args.month, day: args.day, year: args.year ?? currentYear() } : null,
  }),
  dayBySlug: t.field({
    type: Day,
    nullable: true,
    description: 'A day by its slug in a language (november-21, 21-november, 21-kasim …); null when the slug names no day.',
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the slug.' }),
      slug: t.arg.string({ required: true, description: 'The slug.', validate: { maxLength: 100 } }),
    },
    resolve: (_root, { locale, slug }) => {
      const md = monthDayFromSlug(locale, slug);
      return md ? { locale, ...md, year: currentYear() } : null;
    },
  }),
  exactDate: t.field({
    type: Day,
    nullable: true,
    description: 'An exact date by its slug (november-9-1989, 9-november-1989 …): what happened that very day; null for impossible dates.',
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the slug.' }),
      slug: t.arg.string({ required: true, description: 'The slug.', validate: { maxLength: 100 } }),
    },
    resolve: (_root, { locale, slug }) => {
      const date = parseExactDateSlug(locale, slug);
      return date && isValidExactDate(date) ? { locale, month: date.month, day: date.day, year: date.year, exactYear: date.year } : null;
    },
  }),
  listedDays: t.field({
    type: [ListedDay],
    description: 'Every day of the year that lists something in a language this year (an entry or a holiday), in calendar order: the days a sitemap names.',
    complexity: 5,
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }) },
    resolve: async (_root, { locale }, ctx) => (await listedDays(ctx, locale, currentYear())).map((d) => ({ ...d, locale })),
  }),
  today: t.field({
    type: Day,
    description: `Today in a time zone (${DEFAULT_TIME_ZONE} when none is given).`,
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }),
      timeZone: t.arg.string({ description: 'An IANA time zone such as Europe/Istanbul.', validate: { schema: timeZoneSchema } }),
    },
    resolve: (_root, { locale, timeZone }) => ({ locale, ...todayIn(timeZone ?? DEFAULT_TIME_ZONE) }),
  }),
}));
