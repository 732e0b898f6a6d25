/**
 * The Firebase Auth emulator (from firebase-tools), started when no Firebase project is
 * configured, so that accounts work on a fresh machine without internet or keys. It runs as a
 * child process in DATA_DIR/firebase and keeps its accounts there.
 *
 * It runs in a process group of its own: a stop signal sent to the server's group (systemd, a
 * container runtime, Ctrl-C in a terminal) reaches the server only, which saves the accounts
 * and then stops the emulator itself. Its ports (auth, hub, logging) are taken only when free,
 * and it is used only once its hub says it is the process started here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { isOrphan, pidIn, stopOrphan } from '../startup/stale-processes';
import { logger } from '../observability/logger';
import { StartupError } from '../startup/startup-error';

export const EMULATOR_PROJECT_ID = 'demo-daypedia';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST expects it. */
  host: string;
  /** The emulator's own process id. */
  pid: number;
  /** Writes every account into the data folder now. */
  save(): Promise<void>;
  /** Saves the accounts and stops the emulator. */
  stop(): Promise<void>;
}

/** The emulator listens on three ports: auth (the browser signs in there), its hub (asked to export) and logging. */
export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

const HOST = '127.0.0.1';
/** A start that fails because another program took a port between the check and the emulator's start is tried again. */
const ATTEMPTS = 3;
const READY_TIMEOUT_MS = 120_000;
/** How long the emulator may take to save its accounts as it stops, before it is killed. */
const STOP_TIMEOUT_MS = 10_000;

/** When each saved account's sessions last ended (seconds), as written at the last stop. */
function savedValidSince(saved: string): Map<string, string> {
  const file = path.join(saved, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return new Map();
  const { users = [] } = JSON.parse(readFileSync(file, 'utf8')) as { users?: { localId: string; validSince?: string }[] };
  return new Map(users.filter((user) => user.validSince).map((user) => [user.localId, user.validSince!]));
}

/**
 * The emulator's import counts as setting every password anew, which ends every session signed
 * before the restart. Putting back each account's own validSince keeps members signed in across
 * a restart, while sessions that had ended (a logout) stay ended.
 */
async function restoreValidSince(host: string, validSince: Map<string, string>): Promise<void> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`;
  for (const [localId, since] of validSince) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, validSince: since }),
    });
    if (response.ok) continue;
    const text = await response.text();
    // An account the import did not bring back has no sessions to keep; it must not stop the site.
    if (text.includes('USER_NOT_FOUND')) continue;
    throw new Error(`The Auth emulator refused to restore the sessions of ${localId}: ${response.status} ${text}`);
  }
}

/** Whether nothing listens on a port of 127.0.0.1 just now. */
function isFree(port: number): Promise<boolean> {
  const probe = createNetServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * The configured port and the two after it when they are free; for each one taken, another
 * free port. get-port is loaded here: like firebase-tools, it is needed only where the emulator runs.
 */
async function chooseEmulatorPorts(preferred: number): Promise<EmulatorPorts> {
  const { default: getPort } = await import('get-port');
  const chosen: number[] = [];
  const taken: number[] = [];
  for (const wanted of [preferred, preferred + 1, preferred + 2]) {
    if (await isFree(wanted)) chosen.push(wanted);
    else {
      taken.push(wanted);
      chosen.push(await getPort({ host: HOST, exclude: [preferred, preferred + 1, preferred + 2, ...chosen] }));
    }
  }
  const [auth, hub, logging] = chosen;
  if (taken.length) {
    logger.warn(`Port ${taken.join(' and ')} on ${HOST} is taken: the Auth emulator uses ports ${auth} (auth), ${hub} (hub) and ${logging} (logging) instead`);
  }
  return { auth, hub, logging };
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return response.ok ? response.json() : null;
}

/**
 * Whether the emulator on these ports is the process started here: its hub names that process
 * and lists the auth emulator on our port, and the auth emulator answers for our project. Any
 * other program answering 200 (another site's emulator) is not used.
 */
export async function isOwnEmulator(ports: EmulatorPorts, pid: number): Promise<boolean> {
  try {
    const hub = (await json(`http://${HOST}:${ports.hub}/`)) as { pid?: unknown } | null;
    if (hub?.pid !== pid) return false;
    const emulators = (await json(`http://${HOST}:${ports.hub}/emulators`)) as { auth?: { port?: unknown } } | null;
    if (emulators?.auth?.port !== ports.auth) return false;
    return (await json(`http://${HOST}:${ports.auth}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/config`)) !== null;
  } catch {
    return false;
  }
}

/** The emulator's error line, or its last line, to say in one line why it stopped. */
function lastWords(log: string): string {
  const lines = stripVTControlCharacters(log)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.findLast((line) => line.startsWith('Error:')) ?? lines.at(-1) ?? 'it exited without a word';
}

