/**
 * The calendar's counts as the pages ask for them: each day of the year with how many entries it
 * lists in the language, from the counts kept by day, in one SQL statement.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { Locale } from '#shared/locales';
import { execute } from '../testing';

let t: TestDatabase;

const CALENDAR = graphql(`
  query CalendarCountsOfLanguage($locale: Locale!) {
    calendarCounts(locale: $locale) {
      month
      days
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  await anEntry(t.db, { kind: 'EVENT', year: 1918, month: 11, day: 9, title: 'A republic is proclaimed' });
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1950,
    birthMonth: 11,
    birthDay: 9,
    deathYear: 2010,
    deathMonth: 3,
    deathDay: 1,
    title: 'Born on 9 November',
  });
  await anEntry(t.db, { kind: 'HOLIDAY', month: 1, day: 1, title: 'New Year' });
  await anEntry(t.db, { kind: 'EVENT', year: 2000, month: 2, day: 29, title: 'A leap day' });
  // Not counted in English: unlisted, only in German.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, listed: false, title: 'Unlisted' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ locale: 'de', title: 'Nur deutsch' }] });
});
afterAll(() => t.close());
beforeEach(() => {
  t.statements.length = 0;
});

async function countsIn(locale: Locale) {
  const result = await execute(t.db, CALENDAR, { locale });
  expect(result.errors).toBeUndefined();
  return result.data!.calendarCounts;
}

describe('calendarCounts', () => {
  it('gives every day of the twelve months its count of events, births, holidays and personal entries, in one statement', async () => {
    const months = await countsIn('en');
    expect(months.map((m) => [m.month, m.days.length])).toEqual([
      [1, 31],
      [2, 29],
      [3, 31],
      [4, 30],
      [5, 31],
      [6, 30],
      [7, 31],
      [8, 31],
      [9, 30],
      [10, 31],
      [11, 30],
      [12, 31],
    ]);
    expect(months[10].days[8]).toBe(3);
    expect(months[0].days[0]).toBe(1);
    expect(months[1].days[28]).toBe(1);
    // A death is not kept by its day; unlisted entries and other languages' do not count.
    expect(months[2].days[0]).toBe(0);
    expect(months[4].days[4]).toBe(0);
    expect(months.flatMap((m) => m.days).reduce((a, b) => a + b, 0)).toBe(5);
    expect(t.statements).toHaveLength(1);
  });

  it('counts a language’s own entries', async () => {
    const months = await countsIn('de');
    expect(months[4].days[4]).toBe(1);
    expect(months[10].days[8]).toBe(0);
  });
});
