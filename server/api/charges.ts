/**
 * Every query and mutation over HTTP is charged to a bucket of API points that refills
 * continuously (budgets.ts) at what it costs (query-cost.ts). Its requested cost, the most it may
 * take, is charged before it runs and let in while the bucket, that taken, owes no more than its
 * credit; once it ran, what it did not use is given back, so it costs its actual cost. An answer
 * the client already holds (a 304 to If-None-Match, http-cache.ts) costs nothing. A mutation pays
 * for each of its changes (each alias of one is a change) beside the allowance each kind of
 * change has of its own (comments, drafts, donations); introspection pays its fixed price. An
 * operation the bucket cannot let in is refused unrun (429, RATE_LIMITED, and Retry-After: the
 * seconds until enough points are back) and costs nothing. Every answer tells where the bucket
 * stands and what the operation cost, in `extensions.cost` and in headers.
 *
 * Not charged: a document refused before it runs (it does not parse, is past the bounds of
 * document-limits.ts or does not validate), an operation the schema refuses as too costly to run at
 * all, subscriptions (the WebSocket carries nothing else, socket-operations.ts), and the site's own
 * page rendering, which runs the schema in-process and never passes through here.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import type { Context } from '../graphql/context';
import { rethrowUnavailable } from '../graphql/unavailable';
import { logger } from '../observability/logger';
import type { ApiBudgets, BudgetState } from './budgets';
import { heldByClient } from './http-cache';
import { fieldPrice, pastQueryLimits, requestedCost, surcharge, WRITE_PRICE } from './query-cost';

/** The code of a query refused because its budget cannot pay for it. */
const RATE_LIMITED = 'RATE_LIMITED';

/** The bucket and the cost in headers too, so that an answer without a body (a 304) tells them. */
export const BUDGET_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
  restoreRate: 'x-ratelimit-restore-rate',
  requested: 'x-ratelimit-cost-requested',
  actual: 'x-ratelimit-cost-actual',
} as const;

/** What `extensions.cost` says of a request. */
export interface CostExtension {
  /** The query's cost as written, before it ran: the most it may take. */
  requested: number;
  /** What was taken from the bucket once it ran. */
  actual: number;
  /** Points the bucket holds when full. */
  limit: number;
  /** Points it holds now. */
  remaining: number;
  /** Points it gets back a second. */
  restoreRate: number;
  /** When it is full again, ISO 8601. */
  resetAt: string;
}

function rateLimited(state: BudgetState, requested: number, retryAfterS: number | null, member: boolean): GraphQLError {
  const larger = member ? '' : ' A personal API token (made on your account page) has a larger budget.';
  const why =
    retryAfterS === null
      ? `: it may cost ${requested}, more than the bucket holds when full (${state.limit}): ask for less (smaller pages, fewer fields).`
      : ` now: it may cost ${requested} and ${state.remaining} of ${state.limit} remain, restored at ${state.restoreRate} a second: try again in ${retryAfterS} s.`;
  return new GraphQLError(`The bucket of API points cannot pay for this operation${why}${larger}`, {
    extensions: {
      code: RATE_LIMITED,
      http: { status: 429, headers: new Map(retryAfterS === null ? [] : [['retry-after', String(retryAfterS)]]) },
    },
  });
}

export function queryCharging(budgets: ApiBudgets): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue }) {
      const payer = budgets.payerOf(contextValue);
      let requested = 0;
      let resolved = 0;
      let unresolved = 0;
      let charged = false;
      let state: BudgetState | null = null;
      // Another plugin may refuse the operation while its charge is being taken (control characters,
      // say): the answer waits for the charge, so that it is given back whole.
      let charging: Promise<void> | null = null;
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue: ctx }) {
          if (!operation) return;
          const cost = requestedCost(schema, document, operation, request.variables, ctx);
          if (!cost) return;
          const extra = surcharge(document, operation);
          requested = cost.complexity + extra.requested;
          unresolved = extra.unresolved;
          if (operation.operation === OperationTypeNode.SUBSCRIPTION || pastQueryLimits(cost) || requested <= 0) return;
          charging = (async () => {
            const result = await budgets.charge(payer, requested).catch(rethrowUnavailable);
            state = result.state;
            if (!result.charged) throw rateLimited(state, requested, result.retryAfterS, ctx.user !== null);
            charged = true;
            ctx.apiCharge = { cost: requested, ...state };
          })();
          await charging;
        },
        async executionDidStart() {
          if (!charged) return;
          resolved = unresolved;
          return {
            willResolveField({ info, args, contextValue: ctx }) {
              resolved += fieldPrice(info.parentType.getFields()[info.fieldName], args, ctx);
              if (info.parentType === info.schema.getMutationType()) resolved += WRITE_PRICE;
            },
          };
        },
        async willSendResponse({ request, response }) {
          await charging?.catch(() => undefined);
          if (response.body.kind !== 'single') return;
          // An answer the client holds already goes back without its data, and costs nothing.
          const actual = charged && !heldByClient(request, response) ? Math.min(resolved, requested) : 0;
          try {
            // Nothing to give back: the bucket as the charge left it.
            if (charged && requested > actual) state = await budgets.refund(payer, requested - actual);
            state ??= await budgets.read(payer);
          } catch (error) {
            // The database went away after the query ran: the answer goes out without its budget.
            logger.warn({ reason: (error as Error).message }, 'The API budget could not be read');
            return;
          }
          const { limit, remaining, restoreRate, resetAt } = state;
          const cost: CostExtension = { requested, actual, limit, remaining, restoreRate, resetAt: resetAt.toISOString() };
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost };
          const headers: Record<keyof typeof BUDGET_HEADERS, number> = {
            limit,
            remaining,
            reset: Math.ceil(resetAt.getTime() / 1000),
            restoreRate,
            requested,
            actual,
          };
          for (const [name, value] of Object.entries(headers)) response.http.headers.set(BUDGET_HEADERS[name as keyof typeof BUDGET_HEADERS], String(value));
        },
      };
    },
  };
}
