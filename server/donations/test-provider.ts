/**
 * The built-in test payment provider, used when no Stripe keys are set: its checkout page (a
 * page of this site, marked as a test in which no money moves) answers here, and the answer
 * takes the same path as a Stripe webhook.
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import { z } from 'zod';
import { memberPath } from '#shared/paths';
import { applyPaymentEvent } from './payment-events';
import type { PaymentProvider } from './providers';

/** What the member chose on the test checkout page. */
const answer = z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) });
const OUTCOMES = { pay: 'PAID', decline: 'FAILED', cancel: 'EXPIRED' } as const;

export function testPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    async startCheckout({ locale, successPath, cancelPath }) {
      const sessionId = `test_cs_${randomUUID()}`;
      const query = new URLSearchParams({ session: sessionId, success: successPath, cancel: cancelPath });
      return { sessionId, url: `${memberPath(locale, '/test-checkout')}?${query}` };
    },
    routes(db) {
      const router = express.Router();
      router.post('/test-checkout/:session', express.json({ limit: '1kb' }), async (req, res) => {
        const parsed = answer.safeParse(req.body);
        if (!parsed.success) {
          res.status(400).json({ code: 'invalid-request' });
          return;
        }
        const sessionId = String(req.params.session);
        const donation = await db.donation.findUnique({ where: { providerSessionId: sessionId }, select: { provider: true, status: true } });
        if (!donation || donation.provider !== 'test') {
          res.status(404).json({ code: 'checkout-not-found' });
          return;
        }
        if (donation.status !== 'PENDING') {
          res.status(409).json({ code: 'checkout-closed', status: donation.status });
          return;
        }
        const { outcome } = parsed.data;
        await applyPaymentEvent(db, {
          provider: 'test',
          id: `evt_test_${randomUUID()}`,
          type: `test.checkout.${outcome}`,
          outcome: OUTCOMES[outcome],
          sessionId,
        });
        res.json({ outcome });
      });
      return router;
    },
  };
}
