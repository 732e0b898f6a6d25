import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../tests/setup/test-database';
import { insertEvents, type LanguageText } from './synthetic-events';

/** Texts in half the languages: the entries whose language has none get no article, and Chinese and Japanese are cut into pairs. */
const TEXTS: LanguageText[] = [
  { locale: 'en', title: 'The harbour opens', summary: 'Ships enter the new harbour.', bodyHtml: '<p>The <b>harbour</b> opens &amp; ships enter.</p>' },
  { locale: 'en', title: 'A bridge is finished', summary: 'The river is crossed.', bodyHtml: '<p>It took ten years.</p>' },
  { locale: 'de', title: 'Die Brücke wird eröffnet', summary: 'Über den Fluss.', bodyHtml: '<p>Nach zehn Jahren Bauzeit.</p>' },
  { locale: 'zh', title: '新港口开放', summary: '船只进入新港口。', bodyHtml: '<p>港口开放了。</p>' },
  { locale: 'ja', title: '新しい港が開く', summary: '船が港に入る。', bodyHtml: '<p>十年かかった。</p>' },
];

/** Every table the triggers keep for entries and articles, with ids given as the keys they stand for. */
const KEPT_TABLES = {
  entries: `SELECT "key", "publishedLocales"::text, "languages", "nativeLocales"::text FROM "Entry" ORDER BY "key"`,
  yearCounts: `SELECT * FROM "EntryYearCount" ORDER BY 1, 2, 3`,
  monthCounts: `SELECT * FROM "EntryMonthCount" ORDER BY 1, 2, 3`,
  dayCounts: `SELECT * FROM "EntryDayCount" ORDER BY 1, 2, 3, 4`,
  searchRows: `SELECT e."key", a."slug", s."locale", s."kind", s."languages", s."foldedTitle", s."head"::text, s."words"::text
               FROM "SearchDocument" s JOIN "Entry" e ON e."id" = s."entryId" JOIN "Article" a ON a."id" = s."articleId"
               ORDER BY e."key", s."locale"`,
  changes: `SELECT e."key", c."locale", c."type" FROM "EntryChange" c JOIN "Entry" e ON e."id" = c."entryId" ORDER BY c."id"`,
  // Dropped for the load and built again.
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE tablename IN ('Entry', 'Article', 'EntryChange', 'SearchDocument') ORDER BY 1, 2`,
};

async function keptTables(t: TestDatabase) {
  const tables: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(KEPT_TABLES)) tables[name] = await t.db.$queryRawUnsafe<unknown[]>(sql);
  return tables;
}

describe('synthetic events loaded set-wise', () => {
  const ENTRIES = 2000;
  let byTriggers: TestDatabase;
  let setWise: TestDatabase;

  beforeAll(async () => {
    [byTriggers, setWise] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // An entry of the site's already on a day the load adds to: its counts are added to, not replaced.
    for (const t of [byTriggers, setWise])
      await anEntry(t.db, {
        key: 'einstein',
        kind: 'EVENT',
        year: 1879,
        month: 3,
        day: 14,
        articles: [{ title: 'Einstein is born', slug: 'einstein-is-born' }],
      });
  }, 120_000);
  afterAll(() => Promise.all([byTriggers?.close(), setWise?.close()]));

  it('leaves every table the triggers keep as the triggers leave it', async () => {
    const triggerTimes = await insertEvents(byTriggers.url, ENTRIES, { texts: TEXTS, upkeep: 'triggers' });
    const setWiseTimes = await insertEvents(setWise.url, ENTRIES, { texts: TEXTS });
    expect(Object.keys(triggerTimes.upkeepS)).toEqual([]);
    expect(Object.keys(setWiseTimes.upkeepS)).toEqual(['languages', 'counts', 'changes', 'search']);

    const expected = await keptTables(byTriggers);
    const actual = await keptTables(setWise);
    // The load gave the triggers something to keep in every table.
    for (const [publishedLocales, languages] of [
      ['{}', 0],
      ['{en}', 1],
      ['{zh}', 1],
    ] as const)
      expect(expected.entries).toContainEqual({
        key: expect.stringMatching(/^bench-/) as string,
        publishedLocales,
        languages,
        nativeLocales: publishedLocales,
      });
    expect(expected.searchRows.length).toBeGreaterThan(ENTRIES / 4);
    expect(expected.changes.length).toBe(expected.searchRows.length);
    expect(expected.dayCounts).toContainEqual({ locale: 'en', kind: 'EVENT', month: 3, day: 14, count: expect.any(Number) as number });
    expect(expected.indexes.length).toBeGreaterThan(20);
    for (const name of Object.keys(KEPT_TABLES)) expect({ [name]: actual[name] }).toEqual({ [name]: expected[name] });
  }, 300_000);

  it('refuses a trigger it does not know of, and leaves the database as it was', async () => {
    await setWise.db.$executeRawUnsafe(`CREATE FUNCTION "keep_something"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`);
    await setWise.db.$executeRawUnsafe(`CREATE TRIGGER "Article_something" AFTER INSERT ON "Article" FOR EACH STATEMENT EXECUTE FUNCTION "keep_something"()`);
    const entries = await setWise.db.entry.count();
    await expect(insertEvents(setWise.url, 10, { texts: TEXTS })).rejects.toThrow(/Article_something \(keep_something\)/);
    expect(await setWise.db.entry.count()).toBe(entries);
  });
});
