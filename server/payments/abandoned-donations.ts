/**
 * A donation row is written before the provider is asked for a checkout. If the server dies in
 * between, the row has no checkout and can never be paid; left alone it would show as pending
 * forever. Such rows expire once no checkout can still be on its way.
 */
import type { Database } from '../db/prisma';
import { logger } from '../observability/logger';

/** Far longer than asking a provider for a checkout ever takes. */
export const CHECKOUT_START_TIMEOUT_MS = 10 * 60 * 1000;

export async function expireAbandonedDonations(db: Database, now = new Date()): Promise<number> {
  const { count } = await db.donation.updateMany({
    where: { status: 'PENDING', providerSessionId: null, createdAt: { lt: new Date(now.getTime() - CHECKOUT_START_TIMEOUT_MS) } },
    data: { status: 'EXPIRED', entryId: null },
  });
  return count;
}

/** Sweeps now and then every few minutes, without keeping the process alive. */
export function sweepAbandonedDonations(db: Database): { stop(): void } {
  const sweep = () => void expireAbandonedDonations(db).catch((error: unknown) => logger.error({ err: error }, 'Expiring abandoned donations failed'));
  sweep();
  const timer = setInterval(sweep, CHECKOUT_START_TIMEOUT_MS / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
