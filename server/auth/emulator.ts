/**
 * The Firebase Auth emulator (from firebase-tools), started when no Firebase project is
 * configured, so that accounts work on a fresh machine without internet or keys. It runs as a
 * child process in DATA_DIR/firebase and stops with the server, keeping its accounts there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isOrphan, pidIn, stopOrphan } from '../stale-processes';

export const EMULATOR_PROJECT_ID = 'demo-daypedia';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST expects it. */
  host: string;
  stop(): Promise<void>;
}

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

async function isReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`);
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAuthEmulator({ dataDir, port, root }: { dataDir: string; port: number; root: string }): Promise<AuthEmulator> {
  const host = `127.0.0.1:${port}`;
  const dir = path.join(dataDir, 'firebase');
  mkdirSync(dir, { recursive: true });
  // The hub and logging ports follow the auth port, so several instances can run side by side.
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const pidFile = path.join(dir, 'emulator.pid');
  const stale = pidIn(pidFile);
  if (stale && isOrphan(stale, 'firebase')) await stopOrphan(stale, 'the Auth emulator', 'SIGTERM');

  // Accounts are written to the data folder when the emulator stops and read back at the next
  // start, so members of the demo can sign in again after a restart.
  const saved = path.join(dir, 'accounts');
  const validSince = savedValidSince(saved);
  const temporary = path.join(dir, 'tmp');
  mkdirSync(temporary, { recursive: true });
  const persistence = existsSync(path.join(saved, 'firebase-export-metadata.json'))
    ? ['--import', saved, '--export-on-exit', saved]
    : ['--export-on-exit', saved];
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, ...persistence],
    {
      cwd: dir,
      // firebase-tools finds the running emulator it exports from by a file named after the project
      // in the temporary folder; a folder of its own keeps two sites on one machine from exporting
      // each other's accounts.
      env: { ...process.env, TMPDIR: temporary, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (child.pid) writeFileSync(pidFile, `${child.pid}\n`);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Other exit hooks may end the server before stop() runs; the emulator must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const deadline = Date.now() + 120_000;
  while (!(await isReady(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await restoreValidSince(host, validSince);

  return {
    host,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
    },
  };
}
