import { BROWSE_YEARS, SECTION_PAGE_MAX, yearPath } from '#shared/paths';
import { wikiYearUrl } from '#shared/wikipedia';
import { builder } from '../graphql/builder';
import { SECTION_PAGE_SIZE } from '../entries/sections';
import {
  MAX_YEAR_HIGHLIGHTS,
  YEAR_HIGHLIGHTS,
  yearCounts,
  yearHighlights,
  yearSectionPage,
  type YearQuery,
  type YearSectionPage,
} from '../entries/year-sections';
import { Entry } from './entry';
import { LocaleEnum } from './locale';

const YearSectionEnum = builder.enumType('YearSection', {
  description: 'A section of a year page.',
  values: {
    EVENTS: { value: 'events', description: 'Events of the year.' },
    BIRTHS: { value: 'births', description: 'Persons born in the year.' },
    DEATHS: { value: 'deaths', description: 'Persons who died in the year.' },
  } as const,
});

const YearCounts = builder.objectRef<Record<'events' | 'births' | 'deaths', number>>('YearCounts').implement({
  description: 'How many entries each section of a year lists.',
  fields: (t) => ({
    events: t.exposeInt('events', { description: 'Events.' }),
    births: t.exposeInt('births', { description: 'Persons born in the year.' }),
    deaths: t.exposeInt('deaths', { description: 'Persons who died in the year.' }),
  }),
});

const YearSectionPageRef = builder.objectRef<YearSectionPage>('YearSectionPage').implement({
  description: `A page of every entry of one section of a year, in the order of their dates (${SECTION_PAGE_SIZE} a page).`,
  fields: (t) => ({
    section: t.field({ type: YearSectionEnum, description: 'The section.', resolve: (p) => p.section }),
    page: t.exposeInt('page', { description: 'This page, from 1.' }),
    pageCount: t.exposeInt('pageCount', { description: 'How many pages the section has (1 when it is empty).' }),
    pageSize: t.exposeInt('pageSize', { description: 'Entries on a full page.' }),
    totalCount: t.exposeInt('total', { description: 'Entries in the whole section.' }),
    entries: t.field({ type: [Entry], description: "This page's entries.", resolve: (p) => p.entries }),
  }),
});

const Year = builder.objectRef<YearQuery>('Year').implement({
  description: `A year (${BROWSE_YEARS.first} to ${BROWSE_YEARS.last}) in one language: its events, and the persons born and who died in it.`,
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year.' }),
    locale: t.field({ type: LocaleEnum, description: 'The language.', resolve: (y) => y.locale }),
    siteUrl: t.string({ description: "The year's page on this site.", resolve: (y) => yearPath(y.locale, y.year) }),
    wikiUrl: t.string({
      nullable: true,
      description: "This language's Wikipedia article about the year; null where it has none.",
      resolve: (y) => wikiYearUrl(y.locale, y.year),
    }),
    previous: t.int({
      nullable: true,
      description: 'The year before; null for the first year.',
      resolve: (y) => (y.year > BROWSE_YEARS.first ? y.year - 1 : null),
    }),
    next: t.int({ nullable: true, description: 'The year after; null for the last year.', resolve: (y) => (y.year < BROWSE_YEARS.last ? y.year + 1 : null) }),
    counts: t.field({ type: YearCounts, description: 'How many entries each section lists.', resolve: (y, _args, ctx) => yearCounts(ctx, y) }),
    highlights: t.field({
      type: [Entry],
      description:
        "The most notable entries of a section (the more of the site's languages an entry is published in, the more notable; among equals the earlier), in the order of their dates. `counts` says how many there are in all; `sectionPage` lists every one.",
      complexity: 5,
      args: {
        section: t.arg({ type: YearSectionEnum, required: true, description: 'The section.' }),
        first: t.arg.int({
          description: `How many (${YEAR_HIGHLIGHTS} by default, at most ${MAX_YEAR_HIGHLIGHTS}).`,
          validate: { int: true, min: 1, max: MAX_YEAR_HIGHLIGHTS },
        }),
      },
      resolve: async (y, { section, first }, ctx) => (await yearHighlights(ctx, y, first ?? YEAR_HIGHLIGHTS)).sections[section].entries,
    }),
    sectionPage: t.field({
      type: YearSectionPageRef,
      nullable: true,
      description: `Every entry of a section, ${SECTION_PAGE_SIZE} a page in the order of their dates; null past the last page.`,
      complexity: 5,
      args: {
        section: t.arg({ type: YearSectionEnum, required: true, description: 'The section.' }),
        page: t.arg.int({ description: 'The page, from 1 (the first by default).', validate: { int: true, min: 1, max: SECTION_PAGE_MAX } }),
      },
      resolve: (y, { section, page }, ctx) => yearSectionPage(ctx, y, section, page ?? 1),
    }),
  }),
});

builder.queryField('year', (t) =>
  t.field({
    type: Year,
    description: `A year in a language, ${BROWSE_YEARS.first} to ${BROWSE_YEARS.last}: what a year page shows.`,
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language.' }),
      year: t.arg.int({
        required: true,
        description: `The year, ${BROWSE_YEARS.first} to ${BROWSE_YEARS.last}.`,
        validate: { int: true, min: BROWSE_YEARS.first, max: BROWSE_YEARS.last },
      }),
    },
    resolve: (_root, { locale, year }) => ({ locale, year }),
  }),
);
