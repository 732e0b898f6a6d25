import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = PrismaClient;

const pools = new WeakMap<Database, pg.Pool>();

export interface DatabaseOptions {
  /** Connections the pool may open (DATABASE_POOL_SIZE for the site). */
  poolSize?: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout; DATABASE_STATEMENT_TIMEOUT_MS for the site). None when absent. */
  statementTimeoutMs?: number;
  /** Sees every SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
}

/** Opens the Prisma client over node-postgres. */
export function createDatabase(url: string, { poolSize = 10, statementTimeoutMs, onQuery }: DatabaseOptions = {}): Database {
  // The pool is made here, not inside the adapter, so its use can be measured; the adapter still ends it on $disconnect.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}) });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    log: onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (onQuery) prisma.$on('query' as never, (event: { query: string }) => onQuery(event.query));
  pools.set(prisma, pool);
  return prisma;
}

/** The connection pool behind a client made by createDatabase. */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db);
}
