import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anEntry, aPersonalEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { Prisma } from '../generated/prisma/client';
import { execute } from '../testing';
import { countSearchMatches, entryFilterSql, SEARCH_COUNT_LIMIT } from './entry-filter';
import type { EntryFilter } from './entry-filter';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    articles: [
      { locale: 'en', title: 'Apollo 11 lands on the Moon' },
      { locale: 'de', title: 'Apollo 11 landet auf dem Mond' },
      { locale: 'fr', title: 'Apollo 11 se pose sur la Lune', published: false },
    ],
  });
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  await anEntry(t.db, { kind: 'EVENT', year: 1066, month: 10, day: 14, title: 'The Battle of Hastings' });
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 10, title: 'An entry waiting for review', listed: false });
  await anEntry(t.db, { kind: 'PERSON', title: 'Ada Lovelace' });
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1879,
    birthMonth: 3,
    birthDay: 14,
    deathYear: 1955,
    deathMonth: 4,
    deathDay: 18,
    title: 'Albert Einstein',
  });
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1867, birthMonth: 11, birthDay: 7, title: 'Marie Curie, birth only' });
  await anEntry(t.db, { kind: 'HOLIDAY', month: 11, day: 9, title: 'A holiday on the ninth of November' });
  await anEntry(t.db, { kind: 'HOLIDAY', month: null, day: null, holidayRule: 'easter', title: 'A movable feast' });
  await aPersonalEntry(t.db, { owner: await aMember(t.db), year: 1990, month: 11, day: 9, title: 'Anna turns 36' });
});
afterAll(() => t.close());

/** The entries the condition keeps, by id. */
async function keptBySql(filter: EntryFilter): Promise<number[]> {
  const rows = await t.db.$queryRaw<{ id: number }[]>`
    SELECT e."id" FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id" WHERE ${entryFilterSql(filter)} ORDER BY e."id"`;
  return rows.map((row) => row.id);
}

/** The entries the API's `entries` lists for the same filter, by id. */
async function listedByApi(filter: EntryFilter): Promise<number[]> {
  const result = await execute(t.db, 'query ($filter: EntryFilter!) { entries(filter: $filter, first: 100) { edges { node { databaseId } } } }', { filter });
  expect(result.errors).toBeUndefined();
  const edges = (result.data as { entries: { edges: { node: { databaseId: number } }[] } }).entries.edges;
  return edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b);
}

describe('entryFilterSql', () => {
  const filters: EntryFilter[] = [
    { locale: 'en' },
    { locale: 'de' },
    { locale: 'fr' },
    { locale: 'en', kind: 'PERSON' },
    { locale: 'en', kind: 'HOLIDAY' },
    { locale: 'en', kind: 'PERSONAL' },
    { locale: 'en', month: 11 },
    { locale: 'en', month: 11, day: 9 },
    { locale: 'en', day: 14 },
    { locale: 'en', yearFrom: 1850, yearTo: 1900 },
    { locale: 'en', yearFrom: 1950 },
    { locale: 'en', yearTo: 1100 },
    { locale: 'en', kind: 'PERSON', yearFrom: 1850, yearTo: 1900, month: 11 },
    { locale: 'en', kind: 'EVENT', month: 2, day: 30 },
  ];

  it.each(filters)('keeps the entries the API lists for %o', async (filter) => {
    expect(await keptBySql(filter)).toEqual(await listedByApi(filter));
  });

  it('keeps listed entries with a published text in the language, and only those', async () => {
    const titles = await t.db.$queryRaw<{ title: string }[]>`
      SELECT a."title" FROM "Entry" e JOIN "Article" a ON a."entryId" = e."id" WHERE ${entryFilterSql({ locale: 'en', month: 11, day: 9 })} ORDER BY a."title"`;
    expect(titles.map((row) => row.title)).toEqual(['A holiday on the ninth of November', 'Anna turns 36', 'The Berlin Wall falls']);
    expect(await keptBySql({ locale: 'fr' })).toEqual([]);
  });

  it('passes the values as parameters, never as SQL text', () => {
    const sql = entryFilterSql({ locale: 'en', kind: 'EVENT', month: 7, day: 20, yearFrom: 1900, yearTo: 2000 });
    expect(sql.values).toEqual(['EVENT', 1900, 2000, 7, 20, 1900, 2000, 7, 20, 1900, 2000, 7, 20, 'en']);
    expect(sql.text).not.toMatch(/'en'|1969|2000/);
    expect(sql).toBeInstanceOf(Prisma.Sql);
  });
});

describe('the count of a search of the text', () => {
  const COUNT = 'query ($filter: EntryFilter!) { entries(filter: $filter, first: 1) { totalCount totalCountExact } }';

  it('stops at its limit and says the count is not exact', async () => {
    // Three entries that share a word no other entry of the file has.
    for (const title of ['Quokka census one', 'Quokka census two', 'Quokka census three']) await anEntry(t.db, { kind: 'EVENT', title });
    const filter: EntryFilter = { locale: 'en', search: 'quokka' };
    expect(await countSearchMatches(t.db, filter, 2)).toEqual({ count: 2, exact: false });
    expect(await countSearchMatches(t.db, filter, 3)).toEqual({ count: 3, exact: true });
    expect(await countSearchMatches(t.db, filter)).toEqual({ count: 3, exact: true });
  });

  it('is asked of the database with its limit, for the API too', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, COUNT, { filter: { locale: 'en', search: 'Berlin' } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ entries: { totalCount: expect.any(Number) as number, totalCountExact: true } });
    const counts = t.statements.filter((sql) => /count\(\*\)/.test(sql));
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/LIMIT \$\d+\) m$/);
    expect(SEARCH_COUNT_LIMIT).toBe(1000);
  });

  it('counts a filter without a search exactly, as before', async () => {
    const result = await execute(t.db, COUNT, { filter: { locale: 'en', kind: 'PERSON' } });
    expect(result.data).toEqual({ entries: { totalCount: 3, totalCountExact: true } });
  });
});
