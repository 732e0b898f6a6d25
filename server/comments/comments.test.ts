/**
 * Readers' comments against the real database, as the entry pages send them: posting with a
 * solved proof-of-work challenge (text kept verbatim, XSS payloads included), every refusal with
 * its code and nothing stored, the per-address hourly allowance, members' comments, hiding and
 * showing again by reviewers, the numbered pages of the comments list, and each language's pages
 * listing only the comments written in that language with counts of the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { ADD_COMMENT, okOn, refusedAsUnauthorised, type Sender } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { CommentInput, Locale } from '../../tests/graphql/graphql';
import { aComment, aMember, anEntry } from '../../tests/setup/factories';
import { solvedProof } from '../../tests/setup/proof-of-work';
import { createProofOfWork } from '../abuse/proof-of-work';
import { createPublicWriteChecks } from '../abuse/public-writes';
import type { Entry, User } from '../generated/prisma/client';
import { execute, testAbuse } from '../testing';

let t: TestDatabase;
let ada: User;
let rita: User;
let root: User;

beforeAll(async () => {
  t = await createTestDatabase();
  [ada, rita, root] = await Promise.all([
    aMember(t.db, { uid: 'ada' }),
    aMember(t.db, { uid: 'rita', role: 'REVIEWER' }),
    aMember(t.db, { uid: 'root', role: 'ADMIN' }),
  ]);
});

afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// Operations, as the entry and comments pages send them.

const COMMENTS = graphql(`
  query EntryComments($entryId: ID!, $first: Int, $after: String, $offset: Int) {
    comments(entryId: $entryId, first: $first, after: $after, offset: $offset) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          authorName
          text
          hidden
          byMember
        }
      }
    }
  }
`);
const COMMENTS_IN = graphql(`
  query EntryCommentsIn($entryId: ID!, $locale: Locale, $first: Int, $offset: Int) {
    comments(entryId: $entryId, locale: $locale, first: $first, offset: $offset) {
      totalCount
      countsByLocale {
        locale
        count
        hiddenCount
      }
      edges {
        node {
          id
          locale
          text
          hidden
        }
      }
    }
  }
`);
const HIDE = graphql(`
  mutation HideComment($id: ID!, $hidden: Boolean) {
    hideComment(id: $id, hidden: $hidden) {
      comment {
        id
        hidden
      }
      errors {
        field
        code
      }
    }
  }
`);

const ok = okOn(() => t.db);

/** Posts a comment with a freshly solved challenge unless `proof` is given. */
async function post(
  entry: Pick<Entry, 'id'> | string,
  fields: { authorName?: string; text?: string; proof?: string; website?: string | null; locale?: Locale } = {},
  as: Sender = {},
) {
  const input: CommentInput = {
    entryId: typeof entry === 'string' ? entry : String(entry.id),
    locale: fields.locale ?? 'en',
    authorName: fields.authorName ?? 'Grace',
    text: fields.text ?? 'A fine day for the history books.',
    proof: fields.proof ?? (await solvedProof(testAbuse(t.db).proofOfWork)),
    ...(fields.website !== undefined ? { website: fields.website } : {}),
  };
  return (await ok(ADD_COMMENT, { input }, as)).addComment;
}

async function list(entry: Pick<Entry, 'id'>, as: Sender = {}, page: { first?: number; after?: string | null; offset?: number } = {}) {
  const { comments } = await ok(COMMENTS, { entryId: String(entry.id), ...page }, as);
  return { totalCount: comments.totalCount, pageInfo: comments.pageInfo, nodes: comments.edges.map((e) => e.node) };
}

const storedComments = (entry: Pick<Entry, 'id'>) => t.db.comment.findMany({ where: { entryId: entry.id }, orderBy: { id: 'asc' } });

// ---------------------------------------------------------------------------------------------

