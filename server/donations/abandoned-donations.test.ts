import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aDonation, aMember } from '../../tests/setup/factories';
import type { User } from '../generated/prisma/client';
import { CHECKOUT_START_TIMEOUT_MS, expireAbandonedDonations, TEST_CHECKOUT_LIFETIME_MS } from './abandoned-donations';

let t: TestDatabase;
let donor: User;
beforeAll(async () => {
  t = await createTestDatabase();
  donor = await aMember(t.db, { uid: 'donor' });
});
afterAll(() => t?.close());

describe('donations whose checkout never started', () => {
  it('expire once no checkout can still be on its way; the others stay as they are', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const abandoned = await aDonation(t.db, { donor, createdAt: ago(CHECKOUT_START_TIMEOUT_MS + 60_000) });
    const starting = await aDonation(t.db, { donor, createdAt: ago(60_000) });
    const atCheckout = await aDonation(t.db, { donor, providerSessionId: 'cs_test_waiting', createdAt: ago(CHECKOUT_START_TIMEOUT_MS * 3) });
    const paid = await aDonation(t.db, { donor, status: 'PAID', createdAt: ago(CHECKOUT_START_TIMEOUT_MS * 3) });

    expect(await expireAbandonedDonations(t.db, now)).toBe(1);
    const status = async (id: string) => (await t.db.donation.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(abandoned.id)).toBe('EXPIRED');
    expect(await status(starting.id)).toBe('PENDING');
    expect(await status(atCheckout.id)).toBe('PENDING');
    expect(await status(paid.id)).toBe('PAID');
    expect(await expireAbandonedDonations(t.db, now)).toBe(0);
  });

  it('expire a test checkout nobody finished once a Stripe checkout would have, and leave Stripe’s to Stripe', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const left = await aDonation(t.db, { donor, providerSessionId: 'test_cs_left', createdAt: ago(TEST_CHECKOUT_LIFETIME_MS + 60_000) });
    const open = await aDonation(t.db, { donor, providerSessionId: 'test_cs_open', createdAt: ago(TEST_CHECKOUT_LIFETIME_MS - 60_000) });
    const atStripe = await aDonation(t.db, {
      donor,
      provider: 'stripe',
      providerSessionId: 'cs_live_left',
      createdAt: ago(TEST_CHECKOUT_LIFETIME_MS * 2),
    });

    expect(await expireAbandonedDonations(t.db, now)).toBe(1);
    const status = async (id: string) => (await t.db.donation.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(left.id)).toBe('EXPIRED');
    expect(await status(open.id)).toBe('PENDING');
    expect(await status(atStripe.id)).toBe('PENDING');
  });
});
