/**
 * Live entry changes for anonymous clients: a change made through one instance reaches a client
 * subscribed on another over graphql-ws, in its language and of the kinds it follows, naming who
 * made it; the subscriptions an address may hold are bounded, and one that falls too far behind
 * is ended with a reason.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_EVENT } from '../../tests/setup/article-operations';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { anEntry } from '../../tests/setup/factories';
import { post, startInstance, submitEvent, subscribeToChanges, type HeardChanges, type Instance } from '../../tests/setup/instances';
import { signedInMember } from '../../tests/setup/members';
import { createDatabase, type Database } from '../db/prisma';
import { encodeGlobalId } from '../graphql/global-id';
import type { EntryChangedSubscriptionVariables } from '../../tests/graphql/graphql';
import { LIVE_LIMITS, listenForEntryChanges, type LiveEntryChange, type LiveFilter } from './live-changes';

let testbed: AuthTestbed;
let a: Instance;
let b: Instance;
let bDatabase: Database;
/** Every SQL statement instance B runs. */
const bStatements: string[] = [];
const opened: HeardChanges[] = [];
const cookies: Record<string, string> = {};
let ada: string;

beforeAll(async () => {
  testbed = await startAuthTestbed('live-changes');
  const { t, firebase } = testbed;
  bDatabase = createDatabase(t.url, { onQuery: (sql) => bStatements.push(sql) });
  [a, b] = await Promise.all([startInstance({ db: t.db, databaseUrl: t.url, firebase }), startInstance({ db: bDatabase, databaseUrl: t.url, firebase })]);
  const author = await signedInMember(testbed, a.http, { email: 'ada@example.com', displayName: 'Ada Lovelace' });
  const reviewer = await signedInMember(testbed, a.http, { email: 'rita@example.com', role: 'REVIEWER' });
  ada = author.user.uid;
  cookies.ada = author.cookie;
  cookies.rita = reviewer.cookie;
}, 150_000);

afterAll(async () => {
  await Promise.all(opened.map(async (heard) => heard.client.dispose()));
  await a?.close();
  await b?.close();
  await bDatabase?.$disconnect();
  await testbed?.stop();
});

