/**
 * What an anonymous API request may take of the database: its statements run on the pool whose
 * statements stop after ANONYMOUS_STATEMENT_TIMEOUT_MS (statement-timeout.ts), and its address has
 * a few requests at the database at once (address-concurrency.ts); past them it waits briefly,
 * then is refused with 429, Retry-After and RATE_LIMITED. Members and API tokens answer for their
 * queries and keep the site's limits; the site's own pages run the schema in-process and never
 * pass through here.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { ADDRESS_CONCURRENCY, AddressBusyError, createAddressGate, type AddressConcurrency } from './address-concurrency';
import { anonymousDatabase } from './statement-timeout';

/** Seconds a refused address is asked to wait: a turn frees as soon as one of its requests ends. */
const RETRY_AFTER_S = 1;

function addressBusy(limits: AddressConcurrency): GraphQLError {
  return new GraphQLError(
    `This address has ${limits.running} requests at the database and ${limits.waiting} waiting already. Send fewer at once, or use a personal API token (made on your account page).`,
    { extensions: { code: 'RATE_LIMITED', http: { status: 429, headers: new Map([['retry-after', String(RETRY_AFTER_S)]]) } } },
  );
}

export function anonymousApiLimits(limits: AddressConcurrency = ADDRESS_CONCURRENCY): ApolloServerPlugin<Context> {
  const gate = createAddressGate(limits);
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.user || contextValue.apiToken) return;
      contextValue.db = anonymousDatabase(contextValue.db);
      let leave: (() => void) | undefined;
      return {
        async didResolveOperation() {
          try {
            leave = await gate.enter(contextValue.clientAddress ?? 'unknown');
          } catch (error) {
            if (error instanceof AddressBusyError) throw addressBusy(limits);
            throw error;
          }
        },
        async willSendResponse() {
          leave?.();
        },
      };
    },
  };
}
