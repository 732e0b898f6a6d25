import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../generated/prisma/client';
import { changePageSql } from '../changes/entry-changes';
import { allChangesSince, CHANGES } from '../../tests/setup/change-operations';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { graphql } from '../../tests/graphql';
import { execute } from '../testing';
import { encodeGlobalId } from '../graphql/global-id';

let t: TestDatabase;
let since: Date;
let moonLanding: Awaited<ReturnType<typeof anEntry>>;
let wallFalls: Awaited<ReturnType<typeof anEntry>>;

const CHANGES_WITH_ENTRIES = graphql(`
  query ChangesWithEntries($since: DateTime!) {
    changes(since: $since, first: 100) {
      totalCount
      edges {
        node {
          type
          entry {
            title
            translations {
              locale
            }
          }
        }
      }
    }
  }
`);

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await createTestDatabase();
  since = new Date(Date.now() - 1000);
  moonLanding = await anEntry(t.db, {
    articles: [
      { locale: 'en', title: 'Moon landing' },
      { locale: 'de', title: 'Mondlandung' },
    ],
  });
  wallFalls = await anEntry(t.db, { year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  const personal = await anEntry(t.db, { kind: 'PERSONAL', title: 'Anna turns 36' });
  await t.db.entry.update({ where: { id: personal.id }, data: { listed: false } });
});
afterAll(() => t.close());

