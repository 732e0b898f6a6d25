/**
 * Entries read with their articles by hand-written SQL: every column of both, prefixed so that
 * the two do not clash, and the row turned back into the entry and article Prisma would give.
 */
import { Prisma } from '../generated/prisma/client';
import type { Article, Entry } from '../generated/prisma/client';
import type { Locale } from '#shared/locales';
import type { EntryView } from './views';

const ENTRY_COLUMNS = Object.values(Prisma.EntryScalarFieldEnum);
const ARTICLE_COLUMNS = Object.values(Prisma.ArticleScalarFieldEnum);

/** Every column of the entry (`e`) and its article (`a`), as "e_…" and "a_…". */
export const VIEW_COLUMNS = Prisma.raw([...ENTRY_COLUMNS.map((c) => `e."${c}" AS "e_${c}"`), ...ARTICLE_COLUMNS.map((c) => `a."${c}" AS "a_${c}"`)].join(', '));

export type ViewRow = Record<string, unknown>;

/** The entry and article of a row selected with VIEW_COLUMNS; null when the row has none (an outer join's empty side). */
export function viewOf(row: ViewRow, locale: Locale, year?: number): EntryView | null {
  if (row.e_id === null || row.e_id === undefined) return null;
  const entry = Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, row[`e_${c}`]])) as unknown as Entry;
  const article = Object.fromEntries(ARTICLE_COLUMNS.map((c) => [c, row[`a_${c}`]])) as unknown as Article;
  return { entry, article, locale, ...(year === undefined ? {} : { year }) };
}
