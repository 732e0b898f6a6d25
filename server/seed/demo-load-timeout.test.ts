/**
 * The demo load on a machine slow enough that one of its statements outlasts the statement
 * timeout: the first start waits for it instead of failing. A lock held by another connection
 * stands in for the slowness, on a database whose connections cancel any statement after 300 ms.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { loadDemoContent } from './index';

const TIMEOUT_MS = 300;
let t: TestDatabase;
let blocker: pg.Client;

beforeAll(async () => {
  t = await createTestDatabase();
  const name = new URL(t.url).pathname.slice(1);
  await t.db.$executeRawUnsafe(`ALTER DATABASE "${name}" SET statement_timeout = ${TIMEOUT_MS}`);
  blocker = new pg.Client({ connectionString: t.url });
  await blocker.connect();
});
afterAll(async () => {
  await blocker.end();
  await t.close();
});

/** How long the longest statement waiting for a lock on this database has waited, in ms. */
async function longestLockWait(): Promise<number> {
  // Asked outside the blocker's transaction, which sees the activity as it was when it began.
  const rows = await t.db.$queryRaw<{ ms: number | null }[]>`
    SELECT max(extract(epoch FROM clock_timestamp() - query_start) * 1000)::float AS ms FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return rows[0].ms ?? 0;
}

describe('the demo load', () => {
  it('runs its statements without the statement timeout, however long they wait', async () => {
    // Inserts wait for this lock; reads go on.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE "Entry" IN EXCLUSIVE MODE');
    let settled = false;
    const loading = loadDemoContent(t.url).finally(() => (settled = true));
    loading.catch(() => {});

    // A statement under the timeout would have been cancelled long before.
    await expect.poll(async () => settled || (await longestLockWait()) > 3 * TIMEOUT_MS, { timeout: 90_000, interval: 100 }).toBe(true);
    expect(settled).toBe(false);
    await blocker.query('COMMIT');

    expect(await loading).toBeGreaterThan(50);
    expect(await t.db.entry.count()).toBeGreaterThan(50);
  }, 120_000);
});
