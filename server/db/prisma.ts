import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = PrismaClient;

const pools = new WeakMap<Database, pg.Pool>();

/** Opens the Prisma client over node-postgres; `onQuery` sees every SQL statement (tests count them). */
export function createDatabase(url: string, onQuery?: (sql: string) => void): Database {
  // The pool is made here, not inside the adapter, so its use can be measured; the adapter still ends it on $disconnect.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
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
