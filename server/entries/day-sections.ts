/**
 * A day's sections as a day page shows them, at any size: each section's most notable entries
 * with its count, and every entry of one section a page at a time (read as sections.ts reads a
 * calendar page's sections). A day of a large database lists thousands of events. Notability: an
 * entry written in more of the site's languages comes first; among equals the earlier one.
 */
import { Prisma } from '../generated/prisma/client';
import { DAY_SECTIONS, type DaySectionName } from '#shared/paths';
import type { Context } from '../graphql/context';
import { memoise } from '../graphql/context';
import { highlightsAsked, readHighlights, readSectionPage, sectionEntries, type SectionHighlights, type SectionPage } from './sections';
import { holidayKeysOn, type DayQuery, type EntryView } from './views';
import { viewOf } from './view-rows';

export type DaySection = DaySectionName;
export type DaySectionPage = SectionPage<DaySection>;

/** How many of each section's entries a day page shows. */
export const DAY_HIGHLIGHTS = 20;
export const MAX_DAY_HIGHLIGHTS = 50;

export type DayHighlights = Record<DaySection, SectionHighlights> & { holidays: EntryView[] };

/** The entries of one section of a day, in the order of their years (`o`), with their notability. */
function sectionSource(section: DaySection, q: DayQuery): Prisma.Sql {
  return sectionEntries(
    section,
    q.locale,
    ({ year, month, day }) => Prisma.sql`${month} = ${q.month} AND ${day} = ${q.day} ${q.exactYear ? Prisma.sql`AND ${year} = ${q.exactYear}` : Prisma.empty}`,
    ({ year }) => year,
  );
}

/**
 * Each section's `first` most notable entries and its count, and the day's holidays (all of
 * them: a day has a few dozen at most), in one statement.
 */
export function dayHighlights(ctx: Context, q: DayQuery, first = DAY_HIGHLIGHTS): Promise<DayHighlights> {
  return memoise(ctx, `${highlightsKey(q)}${first}`, async () => {
    const { keys, writtenHolidaysToday, holidayYear } = await holidayKeysOn(ctx, q);
    const holidays = Prisma.sql`SELECT 'holidays'::text AS section, e."id", NULL::int AS o FROM "Entry" e
      WHERE e."kind" = 'HOLIDAY' AND e."listed" AND ${q.locale}::"Locale" = ANY(e."publishedLocales")
        AND (e."key" = ANY(${keys}::text[]) OR (${writtenHolidaysToday} AND e."holidayRule" IS NULL AND e."month" = ${q.month} AND e."day" = ${q.day}))`;
    const sources = Object.fromEntries(DAY_SECTIONS.map((section) => [section, sectionSource(section, q)])) as Record<DaySection, Prisma.Sql>;
    const { sections, others } = await readHighlights(ctx, q.locale, sources, first, holidays);
    const holidayViews = others.flatMap((row) => viewOf(row, q.locale, holidayYear) ?? []);
    holidayViews.sort((a, b) => a.article.title.localeCompare(b.article.title, q.locale));
    return { ...sections, holidays: holidayViews };
  });
}

function highlightsKey(q: DayQuery): string {
  return `day-highlights:${q.locale}:${q.month}:${q.day}:${q.year}:${q.exactYear ?? ''}:`;
}

/** How many entries each section of a day lists, from the highlights this request already asked for when it did. */
export async function dayCounts(ctx: Context, q: DayQuery): Promise<Record<DaySection | 'holidays', number>> {
  const day = await highlightsAsked(ctx, highlightsKey(q), () => dayHighlights(ctx, q));
  return {
    events: day.events.total,
    births: day.births.total,
    deaths: day.deaths.total,
    personalEntries: day.personalEntries.total,
    holidays: day.holidays.length,
  };
}

/** One page of a whole section, in the order of the years; null past its last page. */
export function daySectionPage(ctx: Context, q: DayQuery, section: DaySection, page: number): Promise<DaySectionPage | null> {
  const key = `day-section:${q.locale}:${q.month}:${q.day}:${q.exactYear ?? ''}:${section}:${page}`;
  return readSectionPage(ctx, key, { section, source: sectionSource(section, q), locale: q.locale, page });
}
