/**
 * The database an operator's command works on: DATABASE_URL, else the site's embedded database,
 * started for the command when the site is not running (and stopped with it).
 */
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../server/config';
import { embeddedDatabaseUrl, startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { createDatabase, type Database } from '../server/db/prisma';

export async function openOperatorDatabase(config: Config): Promise<{ db: Database; close(): Promise<void> }> {
  let url = config.DATABASE_URL ?? embeddedDatabaseUrl(config.EMBEDDED_POSTGRES_PORT, 'daypedia');
  const embedded =
    !config.DATABASE_URL && !(await reachable(url))
      ? await startEmbeddedPostgres({ dataDir: path.resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT, database: 'daypedia' })
      : null;
  if (embedded) url = embedded.url;
  const db = createDatabase(url);
  return {
    db,
    async close() {
      await db.$disconnect();
      await embedded?.stop();
    },
  };
}

async function reachable(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
