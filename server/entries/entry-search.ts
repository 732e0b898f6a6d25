/**
 * Finding entries by their text: for now a substring of an article's title, summary or text
 * (without markup), ignoring case and accents, found through a trigram index (pg_trgm over
 * unaccent; the functions and the index are in the migrations). Everything about how a search
 * matches stays behind `entrySearchSql`, so that a full-text search can take its place.
 */
import { Prisma } from '../generated/prisma/client';

/** Trigrams need three characters: a shorter search could not use the index and would read every article. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/**
 * The condition on `a` (table "Article") that its text contains `search`. The search is folded
 * as the index folds the text (no accents, lower case), then its LIKE wildcards are escaped so
 * that `%` and `_` are found as themselves.
 */
export function entrySearchSql(search: string): Prisma.Sql {
  return Prisma.sql`"article_search_text"(a."title", a."summary", a."bodyHtml")
    LIKE '%' || replace(replace(replace("search_folded"(${search.trim()}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
