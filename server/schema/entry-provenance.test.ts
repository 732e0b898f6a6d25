/**
 * Provenance against the real database: who wrote an entry's text (approved revisions only,
 * public names only), when it was made and first published, its licence and the line to cite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, anEntry, aPersonalEntry, aRevision } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { publicOrigin } from '#shared/site-origin';
import type { Article, User } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let ada: User;
let grace: User;
let mallory: User;
let pat: User;

const PROVENANCE = graphql(`
  query Provenance($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      createdAt
      publishedAt
      firstPublishedAt
      contributors {
        displayName
        profilePath
      }
      license {
        spdxId
        url
        name
      }
      attribution
    }
  }
`);
const PERSONAL_PROVENANCE = graphql(`
  query PersonalProvenance {
    day(locale: en, month: 6, day: 1) {
      personalEntries {
        contributors {
          displayName
        }
        license {
          spdxId
        }
        attribution
      }
    }
  }
`);
const PAGE_OF_PROVENANCE = graphql(`
  query PageOfProvenance($first: Int!) {
    entries(filter: { locale: en, kind: PERSON }, first: $first) {
      edges {
        node {
          title
          firstPublishedAt
          contributors {
            displayName
          }
          license {
            spdxId
          }
          attribution
        }
      }
    }
  }
`);

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const origin = publicOrigin(process.env);
const BY_SA_4 = {
  spdxId: 'CC-BY-SA-4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  name: 'Creative Commons Attribution-ShareAlike 4.0 International',
};
const BY_SA_3 = {
  spdxId: 'CC-BY-SA-3.0',
  url: 'https://creativecommons.org/licenses/by-sa/3.0/',
  name: 'Creative Commons Attribution-ShareAlike 3.0 Unported',
};

function approved(article: Article, author: User, day: number) {
  return aRevision(t.db, { article, author, status: 'APPROVED', reviewedAt: at(day), submittedAt: at(day) });
}

beforeAll(async () => {
  t = await createTestDatabase();
  [ada, grace, mallory, pat] = await Promise.all([
    aMember(t.db, { uid: 'prov-ada', displayName: 'Ada Lovelace' }),
    aMember(t.db, { uid: 'prov-grace', displayName: 'Grace Hopper' }),
    aMember(t.db, { uid: 'prov-mallory', displayName: 'Mallory Moe', disabled: true }),
    aMember(t.db, { uid: 'prov-pat', displayName: 'Pat Pending' }),
  ]);
  const moon = await anEntry(t.db, {
    kind: 'EVENT',
    createdAt: at(1),
    articles: [
      { locale: 'en', slug: 'moon-landing', title: 'Moon landing' },
      { locale: 'de', slug: 'mondlandung', title: 'Mondlandung' },
    ],
  });
  const [english, german] = moon.articles;
  await t.db.article.update({ where: { id: english.id }, data: { publishedAt: at(5) } });
  await t.db.article.update({ where: { id: german.id }, data: { publishedAt: at(3) } });
  // Approved in this order: Grace, Ada, Grace again, Mallory (disabled since). Pat's writing was never approved.
  await approved(english, grace, 5);
  await approved(english, ada, 6);
  await approved(english, grace, 7);
  await approved(english, mallory, 8);
  await aRevision(t.db, { article: english, author: pat, status: 'REJECTED', rejectionReason: 'Sources, please.' });
  await aRevision(t.db, { article: english, author: pat, status: 'PENDING', submittedAt: at(9) });
  await aRevision(t.db, { article: english, author: pat, status: 'DRAFT' });
  await approved(german, ada, 3);

  // A holiday of the catalogue, rewritten in French only, and a holiday a member wrote.
  const christmas = await anEntry(t.db, {
    kind: 'HOLIDAY',
    key: 'holiday:christmas-day',
    month: 12,
    day: 25,
    holidayRule: '12-25',
    countries: ['DE', 'FR'],
    articles: [
      { locale: 'en', slug: 'christmas-day', title: 'Christmas Day' },
      { locale: 'fr', slug: 'noel', title: 'Noël' },
    ],
  });
  await approved(christmas.articles[1], grace, 10);
  await anEntry(t.db, {
    kind: 'HOLIDAY',
    createdBy: ada,
    month: 6,
    day: 3,
    articles: [{ locale: 'en', slug: 'bicycle-day', title: 'Day of the Bicycle Messengers' }],
  });

  const owner = await aMember(t.db, { uid: 'prov-owner', displayName: 'Private Person' });
  await aPersonalEntry(t.db, { owner, title: 'Anna turns 36' });

  for (let i = 0; i < 20; i++) {
    const person = await anEntry(t.db, { kind: 'PERSON', birthYear: 1800 + i, articles: [{ locale: 'en', title: `Provenance person ${i}` }] });
    await approved(person.articles[0], i % 2 ? ada : grace, 11);
  }
});
afterAll(() => t.close());

const read = async (locale: 'en' | 'de' | 'fr', kind: 'EVENT' | 'HOLIDAY', slug: string) => {
  const { data, errors } = await execute(t.db, PROVENANCE, { locale, kind, slug });
  expect(errors).toBeUndefined();
  return data!.entry!;
};

describe('provenance of an entry', () => {
  it('names the members whose approved revisions shaped the text in the language read, first approved first, by their public names', async () => {
    const english = await read('en', 'EVENT', 'moon-landing');
    expect(english.contributors).toEqual([
      { displayName: 'Grace Hopper', profilePath: '/author-articles/prov-grace' },
      { displayName: 'Ada Lovelace', profilePath: '/author-articles/prov-ada' },
      // Disabled since: still credited, without a page to link.
      { displayName: 'Mallory Moe', profilePath: null },
    ]);
    expect(JSON.stringify(english)).not.toMatch(/@example\.com|Pat Pending/);
    const german = await read('de', 'EVENT', 'mondlandung');
    expect(german.contributors).toEqual([{ displayName: 'Ada Lovelace', profilePath: '/de/author-articles/prov-ada' }]);
  });

  it('tells when the entry was made, when this text and when its first text were published', async () => {
    const english = await read('en', 'EVENT', 'moon-landing');
    expect(english).toMatchObject({ createdAt: at(1).toISOString(), publishedAt: at(5).toISOString(), firstPublishedAt: at(3).toISOString() });
    expect((await read('de', 'EVENT', 'mondlandung')).firstPublishedAt).toBe(at(3).toISOString());
  });

  it('gives the licence of each kind of text, and the line to cite it with', async () => {
    const english = await read('en', 'EVENT', 'moon-landing');
    expect(english.license).toEqual(BY_SA_4);
    expect(english.attribution).toBe(
      `"Moon landing" by Grace Hopper, Ada Lovelace, and Mallory Moe on Daypedia, ${origin}/events/moon-landing, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`,
    );

    const christmas = await read('en', 'HOLIDAY', 'christmas-day');
    expect(christmas.contributors).toEqual([]);
    expect(christmas.license).toEqual(BY_SA_3);
    expect(christmas.attribution).toBe(
      `"Christmas Day" by Daypedia contributors, ${origin}/holidays-and-occasions/christmas-day, holiday data from date-holidays by commenthol and contributors (https://github.com/commenthol/date-holidays), after Wikipedia, CC BY-SA 3.0 (https://creativecommons.org/licenses/by-sa/3.0/)`,
    );
    // Rewritten by a member in French: her text is 4.0, built on the package's data under 3.0.
    const noel = await read('fr', 'HOLIDAY', 'noel');
    expect(noel.license).toEqual(BY_SA_4);
    expect(noel.attribution).toBe(
      `"Noël" by Grace Hopper on Daypedia, ${origin}/fr/fetes-et-jours-speciaux/noel, holiday data from date-holidays by commenthol and contributors (https://github.com/commenthol/date-holidays), after Wikipedia under CC BY-SA 3.0, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`,
    );

    const written = await read('en', 'HOLIDAY', 'bicycle-day');
    expect(written.license).toEqual(BY_SA_4);
    expect(written.attribution).toBe(
      `"Day of the Bicycle Messengers" by Daypedia contributors, ${origin}/holidays-and-occasions/bicycle-day, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`,
    );
  });

  it("names nobody for a personal entry, and cites its day's page", async () => {
    const { data } = await execute(t.db, PERSONAL_PROVENANCE);
    expect(data!.day!.personalEntries).toEqual([
      {
        contributors: [],
        license: { spdxId: 'CC-BY-SA-4.0' },
        attribution: `"Anna turns 36" by Daypedia contributors, ${origin}/june-1, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`,
      },
    ]);
  });

  it('reads the provenance of a page of 20 entries in the statements of one', async () => {
    const statementsFor = async (first: number) => {
      t.statements.length = 0;
      const { data, errors } = await execute(t.db, PAGE_OF_PROVENANCE, { first });
      expect(errors).toBeUndefined();
      expect(data!.entries.edges).toHaveLength(first);
      return { nodes: data!.entries.edges.map((e) => e.node), statements: [...t.statements] };
    };
    const one = await statementsFor(1);
    const twenty = await statementsFor(20);
    expect(twenty.statements).toHaveLength(one.statements.length);
    expect(twenty.statements.filter((sql) => /FROM "public"\."Revision"/.test(sql))).toHaveLength(1);
    expect(twenty.nodes.map((n) => n.contributors)).toEqual(Array.from({ length: 20 }, (_, i) => [{ displayName: i % 2 ? 'Ada Lovelace' : 'Grace Hopper' }]));
  });
});
