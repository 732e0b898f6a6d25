/**
 * A year as a year page shows it: its events, the persons born in it and those who died in it,
 * each section's most notable entries with its count in one statement, and every entry of one
 * section a page at a time in another (sections.ts). Notable as on day pages: written in more of
 * the site's languages, then earlier; a section lists its entries in the order of their dates.
 */
import { Prisma } from '../generated/prisma/client';
import type { Locale } from '#shared/locales';
import { YEAR_SECTIONS, type YearSectionName } from '#shared/paths';
import type { Context } from '../graphql/context';
import { memoise } from '../graphql/context';
import { highlightsAsked, readHighlights, readSectionPage, sectionEntries, type SectionHighlights, type SectionPage } from './sections';

export interface YearQuery {
  locale: Locale;
  year: number;
}

export interface YearHighlights {
  sections: Record<YearSectionName, SectionHighlights>;
}

export type YearSectionPage = SectionPage<YearSectionName>;

/** How many of each section's entries a year page shows. */
export const YEAR_HIGHLIGHTS = 20;
export const MAX_YEAR_HIGHLIGHTS = 50;

/** The entries of one section of a year, in the order of their day of the year (`o`, month × 100 + day), with their notability. */
function sectionSource(section: YearSectionName, q: YearQuery): Prisma.Sql {
  return sectionEntries(
    section,
    q.locale,
    ({ year }) => Prisma.sql`${year} = ${q.year}`,
    ({ month, day }) => Prisma.sql`${month} * 100 + ${day}`,
  );
}

/** Each section's `first` most notable entries, in the order of their dates, and its count: one statement. */
export function yearHighlights(ctx: Context, q: YearQuery, first = YEAR_HIGHLIGHTS): Promise<YearHighlights> {
  return memoise(ctx, `${highlightsKey(q)}${first}`, async () => {
    const sources = Object.fromEntries(YEAR_SECTIONS.map((section) => [section, sectionSource(section, q)])) as Record<YearSectionName, Prisma.Sql>;
    const { sections } = await readHighlights(ctx, q.locale, sources, first);
    return { sections };
  });
}

function highlightsKey(q: YearQuery): string {
  return `year-highlights:${q.locale}:${q.year}:`;
}

/** How many entries each section of a year lists, from the highlights this request already asked for when it did. */
export async function yearCounts(ctx: Context, q: YearQuery): Promise<Record<YearSectionName, number>> {
  const year = await highlightsAsked(ctx, highlightsKey(q), () => yearHighlights(ctx, q));
  return { events: year.sections.events.total, births: year.sections.births.total, deaths: year.sections.deaths.total };
}

/** One page of a whole section of a year, in the order of the dates; null past its last page. */
export function yearSectionPage(ctx: Context, q: YearQuery, section: YearSectionName, page: number): Promise<YearSectionPage | null> {
  const key = `year-section:${q.locale}:${q.year}:${section}:${page}`;
  return readSectionPage(ctx, key, { section, source: sectionSource(section, q), locale: q.locale, page });
}
