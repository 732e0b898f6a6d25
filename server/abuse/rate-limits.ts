/**
 * Per-IP rate limits for public writes. Counted in this process's memory: behind a load balancer
 * each instance counts for itself, which still bounds what one address can do.
 */
import { MemoryStore, rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';

export function perAddressLimit({ perHour, code = 'too-many-requests' }: { perHour: number; code?: string }): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: perHour,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ code });
    },
  });
}

/**
 * The same per-address count for writes that arrive through GraphQL, where no route of their own
 * can carry a middleware: resolves true while the address is within its hourly allowance.
 */
export function perAddressAllowance({ perHour }: { perHour: number }): (address: string | null) => Promise<boolean> {
  const store = new MemoryStore();
  store.init({ windowMs: 60 * 60 * 1000 } as Options);
  return async (address) => (await store.increment(address ?? 'unknown')).totalHits <= perHour;
}
