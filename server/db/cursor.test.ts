import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { Prisma } from '../generated/prisma/client';
import { inSnapshot } from './cursor';
import { poolOf } from './pool';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const numbers = (n: number) => Prisma.sql`SELECT g AS n FROM generate_series(1, ${n}::int) AS g ORDER BY g`;

describe('inSnapshot', () => {
  it('hands over every row in batches, in order', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    await inSnapshot(t.db, async (snapshot) => {
      for await (const rows of snapshot.batches<{ n: number }>(numbers(1234), 100)) {
        sizes.push(rows.length);
        seen.push(...rows.map((row) => row.n));
      }
    });
    expect(sizes).toEqual([...Array(12).fill(100), 34]);
    expect(seen).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
  });

  it('hands over nothing for no rows, and a last full batch once', async () => {
    await inSnapshot(t.db, async (snapshot) => {
      const batches: number[] = [];
      for await (const rows of snapshot.batches(numbers(0), 10)) batches.push(rows.length);
      for await (const rows of snapshot.batches(numbers(20), 10)) batches.push(rows.length);
      expect(batches).toEqual([10, 10]);
    });
  });

  it('lets a reader stop early and read on in the same snapshot', async () => {
    const answer = await inSnapshot(t.db, async (snapshot) => {
      for await (const rows of snapshot.batches<{ n: number }>(numbers(100_000), 10)) {
        expect(rows[0].n).toBe(1);
        break;
      }
      return snapshot.query<{ n: number }>(Prisma.sql`SELECT 42 AS n`);
    });
    expect(answer).toEqual([{ n: 42 }]);
  });

  it('reads the database as it was at its first statement', async () => {
    const counts = await inSnapshot(t.db, async (snapshot) => {
      const count = async () => (await snapshot.query<{ count: number }>(Prisma.sql`SELECT count(*)::int AS count FROM "Entry"`))[0].count;
      const before = await count();
      // Another connection adds an entry meanwhile.
      await anEntry(t.db, { title: 'Added while a dump was read' });
      return [before, await count()];
    });
    expect(counts[1]).toBe(counts[0]);
  });

  it('rolls back and gives the connection back when the reader fails', async () => {
    const pool = poolOf(t.db)!;
    await expect(
      inSnapshot(t.db, async (snapshot) => {
        for await (const _rows of snapshot.batches(Prisma.sql`SELECT 1 / (g - 5) FROM generate_series(1, 10) AS g`, 2)) {
          // the third batch divides by zero
        }
      }),
    ).rejects.toThrow(/division by zero/);
    await expect(inSnapshot(t.db, (snapshot) => snapshot.batches(Prisma.sql`SELECT 1`, 1).next())).resolves.toMatchObject({ done: false });
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('writes nothing', async () => {
    await expect(
      inSnapshot(t.db, (snapshot) => snapshot.query(Prisma.sql`INSERT INTO "PaymentEvent" ("id", "provider", "type") VALUES ('x', 'y', 'z')`)),
    ).rejects.toThrow(/read-only transaction/);
  });
});
