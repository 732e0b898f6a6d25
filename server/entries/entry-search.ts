/**
 * Finding entries by their text (the API's `EntryFilter.search`): a substring of an article's
 * title, summary or text (without markup), ignoring case and accents, found through a trigram
 * index (pg_trgm over unaccent; the functions and the index are in the migrations). Trigrams need
 * three characters; a Chinese or Japanese word is often one or two, and is found instead as the
 * site's search finds it (server/search/), by the pairs of characters each article's search
 * document holds (only a published article of a listed entry has one). Everything about how a
 * filter matches text stays behind `entrySearchSql`.
 */
import type { Locale } from '#shared/locales';
import { Prisma } from '../generated/prisma/client';
import { isCjkWord, isSearchableTerm, searchWords } from '../search/search-text';
import { localeLiteral, tsqueryText } from '../search/text-match';

/** Trigrams need three characters: a shorter search could not use the index and would read every article. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/** A search shorter than trigrams allow, made only of Chinese, Japanese or Korean characters ("登月", "月"). */
function isShortCjkSearch(search: string): boolean {
  const trimmed = search.trim();
  return trimmed.length > 0 && [...trimmed].length < SEARCH_MIN_LENGTH && [...trimmed].every(isCjkWord);
}

/**
 * Whether a filter's search has enough to look for: a short Chinese, Japanese or Korean word, or
 * at least SEARCH_MIN_LENGTH characters of which at least as many are letters or digits once
 * folded. Combining marks or punctuation alone ("\u0301\u0301\u0301", "%%%") fold to a pattern
 * every article contains.
 */
export function isFilterSearchable(search: string): boolean {
  return isShortCjkSearch(search) || (search.trim().length >= SEARCH_MIN_LENGTH && isSearchableTerm(search));
}

/**
 * The condition on `a` (table "Article", in `locale`) that its text contains `search`. The search
 * is folded as the index folds the text (no accents, lower case), then its LIKE wildcards are
 * escaped so that `%` and `_` are found as themselves.
 */
export function entrySearchSql(search: string, locale: Locale): Prisma.Sql {
  if (isShortCjkSearch(search)) {
    const query = tsqueryText(searchWords(search), { prefixLast: false });
    return Prisma.sql`a."id" IN (SELECT s."articleId" FROM "SearchDocument" s WHERE s."locale" = ${localeLiteral(locale)} AND s."words" @@ to_tsquery("search_config"(${localeLiteral(locale)}), ${query}))`;
  }
  return Prisma.sql`"article_search_text"(a."title", a."summary", a."bodyHtml")
    LIKE '%' || replace(replace(replace("search_folded"(${search.trim()}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
