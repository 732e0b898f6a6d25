/**
 * The sections of a calendar page (a day's events, births, deaths and personal entries; a year's
 * events, births and deaths), read the same way for both: each section's most notable entries
 * with its count in one statement, and every entry of one section a page at a time in another.
 * Both count and rank from one index of Entry alone (its published languages are kept on the
 * entry by the database) and read articles only for the entries shown.
 *
 * A section is given as its source: a statement over `Entry e` that yields each entry's `id`, its
 * notability (`languages`: an entry written in more of the site's languages comes first, as
 * Wikidata ranks by the number of Wikipedias that have an article) and `o`, the key the section
 * lists its entries in order of (a day's: the year; a year's: the day of the year).
 */
import { Prisma } from '../generated/prisma/client';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { memoise } from '../graphql/context';
import type { EntryView } from './views';
import { VIEW_COLUMNS, viewOf, type ViewRow } from './view-rows';

/** The sections calendar pages list: each one's kind of entry and the date its entries are listed by. */
const SECTION_DATES = {
  events: { kind: 'EVENT', year: 'year', month: 'month', day: 'day' },
  personalEntries: { kind: 'PERSONAL', year: 'year', month: 'month', day: 'day' },
  births: { kind: 'PERSON', year: 'birthYear', month: 'birthMonth', day: 'birthDay' },
  deaths: { kind: 'PERSON', year: 'deathYear', month: 'deathMonth', day: 'deathDay' },
} as const;
export type ListedSection = keyof typeof SECTION_DATES;

/**
 * A section's entries in a page's language: `e` of its kind, listed, published in `locale`, with
 * `dateIs` picking the day or the year by the section's date columns (`year`, `month`, `day`).
 */
export function sectionEntries(
  section: ListedSection,
  locale: Locale,
  dateIs: (columns: { year: Prisma.Sql; month: Prisma.Sql; day: Prisma.Sql }) => Prisma.Sql,
  order: (columns: { year: Prisma.Sql; month: Prisma.Sql; day: Prisma.Sql }) => Prisma.Sql,
): Prisma.Sql {
  const { kind, ...dates } = SECTION_DATES[section];
  const columns = {
    year: Prisma.raw(`e."${dates.year}"`),
    month: Prisma.raw(`e."${dates.month}"`),
    day: Prisma.raw(`e."${dates.day}"`),
  };
  return Prisma.sql`SELECT e."id", e."languages", ${order(columns)} AS o FROM "Entry" e
    WHERE e."kind" = ${Prisma.raw(`'${kind}'`)} AND ${dateIs(columns)} AND e."listed"
      AND ${locale}::"Locale" = ANY(e."publishedLocales")`;
}

/** Entries on a page of a whole section. */
export const SECTION_PAGE_SIZE = 50;

export interface SectionHighlights {
  /** The most notable entries, in the section's order. */
  entries: EntryView[];
  /** How many the section lists in all. */
  total: number;
}

export interface SectionPage<Section extends string = string> {
  section: Section;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  entries: EntryView[];
}

/** The shown entries joined with their articles in the page's language. */
function withArticles(picked: Prisma.Sql, locale: Locale): Prisma.Sql {
  return Prisma.sql`(${picked}) p
    JOIN "Entry" e ON e."id" = p."id"
    JOIN "Article" a ON a."entryId" = p."id" AND a."locale" = ${locale}::"Locale" AND a."publishedAt" IS NOT NULL`;
}

/**
 * Each section's `first` most notable entries, in the section's order, and its count, in one
 * statement; `alsoPicked` adds rows of another kind (a day's holidays: `section`, `id`, `o`).
 * Answers the sections and the rows of `alsoPicked` by the section name it gives them.
 */
export async function readHighlights<Section extends string>(
  ctx: Context,
  locale: Locale,
  sources: Record<Section, Prisma.Sql>,
  first: number,
  alsoPicked?: Prisma.Sql,
): Promise<{ sections: Record<Section, SectionHighlights>; others: ViewRow[] }> {
  const names = Object.keys(sources) as Section[];
  const ranked = (section: Section) =>
    Prisma.sql`(SELECT ${section}::text AS section, s."id", s.o FROM ${Prisma.raw(`"${section}"`)} s ORDER BY s."languages" DESC, s.o NULLS LAST, s."id" LIMIT ${first})`;
  const withs = Prisma.join(
    names.map((section) => Prisma.sql`${Prisma.raw(`"${section}"`)} AS (${sources[section]})`),
    ', ',
  );
  const totals = Prisma.join(
    names.map((section) => Prisma.raw(`(SELECT count(*) FROM "${section}")::int AS "${section}Total"`)),
    ', ',
  );
  const rows = await ctx.db.$queryRaw<ViewRow[]>`
    WITH ${withs},
      picked AS (${Prisma.join([...names.map(ranked), ...(alsoPicked ? [alsoPicked] : [])], ' UNION ALL ')})
    SELECT ${totals}, p.section, p.o, ${VIEW_COLUMNS}
    FROM (SELECT 1) AS one
    LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, locale)} ON true
    ORDER BY p.section, p.o NULLS LAST, p."id"`;
  const counted = rows[0] ?? {};
  const sections = Object.fromEntries(
    names.map((section) => [section, { entries: [] as EntryView[], total: Number(counted[`${section}Total`] ?? 0) }]),
  ) as Record<Section, SectionHighlights>;
  const others: ViewRow[] = [];
  for (const row of rows) {
    const section = row.section as string | null;
    if (section === null) continue;
    if (!Object.hasOwn(sources, section)) {
      others.push(row);
      continue;
    }
    const view = viewOf(row, locale);
    if (view) sections[section as Section].entries.push(view);
  }
  return { sections, others };
}

/**
 * The highlights a request already asked for under `keyPrefix`, whatever their number (a page
 * asking for 3 highlights and the counts makes one statement), or else `read()`'s.
 */
export function highlightsAsked<H>(ctx: Context, keyPrefix: string, read: () => Promise<H>): Promise<H> {
  const asked = [...ctx.memo.keys()].find((key) => key.startsWith(keyPrefix));
  return asked === undefined ? read() : (ctx.memo.get(asked) as Promise<H>);
}

/** One page of a whole section, in the section's order, kept for the request under `key`; null past its last page. */
export function readSectionPage<Section extends string>(
  ctx: Context,
  key: string,
  { section, source, locale, page }: { section: Section; source: Prisma.Sql; locale: Locale; page: number },
): Promise<SectionPage<Section> | null> {
  return memoise(ctx, key, async () => {
    const offset = (page - 1) * SECTION_PAGE_SIZE;
    const rows = await ctx.db.$queryRaw<ViewRow[]>`
      WITH "section" AS (${source}),
        picked AS (SELECT s."id", s.o FROM "section" s ORDER BY s.o NULLS LAST, s."id" LIMIT ${SECTION_PAGE_SIZE} OFFSET ${offset})
      SELECT (SELECT count(*) FROM "section")::int AS total, p.o, ${VIEW_COLUMNS}
      FROM (SELECT 1) AS one
      LEFT JOIN ${withArticles(Prisma.sql`SELECT * FROM picked`, locale)} ON true
      ORDER BY p.o NULLS LAST, p."id"`;
    const total = Number(rows[0]?.total ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / SECTION_PAGE_SIZE));
    if (page > pageCount) return null;
    const entries = rows.flatMap((row) => viewOf(row, locale) ?? []);
    return { section, page, pageCount, pageSize: SECTION_PAGE_SIZE, total, entries };
  });
}
