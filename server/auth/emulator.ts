/**
 * The Firebase Auth emulator (from firebase-tools), started when no Firebase project is
 * configured, so that accounts work on a fresh machine without internet or keys. It runs as a
 * child process in DATA_DIR/firebase and stops with the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isOrphan, pidIn, stopOrphan } from '../stale-processes';

export const EMULATOR_PROJECT_ID = 'demo-daypedia';

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST expects it. */
  host: string;
  stop(): Promise<void>;
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
  const config = { emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: port + 1 }, logging: { host: '127.0.0.1', port: port + 2 }, ui: { enabled: false }, singleProjectMode: true } };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const pidFile = path.join(dir, 'emulator.pid');
  const stale = pidIn(pidFile);
  if (stale && isOrphan(stale, 'firebase')) await stopOrphan(stale, 'the Auth emulator', 'SIGTERM');

  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID], {
    cwd: dir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