/** An anonymous client's subscription on B, once B follows it. */
async function listening(variables: EntryChangedSubscriptionVariables = {}): Promise<HeardChanges> {
  const before = b.followed.length;
  const heard = subscribeToChanges(b, variables);
  opened.push(heard);
  await expect.poll(() => b.followed.length, { timeout: 5000 }).toBe(before + 1);
  return heard;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const closeAll = async () => {
  await Promise.all(opened.splice(0).map(async (heard) => heard.client.dispose()));
  // The server hears the sockets close.
  await pause(200);
};

describe('entry changes, live', () => {
  it('reach an anonymous client on another instance when a reviewer publishes there, naming the author, with the entry and the name read once for all of them', async () => {
    const [everything, english, german] = [await listening(), await listening({ locale: 'en' }), await listening({ locale: 'de' })];
    const revisionId = await submitEvent(testbed.t.db, a, { uid: ada, cookie: cookies.ada }, 'The first steps on the Moon', 21);
    await pause(300);
    // A submission publishes nothing.
    expect(everything.events).toEqual([]);

    bStatements.length = 0;
    const decided = await post(a, cookies.rita, REVIEW_EVENT, { id: revisionId, decision: 'APPROVE' });
    expect(decided.reviewArticle.errors).toEqual([]);
    const revision = await testbed.t.db.revision.findUniqueOrThrow({ where: { id: Number(revisionId) }, include: { article: true } });
    const created = {
      entryId: encodeGlobalId('Entry', revision.article.entryId, 'en'),
      locale: 'en',
      type: 'CREATED',
      madeBy: 'Ada Lovelace',
      entry: { title: 'The first steps on the Moon' },
    };
    await expect.poll(() => everything.events, { timeout: 5000 }).toEqual([{ id: expect.any(String), ...created }]);
    await expect.poll(() => english.events, { timeout: 5000 }).toEqual([{ id: everything.events[0].id, ...created }]);
    await pause(300);
    expect(german.events).toEqual([]);
    expect([everything.errors, english.errors, german.errors]).toEqual([[], [], []]);
    // Two subscriptions asked for the entry and its author; instance B read each once (the article with its entry, the change with its member).
    expect(bStatements.filter((sql) => /"Article"/.test(sql))).toHaveLength(1);
    expect(bStatements.filter((sql) => /"User"/.test(sql))).toHaveLength(1);
    expect(bStatements.join('\n')).not.toMatch(/"email"/);
    await closeAll();
  });

  it('hand each language its own changes, whatever wrote them; a write of no approval names nobody', async () => {
    const [everything, german] = [await listening(), await listening({ locale: 'de' })];
    const entry = await anEntry(testbed.t.db, {
      articles: [
        { locale: 'en', title: 'The Wall falls' },
        { locale: 'de', title: 'Der Mauerfall' },
      ],
    });
    const expected = (locale: 'en' | 'de', type: string, title: string | null): unknown =>
      expect.objectContaining({ locale, type, madeBy: null, entry: title ? { title } : null });
    await expect.poll(() => german.events, { timeout: 5000 }).toEqual([expected('de', 'CREATED', 'Der Mauerfall')]);
    await expect
      .poll(() => everything.events, { timeout: 5000 })
      .toEqual([expected('en', 'CREATED', 'The Wall falls'), expected('de', 'CREATED', 'Der Mauerfall')]);

    // Unlisted, the entry cannot be read any more: its changes name it by its id alone.
    await testbed.t.db.entry.update({ where: { id: entry.id }, data: { listed: false } });
    await expect.poll(() => german.events.slice(1), { timeout: 5000 }).toEqual([expected('de', 'UNLISTED', null)]);
    await expect.poll(() => everything.events.slice(2), { timeout: 5000 }).toEqual([expected('en', 'UNLISTED', null), expected('de', 'UNLISTED', null)]);
    expect(german.events[1].entryId).toBe(encodeGlobalId('Entry', entry.id, 'de'));

    await testbed.t.db.entry.update({ where: { id: entry.id }, data: { listed: true } });
    await expect.poll(() => german.events.at(-1), { timeout: 5000 }).toEqual(expected('de', 'CREATED', 'Der Mauerfall'));
    await closeAll();
  });

  it('hand each subscription the changes of the kinds of entries it follows', async () => {
    const [holidays, people, everything] = [
      await listening({ kinds: ['HOLIDAY'] }),
      await listening({ kinds: ['PERSON', 'PERSONAL'] }),
      await listening({ kinds: [] }),
    ];
    // One statement writes the three: their changes are announced together.
    const kinds = ['EVENT', 'HOLIDAY', 'PERSON'] as const;
    await testbed.t.db.entry.createMany({ data: kinds.map((kind) => ({ key: `live-kind-${kind}`, kind, month: 5, day: 2 })) });
    const entries = await testbed.t.db.entry.findMany({ where: { key: { startsWith: 'live-kind-' } }, orderBy: { id: 'asc' } });
    await testbed.t.db.article.createMany({
      data: entries.map((entry) => ({
        entryId: entry.id,
        locale: 'en' as const,
        slug: entry.key,
        title: `The ${entry.kind.toLowerCase()}`,
        publishedAt: new Date(),
      })),
    });
    const titles = (heard: HeardChanges) => heard.events.map((event) => event.entry?.title);
    await expect.poll(() => titles(everything), { timeout: 5000 }).toEqual(['The event', 'The holiday', 'The person']);
    await expect.poll(() => titles(holidays), { timeout: 5000 }).toEqual(['The holiday']);
    await expect.poll(() => titles(people), { timeout: 5000 }).toEqual(['The person']);
    await pause(300);
    expect([titles(holidays), titles(people)]).toEqual([['The holiday'], ['The person']]);
    await closeAll();
  });

  it(`lets one address hold ${LIVE_LIMITS.perAddress} subscriptions on an instance, and refuses more until one ends`, async () => {
    const held: HeardChanges[] = [];
    for (let n = 0; n < LIVE_LIMITS.perAddress; n++) held.push(await listening());
    // The next one, on a socket of its own or on one already open, is refused.
    for (const refused of [subscribeToChanges(b), subscribeToChanges(b, undefined, held[0].client)]) {
      opened.push(refused);
      await expect
        .poll(() => refused.errors, { timeout: 5000 })
        .toEqual([
          expect.objectContaining({
            message: `At most ${LIVE_LIMITS.perAddress} live subscriptions to entry changes per address.`,
            extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
          }),
        ]);
    }
    // Another instance counts its own.
    const elsewhere = subscribeToChanges(a);
    opened.push(elsewhere);
    await expect.poll(() => a.followed.length, { timeout: 5000 }).toBe(1);

    held[3].unsubscribe();
    await pause(200);
    const again = await listening();
    expect(again.errors).toEqual([]);
    await closeAll();
  });

  it('hand on, once, a change made while the listening connections were down', async () => {
    const german = await listening({ locale: 'de' });
    const entry = await anEntry(testbed.t.db, { articles: [{ locale: 'de', title: 'Die Brücke öffnet' }] });
    await expect.poll(() => german.events.length, { timeout: 5000 }).toBe(1);
    // The connections drop, and the change is committed before they are back (they wait 100 ms to
    // connect again): one round of statements, so that nothing of the test's own comes in between.
    const sql = new pg.Client({ connectionString: testbed.t.url });
    await sql.connect();
    await sql.query(`BEGIN;
      UPDATE "Article" SET "title" = 'Die Brücke ist offen' WHERE "id" = ${entry.articles[0].id};
      SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE query = 'LISTEN "daypedia_entry_changes"';
      COMMIT;`);
    await sql.end();
    await expect
      .poll(() => german.events.slice(1), { timeout: 5000 })
      .toEqual([expect.objectContaining({ type: 'UPDATED', entry: { title: 'Die Brücke ist offen' } })]);
    await pause(500);
    expect(german.events).toHaveLength(2);
    await closeAll();
  });

  it('refuses nonsense in the language or the kinds, as in any operation', async () => {
    const refusals: [EntryChangedSubscriptionVariables, RegExp][] = [
      [{ locale: 'xx' as 'en' }, /Locale/],
      [{ kinds: ['EVENTS'] } as unknown as EntryChangedSubscriptionVariables, /EntryKind/],
      [{ kinds: ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL', 'EVENT'] }, /kinds/],
    ];
    for (const [variables, reason] of refusals) {
      const client = subscribeToChanges(b, variables);
      opened.push(client);
      await expect.poll(() => client.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(client.errors[0].message).toMatch(reason);
      expect(client.events).toEqual([]);
    }
    await closeAll();
  });
});

const ALL: LiveFilter = { locale: null, kinds: [] };

describe('bounds of one instance', () => {
  it('ends a subscription that falls too far behind, says why, and frees its place', async () => {
    const changes = await listenForEntryChanges(testbed.t.url, testbed.t.db, { perAddress: 1, perInstance: 5, waiting: 2 });
    try {
      const slow = changes.follow(ALL, '203.0.113.7');
      expect(() => changes.follow(ALL, '203.0.113.7')).toThrow(/At most 1 live subscriptions/);
      const reader = changes.follow(ALL, '198.51.100.1');
      // Three changes at once: the reader is already waiting for them (so two wait for it at most), the slow one reads none.
      const firstRead = reader.next();
      await anEntry(testbed.t.db, { articles: ['en', 'de', 'fr'].map((locale) => ({ locale: locale as 'en', title: `Bridge ${locale}` })) });
      const read = [(await firstRead).value, (await reader.next()).value, (await reader.next()).value];
      ['en', 'de', 'fr'].forEach((locale, i) => expect(read[i]).toMatchObject({ locale, type: 'CREATED' }));
      await expect(slow.next()).rejects.toMatchObject({ extensions: { code: 'TOO_FAR_BEHIND' } });
      expect(await slow.next()).toEqual({ value: undefined, done: true });
      // Its place is free again.
      const next = changes.follow({ locale: 'de', kinds: [] }, '203.0.113.7');
      await anEntry(testbed.t.db, { articles: [{ locale: 'de', title: 'Brücke' }] });
      const heard = (await next.next()).value as LiveEntryChange;
      expect([heard.locale, heard.type, (await heard.readEntry())?.article.title]).toEqual(['de', 'CREATED', 'Brücke']);
      await next.return!();
    } finally {
      await changes.close();
    }
  });

  it('holds at most so many subscriptions, whoever asks', async () => {
    const changes = await listenForEntryChanges(testbed.t.url, testbed.t.db, { perAddress: 10, perInstance: 2, waiting: 10 });
    try {
      const held = [changes.follow(ALL, '203.0.113.1'), changes.follow({ locale: 'en', kinds: [] }, '203.0.113.2')];
      expect(() => changes.follow(ALL, '203.0.113.3')).toThrow(expect.objectContaining({ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }));
      await held[0].return!();
      expect(() => changes.follow(ALL, '203.0.113.3')).not.toThrow();
    } finally {
      await changes.close();
    }
  });
});
