/** For tests: a reading of the entries table that has to wait, as a slow query would. */
import pg from 'pg';

/** Holds the entries table locked in another session while `during` runs, so that reading it waits. */
export async function whileEntriesLocked<T>(databaseUrl: string, during: () => Promise<T>): Promise<T> {
  const locker = new pg.Client({ connectionString: databaseUrl });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "Entry" IN ACCESS EXCLUSIVE MODE');
    return await during();
  } finally {
    await locker.query('ROLLBACK');
    await locker.end();
  }
}