describe('posting a comment', () => {
  it('stores a visitor’s comment exactly as typed and lists it with the count', async () => {
    const entry = await anEntry(t.db);
    const text = 'Line one — “quoted” & ünïcödé.\n\nLine two,\twith a tab and  two spaces.';
    const posted = await post(entry, { authorName: 'Grace Hopper', text });
    expect(posted.errors).toEqual([]);
    expect(posted.comment).toMatchObject({ authorName: 'Grace Hopper', text, hidden: false, byMember: false });

    const [stored] = await storedComments(entry);
    expect(stored).toMatchObject({ id: posted.comment!.databaseId, authorName: 'Grace Hopper', text, locale: 'en', userId: null, hidden: false });

    const listed = await list(entry);
    expect(listed.totalCount).toBe(1);
    expect(listed.nodes).toEqual([{ id: posted.comment!.id, authorName: 'Grace Hopper', text, hidden: false, byMember: false }]);
  });

  it.each([['<script>alert(1)</script>'], ['<img src=x onerror=alert(1)>'], ['"><svg onload=alert(1)>']])(
    'keeps %s verbatim as plain text',
    async (payload) => {
      const entry = await anEntry(t.db);
      const posted = await post(entry, { authorName: payload, text: `Look: ${payload}` });
      expect(posted.errors).toEqual([]);
      expect(posted.comment).toMatchObject({ authorName: payload, text: `Look: ${payload}` });
      expect(await storedComments(entry)).toMatchObject([{ authorName: payload, text: `Look: ${payload}` }]);
      expect((await list(entry)).nodes).toMatchObject([{ authorName: payload, text: `Look: ${payload}` }]);
    },
  );

  it('allows two links, bare domains included', async () => {
    const entry = await anEntry(t.db);
    const posted = await post(entry, { text: 'Read example.com and https://example.org/moon for more.' });
    expect(posted.errors).toEqual([]);
    expect(await storedComments(entry)).toHaveLength(1);
  });

  it('marks a signed-in member’s comment as by a member', async () => {
    const entry = await anEntry(t.db);
    const posted = await post(entry, { authorName: 'Ada' }, { user: ada });
    expect(posted.errors).toEqual([]);
    expect(posted.comment).toMatchObject({ byMember: true });
    expect(await storedComments(entry)).toMatchObject([{ userId: 'ada' }]);
    expect((await list(entry)).nodes).toMatchObject([{ authorName: 'Ada', byMember: true }]);
  });
});

describe('refusing a comment', () => {
  let entry: Entry;
  beforeAll(async () => {
    entry = await anEntry(t.db);
  });

  it.each([
    ['an empty name', { authorName: '   ' }, [{ field: 'authorName', code: 'NAME_REQUIRED' }]],
    ['a name of 61 characters', { authorName: 'N'.repeat(61) }, [{ field: 'authorName', code: 'NAME_TOO_LONG' }]],
    ['a text of one character', { text: ' x ' }, [{ field: 'text', code: 'COMMENT_TOO_SHORT' }]],
    ['a text of 2001 characters', { text: 'y'.repeat(2001) }, [{ field: 'text', code: 'COMMENT_TOO_LONG' }]],
    [
      'three links',
      { text: 'Buy at https://shop.example.com, https://shop.example.org and https://shop.example.net' },
      [{ field: 'text', code: 'TOO_MANY_LINKS' }],
    ],
    ['three bare domains', { text: 'Try example.com, example.org or example.net today' }, [{ field: 'text', code: 'TOO_MANY_LINKS' }]],
    ['a filled honeypot', { website: 'https://spam.example.com' }, [{ field: null, code: 'SPAM_SUSPECTED' }]],
    ['a missing proof', { proof: '' }, [{ field: null, code: 'PROOF_OF_WORK_FAILED' }]],
    ['a garbage proof', { proof: 'not-a-solution' }, [{ field: null, code: 'PROOF_OF_WORK_FAILED' }]],
    [
      'a proof of well-formed junk',
      { proof: Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } })).toString('base64') },
      [{ field: null, code: 'PROOF_OF_WORK_FAILED' }],
    ],
  ])('refuses %s and stores nothing', async (_name, fields, errors) => {
    const before = await t.db.comment.count();
    const posted = await post(entry, fields);
    expect(posted).toEqual({ comment: null, errors });
    expect(await t.db.comment.count()).toBe(before);
  });

  it('refuses a challenge solved for another server (signed with another secret)', async () => {
    const elsewhere = createProofOfWork({ db: t.db, cost: 1, attempts: [1, 20] });
    const before = await t.db.comment.count();
    const posted = await post(entry, { proof: await solvedProof(elsewhere) });
    expect(posted).toEqual({ comment: null, errors: [{ field: null, code: 'PROOF_OF_WORK_FAILED' }] });
    expect(await t.db.comment.count()).toBe(before);
  });

  it('refuses a comment sent without any proof field', async () => {
    const before = await t.db.comment.count();
    const input = { entryId: String(entry.id), locale: 'en' as const, authorName: 'Bot', text: 'No proof at all.' };
    // @ts-expect-error: the input lacks the proof the operation requires, as a bot's would.
    const result = await execute(t.db, ADD_COMMENT, { input });
    expect(result.errors?.[0]?.message).toMatch(/proof/);
    expect(await t.db.comment.count()).toBe(before);
  });

  it('accepts a solved challenge once', async () => {
    const own = await anEntry(t.db);
    const proof = await solvedProof(testAbuse(t.db).proofOfWork);
    expect((await post(own, { text: 'First use of the proof.', proof })).errors).toEqual([]);
    expect(await post(own, { text: 'Second use of the proof.', proof })).toEqual({ comment: null, errors: [{ field: null, code: 'PROOF_OF_WORK_FAILED' }] });
    expect((await storedComments(own)).map((c) => c.text)).toEqual(['First use of the proof.']);
  });

  it('accepts a solved challenge once when it is sent many times at once', async () => {
    const own = await anEntry(t.db);
    const proof = await solvedProof(testAbuse(t.db).proofOfWork);
    const posted = await Promise.all(Array.from({ length: 8 }, (_, n) => post(own, { text: `Attempt ${n}`, proof })));
    expect(posted.filter((p) => p.errors.length === 0)).toHaveLength(1);
    expect(posted.filter((p) => p.errors[0]?.code === 'PROOF_OF_WORK_FAILED')).toHaveLength(7);
    expect(await storedComments(own)).toHaveLength(1);
  });

  it.each([
    ['an unknown entry', async () => '987654'],
    ['an unlisted entry', async () => String((await anEntry(t.db, { listed: false })).id)],
  ])('refuses a comment on %s', async (_name, entryId) => {
    const before = await t.db.comment.count();
    expect(await post(await entryId())).toEqual({ comment: null, errors: [{ field: 'entryId', code: 'ENTRY_NOT_FOUND' }] });
    expect(await t.db.comment.count()).toBe(before);
  });
});

