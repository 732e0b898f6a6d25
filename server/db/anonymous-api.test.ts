/**
 * Anonymous API requests over HTTP, on the whole server: their statements stop after the short
 * timeout, and one address has only a few of them at the database at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/setup/app';
import { anEntry } from '../../tests/setup/factories';
import { sendOperation } from '../../tests/setup/graphql-over-http';
import { whileEntriesLocked } from './entries-locked.testing';
import { ADDRESS_CONCURRENCY } from './address-concurrency';
import { ANONYMOUS_STATEMENT_TIMEOUT_MS } from './statement-timeout';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp('anonymous-api');
  await anEntry(app.testbed.t.db, { kind: 'EVENT', year: 1969, month: 7, day: 20, title: 'Apollo 11 lands on the Moon' });
}, 150_000);
afterAll(() => app?.close());

const ENTRIES = '{ entries(filter: { locale: en }, first: 1) { edges { node { id } } } }';

/**
 * How many sessions wait for the lock on the entries table (nothing else waits for one here).
 * Asked outside the locking transaction, which would see the activity as it was when it first looked.
 */
async function waitingForEntries(): Promise<number> {
  const rows = await app.testbed.t.db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'relation'`;
  return rows[0].n;
}

describe('an anonymous API request', () => {
  it('answers as before while the database is quick', async () => {
    const answer = await sendOperation(app.base, {}, ENTRIES);
    expect(answer.errors).toBeUndefined();
    expect(answer.response.status).toBe(200);
  });

  it(`runs its statements for ${ANONYMOUS_STATEMENT_TIMEOUT_MS} ms at most, then answers QUERY_TIMEOUT without database text`, async () => {
    // The test's own pool has no timeout at all: only the anonymous pool's stops the statement.
    const answer = await whileEntriesLocked(app.testbed.t.url, () => sendOperation(app.base, {}, ENTRIES));
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TIMEOUT');
    expect(JSON.stringify(answer.errors)).not.toMatch(/statement timeout|canceling|prisma|pg_|57014/i);
  });

  it('has a few requests of its address at the database at once, a few waiting, and refuses the next with 429', async () => {
    const { running, waiting } = ADDRESS_CONCURRENCY;
    const answers = await whileEntriesLocked(app.testbed.t.url, async () => {
      const sent = Array.from({ length: running + waiting + 1 }, () => sendOperation(app.base, {}, ENTRIES));
      // The first ones hold their turns, waiting for the lock; the next ones wait for a turn; the last is refused.
      await expect.poll(() => waitingForEntries(), { timeout: 20_000 }).toBe(running);
      const refused = await Promise.race(sent.map((answer) => answer.then((a) => (a.response.status === 429 ? a : new Promise<never>(() => {})))));
      expect(refused.response.headers.get('retry-after')).toBe('1');
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(await waitingForEntries()).toBe(running);
      return sent;
    });
    // With the lock gone, the ones at the database answer and pass their turns to those waiting.
    const statuses = (await Promise.all(answers)).map((answer) => answer.response.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(running + waiting);
  });
});
