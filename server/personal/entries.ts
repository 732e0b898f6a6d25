/**
 * Members' personal entries: a birthday, an anniversary, a memorial or an event, with a short
 * text and an optional picture. Each goes to review like an article; an unused paid donation
 * (a credit) is spent on it at submission, otherwise it waits for payment. Listing follows the
 * rule in listing.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '#shared/locales';
import { personalEntryProblems, type PersonalEntryInput } from '#shared/personal-entry-rules';
import { paragraphsToHtml } from '../articles/html';
import { announceStatusChange } from '../articles/status-changes';
import type { MemberContext } from '../graphql/context';
import type { Prisma, Revision } from '../generated/prisma/client';
import type { FieldErrorShape } from '../graphql/field-errors';
import { lockEntry } from './listing';

export interface PersonalEntryResult {
  revision: Revision | null;
  /** True when a paid donation covers the entry (it is listed once approved). */
  paid: boolean;
  errors: FieldErrorShape[];
}

const refused = (field: string | null, code: FieldErrorShape['code']): PersonalEntryResult => ({ revision: null, paid: false, errors: [{ field, code }] });

/**
 * Binds the member's oldest unused paid donation to the entry, in place of a failed or expired
 * one (`replacing`); false when they have none.
 */
export async function spendCredit(tx: Prisma.TransactionClient, userId: string, entryId: number, replacing?: string): Promise<boolean> {
  const [credit] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Donation" WHERE "userId" = ${userId} AND status = 'PAID' AND "entryId" IS NULL
    ORDER BY "paidAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
  if (!credit) return false;
  if (replacing) await tx.donation.update({ where: { id: replacing }, data: { entryId: null } });
  await tx.donation.update({ where: { id: credit.id }, data: { entryId } });
  return true;
}

/** Submits a new personal entry, or resubmits a rejected one (`revisionId`), for review. */
export async function submitPersonalEntry(
  ctx: MemberContext,
  locale: Locale,
  input: PersonalEntryInput,
  revisionId?: number | null,
): Promise<PersonalEntryResult> {
  const problems = personalEntryProblems(input);
  if (problems.length) return { revision: null, paid: false, errors: problems };
  const authorId = ctx.user.uid;
  const pictureId = input.pictureId || null;
  if (pictureId && !(await ctx.db.image.findFirst({ where: { id: pictureId, ownerId: authorId }, select: { id: true } })))
    return refused('pictureId', 'IMAGE_NOT_FOUND');

  const title = input.title.replace(/\s+/g, ' ').trim();
  const text = input.text.trim();
  const content = {
    title,
    summary: text,
    bodyHtml: paragraphsToHtml(
      text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
    coverImageId: pictureId,
  };
  const date = { personalKind: input.personalKind!, year: input.date!.year!, month: input.date!.month!, day: input.date!.day! };
  const submitted = { status: 'PENDING' as const, submittedAt: new Date(), rejectionReason: null, reviewerId: null, reviewedAt: null };

  let result: { revision: Revision; paid: boolean } | PersonalEntryResult;
  if (revisionId) {
    const existing = await ctx.db.revision.findUnique({
      where: { id: revisionId },
      include: { article: { include: { entry: { include: { donation: true } } } } },
    });
    if (!existing || existing.authorId !== authorId || existing.article.entry.kind !== 'PERSONAL') return refused('revisionId', 'REVISION_NOT_FOUND');
    if (!(await ctx.abuse.draftSaveAllowed(authorId))) return refused(null, 'TOO_MANY_SAVES');
    // A listed entry is public: what it shows changes only through review, never straight from a form.
    if ((existing.status !== 'REJECTED' && existing.status !== 'DRAFT') || existing.article.entry.listed) return refused('revisionId', 'REVISION_NOT_EDITABLE');
    const { entry } = existing.article;
    result = await ctx.db.$transaction(async (tx) => {
      await lockEntry(tx, entry.id);
      await tx.entry.update({ where: { id: entry.id }, data: date });
      await tx.article.update({ where: { id: existing.articleId }, data: { title } });
      const attached = entry.donation;
      // A credit takes the place of a checkout that failed or ran out; an open or refunded one stays.
      const replaceable = !attached || attached.status === 'FAILED' || attached.status === 'EXPIRED';
      const paid = attached?.status === 'PAID' || (replaceable && (await spendCredit(tx, authorId, entry.id, attached?.id)));
      return { revision: await tx.revision.update({ where: { id: revisionId }, data: { ...content, ...submitted } }), paid };
    });
  } else {
    if (!(await ctx.abuse.draftAllowed(authorId))) return refused(null, 'TOO_MANY_DRAFTS');
    result = await ctx.db.$transaction(async (tx) => {
      const entry = await tx.entry.create({ data: { key: `member-${randomUUID()}`, kind: 'PERSONAL', listed: false, createdById: authorId, ...date } });
      // Until it is listed the article has a placeholder slug; personal entries have no page of their own.
      const article = await tx.article.create({ data: { entryId: entry.id, locale, slug: `draft-${randomUUID()}`, title, authorId } });
      const revision = await tx.revision.create({ data: { articleId: article.id, authorId, ...content, ...submitted } });
      return { revision, paid: await spendCredit(tx, authorId, entry.id) };
    });
  }
  await announceStatusChange(ctx.db, { revisionId: result.revision.id, authorId });
  return { ...result, errors: [] };
}
