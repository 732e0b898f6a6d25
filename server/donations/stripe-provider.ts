/**
 * Stripe Checkout. The amount and currency come from the server's rule, never from a browser;
 * the webhook accepts only events signed with the endpoint's secret and hands them to the
 * idempotent payment path.
 */
import express from 'express';
import Stripe from 'stripe';
import { applyPaymentEvent, type PaymentEvent } from './payment-events';
import type { PaymentProvider } from './providers';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  /** Another address for Stripe's API (a local stand-in in tests). */
  apiHost?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** What an event from Stripe means for a donation, or null when it means nothing to us. */
function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const base = { provider: 'stripe' as const, id: event.id, type: event.type };
  const paymentIdOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed checkout paid by bank transfer is paid later (async_payment_succeeded).
      if (session.payment_status !== 'paid') return null;
      return { ...base, outcome: 'PAID', sessionId: session.id, paymentId: paymentIdOf(session.payment_intent) };
    }
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'FAILED', sessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { ...base, outcome: 'EXPIRED', sessionId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      return charge.refunded ? { ...base, outcome: 'REFUNDED', paymentId: paymentIdOf(charge.payment_intent) } : null;
    }
    default:
      return null;
  }
}

export function stripeProvider({ secretKey, webhookSecret, publicUrl, apiHost }: StripeSettings): PaymentProvider {
  const stripe = new Stripe(secretKey, apiHost ? { host: apiHost.host, port: apiHost.port, protocol: apiHost.protocol } : {});
  return {
    name: 'stripe',
    async startCheckout({ donationId, personalKind, amount, currency, locale, email, successPath, cancelPath }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amount,
              product_data: { name: `Daypedia personal entry (${personalKind.toLowerCase()})` },
            },
          },
        ],
        client_reference_id: donationId,
        customer_email: email,
        metadata: { donationId },
        payment_intent_data: { metadata: { donationId } },
        locale: locale as Stripe.Checkout.SessionCreateParams.Locale,
        success_url: `${publicUrl}${successPath}`,
        cancel_url: `${publicUrl}${cancelPath}`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL.');
      return { sessionId: session.id, url: session.url };
    },
    routes(db) {
      const router = express.Router();
      router.post('/stripe-webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(req.body as Buffer, req.headers['stripe-signature'] ?? '', webhookSecret);
        } catch {
          res.status(400).json({ code: 'invalid-signature' });
          return;
        }
        const payment = paymentEventOf(event);
        res.json({ received: true, result: payment ? await applyPaymentEvent(db, payment) : 'ignored' });
      });
      return router;
    },
  };
}
