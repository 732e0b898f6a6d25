/**
 * The built site started as `npm start` starts it (node on the server bundle), as a child
 * process of a benchmark script or of the browser tests. It runs in a process group of its own,
 * so that a server that does not stop is killed together with whatever it started (an embedded
 * PostgreSQL, the Auth emulator).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import { untilRunning } from '../tests/setup/site-process.ts';
import { log, sleep } from './timing.ts';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '../server/node-options';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface SiteProcess {
  url: string;
  /** The server's own process id, as it logs it. */
  pid: number;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Names the server in messages. */
  label: string;
  port: number;
  /** The server's whole environment (PORT and HOST are set from `port`). */
  env: NodeJS.ProcessEnv;
  /** Called with every line the server writes once it runs (its JSON log lines). */
  onLine?: (line: string) => void;
  /** The checkout whose build runs: this one unless a benchmark compares it with another. */
  checkout?: string;
}

/** Sends a signal to a process group; false when no process of the group is left. */
function signalGroup(leader: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-leader, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits up to 2 minutes for a build (`npm run build` empties build/ before it writes it again). */
export async function waitForBuild(checkout = ROOT): Promise<void> {
  for (let i = 0; !existsSync(path.join(checkout, SERVER_BUNDLE)); i++) {
    if (i === 120) throw new Error('No build found: run `npm run build` first.');
    await sleep(1_000);
  }
}

/** Starts the site; once more if the build was being replaced while it started. */
export async function startSite(options: SiteOptions): Promise<SiteProcess> {
  try {
    await waitForBuild(options.checkout);
    return await startSiteOnce(options);
  } catch (error) {
    if (!String(error).includes(path.join(options.checkout ?? ROOT, 'build'))) throw error;
    log('The build was missing while the server started; retrying');
    await sleep(5_000);
    await waitForBuild(options.checkout);
    return startSiteOnce(options);
  }
}

async function startSiteOnce({ label, port, env, onLine, checkout = ROOT }: SiteOptions): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    cwd: checkout,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // A timer that does not keep the caller's process alive once the server is gone.
      const stopped = await Promise.race([exited.then(() => true), setTimeout(60_000, false, { ref: false })]);
      if (!stopped) signalGroup(child.pid!, 'SIGKILL');
    }
    // Whatever the server started and did not stop is still in its group.
    if (signalGroup(child.pid!, 0)) {
      const left = spawnSync('ps', ['-o', 'pid=,args=', '-g', String(child.pid)], { encoding: 'utf8' }).stdout.trim();
      console.log(`WARNING: the server (${label}) left processes running after it stopped; stopping them:\n${left}`);
      signalGroup(child.pid!, 'SIGTERM');
      for (let i = 0; i < 50 && signalGroup(child.pid!, 0); i++) await sleep(200);
      signalGroup(child.pid!, 'SIGKILL');
    }
  };

  const started = performance.now();
  let output: () => string;
  try {
    output = await untilRunning(child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  if (onLine) {
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', onLine);
  }
  log(`Server ready at ${url} (${label}) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { url, pid: serverPid(output()) ?? child.pid!, stop };
}

/** The process id in the server's "running" log line. */
function serverPid(output: string): number | null {
  const line = output.split('\n').find((l) => l.includes('Daypedia is running'));
  try {
    const pid = (JSON.parse(line ?? '') as { pid?: unknown }).pid;
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null;
  }
}
