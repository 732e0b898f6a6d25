/**
 * The built site started as `npm start` starts it (node on the server bundle), as a child
 * process of a benchmark script or of the browser tests. It runs in a process group of its own,
 * so that a server that does not stop is killed together with whatever it started (an embedded
 * PostgreSQL); the Auth emulator, in a group of its own, is found by the process id it left.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import { untilRunning } from '../tests/setup/site-process.ts';
import { log, sleep } from './timing.ts';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '../server/startup/node-options';
import { isOrphan, pidIn, stopOrphan } from '../server/startup/stale-processes';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface SiteProcess {
  url: string;
  /** The server's own process id, as it logs it; also its process group's. */
  pid: number;
  /** Its exit code, once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
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
  /**
   * The server writes into this file instead of a pipe to this process, and `onLine` hears its lines
   * when it stops. For a load test run in this process: a pipe it is too busy to read would hold up
   * the server at every request's log line.
   */
  logFile?: string;
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

/** Waits until the server's log file says it runs; its content so far. */
async function untilLogged(child: ChildProcess, logFile: string, timeoutMs: number): Promise<() => string> {
  const read = () => readFileSync(logFile, 'utf8');
  const deadline = performance.now() + timeoutMs;
  while (!read().includes('Daypedia is running')) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${read()}`);
    if (performance.now() > deadline) throw new Error(`The server did not start:\n${read()}`);
    await sleep(200);
  }
  return read;
}

async function startSiteOnce({ label, port, env, onLine, logFile, checkout = ROOT }: SiteOptions): Promise<SiteProcess> {
  const url = `http://127.0.0.1:${port}`;
  const logFd = logFile ? openSync(logFile, 'w') : null;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    cwd: checkout,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
    detached: true,
  });
  if (logFd !== null) closeSync(logFd);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    await stopProcesses();
    if (logFile && onLine) for (const line of readFileSync(logFile, 'utf8').split('\n')) if (line) onLine(line);
  };
  const stopProcesses = async () => {
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
    // The Auth emulator runs in a group of its own, which a server killed could not stop.
    const emulator = env.DATA_DIR ? pidIn(path.join(path.resolve(checkout, env.DATA_DIR), 'firebase', 'emulator.pid')) : null;
    if (emulator && isOrphan(emulator, 'firebase')) {
      console.log(`WARNING: the server (${label}) left its Auth emulator running after it stopped; stopping it`);
      await stopOrphan(emulator, 'the Auth emulator', 'SIGTERM');
    }
  };

  const started = performance.now();
  let output: () => string;
  try {
    output = logFile ? await untilLogged(child, logFile, 300_000) : await untilRunning(child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  if (onLine && !logFile) {
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', onLine);
  }
  log(`Server ready at ${url} (${label}) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { url, pid: serverPid(output()) ?? child.pid!, exited, stop };
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
