/**
 * The counts the database keeps for the browsing pages answer exactly as the GROUP BY over the
 * entries does, over the sample encyclopedia and after every kind of write: dates changed, an
 * entry unlisted and listed again, a language published and withdrawn, an entry deleted. The
 * comment counts and native languages kept on entries and texts equal what their rows say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, anEntry } from '../../tests/setup/factories';
import { sampleEntries } from '../../tests/setup/sample-entries';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import type { EntryKind } from '../generated/prisma/client';
import { entryGroupsSql, type EntryGroupBy } from './entry-counts';
import type { EntryFilter } from './entry-filter';
import { keptCountsSql } from './kept-counts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

/** Every filter and grouping the kept counts answer, in two languages. */
function askedFor(): { filter: EntryFilter; groupBy: EntryGroupBy[] }[] {
  const asked: { filter: EntryFilter; groupBy: EntryGroupBy[] }[] = [];
  for (const locale of ['en', 'de', 'fr', 'tr'] as const) {
    for (const kind of ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'] as EntryKind[]) {
      for (const groupBy of [['MONTH'], ['YEAR'], ['DECADE'], ['CENTURY'], ['CENTURY', 'DECADE'], ['CENTURY', 'DECADE', 'YEAR']] as EntryGroupBy[][]) {
        asked.push({ filter: { locale, kind }, groupBy });
      }
      for (const month of [2, 7, 11]) {
        asked.push({ filter: kind === 'PERSON' ? { locale, kind, birth: { month } } : { locale, kind, month }, groupBy: ['DAY'] });
      }
    }
  }
  return asked;
}

async function expectKeptAsCounted(): Promise<void> {
  for (const { filter, groupBy } of askedFor()) {
    const kept = keptCountsSql(filter, groupBy);
    expect(kept, JSON.stringify({ filter, groupBy })).not.toBeNull();
    const [fromKept, counted] = await Promise.all([t.db.$queryRaw(kept!), t.db.$queryRaw(entryGroupsSql(filter, groupBy))]);
    expect(fromKept, JSON.stringify({ filter, groupBy })).toEqual(counted);
  }
}

