/**
 * The change log records what readers can see change, whichever way it was written: review,
 * corrections, payments and refunds, the catalogue's reconciliation at start, or a plain write to
 * the tables, and who made each change an approval made. Each test reads the log as an analyst
 * does, through `changes(since:)`.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allChangesSince, CHANGES, changesOfEntry } from '../../tests/setup/change-operations';
import { aDonation, aMember, anEntry, anImage } from '../../tests/setup/factories';
import { approve, okOn, REVIEW_ARTICLE, SAVE_DRAFT, START_REWRITE, startEvent, SUBMIT_ARTICLE, SUBMIT_PERSONAL_ENTRY } from '../../tests/setup/operations';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import type { ArticleDraftInput } from '../../tests/graphql/graphql';
import type { User } from '../generated/prisma/client';
import { encodeGlobalId } from '../graphql/global-id';
import { applyPaymentEvent } from '../donations/payment-events';
import { seedDemoContent } from '../seed/index';

let t: TestDatabase;
let started: Date;
let ada: User;
let bob: User;
let carla: User;
let rita: User;

beforeAll(async () => {
  t = await createTestDatabase();
  started = new Date();
  [ada, bob, carla, rita] = await Promise.all([
    aMember(t.db, { uid: 'ada' }),
    aMember(t.db, { uid: 'bob' }),
    aMember(t.db, { uid: 'carla' }),
    aMember(t.db, { uid: 'rita', role: 'REVIEWER' }),
  ]);
});
afterAll(() => t?.close());

const ok = okOn(() => t.db);
const changesOf = (since: Date, entryId: number | string) => changesOfEntry(t.db, since, entryId);
/** Who made each change of an entry since the moment, as `locale type name` (`-` for nobody). */
const makersOf = async (since: Date, entryId: number | string) =>
  (await allChangesSince(t.db, since))
    .filter((c) => c.entryId === encodeGlobalId('Entry', Number(entryId), c.locale))
    .map((c) => `${c.locale} ${c.type} ${c.madeBy ?? '-'}`);
const prose = (title: string) => `<p>${`${title} is remembered on this day, and the reports of the time describe it at length. `.repeat(5)}</p>`;
const submit = async (user: User, id: string, input: ArticleDraftInput) => {
  const { submitArticle } = await ok(SUBMIT_ARTICLE, { id, input, rules: true }, user);
  expect(submitArticle.errors).toEqual([]);
};
const reject = async (id: string) => {
  const { reviewArticle } = await ok(REVIEW_ARTICLE, { id, decision: 'REJECT', reason: 'Please name a source for the date.' }, rita);
  expect(reviewArticle.errors).toEqual([]);
};
const rewrite = async (user: User, entryId: string) => {
  const { startRewrite } = await ok(START_REWRITE, { entryId, locale: 'en' }, user);
  expect(startRewrite.errors).toEqual([]);
  return startRewrite.revision!;
};

describe('review', () => {
  let entryId: string;

  it('records a new article once, when it is approved: its draft, its submission and its rejection change nothing readers see', async () => {
    const since = new Date();
    const draft = await startEvent(t.db, ada, { year: 1903, month: 12, day: 17 });
    const cover = await anImage(t.db, { owner: ada });
    const input = { title: 'The first powered flight', bodyHtml: prose('The first powered flight'), coverImageId: cover.id };
    expect((await ok(SAVE_DRAFT, { id: draft.id, input }, ada)).saveArticleDraft.errors).toEqual([]);
    await submit(ada, draft.id, input);
    await reject(draft.id);
    await submit(ada, draft.id, input);
    entryId = (await t.db.article.findUniqueOrThrow({ where: { id: Number(draft.articleId) } })).entryId.toString();
    expect(await changesOf(since, entryId)).toEqual([]);

    await approve(t.db, rita, draft.id);
    expect(await changesOf(since, entryId)).toEqual(['en CREATED']);
    // Made by its author, not by the reviewer who approved it; the log keeps the account, the API shows the name.
    expect(await makersOf(since, entryId)).toEqual(['en CREATED ADA']);
    expect((await t.db.entryChange.findMany({ where: { entryId: Number(entryId) } })).map((c) => [c.kind, c.madeById])).toEqual([['EVENT', 'ada']]);
  });

  it('records an approved rewrite and an approved correction as updates; a rewrite in review or rejected changes nothing', async () => {
    const since = new Date();
    const renamed = await rewrite(bob, entryId);
    await submit(bob, renamed.id, { title: 'The Wright brothers fly at Kitty Hawk', bodyHtml: renamed.bodyHtml });
    const waiting = await rewrite(carla, entryId);
    await submit(carla, waiting.id, { title: waiting.title, bodyHtml: waiting.bodyHtml.replace('remembered', 'recalled') });
    await approve(t.db, rita, renamed.id);
    expect(await changesOf(since, entryId)).toEqual(['en UPDATED']);

    const corrected = await rewrite(ada, entryId);
    await submit(ada, corrected.id, { title: corrected.title, bodyHtml: corrected.bodyHtml.replace('at length', 'at great length') });
    await approve(t.db, rita, corrected.id);
    await reject(waiting.id);
    expect(await changesOf(since, entryId)).toEqual(['en UPDATED', 'en UPDATED']);
    // Each by the author of the revision approved: a rewrite's, then a correction's.
    expect(await makersOf(since, entryId)).toEqual(['en UPDATED BOB', 'en UPDATED ADA']);
  });
});

