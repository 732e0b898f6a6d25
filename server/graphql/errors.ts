/**
 * What a GraphQL client learns of an error: refusals keep their stable code and message (the
 * client translates the code); anything unexpected becomes one stable message and code, and is
 * logged in full on the server under the request's id, which the client gets too, so an operator
 * can find it. No stack trace, file path or database text reaches a client, over HTTP (Apollo
 * Server's formatError and the errorLogging plugin) or over the WebSocket (socketErrors).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { logger } from '../observability/logger';
import { parseErrorMessage } from '../api/document-limits';
import { isDatabaseUnavailable, unavailableError } from '../db/unavailable';
import { isStatementTimeout, statementTimeoutError } from '../db/statement-timeout';
import { HOLIDAYS_TIMED_OUT } from '../holidays/year-pool';

/** Seconds after which a client may ask again for holidays that took too long: a year takes far less unless the machine was busy. */
const HOLIDAYS_RETRY_AFTER_S = 5;

function isHolidaysTimeout(error: GraphQLFormattedError | GraphQLError): boolean {
  return error.extensions?.code === HOLIDAYS_TIMED_OUT;
}

/** Codes that describe the request, not a fault of the server. */
const REFUSAL_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'QUERY_TOO_COMPLEX',
  'RATE_LIMITED',
  'EXPORTS_BUSY',
  'TOO_MANY_SUBSCRIPTIONS',
  'TOO_FAR_BEHIND',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export const REQUEST_ID_HEADER = 'x-request-id';

function isRefusal(error: GraphQLFormattedError): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && REFUSAL_CODES.has(code);
}

/** Apollo's formatError: refusals as they are, without a stack (a document past its bound on tokens said in words); an absent database as UNAVAILABLE, a query stopped for time as QUERY_TIMEOUT; the rest masked. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  if (extensions.code === 'GRAPHQL_PARSE_FAILED') return { ...formatted, message: parseErrorMessage(formatted.message), extensions };
  if (isRefusal(formatted)) return { ...formatted, extensions };
  if (isDatabaseUnavailable(error)) return { ...unavailableError(formatted.path).toJSON(), locations: formatted.locations };
  if (isStatementTimeout(error)) return { ...statementTimeoutError(formatted.path).toJSON(), locations: formatted.locations };
  // Not a fault of the request or the code: a busy machine, which asking again later gets past.
  if (isHolidaysTimeout(formatted))
    return {
      message: `Computing the holidays of that year took too long this time. Ask again in ${HOLIDAYS_RETRY_AFTER_S} seconds.`,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: HOLIDAYS_TIMED_OUT, retryAfter: HOLIDAYS_RETRY_AFTER_S },
    };
  return {
    message: 'Something went wrong on our side. Please try again later.',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** Logs each unexpected error in full: a fault as an error; a statement timeout or an absent database, which are expected at times, as a warning. */
function logUnexpected(errors: readonly GraphQLError[], where: { reqId: string | null; operation: string | null }): void {
  for (const error of errors) {
    if (isRefusal(error)) continue;
    // Expected while PostgreSQL restarts, and answered 503: a warning, not a fault.
    if (isStatementTimeout(error)) logger.warn({ ...where, path: error.path }, 'A query ran past the statement timeout');
    else if (isHolidaysTimeout(error)) logger.warn({ ...where, path: error.path, reason: error.message }, 'A year of holidays took too long to compute');
    else if (isDatabaseUnavailable(error)) logger.warn({ ...where, reason: (error.originalError ?? error).message }, 'The database was unavailable');
    else logger.error({ ...where, path: error.path, err: error.originalError ?? error }, 'A GraphQL operation failed');
  }
}

/** Logs unexpected errors in full with the request's id, and gives the id to the client in every error. */
export function errorLogging(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const requestId = request.http?.headers.get(REQUEST_ID_HEADER) ?? null;
      return {
        async didEncounterErrors({ errors, operationName }) {
          logUnexpected(errors, { reqId: requestId, operation: operationName ?? null });
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors || !requestId) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({ ...error, extensions: { ...error.extensions, requestId } }));
        },
      };
    },
  };
}

/**
 * Errors of an operation over the WebSocket as its client gets them (graphql-ws's `onError` and
 * `onNext`), formatted as over HTTP, the unexpected ones logged in full; `showErrors` as in
 * GraphqlDeps keeps them whole.
 */
export function socketErrors(
  errors: readonly GraphQLError[],
  { operation, showErrors }: { operation: string | null; showErrors: boolean },
): GraphQLFormattedError[] {
  logUnexpected(errors, { reqId: null, operation });
  return errors.map((error) => {
    // The HTTP status a refusal would have over HTTP means nothing here.
    const { http: _http, ...extensions } = error.extensions;
    const formatted = { ...error.toJSON(), extensions };
    return showErrors ? formatted : formatGraphqlError(formatted, error);
  });
}
