/**
 * Reviewers' decisions. Approving copies the revision into the article readers see (and lists a
 * new entry on its days); rejecting sends it back to its author with a reason. Either way the
 * author's open pages hear of it at once, on every instance.
 */
import slugify from '@sindresorhus/slugify';
import { REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_MIN_LENGTH } from '#shared/article-rules';
import type { Locale } from '#shared/locales';
import { COMMENTS_SUFFIX } from '#shared/paths';
import type { MemberContext } from '../graphql/context';
import { announceContentChange } from '../db/content-changes';
import type { Article, Entry, Prisma, Revision } from '../generated/prisma/client';
import type { DraftResult } from './drafts';
import { lockEntry, settlePersonalListing } from '../personal/listing';
import { announceStatusChange } from './status-changes';

export type ReviewDecision = 'APPROVE' | 'REJECT';

const refused = (field: string | null, code: DraftResult['errors'][number]['code']): DraftResult => ({ revision: null, errors: [{ field, code }] });

export async function reviewRevision(
  ctx: MemberContext,
  revisionId: number,
  decision: ReviewDecision,
  reason: string | null | undefined,
): Promise<DraftResult> {
  const reviewerId = ctx.user.uid;
  const rejectionReason = reason?.trim() ?? '';
  if (decision === 'REJECT') {
    if (rejectionReason.length < REJECTION_REASON_MIN_LENGTH) return refused('reason', 'REASON_REQUIRED');
    if (rejectionReason.length > REJECTION_REASON_MAX_LENGTH) return refused('reason', 'REASON_TOO_LONG');
  }
  const revision = await ctx.db.revision.findUnique({ where: { id: revisionId }, include: { article: { include: { entry: true } } } });
  if (!revision || revision.status !== 'PENDING') return refused('revisionId', 'REVISION_NOT_PENDING');
  // Nobody approves their own writing.
  if (revision.authorId === reviewerId) return refused('revisionId', 'CANNOT_REVIEW_OWN');

  const decided = await ctx.db.$transaction(async (tx) => {
    const decidedAt = new Date();
    // Claims the revision: of two reviewers deciding at once, one wins and the other is told.
    const claimed = await tx.revision.updateMany({
      where: { id: revisionId, status: 'PENDING' },
      data:
        decision === 'APPROVE'
          ? { status: 'APPROVED', reviewerId, reviewedAt: decidedAt }
          : { status: 'REJECTED', rejectionReason, reviewerId, reviewedAt: decidedAt },
    });
    if (claimed.count !== 1) return null;
    // A pending revision cannot be edited, so what was read above is what is published.
    if (decision === 'APPROVE') await publish(tx, revision, decidedAt);
    return tx.revision.findUniqueOrThrow({ where: { id: revisionId } });
  });
  if (!decided) return refused('revisionId', 'REVISION_NOT_PENDING');
  await announceStatusChange(ctx.db, { revisionId, authorId: decided.authorId });
  if (decision === 'APPROVE') await announceContentChange(ctx.db, `article:${decided.articleId}`);
  return { revision: decided, errors: [] };
}

/** Copies an approved revision into its article; the first approval also names and lists it. */
async function publish(tx: Prisma.TransactionClient, revision: Revision & { article: Article & { entry: Entry } }, publishedAt: Date): Promise<void> {
  const { article } = revision;
  const firstPublication = article.publishedAt === null;
  // A personal entry's entry is locked before its article, as payments do, and is listed only once paid.
  const personal = article.entry.kind === 'PERSONAL';
  if (personal) await lockEntry(tx, article.entryId);
  await tx.article.update({
    where: { id: article.id },
    data: {
      title: revision.title,
      summary: revision.summary,
      bodyHtml: revision.bodyHtml,
      coverImageId: revision.coverImageId,
      referenceText: revision.referenceText,
      referenceUrl: revision.referenceUrl,
      fallbackFrom: null,
      // A member's text now: the importer leaves it alone, and it is published under the site's licence.
      importedFrom: null,
      ...(firstPublication
        ? {
            publishedAt: personal ? undefined : publishedAt,
            slug: await freeSlug(tx, article.locale, revision.title, article.id),
            authorId: article.authorId ?? revision.authorId,
          }
        : {}),
    },
  });
  if (personal) await settlePersonalListing(tx, article.entryId);
  else if (!article.entry.listed) await tx.entry.update({ where: { id: article.entryId }, data: { listed: true } });
}

/**
 * A slug from the title that no other article of the language uses; titles without Latin letters
 * get the article's number. A slug never ends like a comments page's path.
 */
async function freeSlug(tx: Prisma.TransactionClient, locale: Locale, title: string, articleId: number): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || String(articleId);
  const taken = new Set((await tx.article.findMany({ where: { locale, slug: { startsWith: base } }, select: { slug: true } })).map((a) => a.slug));
  const unusable = (slug: string) => taken.has(slug) || slug.endsWith(COMMENTS_SUFFIX[locale]);
  let slug = base;
  for (let n = 2; unusable(slug); n++) slug = `${base}-${n}`;
  return slug;
}
