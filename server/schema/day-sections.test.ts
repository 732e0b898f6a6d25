import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, statementShapes, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;

/** What a day page asks for: the counts, each section's highlights and the holidays. */
const DAY_SECTIONS = graphql(`
  query DaySections($slug: String!) {
    dayBySlug(locale: en, slug: $slug) {
      counts {
        events
        births
        deaths
        holidays
        personalEntries
      }
      events: highlights(section: EVENTS) {
        title
        date {
          year
        }
      }
      births: highlights(section: BIRTHS) {
        title
      }
      deaths: highlights(section: DEATHS) {
        title
      }
      personalEntries: highlights(section: PERSONAL_ENTRIES) {
        title
      }
      holidays {
        title
      }
    }
  }
`);
const SECTION_PAGE = graphql(`
  query DaySectionPage($slug: String!, $section: DaySection!, $page: Int) {
    dayBySlug(locale: en, slug: $slug) {
      sectionPage(section: $section, page: $page) {
        page
        pageCount
        pageSize
        totalCount
        entries {
          title
          date {
            year
          }
        }
      }
    }
  }
`);
const EXACT_SECTIONS = graphql(`
  query ExactDateSections($slug: String!) {
    exactDate(locale: en, slug: $slug) {
      counts {
        events
      }
      highlights(section: EVENTS, first: 5) {
        title
      }
      sectionPage(section: EVENTS) {
        totalCount
        entries {
          title
        }
      }
    }
  }
`);
const FIRST = graphql(`
  query DayHighlightsFirst($first: Int!) {
    dayBySlug(locale: en, slug: "may-5") {
      highlights(section: EVENTS, first: $first) {
        title
      }
    }
  }
`);

const FIRST_ON_MAY_6 = graphql(`
  query DayHighlightsMay6 {
    dayBySlug(locale: en, slug: "may-6") {
      highlights(section: EVENTS) {
        title
      }
    }
  }
`);

const years = (entries: { date?: { year?: number | null } | null }[]) => entries.map((e) => e.date!.year!);

beforeAll(async () => {
  t = await createTestDatabase();
  // 5 May: 120 events in English, from 1801 on; three of them are also written in German or French.
  for (let i = 0; i < 120; i++) {
    const translated = i === 100 ? ['de', 'fr'] : i === 110 || i === 119 ? ['de'] : [];
    await anEntry(t.db, {
      kind: 'EVENT',
      year: 1801 + i,
      month: 5,
      day: 5,
      articles: [{ title: `Event ${1801 + i}` }, ...translated.map((locale) => ({ locale: locale as 'de' | 'fr', title: `Ereignis ${1801 + i}` }))],
    });
  }
  // Born on 5 May and died on another day, and the other way round: each in its own section.
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1818, birthMonth: 5, birthDay: 5, deathYear: 1883, deathMonth: 3, deathDay: 14, title: 'Karl Marx' });
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1769, birthMonth: 8, birthDay: 15, deathYear: 1821, deathMonth: 5, deathDay: 5, title: 'Napoleon' });
  // Not listed on 5 May in English: waiting for review, only a draft, only in German.
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, listed: false, title: 'Unlisted' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ title: 'Draft', published: false }] });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, articles: [{ locale: 'de', title: 'Nur deutsch' }] });
});
afterAll(() => t.close());
beforeEach(() => {
  t.statements.length = 0;
});