describe('the hourly allowance of an address', () => {
  it('refuses the fourth attempt from one address while another may still post', async () => {
    const entry = await anEntry(t.db);
    const abuse = createPublicWriteChecks({ db: t.db, proofOfWork: testAbuse(t.db).proofOfWork, commentsPerHour: 3 });
    const from = (address: string) => ({ address, abuse });
    for (let n = 1; n <= 3; n++) expect((await post(entry, { text: `Comment number ${n}` }, from('203.0.113.7'))).errors).toEqual([]);

    const fourth = await post(entry, { text: 'Comment number 4' }, from('203.0.113.7'));
    expect(fourth).toEqual({ comment: null, errors: [{ field: null, code: 'TOO_MANY_COMMENTS' }] });

    const neighbour = await post(entry, { text: 'From another address' }, from('198.51.100.23'));
    expect(neighbour.errors).toEqual([]);
    expect((await storedComments(entry)).map((c) => c.text)).toEqual(['Comment number 1', 'Comment number 2', 'Comment number 3', 'From another address']);
  });

  it('is one count for every instance of the site on the database', async () => {
    const entry = await anEntry(t.db);
    const instances = [1, 2].map(() => createPublicWriteChecks({ db: t.db, proofOfWork: testAbuse(t.db).proofOfWork, commentsPerHour: 3 }));
    const on = (n: number) => ({ address: '203.0.113.44', abuse: instances[n] });
    for (const n of [0, 1, 0]) expect((await post(entry, { text: `Comment via instance ${n + 1}` }, on(n))).errors).toEqual([]);
    expect((await post(entry, { text: 'One too many' }, on(1))).errors).toEqual([{ field: null, code: 'TOO_MANY_COMMENTS' }]);
    expect(await storedComments(entry)).toHaveLength(3);
  });

  it('counts attempts that fail the proof of work too', async () => {
    const entry = await anEntry(t.db);
    const abuse = createPublicWriteChecks({ db: t.db, proofOfWork: testAbuse(t.db).proofOfWork, commentsPerHour: 3 });
    const as = { address: '203.0.113.99', abuse };
    for (let n = 1; n <= 3; n++) expect((await post(entry, { proof: 'garbage' }, as)).errors).toEqual([{ field: null, code: 'PROOF_OF_WORK_FAILED' }]);
    expect((await post(entry, {}, as)).errors).toEqual([{ field: null, code: 'TOO_MANY_COMMENTS' }]);
    expect(await storedComments(entry)).toEqual([]);
  });
});

