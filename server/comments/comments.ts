/**
 * Readers' comments on entries. The text is stored exactly as typed (plain text, escaped when
 * shown); a comment passes the limits, the honeypot, the sender's hourly allowance and a solved
 * proof-of-work challenge before it is stored. Reviewers hide and unhide comments; hidden ones
 * leave every page at once, on every instance.
 */
import { LOCALES, type Locale } from '#shared/locales';
import { commentProblems } from '#shared/comment-problems';
import type { Context } from '../graphql/context';
import { announceContentChange } from '../db/content-changes';
import type { Comment } from '../generated/prisma/client';
import { canReview } from '#shared/roles';
import type { FieldErrorShape } from '../graphql/field-errors';

export interface CommentInput {
  entryId: number;
  locale: Locale;
  authorName: string;
  text: string;
  /** The solved proof-of-work challenge. */
  proof: string;
  /** The honeypot: a field people never see, so only a bot fills it. */
  website?: string | null;
}

export interface CommentResult {
  comment: Comment | null;
  errors: FieldErrorShape[];
}

const refused = (field: string | null, code: FieldErrorShape['code']): CommentResult => ({ comment: null, errors: [{ field, code }] });

export async function addComment(ctx: Context, input: CommentInput): Promise<CommentResult> {
  if (input.website) return refused(null, 'SPAM_SUSPECTED');
  const problems = commentProblems(input);
  if (problems.length) return { comment: null, errors: problems };
  // Every attempt that gets this far counts, solved or not.
  if (!(await ctx.abuse.commentAllowed(ctx.clientAddress))) return refused(null, 'TOO_MANY_COMMENTS');
  if (!(await ctx.abuse.proofOfWork.verify(input.proof))) return refused(null, 'PROOF_OF_WORK_FAILED');
  const entry = await ctx.db.entry.findFirst({ where: { id: input.entryId, listed: true }, select: { id: true } });
  if (!entry) return refused('entryId', 'ENTRY_NOT_FOUND');
  const comment = await ctx.db.comment.create({
    data: {
      entryId: entry.id,
      locale: input.locale,
      authorName: input.authorName.trim(),
      text: input.text.trim(),
      userId: ctx.user && !ctx.user.disabled ? ctx.user.uid : null,
    },
  });
  await announceContentChange(ctx.db, `comments:${entry.id}`);
  return { comment, errors: [] };
}

/** Hides or shows a comment again (reviewers and admins). */
export async function setCommentHidden(ctx: Context, id: number, hidden: boolean): Promise<CommentResult> {
  const found = await ctx.db.comment.findUnique({ where: { id }, select: { id: true } });
  if (!found) return refused('id', 'COMMENT_NOT_FOUND');
  const comment = await ctx.db.comment.update({ where: { id }, data: { hidden } });
  await announceContentChange(ctx.db, `comments:${comment.entryId}`);
  return { comment, errors: [] };
}

const seesHidden = (ctx: Context) => canReview(ctx.user);

/** Which comments a reader sees, in one language or all: reviewers also see the hidden ones, marked. */
export function visibleComments(ctx: Context, entryId: number, locale?: Locale | null) {
  return { entryId, ...(locale ? { locale } : {}), ...(seesHidden(ctx) ? {} : { hidden: false }) };
}

/** Comments by id, in the order asked, null where there is none or the reader may not see it; one statement. */
export async function commentsById(ctx: Context, ids: readonly number[]): Promise<(Comment | null)[]> {
  const rows = await ctx.db.comment.findMany({ where: { id: { in: [...ids] }, ...(seesHidden(ctx) ? {} : { hidden: false }) } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

export interface CommentCount {
  locale: Locale;
  /** Every comment the reader may see, hidden ones included for reviewers. */
  count: number;
  /** Of those, the hidden ones (always 0 for readers, who never see them). */
  hidden: number;
}

/**
 * How many comments an entry has in each language that has any, as the reader may see them, in
 * one grouped query whatever the number of languages. In the order of LOCALES.
 */
export async function commentCounts(ctx: Context, entryId: number): Promise<CommentCount[]> {
  const groups = await ctx.db.comment.groupBy({ by: ['locale', 'hidden'], where: visibleComments(ctx, entryId), _count: { _all: true } });
  return LOCALES.flatMap((locale) => {
    const mine = groups.filter((g) => g.locale === locale);
    const count = mine.reduce((sum, g) => sum + g._count._all, 0);
    const hidden = mine.reduce((sum, g) => sum + (g.hidden ? g._count._all : 0), 0);
    return count ? [{ locale, count, hidden }] : [];
  });
}