describe('personal entries', () => {
  it('records a personal entry when it is both approved and paid, and its removal when the donation is refunded', async () => {
    const since = new Date();
    const input = {
      personalKind: 'BIRTHDAY' as const,
      title: 'Rosa turns 35',
      date: { year: 1991, month: 4, day: 17 },
      text: 'Happy birthday, Rosa! With love.',
    };
    const { submitPersonalEntry } = await ok(SUBMIT_PERSONAL_ENTRY, { locale: 'de', input }, carla);
    expect(submitPersonalEntry.errors).toEqual([]);
    const entryId = submitPersonalEntry.revision!.entry.databaseId;
    await approve(t.db, rita, submitPersonalEntry.revision!.id);
    // Approved but not paid: not listed yet.
    expect(await changesOf(since, entryId)).toEqual([]);

    await aDonation(t.db, { donor: carla, providerSessionId: 'cs_rosa', entryId: submitPersonalEntry.revision!.entry.databaseId });
    await applyPaymentEvent(t.db, { provider: 'test', id: 'evt_rosa_paid', type: 'paid', outcome: 'PAID', sessionId: 'cs_rosa', paymentId: 'pi_rosa' });
    expect(await changesOf(since, entryId)).toEqual(['de CREATED']);

    await applyPaymentEvent(t.db, { provider: 'test', id: 'evt_rosa_refunded', type: 'refunded', outcome: 'REFUNDED', paymentId: 'pi_rosa' });
    expect(await changesOf(since, entryId)).toEqual(['de CREATED', 'de UNLISTED']);
  });

  it('names nobody for a personal entry, though its approval lists it and its author is recorded', async () => {
    const since = new Date();
    // Paid before it was written: its approval lists it.
    await aDonation(t.db, { donor: carla, status: 'PAID', paidAt: new Date(), providerSessionId: 'cs_credit' });
    const input = { personalKind: 'BIRTHDAY' as const, title: 'Theo turns 8', date: { year: 2018, month: 3, day: 9 }, text: 'Happy birthday, Theo!' };
    const { submitPersonalEntry } = await ok(SUBMIT_PERSONAL_ENTRY, { locale: 'en', input }, carla);
    expect(submitPersonalEntry.errors).toEqual([]);
    await approve(t.db, rita, submitPersonalEntry.revision!.id);
    const entryId = submitPersonalEntry.revision!.entry.databaseId;
    expect(await makersOf(since, entryId)).toEqual(['en CREATED -']);
    expect((await t.db.entryChange.findMany({ where: { entryId: Number(entryId) } })).map((c) => [c.kind, c.madeById])).toEqual([['PERSONAL', carla.uid]]);
  });
});

