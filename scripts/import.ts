/**
 * The operator's command to import events, births and deaths from Wikidata, Wikipedia's "on this
 * day" feed and Commons (server/import/, docs/import.md):
 *   npm run import -- --contact ops@example.org --days 03-14 --languages en,de
 * Writes to DATABASE_URL, else the embedded database (whether or not the site is running).
 * Exit codes: 0 done, 1 some parts failed, 2 bad usage, 3 a source could not be reached.
 */
import path from 'node:path';
import pg from 'pg';
import { readConfig } from '../server/config';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded-postgres';
import { createDatabase } from '../server/db/prisma';
import { runImport } from '../server/import/importer';
import { readOptions, USAGE, UsageError, type ImportOptions } from '../server/import/options';
import { imageStorageFor } from '../server/storage/file-storage';

let options: ImportOptions | null;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
  process.exit(0);
}

const config = readConfig();
let embedded: EmbeddedDatabase | null = null;
let url = config.DATABASE_URL ?? embeddedDatabaseUrl(config.EMBEDDED_POSTGRES_PORT, 'daypedia');
if (!config.DATABASE_URL && !(await reachable(url))) {
  embedded = await startEmbeddedPostgres({ dataDir: path.resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT, database: 'daypedia' });
  url = embedded.url;
}

const db = createDatabase(url);
try {
  const storage = await imageStorageFor(config, path.resolve(config.DATA_DIR));
  const result = await runImport(options, { db, storage, out: process.stdout, progress: process.stderr });
  process.exitCode = result.exitCode;
} finally {
  await db.$disconnect();
  await embedded?.stop();
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
