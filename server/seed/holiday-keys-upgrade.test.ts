/**
 * A database the previous version filled knows its holidays by keys that carried their date rule
 * (`holiday:12-25:Christmas Day`). Upgrading renames them in place: the same entries, with their
 * ids, articles, revisions and comments, under the new keys, and the demo content finds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { applyMigrations } from '../db/migrations';
import { holidayOccurrences } from '../holidays/catalogue';
import { execute } from '../testing';
import { seedDemoContent } from './index';

const CHRISTMAS_IN_FRENCH = graphql(`
  query UpgradedChristmas {
    entryByKey(key: "holiday:christmas-day", locale: fr) {
      databaseId
      title
    }
  }
`);

const MIGRATION = '20261126080000_holiday_slug_keys';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoContent(t.db, 2026);
});
afterAll(() => t.close());

/** Each holiday's key under the previous scheme, as the demo content of 2026 stored them: its rule without substitute days, and its English name. */
function previousKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const year of [2025, 2026, 2027]) {
    for (const { key, rule, englishName } of holidayOccurrences(year)) keys.set(key, `holiday:${rule.split(/\s+(?:and\s+)?if\s+/)[0].trim()}:${englishName}`);
  }
  return keys;
}

async function counts() {
  const [articles, revisions, comments] = await Promise.all([t.db.article.count(), t.db.revision.count(), t.db.comment.count()]);
  return { articles, revisions, comments };
}

describe('upgrading a database with the previous holiday keys', () => {
  it('renames them in place, keeping every entry with its id, articles, revisions and comments', async () => {
    const previous = previousKeys();
    const holidays = await t.db.entry.findMany({ where: { kind: 'HOLIDAY' }, select: { id: true, key: true } });
    expect(holidays.length).toBeGreaterThan(90);
    // The database as the previous version left it.
    await t.db.$transaction(holidays.map(({ id, key }) => t.db.entry.update({ where: { id }, data: { key: previous.get(key)! } })));
    const christmas = await t.db.entry.findUniqueOrThrow({ where: { key: 'holiday:12-25:Christmas Day' }, include: { articles: true } });
    const french = christmas.articles.find((a) => a.locale === 'fr')!;
    const writer = await aMember(t.db, { uid: 'upgrade-writer', displayName: 'Upgrade Writer' });
    await aRevision(t.db, { article: french, author: writer, status: 'APPROVED', title: 'Noël, récrit' });
    await t.db.article.update({ where: { id: french.id }, data: { title: 'Noël, récrit' } });
    const comment = await aComment(t.db, { entry: christmas, text: 'Joyeux Noël à tous !' });
    // A holiday whose rule changed over the years had two keys; a database may hold both.
    const austrianGoodFriday = await anEntry(t.db, { kind: 'HOLIDAY', key: 'holiday:easter -2 prior to 2019:Good Friday', title: 'Karfreitag (bis 2019)' });
    const before = await counts();

    await t.db.$executeRaw`DELETE FROM "_prisma_migrations" WHERE "migration_name" = ${MIGRATION}`;
    expect(await applyMigrations(t.url)).toEqual([MIGRATION]);

    const after = new Map((await t.db.entry.findMany({ where: { kind: 'HOLIDAY' }, select: { id: true, key: true } })).map((e) => [e.id, e.key]));
    for (const { id, key } of holidays) expect(after.get(id), key).toBe(key);
    expect(after.get(christmas.id)).toBe('holiday:christmas-day');
    expect(after.get(austrianGoodFriday.id)).toBe('holiday:easter -2 prior to 2019:Good Friday');
    expect(await counts()).toEqual(before);
    expect(await t.db.comment.findUniqueOrThrow({ where: { id: comment.id } })).toMatchObject({ entryId: christmas.id, text: 'Joyeux Noël à tous !' });
    expect(await t.db.article.findUniqueOrThrow({ where: { id: french.id } })).toMatchObject({ entryId: christmas.id, title: 'Noël, récrit' });

    expect((await execute(t.db, CHRISTMAS_IN_FRENCH)).data!.entryByKey).toEqual({ databaseId: christmas.id, title: 'Noël, récrit' });

    // The next start finds every holiday under its new key and adds none again.
    expect(await seedDemoContent(t.db, 2026)).toBe(0);
    expect(await t.db.entry.count({ where: { kind: 'HOLIDAY' } })).toBe(holidays.length + 1);
  });
});
