/**
 * What the API gives beside an entry's text, against the real database: whether it is a listing,
 * its Wikidata item, Wikipedia articles, picture credit, places, sources, "see also", and the
 * licence and citation of imported texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '#shared/site-origin';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';

let t: TestDatabase;
const origin = publicOrigin(process.env);
const retrievedAt = new Date(Date.UTC(2026, 10, 1, 12));

const ENCYCLOPEDIA = graphql(`
  query Encyclopedia($locale: Locale!, $kind: EntryPageKind!, $slug: String!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      title
      isListing
      wikidataId
      wikidataUrl
      wikipediaArticles {
        locale
        title
        url
      }
      picture {
        width
        author
        license
        licenseUrl
        sourceUrl
      }
      places {
        role
        name
        nameLocale
        wikidataId
        latitude
        longitude
        country
      }
      sources {
        statement
        title
        url
        revision
        license
        retrievedAt
      }
      license {
        spdxId
      }
      attribution
      seeAlso {
        sameDay {
          title
        }
        sameYear {
          title
        }
        samePlace {
          title
        }
      }
    }
  }
`);

const PAGE = graphql(`
  query EncyclopediaPage($first: Int!) {
    entries(filter: { locale: en, kind: EVENT }, first: $first) {
      edges {
        node {
          places {
            name
          }
          sources {
            statement
          }
          wikipediaArticles {
            url
          }
        }
      }
    }
  }
`);

const source = (statement: string, extra: Record<string, string> = {}) => ({
  statement,
  title: 'Wikidata',
  url: 'https://www.wikidata.org/wiki/Q937',
  license: 'CC0-1.0',
  retrievedAt,
  ...extra,
});

beforeAll(async () => {
  t = await createTestDatabase();
  const ulm = await t.db.place.create({
    data: { wikidataId: 'Q3012', names: { en: 'Ulm', de: 'Ulm', ja: 'ウルム' }, latitude: 48.4, longitude: 9.99, country: 'DE' },
  });
  const princeton = await t.db.place.create({ data: { wikidataId: 'Q138518', names: { en: 'Princeton' }, latitude: 40.35, longitude: -74.66, country: 'US' } });
  const picture = await t.db.image.create({
    data: {
      storageKey: 'commons/einstein.webp',
      mimeType: 'image/webp',
      width: 640,
      height: 800,
      bytes: 1000,
      author: 'Orren Jack Turner',
      license: 'Public domain',
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Albert_Einstein_Head.jpg',
    },
  });
  // A listing imported from Wikidata in English and Turkish; the German text is a member's article.
  await anEntry(t.db, {
    kind: 'PERSON',
    ...{ birthYear: 1879, birthMonth: 3, birthDay: 14, deathYear: 1955, deathMonth: 4, deathDay: 18 },
    wikidataId: 'Q937',
    pictureId: picture.id,
    articles: [
      { locale: 'en', slug: 'albert-einstein', title: 'Albert Einstein', summary: 'German-born theoretical physicist', bodyHtml: '', importedFrom: 'WIKIDATA' },
      { locale: 'tr', slug: 'albert-einstein', title: 'Albert Einstein', summary: 'Alman asıllı teorik fizikçi', bodyHtml: '', importedFrom: 'WIKIDATA' },
      { locale: 'de', slug: 'albert-einstein', title: 'Albert Einstein', summary: 'Physiker.', bodyHtml: '<p>Ein Artikel.</p>' },
    ],
    places: {
      create: [
        { role: 'BIRTH', placeId: ulm.id },
        { role: 'DEATH', placeId: princeton.id },
      ],
    },
    wikipediaLinks: {
      create: [
        { locale: 'de', title: 'Albert Einstein' },
        { locale: 'en', title: 'Albert Einstein' },
      ],
    },
    sources: { create: [source('birth'), source('death'), source('place:BIRTH'), source('text:en'), source('text:tr')] },
  });
  // Born the same day, in the same year, in the same place: "see also".
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1900, birthMonth: 3, birthDay: 14, title: 'Born on Pi Day' });
  await anEntry(t.db, { kind: 'PERSON', birthYear: 1879, birthMonth: 8, birthDay: 1, title: 'Born in 1879' });
  await anEntry(t.db, { kind: 'EVENT', year: 1950, month: 5, day: 5, title: 'Something in Ulm', places: { create: [{ role: 'EVENT', placeId: ulm.id }] } });
  // A line of Wikipedia's feed, credited to its article's revision.
  await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    wikidataId: 'Q43653',
    articles: [{ locale: 'en', slug: 'apollo-11', title: 'Apollo 11', summary: 'Apollo 11 lands on the Moon.', bodyHtml: '', importedFrom: 'WIKIPEDIA' }],
    sources: {
      create: [
        source('text:en', {
          title: 'English Wikipedia: Apollo 11',
          url: 'https://en.wikipedia.org/wiki/Apollo_11',
          revision: '1234567890',
          license: 'CC-BY-SA-4.0',
        }),
      ],
    },
  });
});
afterAll(() => t.close());

async function read(locale: 'en' | 'tr' | 'de' | 'ja', kind: 'EVENT' | 'PERSON', slug: string) {
  const { data, errors } = await execute(t.db, ENCYCLOPEDIA, { locale, kind, slug });
  expect(errors).toBeUndefined();
  return data!.entry!;
}

describe("an entry's encyclopedia facts", () => {
  it('says which texts are listings, and gives the Wikidata item and the Wikipedia articles in the order of languages', async () => {
    const english = await read('en', 'PERSON', 'albert-einstein');
    expect(english).toMatchObject({ isListing: true, wikidataId: 'Q937', wikidataUrl: 'https://www.wikidata.org/wiki/Q937' });
    expect(english.wikipediaArticles).toEqual([
      { locale: 'en', title: 'Albert Einstein', url: 'https://en.wikipedia.org/wiki/Albert_Einstein' },
      { locale: 'de', title: 'Albert Einstein', url: 'https://de.wikipedia.org/wiki/Albert_Einstein' },
    ]);
    expect((await read('de', 'PERSON', 'albert-einstein')).isListing).toBe(false);
  });

  it("credits the picture as its file page does, and names the places in the reader's language or marks the borrowed name", async () => {
    const english = await read('en', 'PERSON', 'albert-einstein');
    expect(english.picture).toEqual({
      width: 640,
      author: 'Orren Jack Turner',
      license: 'Public domain',
      licenseUrl: null,
      sourceUrl: 'https://commons.wikimedia.org/wiki/File:Albert_Einstein_Head.jpg',
    });
    expect(english.places).toEqual([
      { role: 'BIRTH', name: 'Ulm', nameLocale: 'en', wikidataId: 'Q3012', latitude: 48.4, longitude: 9.99, country: 'DE' },
      { role: 'DEATH', name: 'Princeton', nameLocale: 'en', wikidataId: 'Q138518', latitude: 40.35, longitude: -74.66, country: 'US' },
    ]);
    // Wikidata has no Turkish name for either: both are borrowed from English, and say so.
    const turkish = await read('tr', 'PERSON', 'albert-einstein');
    expect(turkish.places.map((p) => [p.name, p.nameLocale])).toEqual([
      ['Ulm', 'en'],
      ['Princeton', 'en'],
    ]);
  });

  it("lists the sources of the facts and of the text in the language read, not of other languages' texts", async () => {
    const english = await read('en', 'PERSON', 'albert-einstein');
    expect(english.sources.map((s) => s.statement)).toEqual(['birth', 'death', 'place:BIRTH', 'text:en']);
    expect(english.sources[0]).toEqual({
      statement: 'birth',
      title: 'Wikidata',
      url: 'https://www.wikidata.org/wiki/Q937',
      revision: null,
      license: 'CC0-1.0',
      retrievedAt: retrievedAt.toISOString(),
    });
    expect((await read('de', 'PERSON', 'albert-einstein')).sources.map((s) => s.statement)).toEqual(['birth', 'death', 'place:BIRTH']);
  });

  it('publishes a text from Wikidata under CC0 and one from Wikipedia under CC BY-SA, each cited with its source', async () => {
    const english = await read('en', 'PERSON', 'albert-einstein');
    expect(english.license.spdxId).toBe('CC0-1.0');
    expect(english.attribution).toBe(
      `"Albert Einstein" by Daypedia contributors, from Wikidata (https://www.wikidata.org/wiki/Q937), ${origin}/persons/albert-einstein, CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/)`,
    );
    const german = await read('de', 'PERSON', 'albert-einstein');
    expect(german.license.spdxId).toBe('CC-BY-SA-4.0');
    expect(german.attribution).not.toContain('Wikidata');

    const apollo = await read('en', 'EVENT', 'apollo-11');
    expect(apollo.license.spdxId).toBe('CC-BY-SA-4.0');
    expect(apollo.attribution).toBe(
      `"Apollo 11" by Daypedia contributors, from the English Wikipedia article https://en.wikipedia.org/wiki/Apollo_11, revision 1234567890, ${origin}/events/apollo-11, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`,
    );
  });

  it('suggests entries of the same day, year and place, each once', async () => {
    const english = await read('en', 'PERSON', 'albert-einstein');
    expect(english.seeAlso).toEqual({
      sameDay: [{ title: 'Born on Pi Day' }],
      sameYear: [{ title: 'Born in 1879' }],
      samePlace: [{ title: 'Something in Ulm' }],
    });
    // Nothing else on an entry's own day and place: empty lists, not the entry itself.
    expect((await read('en', 'EVENT', 'apollo-11')).seeAlso).toEqual({ sameDay: [], sameYear: [], samePlace: [] });
  });

  it("reads a page of entries' places, sources and Wikipedia articles in one statement each", async () => {
    const statementsFor = async (first: number) => {
      t.statements.length = 0;
      const { errors } = await execute(t.db, PAGE, { first });
      expect(errors).toBeUndefined();
      return [...t.statements];
    };
    const one = await statementsFor(1);
    const all = await statementsFor(3);
    expect(all).toHaveLength(one.length);
    for (const table of ['EntryPlace', 'EntrySource', 'WikipediaLink'])
      expect(
        all.filter((sql) => sql.includes(`"public"."${table}"`)),
        table,
      ).toHaveLength(1);
  });
});
