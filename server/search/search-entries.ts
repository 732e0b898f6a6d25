/**
 * The site's search: the published entries whose text in a language matches what a reader typed,
 * best first, in one SQL statement (the page and the number of all matches together). A text
 * that names a date ("9 November 1989", "11月9日", "1989") finds the entries of that date instead,
 * the most notable first; `dateMatch` then says which date it named.
 */
import { parseDateQuery, type DateQuery } from '#shared/date-query';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { Prisma, type EntryKind } from '../generated/prisma/client';
import { VIEW_COLUMNS, viewOf, type ViewRow } from '../entries/view-rows';
import type { EntryView } from '../entries/views';
import { highlight, snippet, type HighlightedText } from './highlights';
import { articlePlainText } from './plain-text';
import { correctedQuery } from './did-you-mean';
import { localeLiteral, ofKindsSql, textMatchCtes, wordSearchOf, type WordSearch } from './text-match';

export const SEARCH_LIMITS = {
  /** Characters of a query, after trimming. */
  queryLength: { min: 1, max: 100 },
  /** Results a page. */
  first: { max: 50, default: 20 },
  /** How deep pages go: past this, a reader refines the search. */
  depth: 1000,
} as const;

export interface SearchRequest {
  query: string;
  locale: Locale;
  kinds?: readonly EntryKind[] | null;
  first: number;
  /** How many results come before the page. */
  offset: number;
}

export interface SearchHit {
  view: EntryView;
  title: HighlightedText;
  snippet: HighlightedText;
  /** The place of the hit in the whole list (0 for the first). */
  position: number;
}

export interface SearchPage {
  hits: SearchHit[];
  totalCount: number;
  dateMatch: DateQuery | null;
  /** When nothing holds the words and the results are the titles most like them: the search with its words as the best of them writes them. */
  didYouMean: string | null;
}

/** Entries on the date, or in the year, a query names: an event's (or holiday's, or personal entry's) date, a person's birth or death. */
function dateMatchSql(date: DateQuery): Prisma.Sql {
  const on = (year: string, month: string, day: string) => {
    const parts: Prisma.Sql[] = [];
    if (date.month !== undefined) parts.push(Prisma.sql`${Prisma.raw(`e."${month}"`)} = ${date.month}`);
    if (date.day !== undefined) parts.push(Prisma.sql`${Prisma.raw(`e."${day}"`)} = ${date.day}`);
    if (date.year !== undefined) parts.push(Prisma.sql`${Prisma.raw(`e."${year}"`)} = ${date.year}`);
    return Prisma.join(parts, ' AND ');
  };
  return Prisma.sql`((e."kind" <> 'PERSON' AND ${on('year', 'month', 'day')})
    OR (e."kind" = 'PERSON' AND ${on('birthYear', 'birthMonth', 'birthDay')})
    OR (e."kind" = 'PERSON' AND ${on('deathYear', 'deathMonth', 'deathDay')}))`;
}

type HitRow = ViewRow & { total: number; typo: boolean };

/**
 * The statement of a page: the matching articles (`hits`: id, whether the title holds every word,
 * rank, the entry's notability), ordered and cut to the page with their count, and only then
 * joined to their entries and articles, so that only a page's texts are read and sorted.
 */
function searchSql(request: SearchRequest, { dateMatch, search, limit }: { dateMatch: DateQuery | null; search: WordSearch; limit: number }): Prisma.Sql {
  const locale = localeLiteral(request.locale);
  const kinds = ofKindsSql('e."kind"', request.kinds);
  const hits = dateMatch
    ? Prisma.sql`"hits" AS (
        SELECT a."id", false AS "titleHit", 0::float8 AS "rank", e."languages", false AS "typo"
        FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id" AND a."locale" = ${locale}
        WHERE e."listed" ${kinds} AND ${dateMatchSql(dateMatch)} AND ${locale} = ANY(e."publishedLocales") AND a."publishedAt" IS NOT NULL
      )`
    : Prisma.sql`${textMatchCtes({ ...search, kinds: request.kinds ?? [] })},
      "hits" AS (SELECT * FROM "words" UNION ALL SELECT * FROM "typos")`;
  return Prisma.sql`
    WITH ${hits},
    "page" AS (
      SELECT h."id", h."titleHit", h."rank", h."languages", h."typo", count(*) OVER ()::int AS total
      FROM "hits" h
      ORDER BY h."titleHit" DESC, h."rank" DESC, h."languages" DESC, h."id"
      LIMIT ${limit} OFFSET ${request.offset}
    )
    SELECT ${VIEW_COLUMNS}, p.total, p."typo"
    FROM "page" p JOIN "Article" a ON a."id" = p."id" JOIN "Entry" e ON e."id" = a."entryId"
    ORDER BY p."titleHit" DESC, p."rank" DESC, p."languages" DESC, p."id"`;
}

/** What a request asks of the database: the date it names or its words, and the statement of its page (none when it has no word). */
export function searchPlan(request: SearchRequest): { dateMatch: DateQuery | null; words: string[]; sql: Prisma.Sql | null } {
  const dateMatch = parseDateQuery(request.query.trim(), request.locale);
  const search = wordSearchOf(request.query, request.locale);
  const words = dateMatch ? [] : [...search.words];
  if (!dateMatch && words.length === 0) return { dateMatch, words, sql: null };
  // One row at least, even for a page of none, so that the window counts the results.
  const limit = Math.max(request.first, 1);
  return { dateMatch, words, sql: searchSql(request, { dateMatch, search, limit }) };
}

/** One page of the search's results with the number of all of them. */
export async function searchEntries(ctx: Context, request: SearchRequest): Promise<SearchPage> {
  const { locale, first, offset } = request;
  const { dateMatch, words, sql } = searchPlan(request);
  if (!sql) return { hits: [], totalCount: 0, dateMatch, didYouMean: null };
  const rows = await ctx.db.$queryRaw<HitRow[]>(sql);
  const hits = rows.slice(0, first).map((row, i): SearchHit => {
    const view = viewOf(row, locale)!;
    const text = articlePlainText(view.article);
    return { view, title: highlight(view.article.title, words), snippet: snippet(text, words), position: offset + i };
  });
  // Past the last result the window counts nothing: the number is then asked again from the start.
  const totalCount = rows[0]?.total ?? (offset > 0 ? await countBeyond(ctx, request) : 0);
  const didYouMean = rows[0]?.typo ? correctedQuery(words, hits[0].view.article.title) : null;
  return { hits, totalCount, dateMatch, didYouMean };
}

/** The number of results when a page lies past the last of them (a stale cursor): asked again from the start. */
async function countBeyond(ctx: Context, request: SearchRequest): Promise<number> {
  const page = await searchEntries(ctx, { ...request, first: 1, offset: 0 });
  return page.totalCount;
}
