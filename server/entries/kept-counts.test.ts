/**
 * The counts the database keeps for the browsing pages answer exactly as the GROUP BY over the
 * entries does, after every kind of write: entries added in several languages, dates changed, an
 * entry unlisted and listed again, a language published and withdrawn, an entry deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
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
  for (const locale of ['en', 'de'] as const) {
    for (const kind of ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'] as EntryKind[]) {
      for (const groupBy of [['MONTH'], ['YEAR'], ['DECADE'], ['CENTURY'], ['CENTURY', 'DECADE', 'YEAR'], ['YEAR', 'MONTH']] as EntryGroupBy[][]) {
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

const articles = (...locales: ('en' | 'de' | 'fr')[]) =>
  locales.map((locale, i) => ({
    locale,
    title: `Counted ${locale} ${Math.random()}`,
    slug: `counted-${locale}-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
  }));

describe('kept counts', () => {
  it('answer as the entries are counted, after every kind of write', async () => {
    const wall = await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, articles: articles('en', 'de') });
    await anEntry(t.db, { kind: 'EVENT', year: 1969, month: 7, day: 20, articles: articles('en') });
    await anEntry(t.db, { kind: 'EVENT', year: 476, month: 9, day: 4, articles: articles('de') });
    const lovelace = await anEntry(t.db, {
      kind: 'PERSON',
      birthYear: 1815,
      birthMonth: 12,
      birthDay: 10,
      deathYear: 1852,
      deathMonth: 11,
      deathDay: 27,
      articles: articles('en', 'de'),
    });
    // Only a death; a birth month without its day.
    await anEntry(t.db, { kind: 'PERSON', deathYear: 1900, deathMonth: 2, deathDay: 3, articles: articles('en') });
    await anEntry(t.db, { kind: 'PERSON', birthYear: 1901, birthMonth: 7, deathYear: 1950, deathMonth: 2, deathDay: 14, articles: articles('en') });
    // A fixed holiday and a movable one (no day of its own), a personal entry.
    await anEntry(t.db, { kind: 'HOLIDAY', month: 12, day: 25, articles: articles('en', 'de') });
    await anEntry(t.db, { kind: 'HOLIDAY', articles: articles('en') });
    await anEntry(t.db, { kind: 'PERSONAL', year: 2001, month: 2, day: 28, articles: articles('en') });
    const hidden = await anEntry(t.db, { kind: 'EVENT', year: 1066, month: 10, day: 14, listed: false, articles: articles('en') });
    await expectKeptAsCounted();
    expect(await t.db.$queryRaw(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['YEAR'])!)).toEqual([
      { g0: 1969, count: 1 },
      { g0: 1989, count: 1 },
    ]);

    await t.db.entry.update({ where: { id: wall.id }, data: { year: 1990, month: 10, day: 3 } });
    await t.db.entry.update({ where: { id: hidden.id }, data: { listed: true } });
    await t.db.entry.update({ where: { id: lovelace.id }, data: { listed: false } });
    await t.db.article.create({ data: { entryId: wall.id, locale: 'fr', slug: `counted-fr-${Date.now()}`, title: 'Compté', publishedAt: new Date() } });
    await t.db.article.updateMany({ where: { entryId: wall.id, locale: 'de' }, data: { publishedAt: null } });
    await expectKeptAsCounted();

    await t.db.entry.update({ where: { id: lovelace.id }, data: { listed: true } });
    await t.db.entry.delete({ where: { id: wall.id } });
    await t.db.entry.updateMany({ where: { kind: 'PERSON' }, data: { birthDay: null } });
    await t.db.entry.updateMany({ where: { kind: 'PERSON', deathYear: 1900 }, data: { deathDay: 4 } });
    await expectKeptAsCounted();
  });

  it('leave to the entries what they do not keep: other filters and groupings', () => {
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT', countries: ['DE'] }, ['YEAR'])).toBeNull();
    expect(keptCountsSql({ locale: 'en' }, ['YEAR'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT' }, ['YEAR', 'KIND'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'PERSON', month: 11 }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'PERSON', birth: { month: 11, fromYear: 1800 } }, ['DAY'])).toBeNull();
    expect(keptCountsSql({ locale: 'en', kind: 'EVENT', month: 11, yearFrom: 1900 }, ['DAY'])).toBeNull();
  });
});
