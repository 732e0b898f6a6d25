/**
 * The site's embedded PostgreSQL killed outright (kill -9 of the postmaster, as the kernel's
 * out-of-memory killer does): it is started again by itself; meanwhile /healthz says 503, then
 * 200 again, and queries work again on the same pool. Stopping it while it is down stops it.
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { listening } from '../../tests/setup/listen';
import { createHealthChecks } from '../http/health';
import { isRunning, pidIn } from '../startup/stale-processes';
import { scratchDirectory, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { createDatabase, type Database } from './prisma';

const dir = scratchDirectory('daypedia-supervised-');
const pidFile = path.join(dir, 'pg', 'postmaster.pid');
let postgres: EmbeddedDatabase;
let db: Database;
let probes: { base: string; close(): Promise<void> };

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePorts(), database: 'daypedia', restartOnExit: true });
  db = createDatabase(postgres.url);
  const health = createHealthChecks(db);
  probes = await listening(createServer((req, res) => health(req, res) || res.writeHead(404).end()));
}, 60_000);

afterAll(async () => {
  await probes?.close();
  await db?.$disconnect();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const healthz = async () => (await fetch(`${probes.base}/healthz`)).status;
const answers = () =>
  db.$queryRaw<{ one: number }[]>`SELECT 1 AS one`.then(
    (rows) => rows[0].one === 1,
    () => false,
  );

describe('a supervised embedded PostgreSQL', () => {
  it('is started again after it was killed, and the probes say so', async () => {
    expect(await healthz()).toBe(200);
    const killed = pidIn(pidFile)!;
    process.kill(killed, 'SIGKILL');

    await expect.poll(healthz, { timeout: 10_000, interval: 50 }).toBe(503);
    await expect.poll(healthz, { timeout: 60_000, interval: 200 }).toBe(200);
    expect(await answers()).toBe(true);
    const restarted = pidIn(pidFile)!;
    expect(restarted).not.toBe(killed);
    expect(isRunning(restarted)).toBe(true);

    // Killed again: the supervision goes on.
    process.kill(restarted, 'SIGKILL');
    await expect.poll(healthz, { timeout: 10_000, interval: 50 }).toBe(503);
    await expect.poll(answers, { timeout: 60_000, interval: 200 }).toBe(true);
  }, 150_000);

  it('stops at once when asked while PostgreSQL is down and about to be started again', async () => {
    const running = pidIn(pidFile)!;
    process.kill(running, 'SIGKILL');
    await expect.poll(healthz, { timeout: 10_000, interval: 50 }).toBe(503);
    await postgres.stop();
    // Nothing was started again.
    const left = pidIn(pidFile);
    expect(left === null || left === running || !isRunning(left)).toBe(true);
  }, 30_000);
});
