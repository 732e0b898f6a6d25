/**
 * The browsing pages of one language for its sitemap: the indexes of events and persons, their
 * centuries that count something, the twelve months and every year that lists something (at most
 * BROWSE_YEARS' 2,100).
 */
import type { RouterContextProvider } from 'react-router';
import { graphql } from '../graphql';
import { loadQuery } from '../lib/route-data';
import type { Locale } from '#shared/locales';
import { BROWSE_CENTURIES, BROWSE_YEARS, centuryPath, entryIndexPath, monthPath, yearPath, type EntryIndexKind } from '#shared/paths';
import type { SitemapPage } from './sitemap';

/** The centuries of the indexes, and the years of events, of births and of deaths: a year page lists all three. */
const SitemapYears = graphql(`
  query SitemapYearsRoute($locale: Locale!) {
    eventCenturies: entryCounts(filter: { locale: $locale, kind: EVENT }, groupBy: [CENTURY]) {
      century
    }
    personCenturies: entryCounts(filter: { locale: $locale, kind: PERSON }, groupBy: [CENTURY]) {
      century
    }
    events: entryCounts(filter: { locale: $locale, kind: EVENT }, groupBy: [YEAR]) {
      year
    }
    births: entryCounts(filter: { locale: $locale, kind: PERSON, birth: {} }, groupBy: [YEAR]) {
      year
    }
    deaths: entryCounts(filter: { locale: $locale, kind: PERSON, death: {} }, groupBy: [YEAR]) {
      year
    }
  }
`);

export async function browseSitemapPages(context: Readonly<RouterContextProvider>, locale: Locale): Promise<SitemapPage[]> {
  const { eventCenturies, personCenturies, events, births, deaths } = await loadQuery(context, SitemapYears, { locale });
  const centuries = (kind: EntryIndexKind, groups: readonly { century?: number | null }[]) =>
    groups.flatMap(({ century }) =>
      century && century >= BROWSE_CENTURIES.first && century <= BROWSE_CENTURIES.last ? [centuryPath(locale, kind, century)] : [],
    );
  const years = new Set(
    [...events, ...births, ...deaths].flatMap(({ year }) => (year && year >= BROWSE_YEARS.first && year <= BROWSE_YEARS.last ? [year] : [])),
  );
  return [
    entryIndexPath(locale, 'EVENT'),
    entryIndexPath(locale, 'PERSON'),
    ...centuries('EVENT', eventCenturies),
    ...centuries('PERSON', personCenturies),
    ...Array.from({ length: 12 }, (_, i) => monthPath(locale, i + 1)),
    ...[...years].sort((a, b) => a - b).map((year) => yearPath(locale, year)),
  ].map((path) => ({ path }));
}
