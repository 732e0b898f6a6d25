/**
 * Budgets of API points as buckets that refill continuously, kept in PostgreSQL beside the site's
 * other allowances (the `RateLimit` table), so every instance takes from the same bucket. A
 * visitor's bucket is per address; a member's (a personal API token, or the site's own session)
 * is per member, larger, and shared by all their tokens.
 *
 * A bucket holds at most `limit` points and restores `restoreRate` of them a second: its hourly
 * figure spread evenly over the hour, so a client that spent it waits seconds for the next query,
 * not for an hour to end. A row keeps one instant, when its bucket is full again (`expire`): the
 * points it lacks at any moment follow from it (the instant less the moment, times the rate), so
 * a charge or a refund is one statement, exact to the millisecond and atomic however many
 * instances charge at once, and a row whose instant has passed is a full bucket, which the
 * table's sweep of expired rows may delete. `points` notes what the bucket lacked when last
 * written, for whoever reads the table.
 *
 * A charge is let in when what the bucket holds, less the charge, stays above a credit of a tenth
 * of the bucket: a query is charged its requested cost (its most) when it starts, and whatever it
 * did not use comes back when it ends, so a bucket owes at most that credit, however many queries
 * run at once, and restores it before it holds anything again.
 */
import type { Database } from '../db/prisma';
import { Prisma } from '../generated/prisma/client';

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

/** Points per hour: a visitor's, per address; a member's, per member. Each is also what the bucket holds when full. */
export interface BudgetSizes {
  anonymousPerHour: number;
  memberPerHour: number;
  /** The clock the buckets fill by, in milliseconds; the system's unless a test sets its own. */
  now?: () => number;
}

export const DEFAULT_BUDGET_SIZES: BudgetSizes = { anonymousPerHour: 10_000, memberPerHour: 100_000 };

/** The share of a bucket a query may run on credit: a visitor's 1,000 points by default. */
export const CREDIT_SHARE = 0.1;

/** Where a bucket stands. */
export interface BudgetState {
  /** Points the bucket holds when full. */
  limit: number;
  /** Points it holds now, whole; 0 while it owes. */
  remaining: number;
  /** Points it gets back a second. */
  restoreRate: number;
  /** When it is full again if nothing more is taken. */
  resetAt: Date;
}

/** Whose bucket a request takes from, and its size. */
interface Payer {
  key: string;
  limit: number;
  /** Points restored a millisecond. */
  perMs: number;
}

/** What a charge comes to: taken, or refused with the seconds until it would be let in (null: never, it is larger than the bucket). */
type ChargeResult = { charged: true; state: BudgetState } | { charged: false; state: BudgetState; retryAfterS: number | null };

export interface ApiBudgets {
  /** A member pays from their own bucket; anyone else from their address's. */
  payerOf(request: { user: { uid: string } | null; clientAddress: string | null }): Payer;
  /** Takes `points` when the bucket lets them in; otherwise takes nothing. */
  charge(payer: Payer, points: number): Promise<ChargeResult>;
  /** Gives back points taken before (a query that cost less than it asked for). */
  refund(payer: Payer, points: number): Promise<BudgetState>;
  /** Where the bucket stands, taking nothing. */
  read(payer: Payer): Promise<BudgetState>;
}

/** The credit of a bucket of `limit` points. */
function creditOf(limit: number): number {
  return Math.floor(limit * CREDIT_SHARE);
}

/** The restore rate as told to clients: points a second, to the thousandth. */
function perSecond(payer: Payer): number {
  return Math.round(payer.perMs * SECOND_MS * 1000) / 1000;
}

/** The bucket at `now`, when it is full again at `fullAt` (both epoch milliseconds). */
function stateAt(payer: Payer, fullAt: number | null, now: number): BudgetState {
  const lacking = Math.max((fullAt ?? now) - now, 0) * payer.perMs;
  // A hair of slack against floating point: 93 points are never shown as 92.
  const remaining = Math.min(Math.max(Math.floor(payer.limit - lacking + 1e-6), 0), payer.limit);
  return { limit: payer.limit, remaining, restoreRate: perSecond(payer), resetAt: new Date(Math.max(fullAt ?? now, now)) };
}

