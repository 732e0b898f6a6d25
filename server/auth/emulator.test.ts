/**
 * The Auth emulator's ports and process: it takes its configured ports only when they are free
 * and other free ports otherwise, never uses an emulator it did not start (another site's, or
 * any program answering 200), runs in a process group of its own so that a stop signal sent to
 * the server's group does not reach it, and saves its accounts when it stops.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { listening } from '../../tests/setup/listen';
import { scratchDirectory } from '../db/embedded-postgres';
import { isOwnEmulator, startAuthEmulator, type AuthEmulator } from './emulator';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const running: AuthEmulator[] = [];
const closers: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const emulator of running) await emulator.stop();
  for (const close of closers) await close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<{ emulator: AuthEmulator; dataDir: string }> {
  const dataDir = scratchDirectory('daypedia-emulator-');
  dirs.push(dataDir);
  const emulator = await startAuthEmulator({ dataDir, port, root });
  running.push(emulator);
  return { emulator, dataDir };
}

/** A program on a port that answers 200 to anything, as a careless readiness check would accept; it counts what it is asked. */
async function impostor(port: number): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  const { close } = await listening(server, port);
  closers.push(close);
  return { requests };
}

async function signUp(host: string, email: string): Promise<number> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  await response.text();
  return response.status;
}

/** The process group of a process: the fifth field of /proc/<pid>/stat, after the command in parentheses. */
function processGroup(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

describe('the Auth emulator', () => {
  it('takes other ports when its own are taken, and never asks the program on them', async () => {
    const port = await freePorts(3);
    const onAuth = await impostor(port);
    const onHub = await impostor(port + 1);
    const { emulator, dataDir } = await start(port);

    const [, authPort] = emulator.host.split(':').map(Number);
    expect(authPort).not.toBe(port);
    expect(onAuth.requests).toEqual([]);
    expect(onHub.requests).toEqual([]);
    expect(await signUp(emulator.host, 'ada@example.com')).toBe(200);

    // Its own process group: a signal to the server's group does not reach it.
    expect(processGroup(emulator.pid)).toBe(emulator.pid);
    expect(processGroup(emulator.pid)).not.toBe(processGroup(process.pid));

    // Stopped, it has saved its accounts into the data folder.
    await emulator.stop();
    const saved = readFileSync(path.join(dataDir, 'firebase', 'accounts', 'auth_export', 'accounts.json'), 'utf8');
    expect(saved).toContain('ada@example.com');
  }, 180_000);

  it('does not take another emulator on its ports for its own', async () => {
    const port = await freePorts(3);
    const { emulator: theirs } = await start(port);
    const { emulator: ours } = await start(port);
    expect(ours.host).not.toBe(theirs.host);
    expect(ours.pid).not.toBe(theirs.pid);
    // Another emulator answers like ours would, but its hub names its own process.
    const theirPorts = { auth: port, hub: port + 1, logging: port + 2 };
    expect(await isOwnEmulator(theirPorts, theirs.pid)).toBe(true);
    expect(await isOwnEmulator(theirPorts, ours.pid)).toBe(false);
    expect(theirs.host).toBe(`127.0.0.1:${port}`);
    // Accounts made on one are not on the other.
    expect(await signUp(ours.host, 'grace@example.com')).toBe(200);
    expect(await signUp(theirs.host, 'grace@example.com')).toBe(200);
    expect(await signUp(ours.host, 'grace@example.com')).toBe(400);
  }, 240_000);
});
