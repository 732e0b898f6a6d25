/**
 * Which articles a search's words match, and how well, as SQL over `a` ("Article").
 */
import type { Locale } from '../../client/shared/locales';
import { Prisma } from '../generated/prisma/client';

export interface MatchSql {
  condition: Prisma.Sql;
  /** Larger is better. */
  rank: Prisma.Sql;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word in the article's folded text; title matches first. */
export function textMatchSql(_locale: Locale, _query: string, words: readonly string[]): MatchSql {
  const patterns = words.map((word) => `%${escapeLike(word)}%`);
  const condition = Prisma.join(
    patterns.map((pattern) => Prisma.sql`"article_search_text"(a."title", a."summary", a."bodyHtml") LIKE ${pattern}`),
    ' AND ',
  );
  const rank = Prisma.sql`(${Prisma.join(
    patterns.map((pattern) => Prisma.sql`("search_folded"(a."title") LIKE ${pattern})::int`),
    ' + ',
  )})::float8`;
  return { condition, rank };
}
