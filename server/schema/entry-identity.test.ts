/**
 * Global IDs against the real database: each language's reading of an entry named by an ID of its
 * own and the entry by one for every language, entries and comments read back by `node` and
 * `nodes`, in which language an entry comes back, `inLocale`, and the IDs refused before the
 * database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, aMember, anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { Comment, Entry, User } from '../generated/prisma/client';
import { encodeGlobalId } from '../graphql/global-id';
import { execute } from '../testing';

let t: TestDatabase;
let reviewer: User;
let moonLanding: Entry;
let bastille: Entry;
let unlisted: Entry;
let kept: Comment;
let hidden: Comment;

const NODE = graphql(`
  query NodeById($id: ID!, $locale: Locale) {
    node(id: $id, locale: $locale) {
      __typename
      id
      ... on Entry {
        databaseId
        entityId
        locale
        title
        inGerman: inLocale(locale: de) {
          id
          locale
          title
        }
        inFrench: inLocale(locale: fr) {
          title
        }
      }
      ... on Comment {
        databaseId
        entryId
        text
        hidden
      }
    }
  }
`);
const NODES = graphql(`
  query NodesByIds($ids: [ID!]!, $locale: Locale) {
    nodes(ids: $ids, locale: $locale) {
      __typename
      id
      ... on Entry {
        title
        translations {
          locale
        }
      }
      ... on Comment {
        text
      }
    }
  }
`);
const ENTRY_IDS = graphql(`
  query EntryIdsInLanguages {
    en: entry(locale: en, kind: EVENT, slug: "moon-landing") {
      id
      entityId
      databaseId
    }
    de: entry(locale: de, kind: EVENT, slug: "mondlandung") {
      id
      entityId
      databaseId
    }
  }
`);

const days = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

beforeAll(async () => {
  t = await createTestDatabase();
  reviewer = await aMember(t.db, { uid: 'ids-node-reviewer', role: 'REVIEWER' });
  moonLanding = await anEntry(t.db, {
    kind: 'EVENT',
    articles: [
      { locale: 'de', slug: 'mondlandung', title: 'Mondlandung' },
      { locale: 'en', slug: 'moon-landing', title: 'Moon landing' },
      { locale: 'fr', slug: 'alunissage', title: 'Alunissage', published: false },
    ],
  });
  // No English text: French was published first, then German.
  bastille = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1789,
    month: 7,
    day: 14,
    articles: [
      { locale: 'de', slug: 'sturm-auf-die-bastille', title: 'Sturm auf die Bastille' },
      { locale: 'fr', slug: 'prise-de-la-bastille', title: 'Prise de la Bastille' },
    ],
  });
  await t.db.article.updateMany({ where: { entryId: bastille.id, locale: 'fr' }, data: { publishedAt: days(1) } });
  await t.db.article.updateMany({ where: { entryId: bastille.id, locale: 'de' }, data: { publishedAt: days(9) } });
  unlisted = await anEntry(t.db, { listed: false, title: 'Waiting for review' });
  kept = await aComment(t.db, { entry: moonLanding, text: 'One small step.' });
  hidden = await aComment(t.db, { entry: moonLanding, text: 'Something unkind.', hidden: true });
});
afterAll(() => t.close());

describe('global IDs', () => {
  const reading = (entry: Entry, locale: 'en' | 'de' | 'fr') => encodeGlobalId('Entry', entry.id, locale);

  it("name each language's reading of an entry on its own, and the entry the same in every language, opaquely", async () => {
    const { data } = await execute(t.db, ENTRY_IDS);
    expect(data!.en!.id).toBe(reading(moonLanding, 'en'));
    expect(data!.de!.id).toBe(reading(moonLanding, 'de'));
    expect(data!.en!.id).not.toBe(data!.de!.id);
    expect(data!.en!.entityId).toBe(data!.de!.entityId);
    expect(data!.en!.entityId).toBe(encodeGlobalId('Entry', moonLanding.id));
    expect(data!.en!.databaseId).toBe(moonLanding.id);
    for (const id of [data!.en!.id, data!.de!.id, data!.en!.entityId]) expect(id).not.toContain(String(moonLanding.id));
  });

  it('read a reading back in its own language, and another through inLocale', async () => {
    const { data, errors } = await execute(t.db, NODE, { id: reading(moonLanding, 'de') });
    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      __typename: 'Entry',
      id: reading(moonLanding, 'de'),
      databaseId: moonLanding.id,
      entityId: encodeGlobalId('Entry', moonLanding.id),
      locale: 'de',
      title: 'Mondlandung',
      inGerman: { id: reading(moonLanding, 'de'), locale: 'de', title: 'Mondlandung' },
      // The French text is not published.
      inFrench: null,
    });
    // The ID names its language: `locale` is for IDs that name none.
    expect((await execute(t.db, NODE, { id: reading(moonLanding, 'de'), locale: 'en' })).data!.node).toMatchObject({
      id: reading(moonLanding, 'de'),
      title: 'Mondlandung',
    });
    expect((await execute(t.db, NODE, { id: reading(moonLanding, 'fr') })).data!.node).toBeNull();
  });

  it('read the language-less ID in English, or in the language asked for', async () => {
    const entity = encodeGlobalId('Entry', moonLanding.id);
    expect((await execute(t.db, NODE, { id: entity })).data!.node).toMatchObject({ id: reading(moonLanding, 'en'), entityId: entity, title: 'Moon landing' });
    expect((await execute(t.db, NODE, { id: entity, locale: 'de' })).data!.node).toMatchObject({
      id: reading(moonLanding, 'de'),
      locale: 'de',
      title: 'Mondlandung',
    });
    const french = await execute(t.db, NODE, { id: entity, locale: 'fr' });
    expect(french.errors).toBeUndefined();
    expect(french.data!.node).toBeNull();
  });

  it('read an entry without an English text in the language it was first published in', async () => {
    const { data } = await execute(t.db, NODE, { id: encodeGlobalId('Entry', bastille.id) });
    expect(data!.node).toMatchObject({
      __typename: 'Entry',
      id: reading(bastille, 'fr'),
      locale: 'fr',
      title: 'Prise de la Bastille',
      inGerman: { title: 'Sturm auf die Bastille' },
    });
  });

  it("read a comment back, with the ID of its entry's reading in the comment's language; a hidden one only for reviewers", async () => {
    const { data } = await execute(t.db, NODE, { id: encodeGlobalId('Comment', kept.id), locale: 'de' });
    expect(data!.node).toEqual({
      __typename: 'Comment',
      id: encodeGlobalId('Comment', kept.id),
      databaseId: kept.id,
      entryId: reading(moonLanding, 'en'),
      text: 'One small step.',
      hidden: false,
    });
    expect((await execute(t.db, NODE, { id: encodeGlobalId('Comment', hidden.id) })).data!.node).toBeNull();
    expect((await execute(t.db, NODE, { id: encodeGlobalId('Comment', hidden.id) }, { user: reviewer })).data!.node).toMatchObject({ hidden: true });
  });

  it('answer null for an entry readers cannot see and for a row that does not exist', async () => {
    for (const id of [
      encodeGlobalId('Entry', unlisted.id),
      encodeGlobalId('Entry', unlisted.id, 'en'),
      encodeGlobalId('Entry', 2_147_483_647),
      encodeGlobalId('Entry', 2_147_483_647, 'ja'),
      encodeGlobalId('Comment', 2_147_483_647),
    ]) {
      const result = await execute(t.db, NODE, { id });
      expect(result.errors).toBeUndefined();
      expect(result.data!.node).toBeNull();
    }
  });

  it('read several objects of both kinds at once, in the order asked, with null where node would answer null', async () => {
    const ids = [
      encodeGlobalId('Comment', kept.id),
      encodeGlobalId('Entry', bastille.id),
      encodeGlobalId('Entry', unlisted.id),
      encodeGlobalId('Entry', moonLanding.id),
      reading(moonLanding, 'de'),
    ];
    const { data, errors } = await execute(t.db, NODES, { ids });
    expect(errors).toBeUndefined();
    expect(data!.nodes).toEqual([
      { __typename: 'Comment', id: ids[0], text: 'One small step.' },
      { __typename: 'Entry', id: reading(bastille, 'fr'), title: 'Prise de la Bastille', translations: [{ locale: 'de' }, { locale: 'fr' }] },
      null,
      { __typename: 'Entry', id: reading(moonLanding, 'en'), title: 'Moon landing', translations: [{ locale: 'en' }, { locale: 'de' }] },
      { __typename: 'Entry', id: reading(moonLanding, 'de'), title: 'Mondlandung', translations: [{ locale: 'en' }, { locale: 'de' }] },
    ]);
  });

  it('read language-less IDs in the language asked for, and readings and comments as they are', async () => {
    const ids = [encodeGlobalId('Entry', moonLanding.id), reading(moonLanding, 'en'), encodeGlobalId('Entry', bastille.id), encodeGlobalId('Comment', kept.id)];
    const { data, errors } = await execute(t.db, NODES, { ids, locale: 'de' });
    expect(errors).toBeUndefined();
    expect(data!.nodes.map((n) => n && (n.__typename === 'Entry' ? n.title : n.text))).toEqual([
      'Mondlandung',
      'Moon landing',
      'Sturm auf die Bastille',
      'One small step.',
    ]);
  });

  const base64 = (text: string) => Buffer.from(text).toString('base64');
  it.each([
    ['another type', base64('User:1')],
    ['a type without IDs', base64('Revision:1')],
    ['a type name only', base64('Entry')],
    ['row 0', base64('Entry:0')],
    ['a row past PostgreSQL integers', base64('Entry:2147483648')],
    ['22 digits', base64('Entry:9999999999999999999999')],
    ['a negative row', base64('Entry:-1')],
    ['an id that is not a number', base64('Entry:abc')],
    ['the id before encoding', `Entry:${1}`],
    ['a language the site has no pages in', base64('Entry:1:xx')],
    ['a language in capitals', base64('Entry:1:DE')],
    ['a language after an empty colon', base64('Entry:1:')],
    ['two languages', base64('Entry:1:de:fr')],
    ['a comment in a language', base64('Comment:1:de')],
    ['a plain number', '1'],
    ['base64 without its padding', base64('Entry:1').replace(/=+$/, '')],
    ['garbage', '!!!not base64!!!'],
    ['bytes that are not text', base64('\u0000\u00ff\u00fe')],
    ['an empty string', ''],
    ['a megabyte', 'A'.repeat(1_000_000)],
  ])('refuse %s as bad input, before the database', async (_name, id) => {
    t.statements.length = 0;
    for (const document of [NODE, NODES] as const) {
      const result = document === NODE ? await execute(t.db, NODE, { id }) : await execute(t.db, NODES, { ids: [encodeGlobalId('Entry', moonLanding.id), id] });
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors![0].message).toMatch(/^Not an ID of Daypedia/);
      expect(result.errors![0].message.length).toBeLessThan(200);
    }
    expect(t.statements).toEqual([]);
  });

  it('refuse more than 100 IDs at once', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => encodeGlobalId('Entry', i + 1));
    const result = await execute(t.db, NODES, { ids });
    expect(result.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['BAD_USER_INPUT', 'ids: at most 100 at once.']]);
    expect((await execute(t.db, NODES, { ids: ids.slice(0, 100) })).errors).toBeUndefined();
  });
});

describe('SQL statements of global IDs', () => {
  it('read 20 entries with their translations and 20 comments in as many statements as one of each', async () => {
    const entries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        anEntry(t.db, {
          articles: [
            { locale: 'en', title: `Counted event ${i}` },
            { locale: 'it', title: `Evento contato ${i}` },
          ],
        }),
      ),
    );
    const comments = await Promise.all(entries.map((entry) => aComment(t.db, { entry })));
    const statementsFor = async (ids: string[]) => {
      t.statements.length = 0;
      const { data, errors } = await execute(t.db, NODES, { ids });
      expect(errors).toBeUndefined();
      expect(data!.nodes.every((n) => n !== null && (n.__typename !== 'Entry' || n.translations.length === 2))).toBe(true);
      return [...t.statements];
    };
    const one = await statementsFor([encodeGlobalId('Entry', entries[0].id), encodeGlobalId('Comment', comments[0].id)]);
    const many = await statementsFor([...entries.map((e) => encodeGlobalId('Entry', e.id)), ...comments.map((c) => encodeGlobalId('Comment', c.id))]);
    // Which text of each entry to read (the translations come with it), the texts read, their entries; the comments.
    expect(one).toHaveLength(4);
    expect(many).toHaveLength(4);
    // Readings in two languages: their texts, their entries, the translations; the comments.
    const readings = await statementsFor([
      ...entries.flatMap((e) => [encodeGlobalId('Entry', e.id, 'en'), encodeGlobalId('Entry', e.id, 'it')]),
      ...comments.map((c) => encodeGlobalId('Comment', c.id)),
    ]);
    expect(readings).toHaveLength(4);
  });
});
