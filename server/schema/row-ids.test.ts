/**
 * Ids that name rows arrive as strings anyone can type. Whatever is typed, the answer is a
 * validation error the client can show (BAD_USER_INPUT), never an internal error from the database.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { User } from '../generated/prisma/client';
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

/** Each operation that takes an id naming a row, with the id as its one variable, and who sends it. */
const OPERATIONS: [string, TypedDocumentNode<unknown, { id: string }>, 'member' | 'reviewer' | 'visitor'][] = [
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
  ],
];

const run = (document: TypedDocumentNode<unknown, { id: string }>, id: string, as: 'member' | 'reviewer' | 'visitor') =>
  execute(t.db, document, { id }, { user: as === 'member' ? member : as === 'reviewer' ? reviewer : null });

describe('ids that name rows', () => {
  describe.each(OPERATIONS)('%s', (name, document, as) => {
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
  });
});
