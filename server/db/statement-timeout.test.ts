import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { whileEntriesLocked } from './entries-locked.testing';
import { formatGraphqlError } from '../graphql/errors';
import { execute } from '../testing';
import { createDatabase, type Database } from './prisma';
import { anonymousDatabase, ANONYMOUS_STATEMENT_TIMEOUT_MS, isStatementTimeout, QUERY_TIMEOUT } from './statement-timeout';

let t: TestDatabase;
/** The same database through a pool whose statements may run 300 ms. */
let impatient: Database;

beforeAll(async () => {
  t = await createTestDatabase();
  impatient = createDatabase(t.url, { statementTimeoutMs: 300 });
});
afterAll(async () => {
  await impatient?.$disconnect();
  await t?.close();
});

describe('a statement that runs too long', () => {
  it('is stopped by PostgreSQL and recognised as such', async () => {
    const error = await impatient.$queryRaw`SELECT 1 AS one FROM pg_sleep(2)`.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    expect(isStatementTimeout(error)).toBe(true);
    // The connection is fine afterwards.
    expect(await impatient.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
  });

  it('answers an API query that waited too long with QUERY_TIMEOUT and advice, no database text', async () => {
    const result = await whileEntriesLocked(t.url, () => execute(impatient, '{ entries(filter: { locale: en }, first: 5) { edges { node { id } } } }'));
    const [error] = result.errors ?? [];
    expect(error).toBeDefined();
    const formatted = formatGraphqlError(error.toJSON(), error);
    expect(formatted.extensions?.code).toBe(QUERY_TIMEOUT);
    expect(formatted.message).toMatch(/took too long .* Narrow the filter/);
    expect(JSON.stringify(formatted)).not.toMatch(/statement timeout|canceling|prisma|pg_|57014/i);
  });

  it('leaves other failures alone', async () => {
    const error = await impatient.$queryRawUnsafe('SELECT * FROM "NoSuchTable"').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isStatementTimeout(error)).toBe(false);
    expect(isStatementTimeout(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isStatementTimeout(undefined)).toBe(false);
  });

  it('does not limit a pool that was not given a timeout', async () => {
    await expect(t.db.$queryRaw`SELECT 1 AS one FROM pg_sleep(0.5)`).resolves.toBeDefined();
  });
});

describe('the database of anonymous API requests', () => {
  it(`stops a statement after ${ANONYMOUS_STATEMENT_TIMEOUT_MS} ms, where the site's own pool lets it run`, async () => {
    const anonymous = anonymousDatabase(t.db);
    expect(anonymousDatabase(t.db)).toBe(anonymous);
    expect(await anonymous.$queryRaw`SELECT current_setting('statement_timeout') AS timeout`).toEqual([{ timeout: `${ANONYMOUS_STATEMENT_TIMEOUT_MS}ms` }]);
    expect(await t.db.$queryRaw`SELECT current_setting('statement_timeout') AS timeout`).toEqual([{ timeout: '0' }]);
    const error = await anonymous.$queryRaw`SELECT 1 AS one FROM pg_sleep(30)`.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isStatementTimeout(error)).toBe(true);
  });
});
