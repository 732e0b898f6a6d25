/**
 * One member cannot start thousands of drafts or donations in seconds: each has an hourly
 * allowance per member, counted in PostgreSQL and so shared by every instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aMember } from '../../tests/setup/factories';
import { START_ARTICLE, START_DONATION } from '../../tests/setup/operations';
import type { StartArticleMutationVariables, StartDonationMutationVariables } from '../../tests/graphql/graphql';
import type { User } from '../generated/prisma/client';
import { execute, testAbuse } from '../testing';
import { createPublicWriteChecks } from './public-writes';

let t: TestDatabase;
let ada: User;
let bob: User;
beforeAll(async () => {
  t = await createTestDatabase();
  [ada, bob] = await Promise.all([aMember(t.db, { uid: 'ada' }), aMember(t.db, { uid: 'bob' })]);
});
afterAll(() => t?.close());

const event: StartArticleMutationVariables = { input: { locale: 'en', kind: 'EVENT', date: { year: 1955, month: 12, day: 1 } } };
const birthday: StartDonationMutationVariables = { personalKind: 'BIRTHDAY', locale: 'en' };

/** Two instances of the site on one database, each with its own checks, as behind a load balancer. */
function instances() {
  const proofOfWork = testAbuse(t.db).proofOfWork;
  return [1, 2].map(() => createPublicWriteChecks({ db: t.db, proofOfWork, commentsPerHour: 100, draftsPerHour: 3, donationsPerHour: 2 }));
}

describe("a member's hourly allowances", () => {
  it('refuse the fourth draft of an hour across instances, and leave other members alone', async () => {
    const [one, two] = instances();
    const codes: string[][] = [];
    for (const abuse of [one, two, one, two]) {
      const result = await execute(t.db, START_ARTICLE, event, { user: ada, abuse });
      codes.push(result.data!.startNewArticle.errors.map((e) => e.code));
    }
    expect(codes).toEqual([[], [], [], ['TOO_MANY_DRAFTS']]);
    expect(await t.db.revision.count({ where: { authorId: 'ada' } })).toBe(3);
    const other = await execute(t.db, START_ARTICLE, event, { user: bob, abuse: one });
    expect(other.data!.startNewArticle.errors).toEqual([]);
  });

  it('refuse the third donation of an hour without creating it', async () => {
    const [one, two] = instances();
    const results = [];
    for (const abuse of [one, two, one]) results.push((await execute(t.db, START_DONATION, birthday, { user: bob, abuse })).data!.startDonation);
    expect(results.map((r) => r.errors.map((e) => e.code))).toEqual([[], [], ['TOO_MANY_DONATIONS']]);
    expect(await t.db.donation.count({ where: { userId: 'bob' } })).toBe(2);
  });
});
