/**
 * A payment provider's news about a donation, applied once: every event is recorded with its id
 * in the same transaction that applies it, so a replayed event changes nothing. A paid donation
 * for a submitted entry lists it if a reviewer has approved it; a refund takes it off its day.
 */
import type { Database } from '../db/prisma';
import { announceContentChange } from '../db/content-changes';
import { announceStatusChange } from '../articles/status-changes';
import { lockEntry, settlePersonalListing } from '../personal/listing';

type PaymentOutcome = 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

export interface PaymentEvent {
  provider: 'stripe' | 'test';
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: string;
  outcome: PaymentOutcome;
  /** The checkout session the event is about, or, for refunds, the payment. */
  sessionId?: string | null;
  paymentId?: string | null;
}

export type Applied = 'applied' | 'replayed' | 'unknown-donation';

export async function applyPaymentEvent(db: Database, event: PaymentEvent): Promise<Applied> {
  const result = await db.$transaction(async (tx) => {
    const recorded = await tx.paymentEvent.createMany({
      data: [{ id: `${event.provider}:${event.id}`, provider: event.provider, type: event.type }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return { applied: 'replayed' as const, listingChanged: false, entryId: null };
    const donation = event.sessionId
      ? await tx.donation.findUnique({ where: { providerSessionId: event.sessionId } })
      : event.paymentId
        ? await tx.donation.findUnique({ where: { providerPaymentId: event.paymentId } })
        : null;
    if (!donation || donation.provider !== event.provider) return { applied: 'unknown-donation' as const, listingChanged: false, entryId: null };
    // The entry before the donation, in the order approval and checkout take them.
    if (donation.entryId !== null) await lockEntry(tx, donation.entryId);
    const now = new Date();
    switch (event.outcome) {
      case 'PAID': {
        // Money that arrives after a failure or an expiry still counts.
        const paid = await tx.donation.updateMany({
          where: { id: donation.id, status: { in: ['PENDING', 'FAILED', 'EXPIRED'] } },
          data: { status: 'PAID', paidAt: now, providerPaymentId: event.paymentId ?? undefined },
        });
        const listingChanged = paid.count === 1 && donation.entryId !== null && (await settlePersonalListing(tx, donation.entryId));
        return { applied: 'applied' as const, listingChanged, entryId: paid.count === 1 ? donation.entryId : null };
      }
      case 'FAILED':
      case 'EXPIRED':
        await tx.donation.updateMany({ where: { id: donation.id, status: 'PENDING' }, data: { status: event.outcome } });
        return { applied: 'applied' as const, listingChanged: false, entryId: null };
      case 'REFUNDED': {
        await tx.donation.update({ where: { id: donation.id }, data: { status: 'REFUNDED' } });
        const listingChanged = donation.entryId !== null && (await settlePersonalListing(tx, donation.entryId));
        return { applied: 'applied' as const, listingChanged, entryId: donation.entryId };
      }
    }
  });
  if (result.listingChanged) await announceContentChange(db, 'personal-entries');
  // The member's open My Articles page hears that the entry is paid (or refunded), as with a review decision.
  if (result.entryId !== null) {
    const newest = await db.revision.findFirst({
      where: { article: { entryId: result.entryId } },
      orderBy: { id: 'desc' },
      select: { id: true, authorId: true },
    });
    if (newest) await announceStatusChange(db, { revisionId: newest.id, authorId: newest.authorId });
  }
  return result.applied;
}
