import type { Auth } from 'firebase-admin/auth';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';
import type { StatusChanges } from '../articles/status-changes';
import type { EntryChanges } from '../changes/live-changes';
import type { HolidayCalendar } from '../holidays/calendar';
import type { FileStorage } from '../storage/file-storage';
import type { PublicWriteChecks } from '../abuse/public-writes';
import type { PaymentProvider } from '../donations/providers';
import type { ApiTokenUse } from '../api/tokens';
import type { BudgetState } from '../api/budgets';

/** What an API request is charged: its cost in points, and where its budget (a bucket that refills continuously) stands after the charge. */
export interface ApiCharge extends BudgetState {
  cost: number;
}
import type { ExportJobs } from '../exports/export-jobs';

/** What every resolver gets: the database, the signed-in member (if any) and per-request caches. */
export interface Context {
  db: Database;
  user: User | null;
  /** The personal API token the request came with, acting for `user`; null otherwise. Tokens read: they run no mutation. */
  apiToken: ApiTokenUse | null;
  /**
   * What this request is charged against an API budget, once its query is known; null
   * where nothing is counted: the site's own page rendering, in-process callers, mutations.
   */
  apiCharge: ApiCharge | null;
  /** Firebase accounts, for what changes them (disabling a member); null where no Firebase runs. */
  auth: Auth | null;
  holidays: HolidayCalendar;
  /** Where uploaded images are kept, and the URLs they are served at. */
  images: FileStorage;
  /** Review decisions as they happen, for subscriptions; null where nothing listens. */
  statusChanges: StatusChanges | null;
  /** Changes of published content as they happen, for anyone's subscriptions; null where nothing listens. */
  entryChanges: EntryChanges | null;
  /** The sender's IP address (behind a proxy, as TRUST_PROXY allows), for per-address limits. */
  clientAddress: string | null;
  /** Proof of work and per-address allowances for public writes. */
  abuse: PublicWriteChecks;
  /** Where donations are paid: Stripe, or the built-in test provider. */
  payments: PaymentProvider;
  /** Filtered exports written in the background; null where none are written. */
  exports: ExportJobs | null;
  /** The years of holidays this request has asked for: each costs computation, so a request gets a few. */
  holidayYears: Set<number>;
  /** What one request keeps for its lifetime (query results, loaders), so sibling fields share it. */
  memo: Map<string, unknown>;
}

/** A request of a signed-in member: what a field behind a role's scope (scope-auth) resolves with. */
export type MemberContext = Context & { user: User };

/** The request's one value under `key`, made by `make` the first time it is asked for. */
export function perRequest<T>(ctx: Context, key: string, make: () => T): T {
  if (!ctx.memo.has(key)) ctx.memo.set(key, make());
  return ctx.memo.get(key) as T;
}

/** A query's result shared by every field of the request that asks for it. */
export function memoise<T>(ctx: Context, key: string, load: () => Promise<T>): Promise<T> {
  return perRequest(ctx, key, load);
}
