/**
 * The built site, as `npm start` runs it, looking after what it starts: its embedded PostgreSQL
 * killed outright is started again (/healthz says 503, then 200, and pages come back); stopped
 * with SIGTERM to its whole process group, as systemd or a container runtime stops it, it keeps
 * every account made since it started; and with its Auth emulator's port held by another
 * program that answers anything, it takes other ports and never asks that program a thing.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { startSite, type SiteProcess } from '../../scripts/site-server';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { pidIn } from '../../server/startup/stale-processes';
import { listening, type Listening } from '../setup/listen';
import { solveProofOfWork } from '../setup/proof-of-work';

const dataDir = scratchDirectory('daypedia-supervision-');
let port: number;
let site: SiteProcess;
let impostor: Listening;
const impostorHeard: string[] = [];

const start = () =>
  startSite({
    label: 'supervision',
    port,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1),
      FIREBASE_AUTH_EMULATOR_PORT: String(port + 10),
      PUBLIC_URL: '',
      REGISTRATIONS_PER_HOUR: '1000',
    },
  });

/** Where the site's Auth emulator listens, as the site configured it. */
function emulatorPort(): number {
  const config = JSON.parse(readFileSync(path.join(dataDir, 'firebase', 'firebase.json'), 'utf8')) as { emulators: { auth: { port: number } } };
  return config.emulators.auth.port;
}

beforeAll(async () => {
  port = await freePorts(13);
  // Another program on the emulator's port, answering 200 to anything.
  impostor = await listening(
    createServer((req, res) => {
      impostorHeard.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    }),
    port + 10,
  );
  site = await start();
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await impostor?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const status = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  await response.arrayBuffer();
  return response.status;
};

async function register(email: string): Promise<number> {
  const proof = await solveProofOfWork(`${site.url}/auth/challenge`);
  const response = await fetch(`${site.url}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Lovelace', email, password: 'secret-123', proof }),
  });
  await response.text();
  return response.status;
}

async function signIn(email: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${emulatorPort()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
  });
  await response.text();
  return response.status;
}

describe('the site looking after what it starts', () => {
  it('takes other ports for its Auth emulator than a port another program holds, and never asks it', async () => {
    expect(emulatorPort()).not.toBe(port + 10);
    expect(await register('ada@example.com')).toBe(201);
    expect(await signIn('ada@example.com')).toBe(200);
    expect(impostorHeard).toEqual([]);
  });

  it('starts its PostgreSQL again when it is killed, and says so on /healthz', async () => {
    expect(await status('/healthz')).toBe(200);
    process.kill(pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'))!, 'SIGKILL');
    await expect.poll(() => status('/healthz'), { timeout: 10_000, interval: 50 }).toBe(503);
    await expect.poll(() => status('/healthz'), { timeout: 60_000, interval: 250 }).toBe(200);
    await expect.poll(() => status('/de/24-april'), { timeout: 10_000, interval: 250 }).toBe(200);
    expect(await status('/readyz')).toBe(200);
  }, 90_000);

  it('keeps the accounts made since its start when its whole process group is stopped', async () => {
    expect(await register('grace@example.com')).toBe(201);
    process.kill(-site.pid, 'SIGTERM');
    expect(await site.exited).toBe(0);

    site = await start();
    for (const email of ['ada@example.com', 'grace@example.com']) expect(await signIn(email)).toBe(200);
    expect(impostorHeard).toEqual([]);
  }, 300_000);
});
