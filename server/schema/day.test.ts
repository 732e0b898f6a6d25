import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, statementShapes, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

const DAY_PAGE = graphql(`
  query DayPage($slug: String!) {
    dayBySlug(locale: en, slug: $slug) {
      formattedDate
      siteUrl
      wikiUrl
      previous {
        siteUrl
      }
      next {
        siteUrl
      }
      events {
        id
        title
        path
        date {
          year
        }
      }
      births {
        id
        title
        path
        birth {
          year
        }
      }
      deaths {
        id
        title
        path
        death {
          year
        }
      }
      holidays {
        id
        title
        path
      }
      personalEntries {
        id
        title
      }
    }
  }
`);
const DAY_BY_SLUG = graphql(`
  query DayBySlug($locale: Locale!, $slug: String!) {
    dayBySlug(locale: $locale, slug: $slug) {
      formattedDate
      siteUrl
      events {
        title
      }
    }
  }
`);
const FRENCH_FIRSTS = graphql(`
  query FrenchFirsts {
    dayBySlug(locale: fr, slug: "1er-novembre") {
      formattedDate
      siteUrl
      next {
        formattedDate
      }
    }
    exactDate(locale: fr, slug: "1er-novembre-1989") {
      formattedDate
    }
    day(locale: fr, month: 12, day: 2) {
      previous {
        formattedDate
      }
    }
  }
`);
const EXACT_DATE = graphql(`
  query ExactDate($slug: String!) {
    exactDate(locale: en, slug: $slug) {
      formattedDate
      siteUrl
      events {
        title
      }
      births {
        title
      }
    }
  }
`);
const EXACT_DATE_NEIGHBOURS = graphql(`
  query ExactDateNeighbours($slug: String!) {
    exactDate(locale: de, slug: $slug) {
      wikiYearUrl
      previous {
        siteUrl
        formattedDate
      }
      next {
        siteUrl
        formattedDate
      }
    }
  }
`);
const TODAY = graphql(`
  query Today($timeZone: String!) {
    today(locale: en, timeZone: $timeZone) {
      month
      day
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  // 100 entries on 14 March: 40 events, 30 births, 30 deaths.
  for (let i = 0; i < 40; i++) await anEntry(t.db, { kind: 'EVENT', year: 1900 + i, month: 3, day: 14, title: `Event ${i}` });
  for (let i = 0; i < 30; i++) await anEntry(t.db, { kind: 'PERSON', birthYear: 1800 + i, birthMonth: 3, birthDay: 14, title: `Born ${i}` });
  for (let i = 0; i < 30; i++)
    await anEntry(t.db, {
      kind: 'PERSON',
      birthYear: 1700 + i,
      birthMonth: 1,
      birthDay: 1,
      deathYear: 1790 + i,
      deathMonth: 3,
      deathDay: 14,
      title: `Died ${i}`,
    });
  // Not on the day, unpublished, or unlisted: must not appear.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 3, day: 15, title: 'Next day' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 3, day: 14, listed: false, articles: [{ title: 'Unlisted', published: true }] });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 3, day: 14, articles: [{ locale: 'de', title: 'Only German' }] });
});
afterAll(() => t.close());
beforeEach(() => {
  t.statements.length = 0;
});

describe('day page', () => {
  it('lists events, births and deaths of a day with 100 entries in at most 3 SQL statements', async () => {
    const result = await execute(t.db, DAY_PAGE, { slug: 'march-14' });
    expect(result.errors).toBeUndefined();
    const day = result.data!.dayBySlug!;
    expect(day.formattedDate).toBe('March 14');
    expect(day.events).toHaveLength(40);
    expect(day.births).toHaveLength(30);
    expect(day.deaths).toHaveLength(30);
    const years = day.events.map((e) => e.date!.year!);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(day.events.map((e) => e.title)).not.toContain('Unlisted');
    expect(day.events.map((e) => e.title)).not.toContain('Only German');
    expect(day.events[0].path).toBe('/events/event-0');
    expect(day.previous.siteUrl).toBe('/march-13');
    expect(day.next.siteUrl).toBe('/march-15');
    expect(day.wikiUrl).toBe('https://en.wikipedia.org/wiki/March_14');
    expect(t.statements.length).toBeLessThanOrEqual(3);
    expect(statementShapes(t.statements)).toMatchSnapshot();
  });

  it('answers null for impossible days and unknown words', async () => {
    for (const slug of ['february-30', 'november-32', 'march-x', 'maerz-14']) {
      const result = await execute(t.db, DAY_PAGE, { slug });
      expect(result.errors).toBeUndefined();
      expect(result.data!.dayBySlug).toBeNull();
    }
  });

  it('reads a day in German by its German slug', async () => {
    const result = await execute(t.db, DAY_BY_SLUG, { locale: 'de', slug: '14-maerz' });
    expect(result.data!.dayBySlug).toEqual({ formattedDate: '14. März', siteUrl: '/de/14-maerz', events: [{ title: 'Only German' }] });
  });

  it('writes the first of a month as "1er" in French, on day pages, exact dates and their neighbours', async () => {
    const result = await execute(t.db, FRENCH_FIRSTS);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      dayBySlug: { formattedDate: '1er novembre', siteUrl: '/fr/1er-novembre', next: { formattedDate: '2 novembre' } },
      exactDate: { formattedDate: '1er novembre 1989' },
      day: { previous: { formattedDate: '1er décembre' } },
    });
  });

  it('limits an exact date to its year', async () => {
    const result = await execute(t.db, EXACT_DATE, { slug: 'march-14-1905' });
    expect(result.data!.exactDate).toEqual({ formattedDate: 'March 14, 1905', siteUrl: '/day/march-14-1905', events: [{ title: 'Event 5' }], births: [] });
    const impossible = await execute(t.db, EXACT_DATE, { slug: 'february-29-2023' });
    expect(impossible.data!.exactDate).toBeNull();
  });

  it('leads from an exact date to the dates before and after it, across years and leap days, and to the article about its year', async () => {
    const neighbours = async (slug: string) => (await execute(t.db, EXACT_DATE_NEIGHBOURS, { slug })).data!.exactDate!;
    expect(await neighbours('9-november-1989')).toEqual({
      wikiYearUrl: 'https://de.wikipedia.org/wiki/1989',
      previous: { siteUrl: '/de/tag/8-november-1989', formattedDate: '8. November 1989' },
      next: { siteUrl: '/de/tag/10-november-1989', formattedDate: '10. November 1989' },
    });
    const newYear = await neighbours('1-januar-2000');
    expect([newYear.previous.siteUrl, newYear.next.siteUrl]).toEqual(['/de/tag/31-dezember-1999', '/de/tag/2-januar-2000']);
    expect((await neighbours('28-februar-2023')).next.siteUrl).toBe('/de/tag/1-maerz-2023');
    expect((await neighbours('28-februar-2024')).next.siteUrl).toBe('/de/tag/29-februar-2024');
    expect((await neighbours('1-maerz-2023')).previous.siteUrl).toBe('/de/tag/28-februar-2023');
    // No Wikipedia has an article about every year before 1000 or about years to come.
    expect((await neighbours('9-november-989')).wikiYearUrl).toBeNull();
    expect((await neighbours('9-november-3000')).wikiYearUrl).toBeNull();
  });

  it('finds today in the time zone asked for and refuses unknown zones', async () => {
    const result = await execute(t.db, TODAY, { timeZone: 'Pacific/Kiritimati' });
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', month: 'numeric', day: 'numeric' }).formatToParts(new Date());
    expect(result.data!.today).toEqual({ month: Number(now.find((p) => p.type === 'month')!.value), day: Number(now.find((p) => p.type === 'day')!.value) });
    const bad = await execute(t.db, TODAY, { timeZone: 'Mars/Olympus' });
    expect(bad.errors?.[0]?.message).toContain('Unknown time zone');
  });
});

describe('limits', () => {
  it('refuses queries nested too deeply with a clear error', async () => {
    const nested = 'previous { '.repeat(12) + 'month' + ' }'.repeat(12);
    const result = await execute(t.db, `{ dayBySlug(locale: en, slug: "march-14") { ${nested} } }`);
    expect(result.errors?.[0]?.message).toBe('The query is too deep.');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 10 });
    expect(result.errors?.[0]?.extensions?.cost).toBeGreaterThan(10);
  });
});
