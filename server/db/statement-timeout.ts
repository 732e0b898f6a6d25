/**
 * No statement holds a connection for long: the site's pool tells PostgreSQL to cancel any
 * statement that runs longer than DATABASE_STATEMENT_TIMEOUT_MS (node-postgres sets
 * statement_timeout on each connection it opens). A reading page asks for milliseconds; what
 * runs longer is an analyst's query broad enough to read most of the database, and a few of
 * those at once would take every connection the site has. A cursor's batches (dumps, exports)
 * are statements of their own, each far under the limit.
 */
import { GraphQLError } from 'graphql';
import { errorChain } from './error-chain';
import { poolFrom } from './pool';
import { createDatabase, type Database } from './prisma';

export const QUERY_TIMEOUT = 'QUERY_TIMEOUT';

/** PostgreSQL's SQLSTATE for a statement it cancelled (query_canceled), and its words when the timeout did it. */
const CANCELLED = '57014';
const TIMEOUT_WORDS = /canceling statement due to statement timeout/;

export function isStatementTimeout(error: unknown): boolean {
  for (const { code, message, driver } of errorChain(error)) {
    // The site cancels no statement itself, so a cancelled one is one that ran out of time.
    if (code === CANCELLED || driver?.originalCode === CANCELLED) return true;
    if ([message, driver?.originalMessage].some((text) => typeof text === 'string' && TIMEOUT_WORDS.test(text))) return true;
  }
  return false;
}

/** What a GraphQL client is told: a stable code and what to do about it, no database text. */
export function statementTimeoutError(path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(
    'The database took too long over this query and stopped it. Narrow the filter (a date range, a country, a kind), ask for fewer rows, or use startExport for everything.',
    { path, extensions: { code: QUERY_TIMEOUT } },
  );
}

/**
 * How long a statement of an anonymous API request may run. A page of the site asks for
 * milliseconds and a filtered list or search of the API for tens of them; what takes longer is
 * a query broad enough to read a language, which anyone could send many of at once. Members and
 * API tokens, who answer for their queries, keep the site's longer limit.
 */
export const ANONYMOUS_STATEMENT_TIMEOUT_MS = 1500;

const anonymousDatabases = new WeakMap<Database, Database>();

/**
 * The same database through a pool of its own, for anonymous API requests: PostgreSQL stops
 * its statements after ANONYMOUS_STATEMENT_TIMEOUT_MS, and it holds at most half the site's
 * connections, so that anonymous queries together can never take every connection the pages
 * need. Made once per database, on first use; its idle connections never keep the process alive.
 */
export function anonymousDatabase(db: Database, timeoutMs = ANONYMOUS_STATEMENT_TIMEOUT_MS): Database {
  let anonymous = anonymousDatabases.get(db);
  if (!anonymous) {
    const { connectionString, max } = poolFrom(db).options;
    if (!connectionString) throw new Error('The database was opened without a connection string');
    anonymous = createDatabase(connectionString, { poolSize: Math.max(2, Math.floor((max ?? 10) / 2)), statementTimeoutMs: timeoutMs });
    poolFrom(anonymous).options.allowExitOnIdle = true;
    anonymousDatabases.set(db, anonymous);
  }
  return anonymous;
}

/** Closes the anonymous requests' pool of `db`, if one was made: a stopping server leaves no connection behind. */
export async function closeAnonymousDatabase(db: Database): Promise<void> {
  const anonymous = anonymousDatabases.get(db);
  anonymousDatabases.delete(db);
  await anonymous?.$disconnect();
}
