import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('telling a database that is away from a fault', () => {
  it.each([
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection node-postgres lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a client node-postgres no longer uses', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'Prisma quoting the SQLSTATE',
      new Error('Invalid `prisma.entry.findMany()` invocation: Error occurred during query execution: ConnectorError(... Code: `57P01` ...)'),
    ],
    ['Prisma wrapping a lost connection', Object.assign(new Error('Invalid invocation'), { cause: new Error('Connection terminated unexpectedly') })],
    ['GraphQL wrapping Prisma', Object.assign(new Error('wrapped'), { originalError: Object.assign(new Error('db'), { code: 'P1001' }) })],
  ])('%s is unavailability', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['a record Prisma did not find', Object.assign(new Error('No record was found for an update.'), { code: 'P2025' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