const PORT_TAKEN = /port\b.*\b(taken|not open|in use)|EADDRINUSE/i;

function signalGroup(leader: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-leader, signal);
  } catch {
    // Already gone.
  }
}

export async function startAuthEmulator({ dataDir, port, root }: { dataDir: string; port: number; root: string }): Promise<AuthEmulator> {
  const dir = path.join(dataDir, 'firebase');
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'emulator.pid');
  const stale = pidIn(pidFile);
  // Asked to stop, an orphan saves its accounts first (--export-on-exit).
  if (stale && isOrphan(stale, 'firebase')) await stopOrphan(stale, 'the Auth emulator', 'SIGTERM');

  for (let attempt = 1; ; attempt++) {
    const ports = await chooseEmulatorPorts(port);
    const started = await startOnPorts({ dir, pidFile, root, ports });
    if (started.emulator) return started.emulator;
    if (attempt === ATTEMPTS || !PORT_TAKEN.test(started.log)) {
      throw new StartupError(
        `The Auth emulator could not start on ports ${ports.auth}-${ports.logging}: ${lastWords(started.log)} (its log: ${started.logFile})`,
      );
    }
    logger.warn(`A port of the Auth emulator was taken as it started (${lastWords(started.log)}); trying other ports`);
  }
}

async function startOnPorts({
  dir,
  pidFile,
  root,
  ports,
}: {
  dir: string;
  pidFile: string;
  root: string;
  ports: EmulatorPorts;
}): Promise<{ emulator: AuthEmulator | null; log: string; logFile: string }> {
  const host = `${HOST}:${ports.auth}`;
  const config = {
    emulators: {
      auth: { host: HOST, port: ports.auth },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

  // Accounts are written to the data folder when the server stops (and by the emulator as it
  // stops, should the server be gone) and read back at the next start, so members of the demo
  // can sign in again after a restart.
  const saved = path.join(dir, 'accounts');
  const validSince = savedValidSince(saved);
  const temporary = path.join(dir, 'tmp');
  mkdirSync(temporary, { recursive: true });
  const persistence = existsSync(path.join(saved, 'firebase-export-metadata.json'))
    ? ['--import', saved, '--export-on-exit', saved]
    : ['--export-on-exit', saved];
  // A file, not a pipe: the emulator may outlive the server by the moment it takes to save, and
  // writing into a pipe nobody reads would end it before it has.
  const logFile = path.join(dir, 'emulator.log');
  const logFd = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, ...persistence],
    {
      cwd: dir,
      // firebase-tools finds the running emulator it exports from by a file named after the project
      // in the temporary folder; a folder of its own keeps two sites on one machine from exporting
      // each other's accounts.
      env: { ...process.env, TMPDIR: temporary, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', logFd, logFd],
      detached: true,
    },
  );
  closeSync(logFd);
  const pid = child.pid!;
  writeFileSync(pidFile, `${pid}\n`);
  const readLog = () => readFileSync(logFile, 'utf8');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  // A server that ends without stopping it (an uncaught error, its stop running out of time)
  // asks it to stop: it saves the accounts and exits on its own.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isOwnEmulator(ports, pid))) {
    if (hasExited()) {
      process.off('exit', stopOnExit);
      return { emulator: null, log: readLog(), logFile };
    }
    if (Date.now() > deadline) {
      process.off('exit', stopOnExit);
      signalGroup(pid, 'SIGKILL');
      await exited;
      return { emulator: null, log: `${readLog()}\nit did not answer within ${READY_TIMEOUT_MS / 1000} s`, logFile };
    }
    await delay(250);
  }
  await restoreValidSince(host, validSince);

  const save = async () => {
    const response = await fetch(`http://${HOST}:${ports.hub}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: saved, initiatedBy: 'daypedia' }),
      signal: AbortSignal.timeout(STOP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The Auth emulator did not save its accounts: ${response.status} ${await response.text()}`);
  };
  return {
    emulator: {
      host,
      pid,
      save,
      async stop() {
        process.off('exit', stopOnExit);
        if (hasExited()) return;
        await save().catch((error: unknown) => logger.warn({ err: error }, 'The Auth emulator did not save its accounts before it stopped'));
        // A stop signal that reached it too (a whole service stopped) makes it save and stop on its
        // own; a second signal would cut that short.
        if (!readLog().includes('Starting a clean shutdown')) child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS, false, { ref: false })]);
        if (!stopped) {
          logger.warn(`The Auth emulator did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
          signalGroup(pid, 'SIGKILL');
          await exited;
        }
      },
    },
    log: '',
    logFile,
  };
}
