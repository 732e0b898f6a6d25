/**
 * The one rule of personal entries: listed on its day when, and only when, a reviewer approved
 * it AND its donation is paid, whichever happens first. Approval and payment both lock the entry
 * before deciding, so the two arriving at the same moment cannot both miss each other.
 */
import type { Prisma } from '../generated/prisma/client';

export async function lockEntry(tx: Prisma.TransactionClient, entryId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Entry" WHERE id = ${entryId} FOR UPDATE`;
}

/** Lists or unlists the entry as the rule says; true when that changed what readers see. */
export async function settlePersonalListing(tx: Prisma.TransactionClient, entryId: number): Promise<boolean> {
  await lockEntry(tx, entryId);
  const entry = await tx.entry.findUniqueOrThrow({
    where: { id: entryId },
    select: {
      kind: true,
      listed: true,
      donation: { select: { status: true } },
      articles: { select: { id: true, publishedAt: true, revisions: { where: { status: 'APPROVED' }, select: { id: true }, take: 1 } } },
    },
  });
  if (entry.kind !== 'PERSONAL') return false;
  const approved = entry.articles.filter((article) => article.revisions.length > 0);
  const listed = approved.length > 0 && entry.donation?.status === 'PAID';
  if (listed === entry.listed) return false;
  await tx.entry.update({ where: { id: entryId }, data: { listed } });
  if (listed) {
    const unpublished = approved.filter((article) => article.publishedAt === null).map((article) => article.id);
    await tx.article.updateMany({ where: { id: { in: unpublished } }, data: { publishedAt: new Date() } });
  }
  return true;
}
