/**
 * The operator's command to import events, births and deaths from Wikidata, Wikipedia's "on this
 * day" feed and Commons (server/import/, docs/import.md):
 *   npm run import -- --contact ops@example.org --days 03-14 --languages en,de
 * Writes to DATABASE_URL, else the embedded database (whether or not the site is running).
 * Exit codes: 0 done, 1 some parts failed, 2 bad usage, 3 a source could not be reached.
 */
import path from 'node:path';
import { readConfig } from '../server/config';
import { runImport } from '../server/import/importer';
import { readOptions, USAGE, UsageError, type ImportOptions } from '../server/import/options';
import { imageStorageFor } from '../server/storage/file-storage';
import { openOperatorDatabase } from './operator-database';

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
const { db, close } = await openOperatorDatabase(config);
try {
  const storage = await imageStorageFor(config, path.resolve(config.DATA_DIR));
  const result = await runImport(options, { db, storage, out: process.stdout, progress: process.stderr });
  process.exitCode = result.exitCode;
} finally {
  await close();
}