/** Epoch milliseconds of a timestamp column (kept in UTC, to the millisecond): exact in a float8. */
const epochMs = (column: Prisma.Sql) => Prisma.sql`(EXTRACT(EPOCH FROM ${column}) * 1000)::float8`;
/** The timestamp of epoch milliseconds, in UTC as the column keeps it. */
const timestampOf = (ms: Prisma.Sql) => Prisma.sql`to_timestamp((${ms}) / 1000) AT TIME ZONE 'UTC'`;
/** The points a bucket full again at `fullAt` lacks at `at`, whole, for `points`. */
const lackingAt = (fullAt: Prisma.Sql, at: number, p: Payer) => Prisma.sql`GREATEST(ROUND(((${fullAt}) - ${at}::float8) * ${p.perMs}::float8), 0)::int`;

/** The key of a bucket's row; named apart from the hourly counters this table held before. */
const bucketKey = (kind: 'api-bucket' | 'api-member-bucket', who: string) => `${kind}:${who}`;

export function createApiBudgets(db: Database, sizes: BudgetSizes = DEFAULT_BUDGET_SIZES): ApiBudgets {
  const now = sizes.now ?? Date.now;
  const payer = (key: string, perHour: number): Payer => ({ key, limit: perHour, perMs: perHour / HOUR_MS });

  /** When the bucket is full again, as the database holds it; null without a row (a full bucket). */
  async function fullAtOf(key: string): Promise<number | null> {
    const [row] = await db.$queryRaw<{ fullAt: number | null }[]>`SELECT ${epochMs(Prisma.sql`"expire"`)} AS "fullAt" FROM "RateLimit" WHERE "key" = ${key}`;
    return row?.fullAt ?? null;
  }

  return {
    payerOf: ({ user, clientAddress }) =>
      user
        ? payer(bucketKey('api-member-bucket', user.uid), sizes.memberPerHour)
        : payer(bucketKey('api-bucket', clientAddress ?? 'unknown'), sizes.anonymousPerHour),

    async charge(p, points) {
      const at = now();
      if (points > p.limit) return { charged: false, state: stateAt(p, await fullAtOf(p.key), at), retryAfterS: null };
      // In whole milliseconds, as the row keeps them: comparisons at the edge of the credit are exact.
      const stepMs = Math.round(points / p.perMs);
      // Let in while the bucket, the charge taken, owes no more than its credit: it is then full again at most this long after the moment.
      const capMs = Math.round((p.limit + creditOf(p.limit)) / p.perMs);
      // The row is locked from the conflict to the update: charges at once on several instances all count.
      const charged = Prisma.sql`GREATEST(${epochMs(Prisma.sql`b."expire"`)}, ${at}::float8) + ${stepMs}::float8`;
      const [taken] = await db.$queryRaw<{ fullAt: number }[]>`
        INSERT INTO "RateLimit" AS b ("key", "points", "expire")
        VALUES (${p.key}, ${Math.round(points)}, ${timestampOf(Prisma.sql`${at + stepMs}::float8`)})
        ON CONFLICT ("key") DO UPDATE SET "expire" = ${timestampOf(charged)}, "points" = ${lackingAt(charged, at, p)}
        WHERE (${charged}) - ${at}::float8 <= ${capMs}::float8
        RETURNING ${epochMs(Prisma.sql`"expire"`)} AS "fullAt"`;
      if (taken) return { charged: true, state: stateAt(p, taken.fullAt, at) };
      const fullAt = (await fullAtOf(p.key)) ?? at;
      // The bucket lets the charge in once it is full again within capMs of the moment.
      const waitMs = Math.max(fullAt, at) + stepMs - capMs - at;
      return { charged: false, state: stateAt(p, fullAt, at), retryAfterS: Math.max(Math.ceil(waitMs / SECOND_MS), 1) };
    },

    async refund(p, points) {
      const at = now();
      if (points <= 0) return stateAt(p, await fullAtOf(p.key), at);
      // A bucket refilled meanwhile stays full: its instant only moves further into the past.
      const refunded = Prisma.sql`${epochMs(Prisma.sql`"expire"`)} - ${Math.round(points / p.perMs)}::float8`;
      const [row] = await db.$queryRaw<{ fullAt: number }[]>`
        UPDATE "RateLimit" SET "expire" = ${timestampOf(refunded)}, "points" = ${lackingAt(refunded, at, p)}
        WHERE "key" = ${p.key}
        RETURNING ${epochMs(Prisma.sql`"expire"`)} AS "fullAt"`;
      return stateAt(p, row?.fullAt ?? null, at);
    },

    async read(p) {
      return stateAt(p, await fullAtOf(p.key), now());
    },
  };
}
