/**
 * A GraphQL answer while the database is away: 503 with Retry-After and the code UNAVAILABLE,
 * for API clients over HTTP and for the pages the server renders in-process alike.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { isDatabaseUnavailable, RETRY_AFTER_S, UNAVAILABLE, unavailableError } from '../db/unavailable';

/** Sets the HTTP status of a GraphQL answer that met an absent database. */
export function unavailableStatus(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors?.some((error) => error.extensions?.code === UNAVAILABLE)) return;
          response.http.status = 503;
          response.http.headers.set('Retry-After', String(RETRY_AFTER_S));
        },
      };
    },
  };
}

/** For work done before execution (finding the member of a request): an absent database becomes a 503 GraphQL error. */
export function rethrowUnavailable(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const unavailable = unavailableError();
  throw new GraphQLError(unavailable.message, {
    originalError: error as Error,
    extensions: { ...unavailable.extensions, http: { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_S)]]) } },
  });
}

/**
 * Pages query the schema in-process, past Apollo Server's formatting: their errors of an absent
 * database get the same code, which the page turns into a 503 page.
 */
export function unavailableErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => isDatabaseUnavailable(error))) return result;
  return { ...result, errors: result.errors.map((error) => (isDatabaseUnavailable(error) ? unavailableError(error.path) : error)) };
}
