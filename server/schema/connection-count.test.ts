import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aComment, aDonation, aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { User } from '../generated/prisma/client';
import { execute } from '../testing';

let t: TestDatabase;
let author: User;
let reviewer: User;
let admin: User;
let entryId: number;

/** Every connection of the schema, asked for its totalCount beside a page of one. */
const COUNTS = graphql(`
  query ConnectionCounts($entryId: ID!) {
    comments(entryId: $entryId, first: 1) {
      totalCount
      edges {
        cursor
      }
    }
    germanComments: comments(entryId: $entryId, locale: de, first: 1) {
      totalCount
    }
    myArticles(first: 1) {
      totalCount
      edges {
        cursor
      }
    }
    donations(first: 1) {
      totalCount
      edges {
        cursor
      }
    }
  }
`);
const REVIEW_COUNTS = graphql(`
  query ReviewConnectionCounts {
    reviewQueue(first: 1) {
      totalCount
      edges {
        cursor
      }
    }
  }
`);
const MEMBER_COUNTS = graphql(`
  query MemberConnectionCounts {
    members(first: 1) {
      totalCount
      edges {
        cursor
      }
    }
    donations(first: 1) {
      totalCount
    }
  }
`);
const ONLY_COUNTS = graphql(`
  query OnlyConnectionCounts {
    myArticles {
      totalCount
    }
    donations {
      totalCount
    }
  }
`);

beforeAll(async () => {
  t = await createTestDatabase();
  author = await aMember(t.db);
  reviewer = await aMember(t.db, { role: 'REVIEWER' });
  admin = await aMember(t.db, { role: 'ADMIN' });
  const written = [];
  for (let i = 0; i < 3; i++)
    written.push(await anEntry(t.db, { kind: 'EVENT', year: 1900 + i, month: 5, day: 1, createdBy: author, title: `An event the member wrote, ${i + 1}` }));
  // Two revisions of the first article, one of each other: three articles.
  await aRevision(t.db, { article: written[0].articles[0], author, status: 'APPROVED' });
  for (const entry of written) await aRevision(t.db, { article: entry.articles[0], author, status: 'PENDING', submittedAt: new Date() });
  const other = await anEntry(t.db, { kind: 'EVENT', title: 'Somebody else wrote this' });
  await aRevision(t.db, { article: other.articles[0], author: reviewer, status: 'PENDING', submittedAt: new Date() });
  await aDonation(t.db, { donor: author });
  await aDonation(t.db, { donor: author, status: 'PAID' });
  await aDonation(t.db, { donor: reviewer });
  entryId = other.id;
  await aComment(t.db, { entry: other, locale: 'en' });
  await aComment(t.db, { entry: other, locale: 'de' });
  await aComment(t.db, { entry: other, locale: 'de' });
  await aComment(t.db, { entry: other, locale: 'de', hidden: true });
});
afterAll(() => t.close());

describe('totalCount on every connection', () => {
  it("equals the database's count of what each list holds, whatever the page", async () => {
    const result = await execute(t.db, COUNTS, { entryId: String(entryId) }, { user: author });
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.comments.totalCount).toBe(await t.db.comment.count({ where: { entryId, hidden: false } }));
    expect(data.comments.edges).toHaveLength(1);
    expect(data.germanComments.totalCount).toBe(await t.db.comment.count({ where: { entryId, hidden: false, locale: 'de' } }));
    const articles = await t.db.revision.groupBy({ by: ['articleId'], where: { authorId: author.uid } });
    expect(data.myArticles.totalCount).toBe(articles.length);
    expect(data.myArticles.totalCount).toBe(3);
    expect(data.donations.totalCount).toBe(await t.db.donation.count({ where: { userId: author.uid } }));

    const review = await execute(t.db, REVIEW_COUNTS, {}, { user: reviewer });
    expect(review.data!.reviewQueue.totalCount).toBe(await t.db.revision.count({ where: { status: 'PENDING' } }));
    const administration = await execute(t.db, MEMBER_COUNTS, {}, { user: admin });
    expect(administration.data!.members.totalCount).toBe(await t.db.user.count());
    expect(administration.data!.donations.totalCount).toBe(await t.db.donation.count());
  });

  it('is a COUNT asked only when selected, without listing when it is all that is asked', async () => {
    t.statements.length = 0;
    const result = await execute(t.db, ONLY_COUNTS, {}, { user: author });
    expect(result.data).toEqual({ myArticles: { totalCount: 3 }, donations: { totalCount: 2 } });
    expect(t.statements).toHaveLength(2);
    expect(t.statements.every((sql) => /count\(/i.test(sql))).toBe(true);
  });
});