describe("a day's sections", () => {
  it('shows the 20 most notable events in the order of their years, with the counts, in at most 3 SQL statements', async () => {
    const result = await execute(t.db, DAY_SECTIONS, { slug: 'may-5' });
    expect(result.errors).toBeUndefined();
    const day = result.data!.dayBySlug!;
    expect(day.counts).toEqual({ events: 120, births: 1, deaths: 1, holidays: 0, personalEntries: 0 });
    expect(day.events).toHaveLength(20);
    // The three in more languages, then the 17 earliest; shown by year.
    expect(years(day.events)).toEqual([...Array.from({ length: 17 }, (_, i) => 1801 + i), 1901, 1911, 1920]);
    expect(day.events.map((e) => e.title)).not.toContain('Unlisted');
    expect(day.births.map((e) => e.title)).toEqual(['Karl Marx']);
    expect(day.deaths.map((e) => e.title)).toEqual(['Napoleon']);
    expect(t.statements.length).toBeLessThanOrEqual(3);
    expect(statementShapes(t.statements)).toMatchSnapshot();
  });

  it('lists a whole section 50 a page by year, and nothing past the last page', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const result = await execute(t.db, SECTION_PAGE, { slug: 'may-5', section: 'EVENTS', page });
      expect(result.errors).toBeUndefined();
      pages.push(result.data!.dayBySlug!.sectionPage!);
    }
    expect(pages.map((p) => [p.page, p.pageCount, p.pageSize, p.totalCount, p.entries.length])).toEqual([
      [1, 3, 50, 120, 50],
      [2, 3, 50, 120, 50],
      [3, 3, 50, 120, 20],
    ]);
    expect(pages.flatMap((p) => years(p.entries))).toEqual(Array.from({ length: 120 }, (_, i) => 1801 + i));
    const past = await execute(t.db, SECTION_PAGE, { slug: 'may-5', section: 'EVENTS', page: 4 });
    expect(past.data!.dayBySlug!.sectionPage).toBeNull();
    const empty = await execute(t.db, SECTION_PAGE, { slug: 'may-5', section: 'PERSONAL_ENTRIES' });
    expect(empty.data!.dayBySlug!.sectionPage).toMatchObject({ page: 1, pageCount: 1, totalCount: 0, entries: [] });
  });

  it('ranks by the languages an entry is published in, as its articles are published, unpublished and deleted', async () => {
    const entry = await anEntry(t.db, { kind: 'EVENT', year: 1999, month: 5, day: 6, title: 'Late event' });
    for (let i = 0; i < 25; i++) await anEntry(t.db, { kind: 'EVENT', year: 1700 + i, month: 5, day: 6, title: `Early ${i}` });
    const shown = async () => ((await execute(t.db, FIRST_ON_MAY_6)).data!.dayBySlug!.highlights ?? []).map((e) => e.title);
    expect(await shown()).not.toContain('Late event');
    const german = await t.db.article.create({
      data: { entryId: entry.id, locale: 'de', slug: 'spaetes-ereignis', title: 'Spätes Ereignis', summary: 'Spät.', publishedAt: new Date() },
    });
    expect(await shown()).toContain('Late event');
    await t.db.article.update({ where: { id: german.id }, data: { publishedAt: null } });
    expect(await shown()).not.toContain('Late event');
    await t.db.article.update({ where: { id: german.id }, data: { publishedAt: new Date() } });
    expect(await shown()).toContain('Late event');
    await t.db.article.delete({ where: { id: german.id } });
    expect(await shown()).not.toContain('Late event');
    expect(await t.db.entry.findUniqueOrThrow({ where: { id: entry.id }, select: { publishedLocales: true, languages: true } })).toEqual({
      publishedLocales: ['en'],
      languages: 1,
    });
  });

  it('keeps an exact date to its year', async () => {
    const result = await execute(t.db, EXACT_SECTIONS, { slug: 'may-5-1901' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.exactDate).toEqual({
      counts: { events: 1 },
      highlights: [{ title: 'Event 1901' }],
      sectionPage: { totalCount: 1, entries: [{ title: 'Event 1901' }] },
    });
  });

  it('refuses to list fewer than 1 or more than 50 highlights, or a page before the first', async () => {
    for (const first of [0, 51, -1]) {
      const result = await execute(t.db, FIRST, { first });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const result = await execute(t.db, SECTION_PAGE, { slug: 'may-5', section: 'EVENTS', page: 0 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
