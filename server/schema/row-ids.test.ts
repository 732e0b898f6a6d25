/**
 * Ids that name rows arrive as strings anyone can type. Whatever is typed, the answer is a
 * validation error the client can show (BAD_USER_INPUT), never an internal error from the database.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, aMember, anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { User } from '../generated/prisma/client';
import { encodeGlobalId, type NodeType } from '../graphql/global-id';
import { execute } from '../testing';

let t: TestDatabase;
let member: User;
let reviewer: User;

beforeAll(async () => {
  t = await createTestDatabase();
  [member, reviewer] = await Promise.all([aMember(t.db, { uid: 'ids-member' }), aMember(t.db, { uid: 'ids-reviewer', role: 'REVIEWER' })]);
});
afterAll(() => t.close());

const HOSTILE = ['Infinity', '-Infinity', '1e309', '-1', '0', '1.5', '9999999999999999999999', '2147483648', 'abc', '', ' 1', '0x10', 'NaN'];

/** Each operation that takes an id naming a row, with the id as its one variable, who sends it, and the Node type it names (entries and comments have global IDs). */
const OPERATIONS: [string, TypedDocumentNode<unknown, { id: string }>, 'member' | 'reviewer' | 'visitor', NodeType?][] = [
  [
    'articleDraft',
    graphql(`
      query DraftById($id: ID!) {
        articleDraft(id: $id) {
          id
        }
      }
    `),
    'member',
  ],
  [
    'comments',
    graphql(`
      query CommentsById($id: ID!) {
        comments(entryId: $id) {
          edges {
            cursor
          }
        }
      }
    `),
    'visitor',
    'Entry',
  ],
  [
    'addComment',
    graphql(`
      mutation CommentById($id: ID!) {
        addComment(input: { entryId: $id, locale: en, authorName: "Ada", text: "A fine day to remember.", proof: "x" }) {
          __typename
        }
      }
    `),
    'visitor',
    'Entry',
  ],
  [
    'hideComment',
    graphql(`
      mutation HideById($id: ID!) {
        hideComment(id: $id) {
          __typename
        }
      }
    `),
    'reviewer',
    'Comment',
  ],
  [
    'startRewrite',
    graphql(`
      mutation RewriteById($id: ID!) {
        startRewrite(entryId: $id, locale: en) {
          __typename
        }
      }
    `),
    'member',
    'Entry',
  ],
  [
    'saveArticleDraft',
    graphql(`
      mutation SaveById($id: ID!) {
        saveArticleDraft(revisionId: $id, input: { title: "A title", bodyHtml: "<p>Text</p>" }) {
          __typename
        }
      }
    `),
    'member',
  ],
  [
    'submitArticle',
    graphql(`
      mutation SubmitById($id: ID!) {
        submitArticle(revisionId: $id, input: { title: "A title", bodyHtml: "<p>Text</p>" }, rulesAccepted: true) {
          __typename
        }
      }
    `),
    'member',
  ],
  [
    'reviewArticle',
    graphql(`
      mutation ReviewById($id: ID!) {
        reviewArticle(revisionId: $id, decision: APPROVE) {
          __typename
        }
      }
    `),
    'reviewer',
  ],
  [
    'startDonation',
    graphql(`
      mutation DonateById($id: ID!) {
        startDonation(entryId: $id, locale: en) {
          __typename
        }
      }
    `),
    'member',
    'Entry',
  ],
  [
    'submitPersonalEntry',
    graphql(`
      mutation PersonalEntryById($id: ID!) {
        submitPersonalEntry(locale: en, input: { title: "Grandma", text: "Her birthday." }, revisionId: $id) {
          __typename
        }
      }
    `),
    'member',
  ],
  [
    'entries',
    graphql(`
      query EntriesById($id: ID!) {
        entries(filter: { locale: en, ids: [$id] }) {
          edges {
            cursor
          }
        }
      }
    `),
    'visitor',
    'Entry',
  ],
];

