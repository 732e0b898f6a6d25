/**
 * One member cannot start thousands of drafts or donations, save drafts or change their profile
 * thousands of times in seconds: each has an hourly allowance per member, counted in PostgreSQL
 * and so shared by every instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { aMember, anEntry, aRevision } from '../../tests/setup/factories';
import { SAVE_DRAFT, START_ARTICLE, START_DONATION, START_REWRITE, SUBMIT_ARTICLE, SUBMIT_PERSONAL_ENTRY, UPDATE_PROFILE } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { ArticleDraftInput, StartArticleMutationVariables, StartDonationMutationVariables } from '../../tests/graphql/graphql';
import type { User } from '../generated/prisma/client';
import { execute, testAbuse } from '../testing';
import { createPublicWriteChecks } from './public-writes';

let t: TestDatabase;
let ada: User;
let bob: User;
let carla: User;
let dora: User;
let erin: User;
beforeAll(async () => {
  t = await createTestDatabase();
  [ada, bob, carla, dora, erin] = await Promise.all(['ada', 'bob', 'carla', 'dora', 'erin'].map((uid) => aMember(t.db, { uid })));
});
afterAll(() => t?.close());

const event: StartArticleMutationVariables = { input: { locale: 'en', kind: 'EVENT', date: { year: 1955, month: 12, day: 1 } } };
const birthday: StartDonationMutationVariables = { personalKind: 'BIRTHDAY', locale: 'en' };

const RECORD_LOGIN = graphql(`
  mutation AllowanceRecordLogin {
    recordLogin {
      uid
      lastLogin
    }
  }
`);

/** Two instances of the site on one database, each with its own checks, as behind a load balancer. */
function instances() {
  const proofOfWork = testAbuse(t.db).proofOfWork;
  return [1, 2].map(() =>
    createPublicWriteChecks({
      db: t.db,
      proofOfWork,
      commentsPerHour: 100,
      draftsPerHour: 3,
      draftSavesPerHour: 3,
      profileChangesPerHour: 2,
      loginsPerHour: 2,
      donationsPerHour: 2,
    }),
  );
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

  it('refuse the fourth rewrite of an hour, while the rewrites already open still open', async () => {
    const [one, two] = instances();
    const entries = await Promise.all([1, 2, 3, 4].map((n) => anEntry(t.db, { title: `Published article ${n}` })));
    const codes: string[][] = [];
    for (const [i, abuse] of [one, two, one, two].entries()) {
      const result = await execute(t.db, START_REWRITE, { entryId: String(entries[i].id), locale: 'en' }, { user: carla, abuse });
      codes.push(result.data!.startRewrite.errors.map((e) => e.code));
    }
    expect(codes).toEqual([[], [], [], ['TOO_MANY_DRAFTS']]);
    expect(await t.db.revision.count({ where: { authorId: 'carla' } })).toBe(3);
    // Going back to a draft started earlier creates nothing, and is not counted.
    const again = await execute(t.db, START_REWRITE, { entryId: String(entries[0].id), locale: 'en' }, { user: carla, abuse: one });
    expect(again.data!.startRewrite).toMatchObject({ errors: [], revision: { title: 'Published article 1' } });
  });

  it('refuse the fourth save of a draft in an hour, submitting included, and keep the text saved last', async () => {
    const [one, two] = instances();
    const entry = await anEntry(t.db, { title: 'Apollo 11 lands on the Moon' });
    const draft = await aRevision(t.db, { article: entry.articles[0], author: dora });
    const input = (n: number): ArticleDraftInput => ({ title: 'Apollo 11 lands on the Moon', bodyHtml: `<p>Version ${n} of the text.</p>` });
    const codes: string[][] = [];
    for (const [n, abuse] of [one, two, one].entries()) {
      codes.push(
        (await execute(t.db, SAVE_DRAFT, { id: String(draft.id), input: input(n) }, { user: dora, abuse })).data!.saveArticleDraft.errors.map((e) => e.code),
      );
    }
    const saved = await execute(t.db, SAVE_DRAFT, { id: String(draft.id), input: input(3) }, { user: dora, abuse: two });
    const submitted = await execute(t.db, SUBMIT_ARTICLE, { id: String(draft.id), input: input(4), rules: true }, { user: dora, abuse: one });
    expect(codes).toEqual([[], [], []]);
    expect(saved.data!.saveArticleDraft).toEqual({ revision: null, errors: [{ field: null, code: 'TOO_MANY_SAVES' }] });
    expect(submitted.data!.submitArticle).toEqual({ revision: null, errors: [{ field: null, code: 'TOO_MANY_SAVES' }] });
    expect(await t.db.revision.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ status: 'DRAFT', bodyHtml: '<p>Version 2 of the text.</p>' });
    // Another member's saves are counted apart.
    const other = await aRevision(t.db, { article: entry.articles[0], author: bob });
    expect((await execute(t.db, SAVE_DRAFT, { id: String(other.id), input: input(5) }, { user: bob, abuse: one })).data!.saveArticleDraft.errors).toEqual([]);
  });

  it('refuse the third change of a profile in an hour without changing it', async () => {
    const [one, two] = instances();
    const results = [];
    for (const [n, abuse] of [one, two, one].entries()) {
      results.push((await execute(t.db, UPDATE_PROFILE, { input: { displayName: `Ada ${n}`, bio: '' } }, { user: ada, abuse })).data!.updateProfile);
    }
    expect(results.map((r) => r.errors.map((e) => e.code))).toEqual([[], [], ['TOO_MANY_PROFILE_CHANGES']]);
    expect(await t.db.user.findUniqueOrThrow({ where: { uid: 'ada' } })).toMatchObject({ displayName: 'Ada 1' });
  });

  it('refuse the fourth sending of a rejected personal entry in an hour, and keep the entry as it was', async () => {
    const [one, two] = instances();
    const input = (n: number) => ({
      personalKind: 'BIRTHDAY' as const,
      title: `Rosa turns 35 (${n})`,
      date: { year: 1991, month: 4, day: 17 },
      text: `Happy birthday, Rosa! With love, version ${n}.`,
    });
    const first = (await execute(t.db, SUBMIT_PERSONAL_ENTRY, { locale: 'en', input: input(0) }, { user: erin, abuse: one })).data!.submitPersonalEntry;
    expect(first.errors).toEqual([]);
    const revisionId = first.revision!.id;
    const codes: string[][] = [];
    for (const [n, abuse] of [one, two, one, two].entries()) {
      // A reviewer sends it back each time.
      await t.db.revision.update({ where: { id: Number(revisionId) }, data: { status: 'REJECTED', rejectionReason: 'Please add the place.' } });
      const sent = await execute(t.db, SUBMIT_PERSONAL_ENTRY, { locale: 'en', input: input(n + 1), revisionId }, { user: erin, abuse });
      codes.push(sent.data!.submitPersonalEntry.errors.map((e) => e.code));
    }
    expect(codes).toEqual([[], [], [], ['TOO_MANY_SAVES']]);
    expect(await t.db.revision.findUniqueOrThrow({ where: { id: Number(revisionId) } })).toMatchObject({ status: 'REJECTED', title: 'Rosa turns 35 (3)' });
  });

  it('record the first sign-ins of an hour, and past them answer with the member as they stand', async () => {
    const [one, two] = instances();
    const long = new Date('2000-01-01T00:00:00Z');
    const signIn = async (abuse: ReturnType<typeof instances>[number]) => {
      await t.db.user.update({ where: { uid: 'carla' }, data: { lastLogin: long } });
      return (await execute(t.db, RECORD_LOGIN, {}, { user: carla, abuse })).data!.recordLogin;
    };
    const recorded = [await signIn(one), await signIn(two)];
    const refused = await signIn(one);
    for (const login of recorded) expect(new Date(login.lastLogin as string).getTime()).toBeGreaterThan(long.getTime());
    expect(refused).toEqual({ uid: 'carla', lastLogin: long.toISOString() });
  });
});
