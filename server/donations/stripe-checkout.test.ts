/**
 * What Daypedia asks of Stripe when a member starts a donation, seen by a stand-in for Stripe's
 * API on this machine (the real one is not reachable here): the amount and currency are the
 * server's, the return addresses are the site's, and a refusal from Stripe charges nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aMember } from '../../tests/setup/factories';
import { START_DONATION } from '../../tests/setup/operations';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import type { User } from '../generated/prisma/client';
import { execute } from '../testing';
import { stripeProvider } from './stripe-provider';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

let t: TestDatabase;
let member: User;
let stripeApi: Server;
let received: Received[] = [];
let answer: { status: number; body: object } = { status: 200, body: {} };

beforeAll(async () => {
  t = await createTestDatabase();
  member = await aMember(t.db, { uid: 'dora', email: 'dora@example.com', displayName: 'Dora' });
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, form: new URLSearchParams(body) });
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => stripeApi?.close(resolve));
  await t?.close();
});

beforeEach(() => {
  received = [];
});

const provider = () =>
  stripeProvider({
    secretKey: 'sk_test_daypedia',
    webhookSecret: 'whsec_daypedia',
    publicUrl: 'https://daypedia.example',
    apiHost: { host: '127.0.0.1', port: (stripeApi.address() as AddressInfo).port, protocol: 'http' },
  });

describe('Stripe Checkout', () => {
  it('opens a checkout of 5 USD fixed on the server, returning to the site in the member’s language', async () => {
    answer = { status: 200, body: { id: 'cs_test_fixed', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_fixed' } };
    const result = await execute(t.db, START_DONATION, { personalKind: 'ANNIVERSARY', locale: 'de' }, { user: member, payments: provider() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.startDonation).toEqual({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_fixed', errors: [] });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.authorization).toBe('Bearer sk_test_daypedia');
    const donation = await t.db.donation.findUniqueOrThrow({ where: { providerSessionId: 'cs_test_fixed' } });
    expect(donation).toMatchObject({
      userId: 'dora',
      provider: 'stripe',
      status: 'PENDING',
      amount: 500,
      currency: 'USD',
      personalKind: 'ANNIVERSARY',
      entryId: null,
    });
    const form = request.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('client_reference_id')).toBe(donation.id);
    expect(form.get('metadata[donationId]')).toBe(donation.id);
    expect(form.get('payment_intent_data[metadata][donationId]')).toBe(donation.id);
    expect(form.get('customer_email')).toBe('dora@example.com');
    expect(form.get('locale')).toBe('de');
    expect(form.get('success_url')).toBe('https://daypedia.example/de/write-personal-entry?kind=ANNIVERSARY&payment=done');
    expect(form.get('cancel_url')).toBe('https://daypedia.example/de/donate?payment=cancelled');
  });

  it('charges nothing and says so when Stripe refuses the checkout', async () => {
    answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } };
    const before = await t.db.donation.count();
    const result = await execute(t.db, START_DONATION, { personalKind: 'BIRTHDAY', locale: 'en' }, { user: member, payments: provider() });
    expect(result.data!.startDonation).toEqual({ checkoutUrl: null, errors: [{ field: null, code: 'PAYMENT_UNAVAILABLE' }] });
    const made = await t.db.donation.findMany({ orderBy: { createdAt: 'desc' }, take: 1 });
    expect(await t.db.donation.count()).toBe(before + 1);
    expect(made[0]).toMatchObject({ status: 'FAILED', providerSessionId: null, personalKind: 'BIRTHDAY' });
    expect(await t.db.donation.count({ where: { userId: 'dora', status: 'PAID' } })).toBe(0);
  });

  it('lets only members start a donation', async () => {
    const result = await execute(t.db, START_DONATION, { personalKind: 'BIRTHDAY', locale: 'en' }, { payments: provider() });
    expect(result.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(received).toHaveLength(0);
  });
});
