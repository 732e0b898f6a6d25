/**
 * Every query and mutation over HTTP is charged to an hourly budget of points (budgets.ts) at what
 * it costs (query-cost.ts): its requested cost is taken before it runs, and what it did not use is
 * given back after. A mutation pays for each of its changes (each alias of one is a change) beside
 * the allowance each kind of change has of its own (comments, drafts, donations); introspection
 * pays its fixed price. An operation the budget cannot pay is refused unrun (429, Retry-After,
 * RATE_LIMITED) and costs nothing. Every answer tells where the budget stands, in
 * `extensions.cost` and in headers.
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
import { fieldPrice, pastQueryLimits, requestedCost, surcharge, WRITE_PRICE } from './query-cost';

/** The code of a query refused because its budget cannot pay for it. */
const RATE_LIMITED = 'RATE_LIMITED';

/** The budget in headers too, so that an answer without a body (a 304) tells it. */
export const BUDGET_HEADERS = { limit: 'x-ratelimit-limit', remaining: 'x-ratelimit-remaining', reset: 'x-ratelimit-reset' } as const;

/** What `extensions.cost` says of a request. */
export interface CostExtension {
  /** The query's cost as written, before it ran. */
  requested: number;
  /** What was taken from the budget. */
  actual: number;
  limit: number;
  remaining: number;
  /** ISO 8601. */
  resetAt: string;
}

function secondsUntil(date: Date): number {
  return Math.max(Math.ceil((date.getTime() - Date.now()) / 1000), 1);
}

function rateLimited(state: BudgetState, requested: number, member: boolean): GraphQLError {
  const larger = member ? '' : ' A personal API token (made on your account page) has a larger budget.';
  return new GraphQLError(
    `The hourly budget of API points is spent: this operation costs ${requested} and ${state.remaining} of ${state.limit} remain until ${state.resetAt.toISOString()}.${larger}`,
    {
      extensions: {
        code: RATE_LIMITED,
        http: { status: 429, headers: new Map([['retry-after', String(secondsUntil(state.resetAt))]]) },
      },
    },
  );
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
            if (!result.charged) throw rateLimited(state, requested, ctx.user !== null);
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
        async willSendResponse({ response }) {
          await charging?.catch(() => undefined);
          if (response.body.kind !== 'single') return;
          const actual = charged ? Math.min(resolved, requested) : 0;
          try {
            if (charged && state) state = await budgets.refund(payer, requested - actual, state);
            state ??= await budgets.read(payer);
          } catch (error) {
            // The database went away after the query ran: the answer goes out without its budget.
            logger.warn({ reason: (error as Error).message }, 'The API budget could not be read');
            return;
          }
          const cost: CostExtension = { requested, actual, limit: state.limit, remaining: state.remaining, resetAt: state.resetAt.toISOString() };
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost };
          response.http.headers.set(BUDGET_HEADERS.limit, String(state.limit));
          response.http.headers.set(BUDGET_HEADERS.remaining, String(state.remaining));
          response.http.headers.set(BUDGET_HEADERS.reset, String(Math.ceil(state.resetAt.getTime() / 1000)));
        },
      };
    },
  };
}
