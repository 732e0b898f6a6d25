/**
 * Where donations are paid: Stripe Checkout when Stripe keys are configured, otherwise the
 * built-in test provider, in which no money moves. Both send their outcome through the same
 * path (payment-events.ts), so the local flow is the production flow.
 */
import type { Router } from 'express';
import type { Locale } from '#shared/locales';
import type { PersonalKind } from '#shared/personal-entry-rules';
import type { Config } from '../config';
import type { Database } from '../db/prisma';

interface CheckoutRequest {
  donationId: string;
  personalKind: PersonalKind;
  /** Fixed on the server, in the currency's smallest unit. */
  amount: number;
  currency: string;
  locale: Locale;
  email: string;
  /** Where the browser returns to, as paths of this site. */
  successPath: string;
  cancelPath: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Opens a checkout: the provider's session id and the page the member pays on. */
  startCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The provider's HTTP routes under /payments (its webhook, or the test checkout's answers). */
  routes(db: Database): Router;
}

export async function paymentProviderFor(config: Config): Promise<PaymentProvider> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { stripeProvider } = await import('./stripe-provider');
    return stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, publicUrl: config.publicUrl });
  }
  const { testPaymentProvider } = await import('./test-provider');
  return testPaymentProvider();
}
