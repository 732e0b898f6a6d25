/**
 * A server killed hard leaves its embedded PostgreSQL and Auth emulator running; the next start
 * on the same data folder stops them and comes up, as an operator restarting it would expect.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { isRunning, pidIn } from '../../server/stale-processes';
import { untilRunning } from '../setup/site-process';
import { SERVER_NODE_OPTIONS } from '../../server/node-options';

const dataDir = scratchDirectory('daypedia-restart-');
const running: ChildProcess[] = [];

/** The site as `npm start` runs it, in this one Node process (so a kill reaches the server itself). */
async function startSite(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port + 1), FIREBASE_AUTH_EMULATOR_PORT: String(port + 10), PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return { child, output: await untilRunning(child) };
}

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart after a crash', () => {
  it('stops what the killed server left running and starts again on the same data', async () => {
    const port = await freePorts(13);
    const first = await startSite(port);
    const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'))!;
    const emulator = pidIn(path.join(dataDir, 'firebase', 'emulator.pid'))!;
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // What the killed server started outlives it.
    expect(isRunning(postgres)).toBe(true);
    expect(isRunning(emulator)).toBe(true);

    const second = await startSite(port);
    expect(second.output()).toContain('Stopping the PostgreSQL');
    expect(isRunning(postgres)).toBe(false);
    expect(isRunning(emulator)).toBe(false);
    const page = await fetch(`http://127.0.0.1:${port}/de/feiertage-und-besondere-tage`);
    expect(page.status).toBe(200);
  }, 330_000);
});
