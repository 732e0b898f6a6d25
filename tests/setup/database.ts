/**
 * One embedded PostgreSQL cluster for the test run, with a migrated template database; each
 * test file copies the template into a database of its own.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/free-ports';
import { scratchDirectory, startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { applyMigrations } from '../../server/db/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = scratchDirectory('daypedia-test-db-');
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePorts(), database: 'daypedia_template', persistent: false });
  await applyMigrations(db.url);
  project.provide('templateDatabaseUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
