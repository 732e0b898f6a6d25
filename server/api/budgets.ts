/**
 * Hourly budgets of API points, counted in PostgreSQL (rate-limiter-flexible's Prisma store, as
 * the site's other allowances), so every instance takes from the same budget. A visitor's budget
 * is per address; a member's (a personal API token, or the site's own session) is per member,
 * larger, and shared by all their tokens. A budget's hour starts with its first charge.
 */
import type { RateLimiterPrisma } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/prisma';
import { sharedCounter } from '../abuse/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/** Points per hour: a visitor's, per address; a member's, per member. */
export interface BudgetSizes {
  anonymousPerHour: number;
  memberPerHour: number;
}

export const DEFAULT_BUDGET_SIZES: BudgetSizes = { anonymousPerHour: 10_000, memberPerHour: 100_000 };

/** Where a budget stands. */
export interface BudgetState {
  limit: number;
  remaining: number;
  /** When the hour ends and the budget is whole again. */
  resetAt: Date;
}

/** Whose budget a request takes from. */
interface Payer {
  counter: RateLimiterPrisma;
  key: string;
  limit: number;
}

export interface ApiBudgets {
  /** A member pays from their own budget; anyone else from their address's. */
  payerOf(request: { user: { uid: string } | null; clientAddress: string | null }): Payer;
  /** Takes `points` when the budget holds them; otherwise takes nothing and answers false. */
  charge(payer: Payer, points: number): Promise<{ charged: boolean; state: BudgetState }>;
  /** Gives back points taken before (a query that cost less than it asked for). */
  refund(payer: Payer, points: number, state: BudgetState): Promise<BudgetState>;
  /** Where the budget stands, taking nothing. */
  read(payer: Payer): Promise<BudgetState>;
}

function stateOf(limit: number, consumed: number, msBeforeNext: number): BudgetState {
  return { limit, remaining: Math.max(limit - consumed, 0), resetAt: new Date(Date.now() + (msBeforeNext >= 0 ? msBeforeNext : HOUR_MS)) };
}

export function createApiBudgets(db: Database, sizes: BudgetSizes = DEFAULT_BUDGET_SIZES): ApiBudgets {
  const visitors = sharedCounter(db, { name: 'api', points: sizes.anonymousPerHour, windowS: HOUR_MS / 1000 });
  const members = sharedCounter(db, { name: 'api-member', points: sizes.memberPerHour, windowS: HOUR_MS / 1000 });

  /** Changes the count of a budget whose hour still runs; a budget whose hour ended starts whole anyway. */
  const giveBack = (payer: Payer, points: number) =>
    db.rateLimit.updateMany({ where: { key: payer.counter.getKey(payer.key), expire: { gt: new Date() } }, data: { points: { decrement: points } } });

  return {
    payerOf: ({ user, clientAddress }) =>
      user
        ? { counter: members, key: user.uid, limit: sizes.memberPerHour }
        : { counter: visitors, key: clientAddress ?? 'unknown', limit: sizes.anonymousPerHour },

    async charge(payer, points) {
      try {
        const taken = await payer.counter.consume(payer.key, points);
        return { charged: true, state: stateOf(payer.limit, taken.consumedPoints, taken.msBeforeNext) };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        // The store counts a refused charge too: it is given back, so a refused query costs nothing.
        if (points > 0) await giveBack(payer, points);
        return { charged: false, state: stateOf(payer.limit, refusal.consumedPoints - points, refusal.msBeforeNext) };
      }
    },

    async refund(payer, points, state) {
      if (points <= 0) return state;
      await giveBack(payer, points);
      return { ...state, remaining: Math.min(state.remaining + points, state.limit) };
    },

    async read(payer) {
      const found = await payer.counter.get(payer.key);
      return found ? stateOf(payer.limit, found.consumedPoints, found.msBeforeNext) : stateOf(payer.limit, 0, -1);
    },
  };
}
