/**
 * A day's sections as a day page shows them, at any size: each section's most notable entries
 * with its count, and every entry of one section a page at a time. A day of a large database
 * lists thousands of events; both reads count and rank them from one index of Entry alone
 * (its published languages are kept on the entry by the database) and read articles only for the
 * entries shown, in one statement each.
 *
 * Notability: an entry written in more of the site's languages comes first (as Wikidata ranks by
 * the number of Wikipedias that have an article); among equals the earlier one.
 */
import { Prisma } from '../generated/prisma/client';
import type { Locale } from '../../client/shared/locales';
import { DAY_SECTIONS, type DaySectionName } from '../../client/shared/paths';
import type { Context } from '../context';
import { memoise } from '../context';
import { holidayKeysOn, type DayQuery, type EntryView } from './views';
import { VIEW_COLUMNS, viewOf, type ViewRow } from './view-rows';

export type DaySection = DaySectionName;

/** How many of each section's entries a day page shows. */
export const DAY_HIGHLIGHTS = 20;
export const MAX_DAY_HIGHLIGHTS = 50;
/** Entries on a page of a whole section. */
export const SECTION_PAGE_SIZE = 50;

interface SectionHighlights {
  /** The most notable entries, in the order of their years. */
  entries: EntryView[];
  /** How many the section lists in all. */
  total: number;
}

export type DayHighlights = Record<DaySection, SectionHighlights> & { holidays: EntryView[] };

export interface SectionPage {
  section: DaySection;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  entries: EntryView[];
}

/** Each section's kind and the date columns it is listed and ordered by. */
const SECTION_COLUMNS: Record<DaySection, { kind: string; month: string; day: string; year: string }> = {
  events: { kind: 'EVENT', month: 'month', day: 'day', year: 'year' },
  personalEntries: { kind: 'PERSONAL', month: 'month', day: 'day', year: 'year' },
  births: { kind: 'PERSON', month: 'birthMonth', day: 'birthDay', year: 'birthYear' },
  deaths: { kind: 'PERSON', month: 'deathMonth', day: 'deathDay', year: 'deathYear' },
};

/** The entries of one section of a day, with the year it is ordered by (`y`) and its notability. */
function sectionSource(section: DaySection, q: DayQuery): Prisma.Sql {
  const { kind, month, day, year } = SECTION_COLUMNS[section];
  const column = (name: string) => Prisma.raw(`e."${name}"`);
  const exactYear = q.exactYear ? Prisma.sql`AND ${column(year)} = ${q.exactYear}` : Prisma.empty;
  return Prisma.sql`SELECT e."id", e."languages", ${column(year)} AS y FROM "Entry" e
    WHERE e."kind" = ${Prisma.raw(`'${kind}'`)} AND ${column(month)} = ${q.month} AND ${column(day)} = ${q.day} AND e."listed"
      AND ${q.locale}::"Locale" = ANY(e."publishedLocales") ${exactYear}`;
}

/** The shown entries joined with their articles in the page's language. */
function withArticles(picked: Prisma.Sql, locale: Locale): Prisma.Sql {
  return Prisma.sql`(${picked}) p
    JOIN "Entry" e ON e."id" = p."id"
    JOIN "Article" a ON a."entryId" = p."id" AND a."locale" = ${locale}::"Locale" AND a."publishedAt" IS NOT NULL`;
}

/**
 * Each section's `first` most notable entries and its count, and the day's holidays (all of
 * them: a day has a few dozen at most), in one statement.
 */
