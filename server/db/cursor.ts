/**
 * Reading more rows than fit in memory: a server-side cursor (DECLARE … CURSOR, FETCH) on one
 * connection of the pool, a batch of rows at a time, inside one read-only transaction, so every
 * batch comes from the same snapshot of the database. The Prisma client reads whole results;
 * this reads them piecemeal with nothing but the pool it already has.
 */
import type pg from 'pg';
import type { Prisma } from '../generated/prisma/client';
import type { Database } from './prisma';
import { poolFrom } from './pool';

export interface Snapshot {
  /** The rows of a statement in batches of at most `batchSize`, each fetched once the one before was handled. */
  batches<T>(statement: Prisma.Sql, batchSize: number): AsyncGenerator<T[]>;
  /** One statement's rows, whole (for small answers). */
  query<T extends pg.QueryResultRow>(statement: Prisma.Sql): Promise<T[]>;
}

/**
 * Runs `read` in a read-only transaction of one connection of the pool (or of the pool behind the
 * client): REPEATABLE READ, so that all its statements see the database as it was at the first.
 * The connection goes back to the pool afterwards, or is closed when something failed on it.
 */
export async function inSnapshot<T>(source: Database | pg.Pool, read: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  const pool = poolFrom(source);
  const client = await pool.connect();
  /** Set when the connection could not even roll back: it is closed instead of going back to the pool. */
  let broken: Error | undefined;
  let cursors = 0;
  const snapshot: Snapshot = {
    async *batches<T>(statement: Prisma.Sql, batchSize: number) {
      const cursor = `rows_${++cursors}`;
      await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${statement.text}`, statement.values);
      const fetch = () => client.query(`FETCH FORWARD ${Math.trunc(batchSize)} FROM ${cursor}`).then((result) => result.rows as T[]);
      // The next batch is asked for before this one is handed on: the database reads it meanwhile.
      let next: Promise<T[]> | null = fetch();
      try {
        while (next) {
          const rows: T[] = await next;
          next = rows.length === batchSize ? fetch() : null;
          // A reader that stops early leaves it unread; its failure then is of no interest.
          next?.catch(() => {});
          if (rows.length) yield rows;
        }
      } finally {
        // A reader that stops early (an error, an abort) leaves the cursor open until the transaction ends; closing it frees it now.
        await next?.catch(() => {});
        await client.query(`CLOSE ${cursor}`).catch(() => {});
      }
    },
    async query<T extends pg.QueryResultRow>(statement: Prisma.Sql) {
      return (await client.query<T>(statement.text, statement.values)).rows;
    },
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await read(snapshot);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
