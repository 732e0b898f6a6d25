/**
 * Starts the built site as `npm start` would (with the benchmarks' startSite), on its embedded
 * defaults, in a throwaway data folder and on free ports, and stops it afterwards.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/free-ports';
import { startSite } from '../../scripts/site-server';
import { embeddedDatabaseUrl, scratchDirectory } from '../../server/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The Firebase Auth emulator the site uses, for reading the e-mails it would send. */
    emulatorUrl: string;
    /** The site's database, for what only an operator does (giving a member a role). */
    databaseUrl: string;
    /** The site's data folder (DATA_DIR), for the operator's commands that store files there. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = scratchDirectory('daypedia-browser-');
  // The site, its PostgreSQL on the next port, and the Auth emulator on 10 to 12 above.
  const port = await freePorts(13);
  const site = await startSite({
    label: 'browser tests',
    port,
    // The mode `npm start` runs in, not the test runner's own.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1),
      FIREBASE_AUTH_EMULATOR_PORT: String(port + 10),
      PUBLIC_URL: '',
      // Every browser test registers its own members from one address; the limits themselves are tested on the server.
      REGISTRATIONS_PER_HOUR: '1000',
      COMMENTS_PER_HOUR: '1000',
      DRAFTS_PER_HOUR: '1000',
      DONATIONS_PER_HOUR: '1000',
      UPLOADS_PER_HOUR: '1000',
      // The fuzz test alone asks thousands of queries; the API's budgets are tested on the server.
      API_POINTS_PER_HOUR: '10000000',
    },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('emulatorUrl', `http://127.0.0.1:${port + 10}`);
  project.provide('databaseUrl', embeddedDatabaseUrl(port + 1, 'daypedia'));
  project.provide('dataDir', dataDir);
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
