/**
 * How many visible comments each entry of a response has, for `Entry.commentCount`: asked for
 * all the entries of the response in one grouped statement, however many there are.
 */
import DataLoader from 'dataloader';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';

/** Per entry, its visible comments by the language of the page they were written on. */
function countsLoader(ctx: Context): DataLoader<number, Map<Locale, number>> {
  return perRequest(
    ctx,
    'entry-comment-counts',
    () =>
      new DataLoader(async (entryIds: readonly number[]) => {
        const groups = await ctx.db.comment.groupBy({
          by: ['entryId', 'locale'],
          where: { entryId: { in: [...entryIds] }, hidden: false },
          _count: { _all: true },
        });
        const byEntry = new Map(entryIds.map((id) => [id, new Map<Locale, number>()]));
        for (const group of groups) byEntry.get(group.entryId)?.set(group.locale, group._count._all);
        return entryIds.map((id) => byEntry.get(id)!);
      }),
  );
}

/** The entry's visible (not hidden) comments written in one language, or in every language when none is given. */
export async function entryCommentCount(ctx: Context, entryId: number, locale: Locale | null): Promise<number> {
  const counts = await countsLoader(ctx).load(entryId);
  if (locale) return counts.get(locale) ?? 0;
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}
