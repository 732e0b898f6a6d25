import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { createPool, rememberPool, type PoolOptions } from './pool.ts';

export type Database = PrismaClient;

export interface DatabaseOptions extends PoolOptions {
  /** Sees every SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
}

/** Opens the Prisma client over node-postgres. */
export function createDatabase(url: string, { onQuery, ...poolOptions }: DatabaseOptions = {}): Database {
  // The pool is made here, not inside the adapter, so its use can be measured; the adapter still ends it on $disconnect.
  const pool = createPool(url, poolOptions);
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    log: onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (onQuery) prisma.$on('query' as never, (event: { query: string }) => onQuery(event.query));
  rememberPool(prisma, pool);
  return prisma;
}