describe('any write to the tables', () => {
  it('records an entry unlisted and listed again in each language it is published in, and its facts changed only while listed', async () => {
    const entry = await anEntry(t.db, {
      kind: 'HOLIDAY',
      countries: ['DE'],
      articles: [
        { locale: 'en', title: 'Day of the Cyclists' },
        { locale: 'de', title: 'Tag der Radfahrer' },
        { locale: 'fr', title: 'Journée des cyclistes', published: false },
      ],
    });
    const since = new Date(Date.now() - 60_000);
    // Changes written together are listed in the languages' order: en, tr, de …
    expect(await changesOf(since, entry.id)).toEqual(['en CREATED', 'de CREATED']);

    const later = new Date();
    await t.db.entry.update({ where: { id: entry.id }, data: { countries: ['DE', 'AT'] } });
    await t.db.entry.update({ where: { id: entry.id }, data: { listed: false } });
    await t.db.entry.update({ where: { id: entry.id }, data: { countries: ['DE', 'AT', 'CH'] } });
    await t.db.entry.update({ where: { id: entry.id }, data: { listed: true } });
    expect(await changesOf(later, entry.id)).toEqual(['en UPDATED', 'de UPDATED', 'en UNLISTED', 'de UNLISTED', 'en CREATED', 'de CREATED']);
  });

  it('records a cover picture deleted from under an article, an article removed and an entry deleted', async () => {
    const cover = await anImage(t.db, { owner: null });
    const entry = await anEntry(t.db, {
      articles: [
        { locale: 'en', title: 'The bridge opens', coverImageId: cover.id },
        { locale: 'it', title: 'Il ponte apre' },
      ],
    });
    const since = new Date();
    await t.db.image.delete({ where: { id: cover.id } });
    await t.db.article.delete({ where: { id: entry.articles[1].id } });
    await t.db.entry.delete({ where: { id: entry.id } });
    expect(await changesOf(since, entry.id)).toEqual(['en UPDATED', 'it UNLISTED', 'en UNLISTED']);
  });
});

describe('demo content and the catalogue', () => {
  it('records every text the first start publishes, and the holiday names the next start corrects', async () => {
    const since = new Date();
    const added = await seedDemoContent(t.db, 2026);
    const texts = await t.db.article.count({ where: { createdAt: { gte: since }, publishedAt: { not: null } } });
    expect(texts).toBe(added * 8);
    expect((await ok(CHANGES, { since: since.toISOString(), first: 0 })).changes.totalCount).toBe(texts);

    const holiday = await t.db.article.findFirstOrThrow({ where: { locale: 'tr', entry: { key: { startsWith: 'holiday:' } } }, orderBy: { id: 'asc' } });
    // A stale name, as an older version of the translation tables left it.
    await t.db.article.update({ where: { id: holiday.id }, data: { title: `${holiday.title} (old)` } });
    const restart = new Date();
    expect(await seedDemoContent(t.db, 2026)).toBe(0);
    expect((await t.db.article.findUniqueOrThrow({ where: { id: holiday.id } })).title).toBe(holiday.title);
    expect(await changesOf(restart, holiday.entryId)).toEqual(['tr UPDATED']);
  });
});

