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
 * Set on each connection as it opens, before the pool hands it out, so that every statement of
 * the site's search (server/search/text-match.ts) reads its trigram index at this threshold.
 */
export const TYPO_WORD_SIMILARITY = 0.5;

export function createPool(url: string, { poolSize = 10, statementTimeoutMs }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) });
  // Queued on the new connection ahead of anything a caller sends; a failure surfaces on that first query.
  pool.on('connect', (client) => void client.query(`SET pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`).catch(() => {}));
  return pool;
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
