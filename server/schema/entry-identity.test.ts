/**
 * Global IDs against the real database: entries and comments read back by `node` and `nodes`, in
 * which language an entry comes back, `inLocale`, and the IDs refused before the database.
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
  query NodeById($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Entry {
        databaseId
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
  query NodesByIds($ids: [ID!]!) {
    nodes(ids: $ids) {
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
      databaseId
    }
    de: entry(locale: de, kind: EVENT, slug: "mondlandung") {
      id
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
  it('name an entry the same in every language, opaquely', async () => {
    const { data } = await execute(t.db, ENTRY_IDS);
    expect(data!.en!.id).toBe(data!.de!.id);
    expect(data!.en!.databaseId).toBe(moonLanding.id);
    expect(data!.en!.id).not.toContain(String(moonLanding.id));
    expect(data!.en!.id).toBe(encodeGlobalId('Entry', moonLanding.id));
  });

  it('read an entry back in English, and in another language through inLocale', async () => {
    const { data, errors } = await execute(t.db, NODE, { id: encodeGlobalId('Entry', moonLanding.id) });
    expect(errors).toBeUndefined();
    expect(data!.node).toEqual({
      __typename: 'Entry',
      id: encodeGlobalId('Entry', moonLanding.id),
      databaseId: moonLanding.id,
      locale: 'en',
      title: 'Moon landing',
      inGerman: { id: encodeGlobalId('Entry', moonLanding.id), locale: 'de', title: 'Mondlandung' },
      // The French text is not published.
      inFrench: null,
    });
  });

  it('read an entry without an English text in the language it was first published in', async () => {
    const { data } = await execute(t.db, NODE, { id: encodeGlobalId('Entry', bastille.id) });
    expect(data!.node).toMatchObject({ __typename: 'Entry', locale: 'fr', title: 'Prise de la Bastille', inGerman: { title: 'Sturm auf die Bastille' } });
  });

  it('read a comment back, with the global ID of its entry; a hidden one only for reviewers', async () => {
    const { data } = await execute(t.db, NODE, { id: encodeGlobalId('Comment', kept.id) });
    expect(data!.node).toEqual({
      __typename: 'Comment',
      id: encodeGlobalId('Comment', kept.id),
      databaseId: kept.id,
      entryId: encodeGlobalId('Entry', moonLanding.id),
      text: 'One small step.',
      hidden: false,
    });
    expect((await execute(t.db, NODE, { id: encodeGlobalId('Comment', hidden.id) })).data!.node).toBeNull();
    expect((await execute(t.db, NODE, { id: encodeGlobalId('Comment', hidden.id) }, { user: reviewer })).data!.node).toMatchObject({ hidden: true });
  });

  it('answer null for an entry readers cannot see and for a row that does not exist', async () => {
    for (const id of [encodeGlobalId('Entry', unlisted.id), encodeGlobalId('Entry', 2_147_483_647), encodeGlobalId('Comment', 2_147_483_647)]) {
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
    ];
    const { data, errors } = await execute(t.db, NODES, { ids });
    expect(errors).toBeUndefined();
    expect(data!.nodes).toEqual([
      { __typename: 'Comment', id: ids[0], text: 'One small step.' },
      { __typename: 'Entry', id: ids[1], title: 'Prise de la Bastille', translations: [{ locale: 'de' }, { locale: 'fr' }] },
      null,
      { __typename: 'Entry', id: ids[3], title: 'Moon landing', translations: [{ locale: 'en' }, { locale: 'de' }] },
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
  });
});