describe('hiding comments', () => {
  let entry: Entry;
  let keptId: string;
  let hiddenId: string;
  let hiddenRow: number;

  beforeAll(async () => {
    entry = await anEntry(t.db);
    keptId = (await post(entry, { authorName: 'Kind', text: 'A thoughtful remark.' })).comment!.id;
    const hidden = (await post(entry, { authorName: 'Rude', text: 'Something unkind.' })).comment!;
    [hiddenId, hiddenRow] = [hidden.id, hidden.databaseId];
  });

  it('is refused to visitors and members', async () => {
    refusedAsUnauthorised(await execute(t.db, HIDE, { id: hiddenId }, { user: null }));
    refusedAsUnauthorised(await execute(t.db, HIDE, { id: hiddenId }, { user: ada }));
    expect(await t.db.comment.findUniqueOrThrow({ where: { id: hiddenRow } })).toMatchObject({ hidden: false });
  });

  it('takes a comment off the list for readers; reviewers still see it, marked', async () => {
    expect((await list(entry)).totalCount).toBe(2);
    const hidden = (await ok(HIDE, { id: hiddenId }, { user: rita })).hideComment;
    expect(hidden).toEqual({ comment: { id: hiddenId, hidden: true }, errors: [] });
    expect(await t.db.comment.findUniqueOrThrow({ where: { id: hiddenRow } })).toMatchObject({ hidden: true });

    for (const reader of [null, ada]) {
      const seen = await list(entry, { user: reader });
      expect(seen.totalCount).toBe(1);
      expect(seen.nodes.map((c) => c.id)).toEqual([keptId]);
    }
    const reviewer = await list(entry, { user: rita });
    expect(reviewer.totalCount).toBe(2);
    expect(reviewer.nodes.map((c) => [c.id, c.hidden])).toEqual([
      [hiddenId, true],
      [keptId, false],
    ]);
  });

  it('shows it again when unhidden (an admin may too)', async () => {
    const shown = (await ok(HIDE, { id: hiddenId, hidden: false }, { user: root })).hideComment;
    expect(shown).toEqual({ comment: { id: hiddenId, hidden: false }, errors: [] });
    const seen = await list(entry);
    expect(seen.totalCount).toBe(2);
    expect(seen.nodes.map((c) => c.id)).toEqual([hiddenId, keptId]);
  });

  it('answers COMMENT_NOT_FOUND for an unknown comment', async () => {
    expect((await ok(HIDE, { id: '999999' }, { user: rita })).hideComment).toEqual({ comment: null, errors: [{ field: 'id', code: 'COMMENT_NOT_FOUND' }] });
  });
});

describe('pages of comments', () => {
  let entry: Entry;
  const texts = Array.from({ length: 25 }, (_, i) => `Comment number ${i + 1}`);
  /** Newest first: 25, 24, … 1. */
  const newestFirst = [...texts].reverse();

  beforeAll(async () => {
    entry = await anEntry(t.db);
    for (const text of texts) expect((await post(entry, { text })).errors).toEqual([]);
  });

  it('lists the newest 20 first, then the remaining 5 by offset', async () => {
    const first = await list(entry, {}, { first: 20 });
    expect(first.totalCount).toBe(25);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.nodes.map((c) => c.text)).toEqual(newestFirst.slice(0, 20));

    const second = await list(entry, {}, { first: 20, offset: 20 });
    expect(second.totalCount).toBe(25);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.nodes.map((c) => c.text)).toEqual(newestFirst.slice(20));
  });

  it('gives the same second page through the cursor', async () => {
    const first = await list(entry, {}, { first: 20 });
    const next = await list(entry, {}, { first: 20, after: first.pageInfo.endCursor });
    expect(next.nodes.map((c) => c.text)).toEqual(['Comment number 5', 'Comment number 4', 'Comment number 3', 'Comment number 2', 'Comment number 1']);
  });

  it('keeps other entries’ comments out', async () => {
    const other = await anEntry(t.db);
    expect(await list(other)).toMatchObject({ totalCount: 0, nodes: [] });
  });
});

