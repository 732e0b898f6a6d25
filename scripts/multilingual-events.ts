/**
 * A large database in the eight languages, for the benchmarks that read every language (search,
 * browsing): a throwaway embedded PostgreSQL (or one kept in a folder, see `keep`) with N
 * synthetic events (synthetic-events.ts) spread over the languages, each with one of the demo
 * articles of its language as its text (title followed by its number).
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Locale } from '#shared/locales';
import { paragraphsToHtml } from '../server/articles/html.ts';
import { scratchDirectory, startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded-postgres.ts';
import { applyMigrations } from '../server/db/migrations.ts';
import { readNotableEntries } from '../server/seed/notable-entries.ts';
import { atCleanUp } from './cleanups.ts';
import { freePorts } from './free-ports.ts';
import { insertEvents, syntheticEventCount, type LanguageText } from './synthetic-events.ts';
import { log } from './timing.ts';

/** The demo articles' texts in every language, as the synthetic events' texts. */
function demoTexts(): LanguageText[] {
  return readNotableEntries().flatMap((entry) =>
    Object.entries(entry.translations).map(([locale, text]) => ({
      locale: locale as Locale,
      title: text.title,
      summary: text.summary,
      bodyHtml: paragraphsToHtml(text.body),
    })),
  );
}

/**
 * Runs `insert` without the text indexes (GIN: words and trigrams) of the articles and of the
 * search's table, then builds
 * them again from their definitions, as a restore does: building an index once over a million
 * rows is many times faster than adding the rows to it one by one.
 */
async function withoutTextIndexes<T>(databaseUrl: string, insert: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('Article', 'SearchDocument') AND indexdef LIKE '%USING gin%'`,
    );
    for (const row of rows) await client.query(`DROP INDEX "${row.indexname}"`);
    const result = await insert();
    const start = performance.now();
    await client.query(`SET maintenance_work_mem = '256MB'`);
    for (const row of rows) await client.query(row.indexdef);
    await client.query('ANALYZE "Article", "SearchDocument"');
    log(`Built ${rows.length} text indexes in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return result;
  } finally {
    await client.end();
  }
}

/**
 * The database, started and migrated, with `entries` synthetic events. With `keep` it stays in
 * that folder and is used again by the next run with the same number of entries (inserting a
 * million takes a quarter of an hour on two cores); without it a temporary folder is removed at the end.
 */
export async function multilingualDatabase({ keep, entries, name }: { keep?: string; entries: number; name: string }): Promise<EmbeddedDatabase> {
  const workDir = keep ? path.resolve(keep) : scratchDirectory(`daypedia-bench-${name}-`);
  if (!keep) atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  mkdirSync(workDir, { recursive: true });
  log(`Node ${process.version}; data in ${workDir}; ${entries.toLocaleString('en')} entries; ${os.cpus().length} cores`);

  const database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), port: await freePorts(1), database: 'daypedia' });
  atCleanUp(() => database.stop());
  await applyMigrations(database.url);
  const present = await syntheticEventCount(database.url);
  if (present === 0) {
    log(`Inserting ${entries.toLocaleString('en')} events in eight languages`);
    const times = await withoutTextIndexes(database.url, () => insertEvents(database.url, entries, { texts: demoTexts() }));
    log(`Inserted: entries ${times.entriesS.toFixed(1)} s, articles ${times.articlesS.toFixed(1)} s, VACUUM ANALYZE ${times.analyzeS.toFixed(1)} s`);
  } else if (present !== entries) {
    throw new Error(`${workDir} holds ${present} synthetic events, not ${entries}: use another --keep folder`);
  } else {
    log(`Using the ${present.toLocaleString('en')} events already in ${workDir}`);
  }
  return database;
}
