/**
 * Donations and personal entries against the real database.
 *
 * - Stripe's webhook over real HTTP, with events signed by Stripe's own helper: a paid checkout
 *   marks the donation PAID, badly signed requests change nothing, a replayed event (one after
 *   another or all at once) is credited once, expiry, failure and refunds (a refund takes a
 *   personal entry off its day).
 * - The publish rule through GraphQL and the built-in test provider's HTTP route, as the site
 *   runs it: a personal entry is listed on its day when, and only when, it is approved AND paid,
 *   whichever comes first; credits, declined and cancelled checkouts, the refusals of
 *   startDonation and submitPersonalEntry, who sees which donations, and the test checkout's
 *   answers.
 */
import express from 'express';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aDonation, aMember, anEntry } from '../../tests/setup/factories';
import { approve, DAY_LISTS, okOn, refusedAsUnauthorised, REVIEW_ARTICLE, START_DONATION, SUBMIT_PERSONAL_ENTRY } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { PersonalEntryInput, PersonalKind } from '../../tests/graphql/graphql';
import type { Donation, User } from '../generated/prisma/client';
import { execute, testPayments } from '../testing';
import { applyPaymentEvent } from './payment-events';
import { stripeProvider } from './stripe-provider';
import { listening } from '../../tests/setup/listen';

const WEBHOOK_SECRET = 'whsec_test_secret';

let t: TestDatabase;
let rita: User;
let root: User;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  [rita, root] = await Promise.all([aMember(t.db, { uid: 'rita', role: 'REVIEWER' }), aMember(t.db, { uid: 'root', role: 'ADMIN' })]);
  // The payment routes as server/http/app.ts mounts them under /payments: Stripe's webhook and the test checkout's answers.
  const app = express();
  app.use('/payments', stripeProvider({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, publicUrl: 'http://localhost' }).routes(t.db));
  app.use('/payments', testPayments.routes(t.db));
  ({ base, close } = await listening(app));
});

