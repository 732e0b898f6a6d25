import { describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { entryRowsSql } from './entry-records';

describe('entryRowsSql', () => {
  // The exports hand it the API's filters, written with the client's tag; the dumps' thread writes its SQL without loading the client.
  it("takes a condition written with the Prisma client's SQL tag as SQL, its values as parameters", () => {
    const statement = entryRowsSql(Prisma.sql`a."locale" = ${'de'}::"Locale" AND e."id" = ANY(${[1, 2]})`);
    expect(statement.text).toContain('AND (a."locale" = $1::"Locale" AND e."id" = ANY($2))');
    expect(statement.values).toEqual(['de', [1, 2]]);
  });
});
