import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Database = PrismaClient;

/** Opens the Prisma client over node-postgres; `onQuery` sees every SQL statement (tests count them). */
export function createDatabase(url: string, onQuery?: (sql: string) => void): Database {
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
    log: onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (onQuery) prisma.$on('query' as never, (event: { query: string }) => onQuery(event.query));
  return prisma;
}
