/**
 * Whether an error means the database cannot be reached just now (stopped, restarting, out of
 * connections) rather than a fault of the request or the code. Such requests are answered 503
 * with the code UNAVAILABLE, and succeed again by themselves once the database is back: the pool
 * replaces broken connections as they fail.
 */
import { GraphQLError } from 'graphql';
import { errorChain } from './error-chain';

export const UNAVAILABLE = 'UNAVAILABLE';
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_S = 5;

/** Prisma's codes for a server it cannot reach, a timeout, a closed connection, too many connections. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2037']);
/** PostgreSQL's: shutting down or starting up (57P01-57P03), connection exceptions (08…), too many connections. */
const SQLSTATE = /^(57P0[1-3]|08\d{3}|53300)$/;
/** Prisma quotes the SQLSTATE of a driver error in its message. */
const QUOTED_SQLSTATE = /Code: `(57P0[1-3]|08\d{3}|53300)`/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** node-postgres' own words for a connection lost or never made; these errors carry no code. */
const DRIVER_MESSAGES = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, driver } of errorChain(error)) {
    if (typeof code === 'string' && (PRISMA_CODES.has(code) || SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && (QUOTED_SQLSTATE.test(message) || DRIVER_MESSAGES.test(message))) return true;
    if (
      driver &&
      (driver.kind === 'DatabaseNotReachable' ||
        driver.kind === 'ConnectionClosed' ||
        (typeof driver.originalCode === 'string' && SQLSTATE.test(driver.originalCode)))
    )
      return true;
  }
  return false;
}

/** What a GraphQL client is told while the database is away: a stable code, no database text. */
export function unavailableError(path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError('Daypedia is briefly unavailable. Please try again in a few seconds.', {
    path,
    extensions: { code: UNAVAILABLE, retryAfter: RETRY_AFTER_S },
  });
}