export function dayHighlights(ctx: Context, q: DayQuery, first = DAY_HIGHLIGHTS): Promise<DayHighlights> {
  return memoise(ctx, `${highlightsKey(q)}${first}`, async () => {
    const { keys, writtenHolidaysToday, holidayYear } = await holidayKeysOn(ctx, q);
    const ranked = (section: DaySection) =>
      Prisma.sql`(SELECT ${section}::text AS section, s."id", s.y FROM ${Prisma.raw(`"${section}"`)} s ORDER BY s."languages" DESC, s.y NULLS LAST, s."id" LIMIT ${first})`;
    const holidays = Prisma.sql`SELECT 'holidays'::text AS section, e."id", NULL::int AS y FROM "Entry" e
      WHERE e."kind" = 'HOLIDAY' AND e."listed" AND ${q.locale}::"Locale" = ANY(e."publishedLocales")
        AND (e."key" = ANY(${keys}::text[]) OR (${writtenHolidaysToday} AND e."holidayRule" IS NULL AND e."month" = ${q.month} AND e."day" = ${q.day}))`;
    const rows = await ctx.db.$queryRaw<ViewRow[]>`
      WITH "events" AS (${sectionSource('events', q)}),
        "births" AS (${sectionSource('births', q)}),
        "deaths" AS (${sectionSource('deaths', q)}),
        "personalEntries" AS (${sectionSource('personalEntries', q)}),
        picked AS (${Prisma.join([...DAY_SECTIONS.map(ranked), holidays], ' UNION ALL ')})
      SELECT (SELECT count(*) FROM "events")::int AS "eventsTotal",
        (SELECT count(*) FROM "births")::int AS "birthsTotal",
        (SELECT count(*) FROM "deaths")::int AS "deathsTotal",
        (SELECT count(*) FROM "personalEntries")::int AS "personalEntriesTotal",
        p.section, p.y, ${VIEW_COLUMNS}
      FROM (SELECT 1) AS one
      LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, q.locale)} ON true
      ORDER BY p.section, p.y NULLS LAST, p."id"`;
    const totals = rows[0] ?? {};
    const result = Object.fromEntries(
      DAY_SECTIONS.map((section) => [section, { entries: [] as EntryView[], total: Number(totals[`${section}Total`] ?? 0) }]),
    ) as Record<DaySection, SectionHighlights>;
    const holidayViews: EntryView[] = [];
    for (const row of rows) {
      const section = row.section as DaySection | 'holidays' | null;
      if (section === 'holidays') {
        const view = viewOf(row, q.locale, holidayYear);
        if (view) holidayViews.push(view);
      } else if (section) {
        const view = viewOf(row, q.locale);
        if (view) result[section].entries.push(view);
      }
    }
    holidayViews.sort((a, b) => a.article.title.localeCompare(b.article.title, q.locale));
    return { ...result, holidays: holidayViews };
  });
}

function highlightsKey(q: DayQuery): string {
  return `day-highlights:${q.locale}:${q.month}:${q.day}:${q.year}:${q.exactYear ?? ''}:`;
}

/**
 * How many entries each section of a day lists: from the highlights this request already asked
 * for, whatever their number (a page asking for 3 highlights and the counts makes one
 * statement), or else with the usual number.
 */
export async function dayCounts(ctx: Context, q: DayQuery): Promise<Record<DaySection | 'holidays', number>> {
  const key = highlightsKey(q);
  const asked = [...ctx.memo.keys()].find((k) => k.startsWith(key));
  const day = await (asked === undefined ? dayHighlights(ctx, q) : (ctx.memo.get(asked) as Promise<DayHighlights>));
  return {
    events: day.events.total,
    births: day.births.total,
    deaths: day.deaths.total,
    personalEntries: day.personalEntries.total,
    holidays: day.holidays.length,
  };
}

/** One page of a whole section, in the order of the years; null past its last page. */
export function daySectionPage(ctx: Context, q: DayQuery, section: DaySection, page: number): Promise<SectionPage | null> {
  return memoise(ctx, `day-section:${q.locale}:${q.month}:${q.day}:${q.exactYear ?? ''}:${section}:${page}`, async () => {
    const offset = (page - 1) * SECTION_PAGE_SIZE;
    const rows = await ctx.db.$queryRaw<ViewRow[]>`
      WITH "section" AS (${sectionSource(section, q)}),
        picked AS (SELECT s."id", s.y FROM "section" s ORDER BY s.y NULLS LAST, s."id" LIMIT ${SECTION_PAGE_SIZE} OFFSET ${offset})
      SELECT (SELECT count(*) FROM "section")::int AS total, p.y, ${VIEW_COLUMNS}
      FROM (SELECT 1) AS one
      LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, q.locale)} ON true
      ORDER BY p.y NULLS LAST, p."id"`;
    const total = Number(rows[0]?.total ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / SECTION_PAGE_SIZE));
    if (page > pageCount) return null;
    const entries = rows.flatMap((row) => viewOf(row, q.locale) ?? []);
    return { section, page, pageCount, pageSize: SECTION_PAGE_SIZE, total, entries };
  });
}
