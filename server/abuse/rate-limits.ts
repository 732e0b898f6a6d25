/**
 * Per-IP rate limits for public writes. Counted in this process's memory: behind a load balancer
 * each instance counts for itself, which still bounds what one address can do.
 */
import { rateLimit } from 'express-rate-limit';
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