describe('who made the changes, as analysts ask', () => {
  const RECENTLY_CHANGED_TEXTS = graphql(`
    query RecentlyChangedTexts($since: DateTime!, $kinds: [EntryKind!]) {
      changes(since: $since, types: [UPDATED], kinds: $kinds, first: 100) {
        totalCount
        nodes {
          id
          entryId
          locale
          kind
          madeBy
          entry {
            title
            contributors {
              displayName
            }
          }
        }
      }
    }
  `);

  it('answers "texts of events and persons changed, not created, in the last 7 days, with their contributors" in one request, as the database has them', async () => {
    const since = new Date(Date.now() - 7 * 86_400_000);
    const kinds = ['EVENT', 'PERSON'] as const;
    const { changes } = await ok(RECENTLY_CHANGED_TEXTS, { since: since.toISOString(), kinds: [...kinds] });

    const rows = await t.db.entryChange.findMany({
      where: { at: { gte: since }, type: 'UPDATED', kind: { in: [...kinds] } },
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
    });
    expect(changes.totalCount).toBe(rows.length);
    expect(changes.nodes.map((n) => [n.id, n.entryId, n.locale, n.kind])).toEqual(
      rows.map((r) => [String(r.id), encodeGlobalId('Entry', r.entryId, r.locale), r.locale, r.kind]),
    );
    // Who made each: the name of the member the log names, or nobody.
    const names = new Map((await t.db.user.findMany({ select: { uid: true, displayName: true } })).map((u) => [u.uid, u.displayName]));
    expect(changes.nodes.map((n) => n.madeBy)).toEqual(rows.map((r) => (r.madeById ? names.get(r.madeById) : null)));
    // The texts' contributors: the authors of their approved revisions, the first approved first.
    for (const [n, row] of changes.nodes.map((node, i) => [node, rows[i]] as const)) {
      const approved = await t.db.revision.findMany({
        where: { article: { entryId: row.entryId, locale: row.locale }, status: 'APPROVED' },
        orderBy: [{ reviewedAt: 'asc' }, { id: 'asc' }],
        select: { author: { select: { displayName: true } } },
      });
      if (n.entry) expect(n.entry.contributors.map((c) => c.displayName)).toEqual([...new Set(approved.map((r) => r.author.displayName))]);
    }
    // What the answer holds: the rewrite and the correction approved above with their authors, a
    // cover picture deleted by nobody; no holiday the catalogue renamed, nothing created.
    expect(changes.nodes.filter((n) => n.entry?.title === 'The Wright brothers fly at Kitty Hawk').map((n) => [n.madeBy, n.entry!.contributors])).toEqual([
      ['BOB', [{ displayName: 'ADA' }, { displayName: 'BOB' }]],
      ['ADA', [{ displayName: 'ADA' }, { displayName: 'BOB' }]],
    ]);
    expect(changes.nodes.some((n) => n.madeBy === null)).toBe(true);
    expect(await t.db.entryChange.count({ where: { at: { gte: since }, type: 'UPDATED', kind: 'HOLIDAY' } })).toBeGreaterThan(0);
    // Names only: no e-mail address, no account.
    expect(JSON.stringify(changes)).not.toMatch(/@example\.com|"(ada|bob|carla|rita)"/);
  });

  it('reads the names of a page of changes in one statement, however many members made them', async () => {
    t.statements.length = 0;
    const { changes } = await ok(CHANGES, { since: started.toISOString(), first: 100 });
    expect(changes.edges).toHaveLength(100);
    expect(new Set(changes.edges.map((e) => e.node.madeBy))).toEqual(new Set(['ADA', 'BOB', null]));
    // Where the log is complete, the page, how many in all, the articles of the page, their entries,
    // and their members: one statement.
    expect(t.statements.filter((sql) => /"User"/.test(sql))).toHaveLength(1);
    expect(t.statements).toHaveLength(6);
  });
});

describe('announcements', () => {
  it('announce the changes of one statement in notifications of at most 100, each change once and in order', async () => {
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query('LISTEN daypedia_entry_changes');
    try {
      const keys = Array.from({ length: 250 }, (_, i) => `announced-${i}`);
      await t.db.entry.createMany({ data: keys.map((key) => ({ key, kind: 'EVENT' as const, year: 1900, month: 5, day: 1 })) });
      const entries = await t.db.entry.findMany({ where: { key: { in: keys } }, select: { id: true } });
      // One INSERT of 250 published articles.
      await t.db.article.createMany({
        data: entries.map(({ id }) => ({ entryId: id, locale: 'en' as const, slug: `announced-${id}`, title: `Announced ${id}`, publishedAt: new Date() })),
      });
      await expect.poll(() => payloads.length, { timeout: 5000 }).toBe(3);
      const batches = payloads.map((payload) => JSON.parse(payload) as [number, number, string, string, number, string][]);
      expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
      expect(payloads.every((payload) => Buffer.byteLength(payload) < 8000)).toBe(true);
      const changes = batches.flat();
      expect(changes.map(([id]) => id)).toEqual(changes.map(([id]) => id).sort((x, y) => x - y));
      expect(new Set(changes.map(([, entryId]) => entryId))).toEqual(new Set(entries.map(({ id }) => id)));
      expect(new Set(changes.map(([, , locale, type, , kind]) => `${locale} ${type} ${kind}`))).toEqual(new Set(['en CREATED EVENT']));
    } finally {
      await listener.end();
    }
  });
});