describe('changes since a moment', () => {
  it('lists them oldest first, page by page, with the entry as it reads now in the language of the change', async () => {
    const first = (await execute(t.db, CHANGES, { since: since.toISOString(), first: 2 })).data!.changes;
    expect(first.totalCount).toBe(5);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await execute(t.db, CHANGES, { since: since.toISOString(), first: 10, after: first.pageInfo.endCursor })).data!.changes;
    expect(rest.totalCount).toBe(5);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const changes = [...first.edges, ...rest.edges].map((edge) => edge.node);
    expect(changes.map((c) => [c.locale, c.type, c.entry])).toEqual([
      ['en', 'CREATED', { title: 'Moon landing', locale: 'en' }],
      ['de', 'CREATED', { title: 'Mondlandung', locale: 'de' }],
      ['en', 'CREATED', { title: 'The Berlin Wall falls', locale: 'en' }],
      // The personal entry was unlisted since: it cannot be read any more, only named by its id.
      ['en', 'CREATED', null],
      ['en', 'UNLISTED', null],
    ]);
    expect(changes[0].entryId).toBe(encodeGlobalId('Entry', moonLanding.id, 'en'));
    expect(new Set(changes.map((c) => c.id)).size).toBe(5);
    const times = changes.map((c) => Date.parse(c.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(since.getTime());
  });

  it('keeps only the types and languages asked for, in the list and in its count, page after page', async () => {
    const ask = async (variables: Record<string, unknown>) => {
      const { data, errors } = await execute(
        t.db,
        `query ($since: DateTime!, $types: [EntryChangeType!], $locales: [Locale!], $after: String) {
          changes(since: $since, types: $types, locales: $locales, first: 1, after: $after) { totalCount nodes { locale type } pageInfo { hasNextPage endCursor } }
        }`,
        { since: since.toISOString(), ...variables },
      );
      expect(errors).toBeUndefined();
      return data!.changes as { totalCount: number; nodes: { locale: string; type: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    };
    const unlisted = await ask({ types: ['UNLISTED'] });
    expect(unlisted).toMatchObject({ totalCount: 1, nodes: [{ locale: 'en', type: 'UNLISTED' }], pageInfo: { hasNextPage: false } });
    const german = await ask({ locales: ['de'] });
    expect(german).toMatchObject({ totalCount: 1, nodes: [{ locale: 'de', type: 'CREATED' }] });
    // The created English texts, a page of one at a time.
    const first = await ask({ types: ['CREATED'], locales: ['en'] });
    expect(first.totalCount).toBe(3);
    const second = await ask({ types: ['CREATED'], locales: ['en'], after: first.pageInfo.endCursor });
    expect([first.nodes, second.nodes].flat()).toEqual([
      { locale: 'en', type: 'CREATED' },
      { locale: 'en', type: 'CREATED' },
    ]);
    // Every type and language when the lists are empty.
    expect((await ask({ types: [], locales: [] })).totalCount).toBe(5);
  });

  it('leaves out what changed before `since`, and counts only what follows', async () => {
    const all = await allChangesSince(t.db, since);
    const fromThird = (await execute(t.db, CHANGES, { since: all[2].at })).data!.changes;
    expect(fromThird.edges.map((e) => e.node.id)).toEqual(all.slice(2).map((c) => c.id));
    expect(fromThird.totalCount).toBe(3);
    expect((await execute(t.db, CHANGES, { since: new Date().toISOString() })).data!.changes).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('gives a client that asks again with its last cursor what changed since, and nothing twice', async () => {
    const read = (await execute(t.db, CHANGES, { since: since.toISOString(), first: 100 })).data!.changes;
    const cursor = read.pageInfo.endCursor;
    expect(read.edges.length).toBeGreaterThan(0);
    await t.db.article.update({ where: { id: moonLanding.articles[1].id }, data: { title: 'Die Mondlandung' } });
    const later = (await execute(t.db, CHANGES, { since: since.toISOString(), first: 100, after: cursor })).data!.changes;
    expect(later.edges.map((e) => [e.node.locale, e.node.type, e.node.entry?.title])).toEqual([['de', 'UPDATED', 'Die Mondlandung']]);
    expect(later.totalCount).toBe(read.totalCount + 1);
  });

  it('waits for a change still being written: one committed later but written earlier is never skipped', async () => {
    const start = new Date();
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const inTransaction = new Promise<void>((resolve) => (written = resolve));
    const slow = t.db.$transaction(async (tx) => {
      await tx.article.update({ where: { id: wallFalls.articles[0].id }, data: { title: 'The Berlin Wall is opened' } });
      written();
      await held;
    });
    await inTransaction;
    // Written after the slow one's change, committed before it.
    await t.db.article.update({ where: { id: moonLanding.articles[0].id }, data: { title: 'The first Moon landing' } });
    const meanwhile = (await execute(t.db, CHANGES, { since: start.toISOString() })).data!.changes;
    expect(meanwhile).toMatchObject({ totalCount: 0, edges: [] });

    commit();
    await slow;
    const after = (await execute(t.db, CHANGES, { since: start.toISOString() })).data!.changes;
    expect(after.edges.map((e) => [e.node.type, e.node.entry?.title])).toEqual([
      ['UPDATED', 'The Berlin Wall is opened'],
      ['UPDATED', 'The first Moon landing'],
    ]);
  });

  it('reads the entries of a page of changes in one statement, however many changes it holds', async () => {
    for (let n = 0; n < 30; n++) await anEntry(t.db, { year: 1900 + n, month: 1, day: 1, title: `Event of the year ${1900 + n}` });
    t.statements.length = 0;
    const result = await execute(t.db, CHANGES_WITH_ENTRIES, { since: since.toISOString() });
    expect(result.errors).toBeUndefined();
    expect(result.data!.changes.edges.length).toBeGreaterThan(30);
    expect(result.data!.changes.edges.at(-1)!.node.entry).toEqual({ title: 'Event of the year 1929', translations: [{ locale: 'en' }] });
    // Where the log is complete, the page, how many in all, the articles, their entries and their translations.
    expect(t.statements.filter((sql) => /FROM "public"\."Article"/.test(sql))).toHaveLength(2);
    expect(t.statements).toHaveLength(6);
  });
});

describe('changes of some kinds of entries', () => {
  let kindsSince: Date;
  let persons: Awaited<ReturnType<typeof anEntry>>[];

  /** A page of the changes of the kinds (and types and languages) asked for. */
  const ask = async (variables: { kinds?: unknown; types?: string[]; locales?: string[]; first?: number; after?: string | null }) => {
    const { data, errors } = await execute(
      t.db,
      `query ($since: DateTime!, $kinds: [EntryKind!], $types: [EntryChangeType!], $locales: [Locale!], $first: Int, $after: String) {
        changes(since: $since, kinds: $kinds, types: $types, locales: $locales, first: $first, after: $after) {
          totalCount nodes { id locale type kind entry { title } } pageInfo { hasNextPage endCursor }
        }
      }`,
      { since: kindsSince.toISOString(), first: 100, ...variables },
    );
    expect(errors).toBeUndefined();
    return data!.changes as {
      totalCount: number;
      nodes: { id: string; locale: string; type: string; kind: string | null; entry: { title: string } | null }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };
  const summary = (nodes: Awaited<ReturnType<typeof ask>>['nodes']) => nodes.map((n) => `${n.kind} ${n.locale} ${n.type} ${n.entry?.title ?? '-'}`);

  beforeAll(async () => {
    // After the changes of the tests above: the database's clock and this one are the machine's.
    kindsSince = new Date();
    await anEntry(t.db, {
      kind: 'HOLIDAY',
      articles: [
        { locale: 'en', title: 'Day of the Cyclists' },
        { locale: 'de', title: 'Tag der Radfahrer' },
      ],
    });
    persons = [await anEntry(t.db, { kind: 'PERSON', title: 'Ada Lovelace' }), await anEntry(t.db, { kind: 'PERSON', title: 'Grace Hopper' })];
    await anEntry(t.db, { title: 'The telephone is patented' });
    await anEntry(t.db, { kind: 'HOLIDAY', title: 'Day of the Bicycle Messengers' });
    // Gone: its removal is still a person's change.
    await t.db.entry.delete({ where: { id: persons[1].id } });
  });

  it('keeps only the changes of entries of those kinds, in the list and its count, with the kind of each, also of an entry deleted since', async () => {
    const people = await ask({ kinds: ['PERSON'] });
    expect(summary(people.nodes)).toEqual(['PERSON en CREATED Ada Lovelace', 'PERSON en CREATED -', 'PERSON en UNLISTED -']);
    expect(people.totalCount).toBe(3);
    const holidays = await ask({ kinds: ['HOLIDAY'], locales: ['en'] });
    expect(summary(holidays.nodes)).toEqual(['HOLIDAY en CREATED Day of the Cyclists', 'HOLIDAY en CREATED Day of the Bicycle Messengers']);
    expect(holidays.totalCount).toBe(2);
    expect((await ask({ kinds: ['PERSONAL'] })).totalCount).toBe(0);
    // Every kind when the list is empty, and when it names each kind.
    const every = await ask({ kinds: [] });
    expect(every.totalCount).toBe(7);
    expect((await ask({ kinds: ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'] })).nodes).toEqual(every.nodes);
  });

  it('gives page after page of some kinds the same changes, in the same order, as the whole list keeps of them', async () => {
    const wanted = new Set(['HOLIDAY', 'PERSON']);
    const expected = (await ask({})).nodes.filter((n) => wanted.has(n.kind!));
    expect(expected).toHaveLength(6);
    const paged: Awaited<ReturnType<typeof ask>>['nodes'] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      // Named twice and in another order than the kinds' own: the same list.
      const page = await ask({ kinds: ['PERSON', 'HOLIDAY', 'PERSON'], first: 2, after });
      expect(page.totalCount).toBe(6);
      paged.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(expected);
    // With types too: the created holidays' texts.
    expect(summary((await ask({ kinds: ['HOLIDAY'], types: ['CREATED'], locales: ['de'] })).nodes)).toEqual(['HOLIDAY de CREATED Tag der Radfahrer']);
  });

  it("reads a page of one kind or of several from each kind's range of the index, in order", async () => {
    const plan = await t.db
      .$transaction(
        async (tx) => {
          // Tens of thousands of changes of events, as an import leaves them, then a few of holidays
          // and of persons, as the planner sees them once analysed; all undone below.
          await tx.$executeRaw`INSERT INTO "EntryChange" ("entryId", "locale", "type", "kind", "at")
            SELECT g, 'en', 'CREATED', CASE WHEN g % 5000 = 0 THEN 'HOLIDAY' WHEN g % 5000 = 1 THEN 'PERSON' ELSE 'EVENT' END::"EntryKind", now() - interval '1 day' + g * interval '1 ms'
            FROM generate_series(1, 50000) g`;
          await tx.$executeRaw`ANALYZE "EntryChange"`;
          const plans: string[] = [];
          for (const kinds of [['HOLIDAY'], ['HOLIDAY', 'PERSON']] as const) {
            const sql = changePageSql(new Date(Date.now() - 2 * 86_400_000), new Date(), { limit: 21 }, { kinds, types: ['CREATED'] });
            const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${sql}`);
            plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
          }
          throw Object.assign(new Error('undo'), { plans });
        },
        { timeout: 20_000 },
      )
      .catch((error: Error & { plans?: string[] }) => error.plans ?? [error.message]);
    for (const kindsPlan of plan) {
      expect(kindsPlan).toContain('EntryChange_kind_at_id_idx');
      expect(kindsPlan).not.toMatch(/Seq Scan|Sort Method|^\s*->\s*Sort\b/m);
    }
  });
});

describe('bad input', () => {
  const ask = (variables: { since: string; first?: number; after?: string }) => execute(t.db, CHANGES, variables);
  const now = Date.now();

  it('refuses a moment in the future or more than 366 days ago', async () => {
    const future = await ask({ since: new Date(now + 3_600_000).toISOString() });
    expect([codeOf(future), future.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'since: must not be in the future.']);
    const ancient = await ask({ since: new Date(now - 367 * 86_400_000).toISOString() });
    expect(codeOf(ancient)).toBe('BAD_USER_INPUT');
    expect(ancient.errors?.[0]?.message).toMatch(/^since: must be at most 366 days ago/);
    expect((await ask({ since: 'yesterday' })).errors?.[0]?.message).toMatch(/Invalid DateTime/);
    // A minute of difference between clocks is forgiven.
    expect((await ask({ since: new Date(now + 30_000).toISOString() })).errors).toBeUndefined();
  });

  it('refuses pages of more than 100 and cursors it did not give', async () => {
    const valid = { since: new Date(now - 86_400_000).toISOString() };
    expect(codeOf(await ask({ ...valid, first: 101 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask({ ...valid, first: -1 }))).toBe('BAD_USER_INPUT');
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const after of [
      'abc',
      '5',
      forged('change:1:0'),
      forged('change:1:2147483648'),
      forged('change:99999999999999999:1'),
      forged('change:-1:1'),
      '💥'.repeat(20),
    ]) {
      const result = await ask({ ...valid, after });
      expect([after, codeOf(result), result.errors?.[0]?.message]).toEqual([after, 'BAD_USER_INPUT', 'after: not a cursor of this list.']);
    }
    expect(codeOf(await ask({ ...valid, after: 'x'.repeat(10_000) }))).toBe('BAD_USER_INPUT');
  });

  it('refuses kinds it does not know and lists of more than four, naming the argument', async () => {
    const query = `query ($since: DateTime!, $kinds: [EntryKind!]) { changes(since: $since, kinds: $kinds) { totalCount } }`;
    const since = new Date(now - 86_400_000).toISOString();
    // Refused before anything runs, as every operation's variables are (over HTTP, as bad input).
    for (const kinds of [['EVENTS'], ['event'], [''], [null], [1], 'NOVEL']) {
      const result = await execute(t.db, query, { since, kinds });
      expect([kinds, result.errors?.[0]?.message]).toEqual([kinds, expect.stringMatching(/^Variable "\$kinds" got invalid value .*(EntryKind|non-nullable)/)]);
      expect(result.data).toBeUndefined();
    }
    const many = await execute(t.db, query, { since, kinds: Array.from({ length: 5 }, () => 'EVENT') });
    expect([codeOf(many), many.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', expect.stringMatching(/^kinds: /)]);
    // A single kind where a list is expected is a list of it, as GraphQL reads lists.
    expect((await execute(t.db, query, { since, kinds: 'HOLIDAY' })).errors).toBeUndefined();
  });
});
