import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

const LISTED_DAYS = graphql(`
  query ListedDays($locale: Locale!) {
    listedDays(locale: $locale) {
      day {
        month
        day
        siteUrl
      }
      lastChanged
    }
  }
`);

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestDatabase();
  // 5 May: two events, the newer text changed on 2 February.
  await anEntry(t.db, { kind: 'EVENT', year: 1900, month: 5, day: 5, articles: [{ title: 'Old event', updatedAt: at('2026-01-01T00:00:00Z') }] });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ title: 'Newer event', updatedAt: at('2026-02-02T00:00:00Z') }] });
  // A person is listed on the day of birth and the day of death; only in German.
  await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1818,
    birthMonth: 8,
    birthDay: 15,
    deathYear: 1883,
    deathMonth: 3,
    deathDay: 14,
    articles: [{ locale: 'de', title: 'Karl Marx', updatedAt: at('2026-03-03T00:00:00Z') }],
  });
  // A holiday a member wrote, on its fixed day.
  await anEntry(t.db, { kind: 'HOLIDAY', month: 6, day: 3, articles: [{ title: 'Bicycle Messengers', updatedAt: at('2026-04-04T00:00:00Z') }] });
  // A holiday of the catalogue, on the day it falls this year.
  await anEntry(t.db, {
    kind: 'HOLIDAY',
    key: 'holiday:christmas-day',
    holidayRule: '12-25',
    month: 12,
    day: 25,
    articles: [{ title: 'Christmas Day', updatedAt: at('2026-05-05T00:00:00Z') }],
  });
  // Days that list nothing a reader sees: waiting for review, only a draft.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 7, day: 7, listed: false, title: 'Unlisted' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 9, day: 9, articles: [{ title: 'Draft', published: false }] });
});
afterAll(() => t.close());

describe('the days a sitemap names', () => {
  it('are the days that list something in the language, each with when its newest text changed', async () => {
    const result = await execute(t.db, LISTED_DAYS, { locale: 'en' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.listedDays.map(({ day, lastChanged }) => [day.siteUrl, new Date(lastChanged).toISOString()])).toEqual([
      ['/may-5', '2026-02-02T00:00:00.000Z'],
      ['/june-3', '2026-04-04T00:00:00.000Z'],
      ['/december-25', '2026-05-05T00:00:00.000Z'],
    ]);
  });

  it("follow each language's own texts", async () => {
    const result = await execute(t.db, LISTED_DAYS, { locale: 'de' });
    expect(result.data!.listedDays.map(({ day }) => day.siteUrl)).toEqual(['/de/14-maerz', '/de/15-august']);
  });
});
