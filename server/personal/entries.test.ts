/**
 * A listed personal entry is public: nothing a member writes reaches it before a reviewer
 * approves, neither through a rewrite of its text nor through its own form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aMember, aPersonalEntry, aRevision } from '../../tests/setup/factories';
import { START_REWRITE, SUBMIT_PERSONAL_ENTRY } from '../../tests/setup/operations';
import type { PersonalEntryInput } from '../../tests/graphql/graphql';
import type { Article, User } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let owner: User;
let other: User;
let entryId: number;
let article: Article;

beforeAll(async () => {
  t = await createTestDatabase();
  [owner, other] = await Promise.all([aMember(t.db, { uid: 'owner' }), aMember(t.db, { uid: 'other' })]);
  // A birthday that was approved and paid: listed on its day.
  const listed = await aPersonalEntry(t.db, { owner, personalKind: 'BIRTHDAY', year: 1990, month: 6, day: 1, title: 'Anna turns 36' });
  entryId = listed.entry.id;
  article = listed.article;
});
afterAll(() => t?.close());

const changed: PersonalEntryInput = {
  personalKind: 'BIRTHDAY',
  title: 'Defaced by someone else',
  text: 'This text was never reviewed by anyone.',
  date: { year: 1991, month: 7, day: 2 },
};

async function unchanged() {
  expect(await t.db.entry.findUniqueOrThrow({ where: { id: entryId } })).toMatchObject({ year: 1990, month: 6, day: 1, listed: true });
  expect(await t.db.article.findUniqueOrThrow({ where: { id: article.id } })).toMatchObject({ title: 'Anna turns 36' });
}

describe('a listed personal entry', () => {
  it.each([
    ['another member', () => other],
    ['its owner', () => owner],
  ])('cannot be rewritten as an article by %s', async (_who, user) => {
    const result = await execute(t.db, START_REWRITE, { entryId: String(entryId), locale: 'en' }, { user: user() });
    expect(result.data?.startRewrite).toEqual({ revision: null, errors: [{ field: 'entryId', code: 'ARTICLE_NOT_FOUND' }] });
    expect(await t.db.revision.count({ where: { articleId: article.id } })).toBe(1);
    await unchanged();
  });

  it("is not changed by its form through an open revision, even its owner's", async () => {
    const draft = await aRevision(t.db, { article, author: owner });
    const result = await execute(t.db, SUBMIT_PERSONAL_ENTRY, { locale: 'en', revisionId: String(draft.id), input: changed }, { user: owner });
    expect(result.data?.submitPersonalEntry).toEqual({ revision: null, paid: false, errors: [{ field: 'revisionId', code: 'REVISION_NOT_EDITABLE' }] });
    await unchanged();
  });
});
