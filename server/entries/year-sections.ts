/**
 * A year as a year page shows it: its events, the persons born in it and those who died in it,
 * each section's most notable entries with its count in one statement, and every entry of one
 * section a page at a time in another. Notable as on day pages: written in more of the site's
 * languages, then earlier; a section lists its entries in the order of their dates.
 */
import { Prisma } from '../generated/prisma/client';
import type { Locale } from '../../client/shared/locales';
import { YEAR_SECTIONS, type YearSectionName } from '../../client/shared/paths';
import type { Context } from '../context';
import { memoise } from '../context';
import type { EntryView } from './views';
import { VIEW_COLUMNS, viewOf, type ViewRow } from './view-rows';
import { SECTION_PAGE_SIZE } from './day-sections';

export interface YearQuery {
  locale: Locale;
  year: number;
}

export interface YearHighlights {
  sections: Record<YearSectionName, { entries: EntryView[]; total: number }>;
}

export interface YearSectionPage {
  section: YearSectionName;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  entries: EntryView[];
}

/** How many of each section's entries a year page shows. */
export const YEAR_HIGHLIGHTS = 20;
export const MAX_YEAR_HIGHLIGHTS = 50;

/** Each section's kind and the date columns it is listed by. */
const SECTION_COLUMNS: Record<YearSectionName, { kind: string; year: string; month: string; day: string }> = {
  events: { kind: 'EVENT', year: 'year', month: 'month', day: 'day' },
  births: { kind: 'PERSON', year: 'birthYear', month: 'birthMonth', day: 'birthDay' },
  deaths: { kind: 'PERSON', year: 'deathYear', month: 'deathMonth', day: 'deathDay' },
};

/** The entries of one section of a year, with the day of the year it is ordered by (`d`, month × 100 + day) and its notability. */
function sectionSource(section: YearSectionName, q: YearQuery): Prisma.Sql {
  const { kind, year, month, day } = SECTION_COLUMNS[section];
  const column = (name: string) => Prisma.raw(`e."${name}"`);
  return Prisma.sql`SELECT e."id", e."languages", ${column(month)} * 100 + ${column(day)} AS d FROM "Entry" e
    WHERE e."kind" = ${Prisma.raw(`'${kind}'`)} AND ${column(year)} = ${q.year} AND e."listed"
      AND ${q.locale}::"Locale" = ANY(e."publishedLocales")`;
}

/** The shown entries joined with their articles in the page's language. */
function withArticles(picked: Prisma.Sql, locale: Locale): Prisma.Sql {
  return Prisma.sql`(${picked}) p
    JOIN "Entry" e ON e."id" = p."id"
    JOIN "Article" a ON a."entryId" = p."id" AND a."locale" = ${locale}::"Locale" AND a."publishedAt" IS NOT NULL`;
}

/** Each section's `first` most notable entries, in the order of their dates, and its count: one statement. */
export function yearHighlights(ctx: Context, q: YearQuery, first = YEAR_HIGHLIGHTS): Promise<YearHighlights> {
  return memoise(ctx, `${highlightsKey(q)}${first}`, async () => {
    const ranked = (section: YearSectionName) =>
      Prisma.sql`(SELECT ${section}::text AS section, s."id", s.d FROM ${Prisma.raw(`"${section}"`)} s ORDER BY s."languages" DESC, s.d NULLS LAST, s."id" LIMIT ${first})`;
    const rows = await ctx.db.$queryRaw<ViewRow[]>`
      WITH "events" AS (${sectionSource('events', q)}),
        "births" AS (${sectionSource('births', q)}),
        "deaths" AS (${sectionSource('deaths', q)}),
        picked AS (${Prisma.join(YEAR_SECTIONS.map(ranked), ' UNION ALL ')})
      SELECT (SELECT count(*) FROM "events")::int AS "eventsTotal",
        (SELECT count(*) FROM "births")::int AS "birthsTotal",
        (SELECT count(*) FROM "deaths")::int AS "deathsTotal",
        p.section, p.d, ${VIEW_COLUMNS}
      FROM (SELECT 1) AS one
      LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, q.locale)} ON true
      ORDER BY p.section, p.d NULLS LAST, p."id"`;
    const totals = rows[0] ?? {};
    const sections = Object.fromEntries(
      YEAR_SECTIONS.map((section) => [section, { entries: [] as EntryView[], total: Number(totals[`${section}Total`] ?? 0) }]),
    ) as YearHighlights['sections'];
    for (const row of rows) {
      const section = row.section as YearSectionName | null;
      const view = section ? viewOf(row, q.locale) : null;
      if (section && view) sections[section].entries.push(view);
    }
    return { sections };
  });
}

function highlightsKey(q: YearQuery): string {
  return `year-highlights:${q.locale}:${q.year}:`;
}

/** How many entries each section of a year lists: from the highlights this request already asked for, whatever their number, or else with the usual number. */
export async function yearCounts(ctx: Context, q: YearQuery): Promise<Record<YearSectionName, number>> {
  const key = highlightsKey(q);
  const asked = [...ctx.memo.keys()].find((k) => k.startsWith(key));
  const year = await (asked === undefined ? yearHighlights(ctx, q) : (ctx.memo.get(asked) as Promise<YearHighlights>));
  return { events: year.sections.events.total, births: year.sections.births.total, deaths: year.sections.deaths.total };
}

/** One page of a whole section of a year, in the order of the dates; null past its last page. */
export function yearSectionPage(ctx: Context, q: YearQuery, section: YearSectionName, page: number): Promise<YearSectionPage | null> {
  return memoise(ctx, `year-section:${q.locale}:${q.year}:${section}:${page}`, async () => {
    const offset = (page - 1) * SECTION_PAGE_SIZE;
    const rows = await ctx.db.$queryRaw<ViewRow[]>`
      WITH "section" AS (${sectionSource(section, q)}),
        picked AS (SELECT s."id", s.d FROM "section" s ORDER BY s.d NULLS LAST, s."id" LIMIT ${SECTION_PAGE_SIZE} OFFSET ${offset})
      SELECT (SELECT count(*) FROM "section")::int AS total, p.d, ${VIEW_COLUMNS}
      FROM (SELECT 1) AS one
      LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, q.locale)} ON true
      ORDER BY p.d NULLS LAST, p."id"`;
    const total = Number(rows[0]?.total ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / SECTION_PAGE_SIZE));
    if (page > pageCount) return null;
    const entries = rows.flatMap((row) => viewOf(row, q.locale) ?? []);
    return { section, page, pageCount, pageSize: SECTION_PAGE_SIZE, total, entries };
  });
}