describe('comments in several languages', () => {
  let entry: Entry;
  const ids: Record<string, string> = {};

  /** Posts a comment written on the page of `locale`; remembered by its text. */
  const postIn = async (locale: Locale, text: string) => {
    const posted = await post(entry, { locale, text });
    expect(posted.errors).toEqual([]);
    ids[text] = posted.comment!.id;
  };

  async function listIn(locale: Locale | null, as: Sender = {}, page: { first?: number; offset?: number } = {}) {
    const { comments } = await ok(COMMENTS_IN, { entryId: String(entry.id), locale, first: 20, ...page }, as);
    return {
      totalCount: comments.totalCount,
      counts: comments.countsByLocale,
      nodes: comments.edges.map((e) => e.node),
    };
  }

  beforeAll(async () => {
    entry = await anEntry(t.db);
    await postIn('de', 'Ein großer Tag.');
    await postIn('en', 'A great day.');
    await postIn('de', 'Ich erinnere mich gut.');
    await postIn('fr', 'Un grand jour.');
    await postIn('de', 'Unfreundlich.');
    expect((await ok(HIDE, { id: ids['Unfreundlich.'] }, { user: rita })).hideComment.errors).toEqual([]);
  });

  it('keeps the language of the page each comment was written on', async () => {
    const stored = await storedComments(entry);
    expect(stored.map((c) => [c.text, c.locale])).toEqual([
      ['Ein großer Tag.', 'de'],
      ['A great day.', 'en'],
      ['Ich erinnere mich gut.', 'de'],
      ['Un grand jour.', 'fr'],
      ['Unfreundlich.', 'de'],
    ]);
  });

  it('lists only the comments of the language asked for, with the counts of every language for readers', async () => {
    const readerCounts = [
      { locale: 'en', count: 1, hiddenCount: 0 },
      { locale: 'de', count: 2, hiddenCount: 0 },
      { locale: 'fr', count: 1, hiddenCount: 0 },
    ];
    for (const reader of [null, ada]) {
      const german = await listIn('de', { user: reader });
      expect(german.nodes.map((c) => [c.text, c.locale])).toEqual([
        ['Ich erinnere mich gut.', 'de'],
        ['Ein großer Tag.', 'de'],
      ]);
      expect(german.totalCount).toBe(2);
      expect(german.counts).toEqual(readerCounts);

      const english = await listIn('en', { user: reader });
      expect(english.nodes.map((c) => c.text)).toEqual(['A great day.']);
      expect(english.totalCount).toBe(1);
      expect(english.counts).toEqual(readerCounts);

      const italian = await listIn('it', { user: reader });
      expect(italian).toEqual({ totalCount: 0, counts: readerCounts, nodes: [] });
    }
  });

  it('counts hidden comments for reviewers only, marked as hidden', async () => {
    const german = await listIn('de', { user: rita });
    expect(german.totalCount).toBe(3);
    expect(german.nodes.map((c) => [c.text, c.hidden])).toEqual([
      ['Unfreundlich.', true],
      ['Ich erinnere mich gut.', false],
      ['Ein großer Tag.', false],
    ]);
    expect(german.counts).toEqual([
      { locale: 'en', count: 1, hiddenCount: 0 },
      { locale: 'de', count: 3, hiddenCount: 1 },
      { locale: 'fr', count: 1, hiddenCount: 0 },
    ]);
  });

  it('lists every language when no language is asked for, as before', async () => {
    const all = await list(entry);
    expect(all.totalCount).toBe(4);
    expect(all.nodes.map((c) => c.text)).toEqual(['Un grand jour.', 'Ich erinnere mich gut.', 'A great day.', 'Ein großer Tag.']);
    const everything = await listIn(null);
    expect(everything.totalCount).toBe(4);
    expect(everything.counts.map((c) => c.locale)).toEqual(['en', 'de', 'fr']);
  });

  it('reads a page and the counts of every language in two SQL statements', async () => {
    t.statements.length = 0;
    await listIn('en');
    expect(t.statements).toHaveLength(2);
    expect(t.statements.filter((sql) => /GROUP BY/i.test(sql))).toHaveLength(1);
  });

  it('pages through one language by offset, the others left out', async () => {
    const own = await anEntry(t.db);
    await Promise.all([
      ...Array.from({ length: 23 }, (_, i) =>
        aComment(t.db, { entry: own, locale: 'it', authorName: 'Lia', text: `Commento ${i + 1}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        aComment(t.db, { entry: own, locale: 'es', authorName: 'Ana', text: `Comentario ${i + 1}`, createdAt: new Date(Date.UTC(2026, 0, 2, 0, i)) }),
      ),
    ]);
    const page = async (offset: number) => (await ok(COMMENTS_IN, { entryId: String(own.id), locale: 'it', first: 20, offset })).comments;
    const first = await page(0);
    expect(first.totalCount).toBe(23);
    expect(first.edges).toHaveLength(20);
    expect(first.edges[0].node.text).toBe('Commento 23');
    const second = await page(20);
    expect(second.edges.map((e) => e.node.text)).toEqual(['Commento 3', 'Commento 2', 'Commento 1']);
    expect(second.countsByLocale).toEqual([
      { locale: 'it', count: 23, hiddenCount: 0 },
      { locale: 'es', count: 4, hiddenCount: 0 },
    ]);
  });
});
