/** What only an operator does to the browser tests' site: work on its database directly. */
import pg from 'pg';
import { inject } from 'vitest';
import { CONTENT_CHANNEL } from '../../server/db/content-changes';

/** Runs work on the site's database, then tells every instance to drop the pages it keeps, as publishing does. */
export async function withSiteDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'event']);
    await db.end();
  }
}
