/**
 * The site's connections to PostgreSQL (node-postgres), made apart from the Prisma client so that
 * what reads with SQL alone (the dumps' thread) opens them without loading the client.
 */
import pg from 'pg';

export interface PoolOptions {
  /** Connections the pool may open (DATABASE_POOL_SIZE for the site). */
  poolSize?: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout; DATABASE_STATEMENT_TIMEOUT_MS for the site). None when absent. */
  statementTimeoutMs?: number;
}

/**
 * How alike a search word and a title's word must be for the search to forgive a typo (pg_trgm's
 * word similarity, 0.6 by default): at 0.5 one swapped or wrong letter in a word of eight
 * ("einstien", "einstain" for Einstein) is forgiven, as in most words of five letters or more.
 * Given to each connection as it opens (a startup option, beside any the address names), so that
 * every statement of the site's search (server/search/text-match.ts) reads its trigram index at it.
 */
const TYPO_WORD_SIMILARITY = 0.5;

/** The address with the connection's startup options: its own, then the search's threshold. */
function withSearchOptions(url: string): string {
  // An address URL cannot read (a socket path without a host) keeps PostgreSQL's default threshold.
  if (!URL.canParse(url)) return url;
  const address = new URL(url);
  const own = address.searchParams.get('options') ?? '';
  address.searchParams.set('options', `${own} -c pg_trgm.word_similarity_threshold=${TYPO_WORD_SIMILARITY}`.trim());
  return address.toString();
}

export function createPool(url: string, { poolSize = 10, statementTimeoutMs }: PoolOptions = {}): pg.Pool {
  return new pg.Pool({ connectionString: withSearchOptions(url), max: poolSize, ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) });
}

/** The pool behind each client made by createDatabase (server/db/prisma.ts). */
const pools = new WeakMap<object, pg.Pool>();

export function rememberPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

/** The connection pool behind a client made by createDatabase. */
export function poolOf(client: object): pg.Pool | undefined {
  return pools.get(client);
}

/** The pool itself, or the one behind a client made by createDatabase. */
export function poolFrom(source: pg.Pool | object): pg.Pool {
  if (source instanceof pg.Pool) return source;
  const pool = pools.get(source);
  if (!pool) throw new Error('The database was not opened by createDatabase');
  return pool;
}
