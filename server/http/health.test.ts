/**
 * The probes answer from a real PostgreSQL: alive while it answers, ready when it answers with
 * every migration applied, 503 with the reason otherwise; never stored by any cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createDatabase, type Database } from '../db/prisma';
import { readMigrations } from '../db/migrations';
import { createHealthChecks, type HealthChecks } from './health';

let t: TestDatabase;
let unreachable: Database;
let futureDir: string;
const servers: Server[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  // Nothing listens on a port just found free.
  unreachable = createDatabase(`postgresql://postgres:postgres@127.0.0.1:${await freePorts()}/daypedia`);
  // The migrations of a newer build: every one applied here, and one more.
  futureDir = mkdtempSync(path.join(tmpdir(), 'daypedia-migrations-'));
  for (const { path: name } of [...readMigrations().migrationDirectories, { path: '99990101000000_from_a_newer_build' }]) {
    mkdirSync(path.join(futureDir, name));
    writeFileSync(path.join(futureDir, name, 'migration.sql'), '');
  }
});
afterAll(async () => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await Promise.all([t.close(), unreachable.$disconnect()]);
  rmSync(futureDir, { recursive: true, force: true });
});

/** A server whose every other request reaches the app, as in the real one. */
async function serve(health: HealthChecks) {
  const server = createServer((req, res) => {
    if (!health(req, res)) res.end('the app');
  });
  servers.push(server);
  server.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (p: string) => {
    const response = await fetch(`${base}${p}`);
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
  };
}

describe('health probes', () => {
  it('say the process is alive and the database ready, never to be cached', async () => {
    const get = await serve(createHealthChecks(t.db));
    expect(await get('/healthz')).toEqual({ status: 200, text: 'ok', cacheControl: 'no-store' });
    expect(await get('/readyz')).toEqual({ status: 200, text: 'ready', cacheControl: 'no-store' });
    expect((await get('/readyz?probe=1')).status).toBe(200);
    expect((await get('/march-14')).text).toBe('the app');
  });

  it('answer 503 with the reason when the database cannot be reached', async () => {
    const get = await serve(createHealthChecks(unreachable));
    expect(await get('/readyz')).toEqual({ status: 503, text: 'database unreachable', cacheControl: 'no-store' });
    // A site that cannot reach its database serves nothing but 503 pages: it is not healthy.
    expect(await get('/healthz')).toEqual({ status: 503, text: 'database unreachable', cacheControl: 'no-store' });
  });

  it('answer 503 while a migration of this build is not applied', async () => {
    const get = await serve(createHealthChecks(t.db, { migrationsDir: futureDir }));
    expect(await get('/readyz')).toEqual({ status: 503, text: 'migrations not applied: 99990101000000_from_a_newer_build', cacheControl: 'no-store' });
  });
});
