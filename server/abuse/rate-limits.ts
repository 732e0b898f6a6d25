/**
 * Per-address limits on public writes, counted in PostgreSQL (rate-limiter-flexible's Prisma
 * store), so every instance behind a load balancer shares one count per address.
 */
import type { Request, RequestHandler, Response } from 'express';
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/prisma';

const HOUR_S = 60 * 60;

/** A count of at most `points` per key and window, named so counts of different things never mix. */
export function sharedCounter(db: Database, { name, points, windowS }: { name: string; points: number; windowS: number }): RateLimiterPrisma {
  return new RateLimiterPrisma({ storeClient: db, tableName: 'rateLimit', keyPrefix: name, points, duration: windowS });
}

/**
 * Counts one use of `key`: true while the count is within its limit, false once past it. A
 * failing database is an error, not a refusal.
 */
export async function counted(counter: RateLimiterPrisma, key: string): Promise<boolean> {
  try {
    await counter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/**
 * Middleware: at most `perHour` requests per key (the client's address unless told otherwise);
 * past it a 429 with `code` and Retry-After, before anything of the request is read.
 */
export function hourlyLimit(
  db: Database,
  {
    name,
    perHour,
    code = 'too-many-requests',
    keyOf = (req) => req.ip ?? 'unknown',
  }: { name: string; perHour: number; code?: string; keyOf?: (req: Request, res: Response) => string },
): RequestHandler {
  const counter = sharedCounter(db, { name, points: perHour, windowS: HOUR_S });
  return (req, res, next) => {
    counter.consume(keyOf(req, res)).then(
      () => next(),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) return next(rejection);
        res
          .set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)))
          .status(429)
          .json({ code });
      },
    );
  };
}

/**
 * The same hourly count for writes that arrive through GraphQL, where no route of their own can
 * carry a middleware, per address or per member: resolves true while the key is within its allowance.
 */
export function hourlyAllowance(db: Database, { name, perHour }: { name: string; perHour: number }): (key: string | null) => Promise<boolean> {
  const counter = sharedCounter(db, { name, points: perHour, windowS: HOUR_S });
  return (key) => counted(counter, key ?? 'unknown');
}
