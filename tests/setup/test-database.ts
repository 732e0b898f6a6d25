import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase } from '../../server/db/embedded-postgres';
import { createDatabase, type Database } from '../../server/db/prisma';

export interface TestDatabase {
  db: Database;
  url: string;
  /** Every SQL statement run since the last reset. */
  statements: string[];
  close(): Promise<void>;
}

/** A fresh, migrated database of the test's own, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = new URL(inject('templateDatabaseUrl'));
  const template = templateUrl.pathname.slice(1);
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const maintenance = new URL(templateUrl);
  maintenance.pathname = '/postgres';
  // PostgreSQL copies a template for one session at a time; parallel test files take turns.
  for (let attempt = 0; ; attempt++) {
    try {
      await ensureDatabase(maintenance.toString(), name, template);
      break;
    } catch (error) {
      if (attempt > 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const statements: string[] = [];
  const db = createDatabase(url.toString(), { onQuery: (sql) => statements.push(sql) });
  return { db, url: url.toString(), statements, close: () => db.$disconnect() };
}

/**
 * The statements a request ran, as a snapshot keeps them: which tables each reads, joined how,
 * for which columns and in which order. Their conditions are left out: which holidays a day asks
 * for depends on the year the test runs in, and a list of ids on how many rows there are.
 */
export function statementShapes(statements: readonly string[]): string[] {
  return statements.map((sql) =>
    sql
      .replace(/\s+/g, ' ')
      .replace(/"public"\./g, '')
      .replace(/ WHERE .*?(?= ORDER BY | LIMIT | OFFSET |$)/, ' WHERE …')
      .replace(/\$\d+/g, '$…')
      .trim(),
  );
}