afterAll(async () => {
  await close?.();
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Operations, as the site's pages send them.

const CREDITS = graphql(`
  query DonationCredits {
    donationCredits
  }
`);
const DONATIONS = graphql(`
  query Donations {
    donations(first: 100) {
      edges {
        node {
          id
          status
          amount
          currency
          entryTitle
          entryListed
          donor {
            uid
          }
        }
      }
    }
  }
`);
const MY_PAYMENTS = graphql(`
  query MyArticlePayments {
    myArticles(first: 10) {
      edges {
        node {
          id
          payment
        }
      }
    }
  }
`);
const TEST_CHECKOUT = graphql(`
  query TestCheckout($s: String!) {
    testCheckout(session: $s) {
      amount
      currency
      status
    }
  }
`);

const ok = okOn(() => t.db);

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** A personal entry as the form sends it. */
const personal = (title: string, date: DateParts, personalKind: PersonalKind = 'BIRTHDAY'): PersonalEntryInput => ({
  personalKind,
  title,
  date,
  text: `Happy birthday, ${title}! With love from all of us.`,
});

/** What a donation is for: a personal entry of this kind yet to be written (a credit), or one waiting for payment. */
interface DonationFor {
  personalKind?: PersonalKind;
  entryId?: string;
}

const startDonation = async (user: User, args: DonationFor) => (await ok(START_DONATION, { locale: 'en', ...args }, user)).startDonation;
const submitPersonal = async (user: User, input: PersonalEntryInput, revisionId?: string) =>
  (await ok(SUBMIT_PERSONAL_ENTRY, { locale: 'en', input, revisionId }, user)).submitPersonalEntry;
const personalTitlesOn = async ({ month, day }: DateParts) =>
  (await ok(DAY_LISTS, { month, day, locale: 'en' }, null)).day!.personalEntries.map((e) => e.title);
const credits = async (user: User) => (await ok(CREDITS, {}, user)).donationCredits;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://localhost').searchParams.get('session')!;
const donationBySession = (session: string) => t.db.donation.findUniqueOrThrow({ where: { providerSessionId: session } });
const paymentOf = async (revisionId: string) => {
  const revision = await t.db.revision.findUniqueOrThrow({
    where: { id: Number(revisionId) },
    include: { article: { include: { entry: { include: { donation: true } } } } },
  });
  return { entry: revision.article.entry, article: revision.article, donation: revision.article.entry.donation };
};

/** The member's answer on the test provider's checkout page. */
async function answerCheckout(session: string, outcome: 'pay' | 'decline' | 'cancel' | 'steal') {
  const response = await fetch(`${base}/payments/test-checkout/${encodeURIComponent(session)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; code?: string; status?: string } };
}

/** Starts a checkout through GraphQL and answers it on the test checkout page. */
async function donate(user: User, args: DonationFor, outcome: 'pay' | 'decline' | 'cancel' = 'pay') {
  const started = await startDonation(user, args);
  expect(started.errors).toEqual([]);
  const session = sessionOf(started.checkoutUrl!);
  const answered = await answerCheckout(session, outcome);
  expect(answered).toEqual({ status: 200, body: { outcome } });
  return { checkoutUrl: started.checkoutUrl!, session, donation: await donationBySession(session) };
}

// ---------------------------------------------------------------------------------------------
// Stripe's webhook

const stripe = new Stripe('sk_test_x');
let stripeIds = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now()}_${++stripeIds}`;

/** An event as Stripe sends it, serialised. */
const stripeEvent = (type: string, object: Record<string, unknown>, id = nextId('evt_test')) => JSON.stringify({ id, object: 'event', type, data: { object } });
const completed = (session: string, paymentIntent: string, id?: string) =>
  stripeEvent('checkout.session.completed', { id: session, object: 'checkout.session', payment_status: 'paid', payment_intent: paymentIntent }, id);
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

async function deliver(payload: string, signature: string | null = sign(payload)) {
  const response = await fetch(`${base}/payments/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as { received?: boolean; result?: string; code?: string } };
}

/** A donation whose Stripe checkout was started (no Stripe API is reachable in tests). */
const stripeDonation = (donor: User, entryId: number | null = null): Promise<Donation> =>
  aDonation(t.db, { donor, provider: 'stripe', providerSessionId: nextId('cs_test'), entryId });
const reload = (donation: Donation) => t.db.donation.findUniqueOrThrow({ where: { id: donation.id } });

describe("Stripe's webhook", () => {
  it('marks the donation PAID for a validly signed completed checkout', async () => {
    const donor = await aMember(t.db);
    const donation = await stripeDonation(donor);
    const payload = completed(donation.providerSessionId!, 'pi_paid_1', 'evt_paid_1');
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    const paid = await reload(donation);
    expect(paid).toMatchObject({ status: 'PAID', providerPaymentId: 'pi_paid_1', amount: 500, currency: 'USD' });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await t.db.paymentEvent.findUnique({ where: { id: 'stripe:evt_paid_1' } })).toMatchObject({
      provider: 'stripe',
      type: 'checkout.session.completed',
    });
    expect(await credits(donor)).toBe(1);
  });

  describe('refuses a request that Stripe did not sign, and changes nothing', () => {
    let donor: User;
    let donation: Donation;
    beforeAll(async () => {
      donor = await aMember(t.db);
      donation = await stripeDonation(donor);
    });

    it.each([
      ['signed with another secret', (payload: string) => ({ body: payload, signature: sign(payload, 'whsec_someone_else') })],
      ['with a tampered body', (payload: string) => ({ body: payload.replace('"paid"', '"unpaid"').replace('pi_', 'pi_x'), signature: sign(payload) })],
      ['with a body signed for another session', (payload: string) => ({ body: payload, signature: sign(completed('cs_test_other', 'pi_other')) })],
      ['without a signature header', (payload: string) => ({ body: payload, signature: null })],
      ['with a garbage signature header', (payload: string) => ({ body: payload, signature: 't=1,v1=deadbeef' })],
      [
        'signed ten minutes ago (a replay outside the tolerance)',
        (payload: string) => ({ body: payload, signature: sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600) }),
      ],
    ])('%s', async (_name, forge) => {
      const events = await t.db.paymentEvent.count();
      const { body, signature } = forge(completed(donation.providerSessionId!, 'pi_forged'));
      expect(await deliver(body, signature)).toEqual({ status: 400, body: { code: 'invalid-signature' } });
      expect(await reload(donation)).toMatchObject({ status: 'PENDING', paidAt: null, providerPaymentId: null });
      expect(await t.db.paymentEvent.count()).toBe(events);
      expect(await credits(donor)).toBe(0);
    });
  });

  it('credits an event delivered ten times one after another once', async () => {
    const donor = await aMember(t.db);
    const donation = await stripeDonation(donor);
    const payload = completed(donation.providerSessionId!, 'pi_sequential', 'evt_sequential');
    const first = await deliver(payload);
    expect(first).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    const { paidAt } = await reload(donation);
    expect(paidAt).toBeInstanceOf(Date);

    for (let n = 2; n <= 10; n++) expect(await deliver(payload, sign(payload))).toEqual({ status: 200, body: { received: true, result: 'replayed' } });
    expect(await t.db.paymentEvent.count({ where: { id: 'stripe:evt_sequential' } })).toBe(1);
    expect(await reload(donation)).toMatchObject({ status: 'PAID', paidAt });
    expect(await credits(donor)).toBe(1);
  });

  it('credits an event delivered ten times at once once', async () => {
    const donor = await aMember(t.db);
    const donation = await stripeDonation(donor);
    const payload = completed(donation.providerSessionId!, 'pi_concurrent', 'evt_concurrent');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.result === 'applied')).toHaveLength(1);
    expect(answers.filter((a) => a.body.result === 'replayed')).toHaveLength(9);
    expect(await t.db.paymentEvent.count({ where: { id: 'stripe:evt_concurrent' } })).toBe(1);
    const { paidAt } = await reload(donation);
    expect(paidAt).toBeInstanceOf(Date);
    expect(await credits(donor)).toBe(1);

    // A later replay changes nothing either.
    expect((await deliver(payload)).body.result).toBe('replayed');
    expect(await reload(donation)).toMatchObject({ status: 'PAID', paidAt });
  });

  it('credits a checkout once when both its completion and its async success arrive', async () => {
    const donor = await aMember(t.db);
    const donation = await stripeDonation(donor);
    const session = { id: donation.providerSessionId!, object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_both' };
    await Promise.all([deliver(stripeEvent('checkout.session.completed', session)), deliver(stripeEvent('checkout.session.async_payment_succeeded', session))]);
    const { paidAt } = await reload(donation);
    expect(await t.db.donation.count({ where: { userId: donor.uid, status: 'PAID' } })).toBe(1);
    expect(await credits(donor)).toBe(1);
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', session))).body.result).toBe('applied');
    expect(await reload(donation)).toMatchObject({ status: 'PAID', paidAt });
  });

  it('leaves a completed checkout that is not paid yet (bank transfer) pending', async () => {
    const donation = await stripeDonation(await aMember(t.db));
    const payload = stripeEvent('checkout.session.completed', {
      id: donation.providerSessionId,
      object: 'checkout.session',
      payment_status: 'unpaid',
      payment_intent: null,
    });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    expect(await reload(donation)).toMatchObject({ status: 'PENDING', paidAt: null });
  });

  it('answers an event about a session it does not know without changing anything', async () => {
    const donation = await stripeDonation(await aMember(t.db));
    expect(await deliver(completed('cs_test_unknown', 'pi_unknown'))).toEqual({ status: 200, body: { received: true, result: 'unknown-donation' } });
    expect(await reload(donation)).toMatchObject({ status: 'PENDING' });
  });

  it('marks an expired checkout EXPIRED and a failed one FAILED', async () => {
    const donor = await aMember(t.db);
    const expiring = await stripeDonation(donor);
    const failing = await stripeDonation(donor);
    expect((await deliver(stripeEvent('checkout.session.expired', { id: expiring.providerSessionId, object: 'checkout.session' }))).status).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', { id: failing.providerSessionId, object: 'checkout.session' }))).status).toBe(
      200,
    );
    expect(await reload(expiring)).toMatchObject({ status: 'EXPIRED', paidAt: null });
    expect(await reload(failing)).toMatchObject({ status: 'FAILED', paidAt: null });
    expect(await credits(donor)).toBe(0);
  });

  it('does not let a late expiry undo a payment', async () => {
    const donation = await stripeDonation(await aMember(t.db));
    await deliver(completed(donation.providerSessionId!, 'pi_late_expiry'));
    expect((await deliver(stripeEvent('checkout.session.expired', { id: donation.providerSessionId, object: 'checkout.session' }))).status).toBe(200);
    expect(await reload(donation)).toMatchObject({ status: 'PAID' });
  });

  it('marks a refunded donation REFUNDED and takes its credit away; a partial refund changes nothing', async () => {
    const donor = await aMember(t.db);
    const donation = await stripeDonation(donor);
    await deliver(completed(donation.providerSessionId!, 'pi_refund_credit'));
    expect(await credits(donor)).toBe(1);

    const partial = stripeEvent('charge.refunded', {
      id: 'ch_partial',
      object: 'charge',
      refunded: false,
      amount_refunded: 100,
      payment_intent: 'pi_refund_credit',
    });
    expect(await deliver(partial)).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    expect(await reload(donation)).toMatchObject({ status: 'PAID' });

    const refund = stripeEvent('charge.refunded', { id: 'ch_full', object: 'charge', refunded: true, payment_intent: 'pi_refund_credit' });
    expect(await deliver(refund)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect(await reload(donation)).toMatchObject({ status: 'REFUNDED' });
    expect(await credits(donor)).toBe(0);
  });

  it('takes a listed personal entry off its day when its donation is refunded', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1991, month: 4, day: 17 };
    const submitted = await submitPersonal(donor, personal('Refunded Rosa', date));
    expect(submitted).toMatchObject({ paid: false, errors: [] });
    await approve(t.db, rita, submitted.revision!.id);
    expect(await personalTitlesOn(date)).toEqual([]);

    const donation = await stripeDonation(donor, submitted.revision!.entry.databaseId);
    expect((await deliver(completed(donation.providerSessionId!, 'pi_refund_listed'))).body.result).toBe('applied');
    expect(await personalTitlesOn(date)).toEqual(['Refunded Rosa']);
    expect((await paymentOf(submitted.revision!.id)).entry.listed).toBe(true);

    const refund = stripeEvent('charge.refunded', { id: 'ch_listed', object: 'charge', refunded: true, payment_intent: 'pi_refund_listed' });
    expect((await deliver(refund)).status).toBe(200);
    expect(await reload(donation)).toMatchObject({ status: 'REFUNDED' });
    expect((await paymentOf(submitted.revision!.id)).entry.listed).toBe(false);
    expect(await personalTitlesOn(date)).toEqual([]);
    // The author's My Articles says why.
    const mine = (await ok(MY_PAYMENTS, {}, donor)).myArticles.edges.map((e) => e.node);
    expect(mine).toEqual([{ id: submitted.revision!.id, payment: 'REFUNDED' }]);
  });
});

// ---------------------------------------------------------------------------------------------
// The publish rule: listed when approved AND paid, in either order.

describe('paying first, then writing', () => {
  it('spends the credit on the entry, which is listed once approved', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1990, month: 3, day: 14 };

    const started = await startDonation(donor, { personalKind: 'BIRTHDAY' });
    expect(started.errors).toEqual([]);
    expect(started.checkoutUrl).toMatch(/^\/test-checkout\?/);
    const session = sessionOf(started.checkoutUrl!);
    expect(await donationBySession(session)).toMatchObject({ userId: donor.uid, provider: 'test', status: 'PENDING', personalKind: 'BIRTHDAY', entryId: null });
    expect(await credits(donor)).toBe(0);

    expect(await answerCheckout(session, 'pay')).toEqual({ status: 200, body: { outcome: 'pay' } });
    expect(await donationBySession(session)).toMatchObject({ status: 'PAID' });
    expect(await credits(donor)).toBe(1);

    const submitted = await submitPersonal(donor, personal('Pi Day Paula', date));
    expect(submitted.errors).toEqual([]);
    expect(submitted).toMatchObject({ paid: true, revision: { status: 'PENDING', payment: 'PAID', publishedAt: null } });
    expect(await credits(donor)).toBe(0);
    expect(await donationBySession(session)).toMatchObject({ entryId: submitted.revision!.entry.databaseId });
    expect(await personalTitlesOn(date)).toEqual([]);

    const approved = await approve(t.db, rita, submitted.revision!.id);
    expect(approved.status).toBe('APPROVED');
    expect(approved.publishedAt).not.toBeNull();
    expect(await personalTitlesOn(date)).toEqual(['Pi Day Paula']);
    expect(await credits(donor)).toBe(0);
  });
});

describe('writing first, then paying', () => {
  it('keeps the approved entry off its day until it is paid', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1985, month: 6, day: 2 };

    const submitted = await submitPersonal(donor, personal('Awaiting Anna', date, 'ANNIVERSARY'));
    expect(submitted.errors).toEqual([]);
    expect(submitted).toMatchObject({ paid: false, revision: { status: 'PENDING', payment: 'AWAITING_PAYMENT' } });

    const approved = await approve(t.db, rita, submitted.revision!.id);
    expect(approved).toMatchObject({ status: 'APPROVED', publishedAt: null });
    expect(await personalTitlesOn(date)).toEqual([]);
    expect(await paymentOf(submitted.revision!.id)).toMatchObject({ entry: { listed: false }, article: { publishedAt: null }, donation: null });

    const { checkoutUrl, donation } = await donate(donor, { entryId: submitted.revision!.entry.id });
    expect(new URL(checkoutUrl, 'http://localhost').searchParams.get('success')).toBe('/user/my-articles?payment=done');
    expect(donation).toMatchObject({ status: 'PAID', personalKind: 'ANNIVERSARY', entryId: submitted.revision!.entry.databaseId });
    expect(await personalTitlesOn(date)).toEqual(['Awaiting Anna']);
    const listed = await paymentOf(submitted.revision!.id);
    expect(listed.entry.listed).toBe(true);
    expect(listed.article.publishedAt).toBeInstanceOf(Date);
    expect(await credits(donor)).toBe(0);
  });

  it('lists nothing after a declined or a cancelled checkout, and lists it once paid after all', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1977, month: 9, day: 5 };
    const submitted = await submitPersonal(donor, personal('Declined Dora', date, 'MEMORIAL'));
    const entryId = submitted.revision!.entry.id;
    const databaseId = submitted.revision!.entry.databaseId;
    await approve(t.db, rita, submitted.revision!.id);

    const declined = await donate(donor, { entryId }, 'decline');
    expect(declined.donation).toMatchObject({ status: 'FAILED', paidAt: null });
    expect(await personalTitlesOn(date)).toEqual([]);
    expect(await answerCheckout(declined.session, 'pay')).toEqual({ status: 409, body: { code: 'checkout-closed', status: 'FAILED' } });
    expect(await personalTitlesOn(date)).toEqual([]);

    const cancelled = await donate(donor, { entryId }, 'cancel');
    expect(cancelled.donation).toMatchObject({ status: 'EXPIRED', paidAt: null });
    expect(await personalTitlesOn(date)).toEqual([]);
    expect(await credits(donor)).toBe(0);

    await donate(donor, { entryId });
    expect(await personalTitlesOn(date)).toEqual(['Declined Dora']);
    expect(await t.db.donation.findMany({ where: { userId: donor.uid }, select: { status: true, entryId: true }, orderBy: { createdAt: 'asc' } })).toEqual([
      { status: 'FAILED', entryId: null },
      { status: 'EXPIRED', entryId: null },
      { status: 'PAID', entryId: databaseId },
    ]);
  });

  it('spends a credit the member holds instead of opening a new checkout', async () => {
    const donor = await aMember(t.db);
    const date = { year: 2001, month: 11, day: 30 };
    const submitted = await submitPersonal(donor, personal('Credited Carl', date));
    expect(submitted).toMatchObject({ paid: false, revision: { payment: 'AWAITING_PAYMENT' } });
    await approve(t.db, rita, submitted.revision!.id);

    const credit = await donate(donor, { personalKind: 'EVENT' });
    expect(await credits(donor)).toBe(1);
    const donations = await t.db.donation.count();

    const spent = await startDonation(donor, { entryId: submitted.revision!.entry.id });
    expect(spent).toEqual({ checkoutUrl: '/user/my-articles?payment=done', errors: [] });
    expect(await t.db.donation.count()).toBe(donations);
    expect(await reload(credit.donation)).toMatchObject({ status: 'PAID', entryId: submitted.revision!.entry.databaseId });
    expect(await credits(donor)).toBe(0);
    expect(await personalTitlesOn(date)).toEqual(['Credited Carl']);
  });

  it('spends a credit on a resubmitted entry whose earlier checkout was declined', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1988, month: 2, day: 11 };
    const submitted = await submitPersonal(donor, personal('Resubmitted Rosa', date));
    const entryId = submitted.revision!.entry.id;
    const declined = await donate(donor, { entryId }, 'decline');
    const rejected = (await ok(REVIEW_ARTICLE, { id: submitted.revision!.id, decision: 'REJECT', reason: 'Please give the full name.' }, rita)).reviewArticle;
    expect(rejected.errors).toEqual([]);
    const credit = await donate(donor, { personalKind: 'BIRTHDAY' });

    const resubmitted = await submitPersonal(donor, personal('Resubmitted Rosa Maria', date), submitted.revision!.id);
    expect(resubmitted).toMatchObject({ paid: true, errors: [], revision: { status: 'PENDING', payment: 'PAID' } });
    expect(await reload(credit.donation)).toMatchObject({ status: 'PAID', entryId: submitted.revision!.entry.databaseId });
    expect(await reload(declined.donation)).toMatchObject({ status: 'FAILED', entryId: null });
    expect(await credits(donor)).toBe(0);
    await approve(t.db, rita, submitted.revision!.id);
    expect(await personalTitlesOn(date)).toEqual(['Resubmitted Rosa Maria']);
  });

  it('lists the entry when the payment arrives through the payment path directly', async () => {
    const donor = await aMember(t.db);
    const date = { year: 1966, month: 1, day: 8 };
    const submitted = await submitPersonal(donor, personal('Direct Dave', date));
    await approve(t.db, rita, submitted.revision!.id);
    const started = await startDonation(donor, { entryId: submitted.revision!.entry.id });
    const session = sessionOf(started.checkoutUrl!);
    expect(await applyPaymentEvent(t.db, { provider: 'test', id: 'evt_direct', type: 'test.checkout.pay', outcome: 'PAID', sessionId: session })).toBe(
      'applied',
    );
    expect(await applyPaymentEvent(t.db, { provider: 'test', id: 'evt_direct', type: 'test.checkout.pay', outcome: 'PAID', sessionId: session })).toBe(
      'replayed',
    );
    expect(await personalTitlesOn(date)).toEqual(['Direct Dave']);
  });
});

describe('approval and payment at the same moment', () => {
  it('lists every entry, whichever transaction wins', async () => {
    const donor = await aMember(t.db);
    for (let day = 1; day <= 6; day++) {
      const date = { year: 1960, month: 2, day };
      const title = `Racing Rita ${day}`;
      const submitted = await submitPersonal(donor, personal(title, date));
      const session = sessionOf((await startDonation(donor, { entryId: submitted.revision!.entry.id })).checkoutUrl!);
      const payment = { provider: 'test' as const, id: `evt_race_${day}`, type: 'test.checkout.pay', outcome: 'PAID' as const, sessionId: session };
      const [, applied] = await Promise.all([approve(t.db, rita, submitted.revision!.id), applyPaymentEvent(t.db, payment)]);
      expect(applied).toBe('applied');
      expect(await personalTitlesOn(date)).toEqual([title]);
    }
  });
});

describe('refusals of startDonation', () => {
  let owner: User;
  let paidEntryId: string;
  let awaitingEntryId: string;
  let awaitingRow: number;

  beforeAll(async () => {
    owner = await aMember(t.db);
    const paid = await submitPersonal(owner, personal('Paid Pete', { year: 1950, month: 5, day: 5 }));
    paidEntryId = paid.revision!.entry.id;
    await donate(owner, { entryId: paidEntryId });
    const awaiting = (await submitPersonal(owner, personal('Waiting Wanda', { year: 1951, month: 5, day: 6 }))).revision!.entry;
    [awaitingEntryId, awaitingRow] = [awaiting.id, awaiting.databaseId];
  });

  it('answers ALREADY_PAID for an entry that is paid, and opens no checkout', async () => {
    const donations = await t.db.donation.count();
    expect(await startDonation(owner, { entryId: paidEntryId })).toEqual({ checkoutUrl: null, errors: [{ field: 'entryId', code: 'ALREADY_PAID' }] });
    expect(await t.db.donation.count()).toBe(donations);
  });

  it("answers ENTRY_NOT_FOUND for another member's entry, an unknown one or one that is not personal", async () => {
    const stranger = await aMember(t.db);
    const event = await anEntry(t.db, { kind: 'EVENT', year: 1969, month: 7, day: 20, createdBy: stranger, articles: [] });
    const donations = await t.db.donation.count();
    for (const entryId of [awaitingEntryId, '987654', String(event.id)]) {
      expect(await startDonation(stranger, { entryId })).toEqual({ checkoutUrl: null, errors: [{ field: 'entryId', code: 'ENTRY_NOT_FOUND' }] });
    }
    expect(await t.db.donation.count()).toBe(donations);
    // The owner's waiting entry kept no trace of the attempt.
    expect(await t.db.donation.count({ where: { entryId: awaitingRow } })).toBe(0);
  });

  it('needs a kind or an entry', async () => {
    expect(await startDonation(owner, {})).toEqual({ checkoutUrl: null, errors: [{ field: 'personalKind', code: 'PERSONAL_KIND_REQUIRED' }] });
  });

  it('is for members only', async () => {
    const donations = await t.db.donation.count();
    refusedAsUnauthorised(await execute(t.db, START_DONATION, { locale: 'en', personalKind: 'BIRTHDAY' }, { user: null }));
    expect(await t.db.donation.count()).toBe(donations);
  });
});

describe('the amount', () => {
  it('is the server’s 500 USD, and a browser cannot send another', async () => {
    const donor = await aMember(t.db);
    const refused = await execute(t.db, `mutation { startDonation(personalKind: BIRTHDAY, locale: en, amount: 1) { checkoutUrl } }`, {}, { user: donor });
    expect(refused.errors?.[0]?.message).toMatch(/Unknown argument "amount"/);
    expect(await t.db.donation.count({ where: { userId: donor.uid } })).toBe(0);

    const started = await startDonation(donor, { personalKind: 'BIRTHDAY' });
    expect(await donationBySession(sessionOf(started.checkoutUrl!))).toMatchObject({ amount: 500, currency: 'USD', provider: 'test' });
    const { testCheckout } = await ok(TEST_CHECKOUT, { s: sessionOf(started.checkoutUrl!) }, null);
    expect(testCheckout).toEqual({ amount: 500, currency: 'USD', status: 'PENDING' });
  });
});

describe('submitting a personal entry', () => {
  const valid = personal('Valid Vera', { year: 1999, month: 12, day: 31 });
  const counts = async () => ({
    entries: await t.db.entry.count(),
    articles: await t.db.article.count(),
    revisions: await t.db.revision.count(),
    donations: await t.db.donation.findMany({ select: { id: true, entryId: true }, orderBy: { id: 'asc' } }),
  });

  it.each([
    ['without a kind', { ...valid, personalKind: undefined }, [{ field: 'personalKind', code: 'PERSONAL_KIND_REQUIRED' }]],
    ['with an empty title', { ...valid, title: '   ' }, [{ field: 'title', code: 'NAME_REQUIRED' }]],
    ['on 31 February', { ...valid, date: { year: 2000, month: 2, day: 31 } }, [{ field: 'date', code: 'INVALID_DATE' }]],
    ['in the year 999', { ...valid, date: { year: 999, month: 5, day: 1 } }, [{ field: 'date', code: 'INVALID_YEAR' }]],
    ['without a date', { ...valid, date: undefined }, [{ field: 'date', code: 'DATE_REQUIRED' }]],
    ['with a text of 9 characters', { ...valid, text: ' Too short ' }, [{ field: 'text', code: 'TEXT_TOO_SHORT' }]],
  ])('refuses an entry %s with its reason and creates nothing', async (_name, input, errors) => {
    const donor = await aMember(t.db);
    await donate(donor, { personalKind: 'BIRTHDAY' });
    const before = await counts();
    expect(await submitPersonal(donor, input)).toEqual({ revision: null, paid: false, errors });
    expect(await counts()).toEqual(before);
    expect(await credits(donor)).toBe(1);
  });

  it('is for members only', async () => {
    const before = await counts();
    refusedAsUnauthorised(await execute(t.db, SUBMIT_PERSONAL_ENTRY, { locale: 'en', input: valid }, { user: null }));
    expect(await counts()).toEqual(before);
  });
});

describe('the list of donations', () => {
  let ann: User;
  let ben: User;

  beforeAll(async () => {
    [ann, ben] = [await aMember(t.db), await aMember(t.db)];
    const submitted = await submitPersonal(ann, personal('Listed Lisa', { year: 1980, month: 8, day: 8 }));
    await approve(t.db, rita, submitted.revision!.id);
    await donate(ann, { entryId: submitted.revision!.entry.id });
    await donate(ann, { personalKind: 'EVENT' }, 'decline');
    await donate(ben, { personalKind: 'MEMORIAL' });
  });

  const nodes = async (user: User) => (await ok(DONATIONS, {}, user)).donations.edges.map((e) => e.node);

  it('shows a member their own donations only, with what each pays for', async () => {
    const mine = await nodes(ann);
    expect(mine).toEqual([
      { id: expect.any(String), status: 'FAILED', amount: 500, currency: 'USD', entryTitle: null, entryListed: false, donor: { uid: ann.uid } },
      { id: expect.any(String), status: 'PAID', amount: 500, currency: 'USD', entryTitle: 'Listed Lisa', entryListed: true, donor: { uid: ann.uid } },
    ]);
    expect((await nodes(ben)).map((d) => [d.donor.uid, d.status, d.entryTitle])).toEqual([[ben.uid, 'PAID', null]]);
  });

  it("shows an admin everyone's", async () => {
    const all = await nodes(root);
    const stored = await t.db.donation.findMany({ select: { id: true } });
    expect(all.map((d) => d.id).sort()).toEqual(stored.map((d) => d.id).sort());
    expect(all.map((d) => d.donor.uid)).toEqual(expect.arrayContaining([ann.uid, ben.uid]));
    expect(new Set(all.map((d) => d.donor.uid)).size).toBeGreaterThan(2);
  });

  it('is refused to visitors', async () => {
    const result = await execute(t.db, DONATIONS, {}, { user: null });
    refusedAsUnauthorised(result);
    expect(result.data).toBeNull();
    refusedAsUnauthorised(await execute(t.db, CREDITS, {}, { user: null }));
  });
});

describe("the test checkout's answers", () => {
  it('answers 404 for an unknown session and for a Stripe session', async () => {
    expect(await answerCheckout('test_cs_unknown', 'pay')).toEqual({ status: 404, body: { code: 'checkout-not-found' } });
    const stripeOne = await stripeDonation(await aMember(t.db));
    expect(await answerCheckout(stripeOne.providerSessionId!, 'pay')).toEqual({ status: 404, body: { code: 'checkout-not-found' } });
    expect(await reload(stripeOne)).toMatchObject({ status: 'PENDING' });
  });

  it('answers 409 for a session already paid, and the donation stays paid once', async () => {
    const donor = await aMember(t.db);
    const { session, donation } = await donate(donor, { personalKind: 'BIRTHDAY' });
    for (const outcome of ['pay', 'decline', 'cancel'] as const) {
      expect(await answerCheckout(session, outcome)).toEqual({ status: 409, body: { code: 'checkout-closed', status: 'PAID' } });
    }
    expect(await reload(donation)).toMatchObject({ status: 'PAID', paidAt: donation.paidAt });
    expect(await credits(donor)).toBe(1);
  });

  it('answers 400 for an outcome it does not know', async () => {
    const donor = await aMember(t.db);
    const started = await startDonation(donor, { personalKind: 'BIRTHDAY' });
    const session = sessionOf(started.checkoutUrl!);
    expect(await answerCheckout(session, 'steal')).toEqual({ status: 400, body: { code: 'invalid-request' } });
    expect(await donationBySession(session)).toMatchObject({ status: 'PENDING' });
  });
});