describe('kept counts', () => {
  it('answer as the entries are counted, after every kind of write', async () => {
    const sample = await sampleEntries(t.db);
    // Persons the sample has not: one known by a death only, one born in a month whose day is not known.
    await anEntry(t.db, { kind: 'PERSON', deathYear: 1900, deathMonth: 2, deathDay: 3, title: 'Counted by a death only' });
    await anEntry(t.db, { kind: 'PERSON', birthYear: 1901, birthMonth: 7, deathYear: 1950, deathMonth: 2, deathDay: 14, title: 'Born on an unknown day' });
    await expectKeptAsCounted();
    expect(await t.db.$queryRaw(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['YEAR'])!)).toContainEqual({ g0: 1969, count: 1 });

    await t.db.entry.update({ where: { id: sample.wall.id }, data: { year: 1990, month: 10, day: 3 } });
    await t.db.entry.update({ where: { id: sample.draft.id }, data: { listed: true } });
    await t.db.entry.update({ where: { id: sample.ada.id }, data: { listed: false } });
    await t.db.article.create({ data: { entryId: sample.moon.id, locale: 'tr', slug: 'sayilan-ay', title: 'Sayılan Ay', publishedAt: new Date() } });
    await t.db.article.updateMany({ where: { entryId: sample.wall.id, locale: { not: 'en' } }, data: { publishedAt: null } });
    await expectKeptAsCounted();

    await t.db.entry.update({ where: { id: sample.ada.id }, data: { listed: true } });
    await t.db.entry.delete({ where: { id: sample.wall.id } });
    await t.db.entry.updateMany({ where: { kind: 'PERSON' }, data: { birthDay: null } });
    await t.db.entry.updateMany({ where: { kind: 'PERSON', deathYear: 1900 }, data: { deathDay: 4 } });
    await expectKeptAsCounted();
  });

  it('leave to the entries what they do not keep: other filters and groupings', () => {
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT', countries: ['DE'] }, ['YEAR'])).toBeNull();
    expect(keptCountsSql({ locale: 'en' }, ['YEAR'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['YEAR', 'KIND'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['YEAR', 'MONTH'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'PERSON', month: 11 }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'PERSON', birth: { month: 11, fromYear: 1800 } }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT', month: 11, yearFrom: 1900 }, ['DAY'])).toBeNull();
  });
});

describe('comment counts and native languages kept on entries and texts', () => {
  /** What the rows say, next to what is kept: the visible comments of the entry and of each text, and the languages written in. */
  async function expectKept(entryId: number): Promise<void> {
    const [entry] = await t.db.$queryRaw<{ kept: number; counted: number; native: string[]; written: string[] }[]>`
      SELECT e."commentCount" AS kept,
             (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = e."id" AND NOT c."hidden") AS counted,
             e."nativeLocales"::text[] AS native,
             ARRAY(SELECT a."locale"::text FROM "Article" a WHERE a."entryId" = e."id" AND a."publishedAt" IS NOT NULL AND a."fallbackFrom" IS NULL ORDER BY a."locale") AS written
      FROM "Entry" e WHERE e."id" = ${entryId}`;
    expect(entry.kept).toBe(entry.counted);
    expect(entry.native).toEqual(entry.written);
    const texts = await t.db.$queryRaw<{ locale: string; kept: number; counted: number }[]>`
      SELECT a."locale"::text AS locale, a."commentCount" AS kept,
             (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = a."entryId" AND c."locale" = a."locale" AND NOT c."hidden") AS counted
      FROM "Article" a WHERE a."entryId" = ${entryId}`;
    for (const text of texts) expect(text.kept, text.locale).toBe(text.counted);
  }

  it('follow every write of a comment or a text, and record no change of the entry', async () => {
    const entry = await anEntry(t.db, {
      articles: [
        { locale: 'en', title: 'A much discussed event' },
        { locale: 'de', title: 'Ein viel besprochenes Ereignis' },
        { locale: 'ja', title: 'Ein viel besprochenes Ereignis', fallbackFrom: 'de' },
      ],
    });
    const changes = () => t.db.entryChange.count({ where: { entryId: entry.id } });
    const changesBefore = await changes();
    await expectKept(entry.id);
    expect((await t.db.entry.findUniqueOrThrow({ where: { id: entry.id } })).nativeLocales).toEqual(['en', 'de']);

    const english = await Promise.all([1, 2, 3].map(() => aComment(t.db, { entry, locale: 'en' })));
    const german = await aComment(t.db, { entry, locale: 'de' });
    await aComment(t.db, { entry, locale: 'en', hidden: true });
    await expectKept(entry.id);
    expect((await t.db.entry.findUniqueOrThrow({ where: { id: entry.id } })).commentCount).toBe(4);

    await t.db.comment.update({ where: { id: english[0].id }, data: { hidden: true } });
    await expectKept(entry.id);
    await t.db.comment.update({ where: { id: english[0].id }, data: { hidden: false } });
    await t.db.comment.delete({ where: { id: german.id } });
    await t.db.comment.createMany({
      data: [1, 2].map(() => ({ entryId: entry.id, locale: 'ja' as const, authorName: 'Hanako', text: 'Interesting.' })),
    });
    await expectKept(entry.id);
    expect(await t.db.article.findMany({ where: { entryId: entry.id }, select: { locale: true, commentCount: true }, orderBy: { locale: 'asc' } })).toEqual([
      { locale: 'en', commentCount: 3 },
      { locale: 'de', commentCount: 0 },
      { locale: 'ja', commentCount: 2 },
    ]);
    // Comments are no change of the entry's texts or facts.
    expect(await changes()).toBe(changesBefore);

    // A text removed and written again finds its page's comments; a borrowed text written anew is native.
    const japanese = await t.db.article.findFirstOrThrow({ where: { entryId: entry.id, locale: 'ja' } });
    await t.db.article.delete({ where: { id: japanese.id } });
    await t.db.article.create({ data: { entryId: entry.id, locale: 'ja', slug: 'yoku-hanasareta', title: 'よく話された出来事', publishedAt: new Date() } });
    await t.db.article.updateMany({ where: { entryId: entry.id, locale: 'de' }, data: { publishedAt: null } });
    await expectKept(entry.id);
    expect(await t.db.entry.findUniqueOrThrow({ where: { id: entry.id }, select: { nativeLocales: true, commentCount: true } })).toEqual({
      nativeLocales: ['en', 'ja'],
      commentCount: 5,
    });
    expect((await t.db.article.findFirstOrThrow({ where: { entryId: entry.id, locale: 'ja' } })).commentCount).toBe(2);
    for (const comment of english) await t.db.comment.delete({ where: { id: comment.id } });
    await expectKept(entry.id);
  });
});
