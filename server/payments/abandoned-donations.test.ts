import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { addMember } from '../../tests/setup/operations';
import { CHECKOUT_START_TIMEOUT_MS, expireAbandonedDonations } from './abandoned-donations';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await addMember(t.db, 'donor');
});
afterAll(() => t?.close());

describe('donations whose checkout never started', () => {
  it('expire once no checkout can still be on its way; the others stay as they are', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const base = { userId: 'donor', personalKind: 'BIRTHDAY' as const, amount: 500, currency: 'usd', provider: 'test' };
    const abandoned = await t.db.donation.create({ data: { ...base, createdAt: ago(CHECKOUT_START_TIMEOUT_MS + 60_000) } });
    const starting = await t.db.donation.create({ data: { ...base, createdAt: ago(60_000) } });
    const atCheckout = await t.db.donation.create({ data: { ...base, providerSessionId: 'cs_test_waiting', createdAt: ago(CHECKOUT_START_TIMEOUT_MS * 3) } });
    const paid = await t.db.donation.create({ data: { ...base, status: 'PAID', createdAt: ago(CHECKOUT_START_TIMEOUT_MS * 3) } });

    expect(await expireAbandonedDonations(t.db, now)).toBe(1);
    const status = async (id: string) => (await t.db.donation.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(abandoned.id)).toBe('EXPIRED');
    expect(await status(starting.id)).toBe('PENDING');
    expect(await status(atCheckout.id)).toBe('PENDING');
    expect(await status(paid.id)).toBe('PAID');
    expect(await expireAbandonedDonations(t.db, now)).toBe(0);
  });
});