const run = (document: TypedDocumentNode<unknown, { id: string }>, id: string, as: 'member' | 'reviewer' | 'visitor') =>
  execute(t.db, document, { id }, { user: as === 'member' ? member : as === 'reviewer' ? reviewer : null });

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('ids that name rows', () => {
  describe.each(OPERATIONS)('%s', (name, document, as, type) => {
    it.each(HOSTILE)('refuses the id %j as bad input, before the database', async (id) => {
      const result = await run(document, id, as);
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toMatch(/whole number from 1 to 2147483647/);
      expect(result.errors?.[0]?.message).not.toMatch(/prisma|invalid `|Int32|overflow/i);
    });

    it('still answers an id of no row without an error of its own kind', async () => {
      const result = await run(document, '2147483647', as);
      expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('BAD_USER_INPUT');
      expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
    });

    if (!type) return;
    const other: NodeType = type === 'Entry' ? 'Comment' : 'Entry';

    it(`takes the global ID of an ${type} as well as its number`, async () => {
      const result = await run(document, encodeGlobalId(type, 2_147_483_647), as);
      expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('BAD_USER_INPUT');
      expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
    });

    if (type === 'Entry') {
      it("takes the ID of an entry's reading in a language", async () => {
        const result = await run(document, encodeGlobalId('Entry', 2_147_483_647, 'ja'), as);
        expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('BAD_USER_INPUT');
        expect(result.errors?.map((e) => e.extensions?.code) ?? []).not.toContain('INTERNAL_SERVER_ERROR');
      });
    }

    it.each([
      [`another type's ID`, encodeGlobalId(other, 1)],
      ['the ID of a type without IDs', base64('User:1')],
      ['a global ID of row 0', base64(`${type}:0`)],
      ['a global ID past PostgreSQL integers', base64(`${type}:99999999999`)],
      [
        'a global ID without its padding',
        [1, 12]
          .map((id) => encodeGlobalId(type, id))
          .find((id) => id.endsWith('='))!
          .replace(/=+$/, ''),
      ],
      ['garbage that looks like base64', 'Zm9vYmFyYmF6'],
      ['a global ID of a megabyte', base64(`${type}:${'1'.repeat(750_000)}`)],
      ['a global ID in a language the site has no pages in', base64(`${type}:1:xx`)],
      ['a global ID in two languages', base64(`${type}:1:de:fr`)],
      ...(type === 'Comment' ? [['the ID of a comment in a language', base64('Comment:1:de')]] : []),
    ])('refuses %s as bad input, before the database', async (_what, id) => {
      const result = await run(document, id, as);
      expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toMatch(new RegExp(`must be the ID of an? ${type.toLowerCase()} or a whole number from 1 to 2147483647`));
    });
  });
});

describe('entries and comments named by global ID', () => {
  const COMMENTS_OF = graphql(`
    query CommentsOfEntry($entryId: ID!) {
      comments(entryId: $entryId) {
        totalCount
        edges {
          node {
            id
            databaseId
            text
          }
        }
      }
    }
  `);
  const HIDE = graphql(`
    mutation HideCommentById($id: ID!) {
      hideComment(id: $id) {
        comment {
          hidden
        }
        errors {
          code
        }
      }
    }
  `);

  it('list, post and hide what their numbers do', async () => {
    const entry = await anEntry(t.db, { title: 'Named by two ids' });
    const comment = await aComment(t.db, { entry, text: 'Named twice.' });
    const byNumber = await execute(t.db, COMMENTS_OF, { entryId: String(entry.id) });
    const byGlobalId = await execute(t.db, COMMENTS_OF, { entryId: encodeGlobalId('Entry', entry.id) });
    expect(byGlobalId).toEqual(byNumber);
    // A reading's ID names the entry: its comments in every language.
    expect(await execute(t.db, COMMENTS_OF, { entryId: encodeGlobalId('Entry', entry.id, 'fr') })).toEqual(byNumber);
    expect(byGlobalId.data!.comments).toEqual({
      totalCount: 1,
      edges: [{ node: { id: encodeGlobalId('Comment', comment.id), databaseId: comment.id, text: 'Named twice.' } }],
    });
    const hidden = await execute(t.db, HIDE, { id: encodeGlobalId('Comment', comment.id) }, { user: reviewer });
    expect(hidden.data!.hideComment).toEqual({ comment: { hidden: true }, errors: [] });
    expect((await t.db.comment.findUniqueOrThrow({ where: { id: comment.id } })).hidden).toBe(true);
  });
});
