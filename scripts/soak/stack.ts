/**
 * Daypedia as it runs with more than one instance: one PostgreSQL, one Firebase (the Auth
 * emulator standing in for a project), two instances of the built site on them, and nginx in
 * front, configured from the same template as docker-compose.yml's.
 *
 * The soak starts PostgreSQL and the emulator itself rather than inside an instance, so that it
 * can stop and start PostgreSQL under both instances. Both instances then run as in production:
 * DATABASE_URL, a Firebase project (FIREBASE_PROJECT_ID with a service account; firebase-admin
 * talks to the emulator because FIREBASE_AUTH_EMULATOR_HOST is set), TRUST_PROXY and one
 * PROOF_OF_WORK_SECRET.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Firebase } from '../../server/auth/firebase.ts';
import { EMULATOR_PROJECT_ID } from '../../server/auth/emulator.ts';
import { readConfig, type Config } from '../../server/config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded-postgres.ts';
import { startFirebaseOnFreePorts } from '../../tests/setup/firebase-emulator.ts';
import { atCleanUp } from '../cleanups.ts';
import { freePorts } from '../free-ports.ts';
import { nginxConfig, startNginx } from '../nginx.ts';
import { startSite, type SiteProcess } from '../site-server.ts';
import { log } from '../timing.ts';
import { renderNginxSite } from './nginx-site.ts';

interface Instance extends SiteProcess {
  label: string;
  /** Its JSON log lines at level error or fatal. */
  errors: string[];
  /** Every line it logged after it started (removed with the soak's folder). */
  logPath: string;
}

export interface Stack {
  /** nginx: where every client connects. */
  url: string;
  nginxVersion: string;
  instances: Instance[];
  /** The settings both instances run with. */
  config: Config;
  databaseUrl: string;
  firebase: Firebase;
  /** Stops PostgreSQL, waits `downMs`, starts it again on the same data; `stopping` is called first. */
  restartPostgres(downMs: number, marks: { stopping(): void; up(): void }): Promise<void>;
}

/** A service account key for the emulator's demo project: firebase-admin wants a real RSA key, the emulator checks none. */
function demoServiceAccount(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return JSON.stringify({
    type: 'service_account',
    project_id: EMULATOR_PROJECT_ID,
    client_email: `soak@${EMULATOR_PROJECT_ID}.iam.gserviceaccount.com`,
    private_key: privateKey,
  });
}

export async function startStack(workDir: string, { draftsPerHour }: { draftsPerHour: number }): Promise<Stack> {
  const postgresPort = await freePorts();
  const startPostgres = () => startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), port: postgresPort, database: 'daypedia' });
  let postgres: EmbeddedDatabase = await startPostgres();
  atCleanUp(() => postgres.stop());
  log(`PostgreSQL on port ${postgresPort}`);

  // Sets FIREBASE_AUTH_EMULATOR_HOST in this process, and so in the instances' environment.
  const firebase = await startFirebaseOnFreePorts(path.join(workDir, 'auth'));
  atCleanUp(() => firebase.stop());
  log(`Auth emulator at ${firebase.web.emulatorUrl}`);

  const nginxPort = await freePorts();
  const url = `http://127.0.0.1:${nginxPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    DATABASE_URL: postgres.url,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_API_KEY: firebase.web.apiKey,
    FIREBASE_AUTH_DOMAIN: firebase.web.authDomain,
    FIREBASE_SERVICE_ACCOUNT: demoServiceAccount(),
    // nginx is the one proxy in front: the address it adds last is the client's.
    TRUST_PROXY: '1',
    PROOF_OF_WORK_SECRET: randomBytes(24).toString('hex'),
    // Members write much faster here than people do; their hourly allowance is not what is measured.
    DRAFTS_PER_HOUR: String(draftsPerHour),
    // Readers ask far more queries a minute than people do; their hourly budget of API points is not what is measured.
    API_POINTS_PER_HOUR: '100000000',
    LOG_LEVEL: 'info',
  };
  const config = readConfig(env);

  const instances: Instance[] = [];
  for (const label of ['A', 'B']) {
    const dataDir = path.join(workDir, `instance-${label}`);
    mkdirSync(dataDir, { mode: 0o755 });
    const errors: string[] = [];
    const logPath = path.join(workDir, `instance-${label}.log`);
    const logFile = createWriteStream(logPath);
    atCleanUp(() => new Promise<void>((resolve) => logFile.end(resolve)));
    const port = await freePorts();
    // The first instance applies the migrations and loads the demo content; the second finds them.
    const site = await startSite({
      label: `instance ${label}`,
      port,
      env: { ...env, DATA_DIR: dataDir, SEED_DEMO_CONTENT: String(label === 'A') },
      onLine: (line) => {
        logFile.write(`${line}\n`);
        if (/"level":"(error|fatal)"/.test(line)) errors.push(line);
      },
    });
    atCleanUp(site.stop);
    instances.push({ ...site, label, errors, logPath });
  }

  const prefix = path.join(workDir, 'nginx');
  const site = renderNginxSite({ listen: `127.0.0.1:${nginxPort}`, instances: instances.map((instance) => instance.url.replace('http://', '')) });
  const nginx = await startNginx({ prefix, config: nginxConfig(prefix, site), readyUrl: `${url}/readyz` });
  atCleanUp(nginx.stop);
  log(`${nginx.version} at ${url}, in front of ${instances.map((instance) => instance.url).join(' and ')}`);

  return {
    url,
    nginxVersion: nginx.version,
    instances,
    config,
    databaseUrl: postgres.url,
    firebase,
    async restartPostgres(downMs, marks) {
      marks.stopping();
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      postgres = await startPostgres();
      marks.up();
    },
  };
}
