/**
 * A donation row is written before the provider is asked for a checkout. If the server dies in
 * between, the row has no checkout and can never be paid; left alone it would show as pending
 * forever. Such rows expire once no checkout can still be on its way. A checkout of the built-in
 * test provider that nobody finished expires as Stripe's do (Stripe says so in an event; the
 * test provider has nobody to say it).
 */
import type { Database } from '../db/prisma';
import { logger } from '../observability/logger';

/** Far longer than asking a provider for a checkout ever takes. */
export const CHECKOUT_START_TIMEOUT_MS = 10 * 60 * 1000;
/** How long Stripe keeps a Checkout Session open by default; the test provider's last as long. */
export const TEST_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function expireAbandonedDonations(db: Database, now = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const neverStarted = await db.donation.updateMany({
    where: { status: 'PENDING', providerSessionId: null, createdAt: { lt: before(CHECKOUT_START_TIMEOUT_MS) } },
    data: { status: 'EXPIRED', entryId: null },
  });
  // As a Stripe expiry does: the donation stays with its entry, which can be paid for anew.
  const unfinished = await db.donation.updateMany({
    where: { status: 'PENDING', provider: 'test', providerSessionId: { not: null }, createdAt: { lt: before(TEST_CHECKOUT_LIFETIME_MS) } },
    data: { status: 'EXPIRED' },
  });
  return neverStarted.count + unfinished.count;
}

/** Sweeps now and then every few minutes, without keeping the process alive. */
export function sweepAbandonedDonations(db: Database): { stop(): void } {
  const sweep = () => void expireAbandonedDonations(db).catch((error: unknown) => logger.error({ err: error }, 'Expiring abandoned donations failed'));
  sweep();
  const timer = setInterval(sweep, CHECKOUT_START_TIMEOUT_MS / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
