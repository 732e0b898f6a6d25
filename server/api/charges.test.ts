/**
 * Buckets of API points over HTTP, on two instances sharing one database as behind a load
 * balancer, on a clock the test moves: what a query, a mutation or introspection costs, what every
 * answer says of the bucket, the refusal past it and how the bucket refills, a 304 that costs
 * nothing, and the documents refused before they cost anything.
 */
import { getIntrospectionQuery, print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { anEntry } from '../../tests/setup/factories';
import { ADD_COMMENT } from '../../tests/setup/operations';
import { startInstance, type Instance } from '../../tests/setup/instances';
import { signedInMember } from '../../tests/setup/members';
import { graphql } from '../../tests/graphql';
import { createDatabase, type Database } from '../db/prisma';
import type { CostExtension } from './charges';

/** The clock the buckets fill by: it moves only when a test moves it. */
let clock = Date.now();
const advance = (seconds: number) => (clock += seconds * 1000);
/** Buckets of 3,600 and 36,000 points: a visitor's restores 1 point a second, a member's 10; a visitor's credit is 360. */
const BUDGETS = { anonymousPerHour: 3600, memberPerHour: 36_000, now: () => clock };

const RATE_LIMIT = graphql(`
  query BudgetRateLimit {
    rateLimit {
      cost
      limit
      remaining
      restoreRate
      resetAt
    }
  }
`);
const DAY_EVENTS = graphql(`
  query BudgetDayEvents {
    day(month: 7, day: 20, locale: en) {
      events {
        title
      }
    }
  }
`);
const FILTERED_PAGE = graphql(`
  query BudgetFilteredPage {
    entries(filter: { locale: en, kind: EVENT, month: 7 }, first: 100) {
      edges {
        node {
          title
          date {
            iso
          }
        }
      }
    }
  }
`);
const RECORD_LOGIN = graphql(`
  mutation BudgetRecordLogin {
    recordLogin {
      displayName
    }
  }
`);
const INTROSPECTION = getIntrospectionQuery();

let testbed: AuthTestbed;
let secondDatabase: Database;
let a: Instance;
let b: Instance;
let cookie: string;

beforeAll(async () => {
  testbed = await startAuthTestbed('api-charges');
  const { t, firebase } = testbed;
  secondDatabase = createDatabase(t.url);
  [a, b] = await Promise.all([
    startInstance({ db: t.db, databaseUrl: t.url, firebase, apiBudgets: BUDGETS }),
    startInstance({ db: secondDatabase, databaseUrl: t.url, firebase, apiBudgets: BUDGETS }),
  ]);
  await anEntry(t.db, { kind: 'EVENT', year: 1969, month: 7, day: 20, title: 'Apollo 11 lands on the Moon' });
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  ({ cookie } = await signedInMember(testbed, a.http, { email: 'ada@example.com', displayName: 'Ada' }));
}, 150_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await secondDatabase?.$disconnect();
  await testbed?.stop();
});

// Every test starts with full buckets.
beforeEach(() => testbed.t.db.rateLimit.deleteMany());

/** The answer's body and its cost, as a client reads them. */
async function ask(instance: Instance, query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  const response = await fetch(`${instance.http}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: { cost?: CostExtension };
  };
  return { response, body, cost: body.extensions?.cost };
}

/** A query as a plain GET, as curl or a notebook sends it. */
function get(instance: Instance, query: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${instance.http}/graphql?query=${encodeURIComponent(query)}`, { headers: { Accept: 'application/json', ...headers } });
}

/** What a client reads of the bucket in an answer's headers. */
const budgetHeaders = (response: Response) =>
  Object.fromEntries(
    ['limit', 'remaining', 'reset', 'restore-rate', 'cost-requested', 'cost-actual'].map((name) => [name, response.headers.get(`x-ratelimit-${name}`)]),
  );

/** When a bucket that lacks `points` is full again, as `resetAt` says it. */
const fullAfter = (points: number, perSecond: number) => new Date(clock + (points / perSecond) * 1000).toISOString();

/** Spends a visitor's bucket on whole-schema introspections (200 points each, all used) until one is refused; answers the refusal. */
async function burst() {
  for (let n = 0; n < 30; n++) {
    const answer = await ask(n % 2 ? b : a, INTROSPECTION);
    if (answer.response.status === 429) return { ...answer, taken: n };
    expect(answer.response.status).toBe(200);
  }
  throw new Error('The bucket never refused');
}

describe('the cost of a query', () => {
  it('is in every answer: what the query may cost as written, and what it was charged as it ran', async () => {
    // day 1 + events 5 + up to 10 events × title 1 = 16 requested; one event listed: 1 + 5 + 1 = 7.
    const { body, cost, response } = await ask(a, print(DAY_EVENTS));
    expect(body.data).toEqual({ day: { events: [{ title: 'Apollo 11 lands on the Moon' }] } });
    expect(cost).toEqual({ requested: 16, actual: 7, limit: 3600, remaining: 3593, restoreRate: 1, resetAt: fullAfter(7, 1) });
    expect(budgetHeaders(response)).toEqual({
      limit: '3600',
      remaining: '3593',
      reset: String(Math.ceil((clock + 7000) / 1000)),
      'restore-rate': '1',
      'cost-requested': '16',
      'cost-actual': '7',
    });
    // What the database keeps for the address is when its bucket is full again: 7 points at 1 a second.
    const rows = await testbed.t.db.rateLimit.findMany({ select: { key: true, points: true, expire: true } });
    expect(rows).toEqual([{ key: 'api-bucket:127.0.0.1', points: 7, expire: new Date(clock + 7000) }]);
  });

  it('is told by rateLimit as the query is charged, with the rate the bucket refills at', async () => {
    const { body, cost } = await ask(a, print(RATE_LIMIT));
    // rateLimit 1 + its five fields.
    expect(body.data?.rateLimit).toEqual({ cost: 6, limit: 3600, remaining: 3594, restoreRate: 1, resetAt: fullAfter(6, 1) });
    expect(cost).toMatchObject({ requested: 6, actual: 6, remaining: 3594 });
  });

  it('is nothing for a query that does not parse or validate, whose answer still tells the bucket', async () => {
    await ask(a, print(RATE_LIMIT));
    for (const query of ['{ rateLimit {', '{ noSuchField }']) {
      const { body, cost } = await ask(b, query);
      expect(body.errors).toHaveLength(1);
      expect(cost).toMatchObject({ requested: 0, actual: 0, limit: 3600, remaining: 3594 });
    }
  });

  it('is nothing for a query too costly to run at all, which is refused as such', async () => {
    const fields = Array.from(
      { length: 5 },
      (_, i) => `e${i}: entries(filter: { locale: en }, first: 100) { edges { node { title translations { title } } } }`,
    ).join(' ');
    const { body, cost } = await ask(a, `{ ${fields} }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(cost).toMatchObject({ actual: 0, remaining: 3600 });
    expect(cost!.requested).toBeGreaterThan(5000);
  });

  it('is charged for a mutation, each of its changes (each alias) a write of 10 points beside its fields', async () => {
    // recordLogin 1 + displayName 1 + the write 10.
    const once = await ask(a, print(RECORD_LOGIN), { Cookie: cookie });
    expect(once.body.data).toEqual({ recordLogin: { displayName: 'Ada' } });
    expect(once.cost).toMatchObject({ requested: 12, actual: 12, limit: 36_000, remaining: 35_988, restoreRate: 10 });
    // A request no page sends: the same change twice under two names.
    const twice = await ask(b, 'mutation { first: recordLogin { displayName } second: recordLogin { displayName } }', { Cookie: cookie });
    expect(twice.body.data).toEqual({ first: { displayName: 'Ada' }, second: { displayName: 'Ada' } });
    expect(twice.cost).toMatchObject({ requested: 24, actual: 24, remaining: 35_964 });
  });

  it("is charged for a visitor's mutation to their address, a refused one too", async () => {
    const { body, cost } = await ask(a, print(RECORD_LOGIN));
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The change was asked for (11); what it would have answered was not (1).
    expect(cost).toMatchObject({ requested: 12, actual: 11, limit: 3600, remaining: 3589 });
  });

  it('is 200 for the whole schema and 10 for one type', async () => {
    const whole = await ask(a, INTROSPECTION, { Cookie: cookie });
    expect(whole.body.data?.__schema).toMatchObject({ queryType: { name: 'Query' } });
    expect(whole.cost).toMatchObject({ requested: 200, actual: 200, remaining: 35_800 });
    const oneType = await ask(b, '{ __type(name: "Day") { name fields { name } } }', { Cookie: cookie });
    expect(oneType.body.data?.__type).toMatchObject({ name: 'Day' });
    expect(oneType.cost).toMatchObject({ requested: 10, actual: 10, remaining: 35_790 });
  });

  it("is charged to a member's own, larger bucket, not to their address", async () => {
    const member = await ask(b, print(RATE_LIMIT), { Cookie: cookie });
    expect(member.body.data?.rateLimit).toMatchObject({ limit: 36_000, remaining: 35_994, restoreRate: 10 });
    const visitor = await ask(b, print(RATE_LIMIT));
    expect(visitor.body.data?.rateLimit).toMatchObject({ limit: 3600, remaining: 3594, restoreRate: 1 });
  });

  it('is near what a filtered page of 100 uses: it is let in on less than it may cost, and charged what it resolved', async () => {
    // 17 introspections leave 200 points, less than the page's 412.
    for (let n = 0; n < 17; n++) await ask(a, INTROSPECTION);
    const page = await ask(b, print(FILTERED_PAGE));
    expect(page.response.status).toBe(200);
    expect(page.body.data).toEqual({ entries: { edges: [{ node: { title: 'Apollo 11 lands on the Moon', date: { iso: '1969-07-20' } } }] } });
    // Asked: entries 2 + its 100 items as ten tens × (edges 1 + 10 × (node, title, date and iso, 1 each)) = 412.
    // Resolved: entries 2 + edges 1 + one entry's node, title, date and iso = 7.
    expect(page.cost).toEqual({ requested: 412, actual: 7, limit: 3600, remaining: 193, restoreRate: 1, resetAt: fullAfter(3407, 1) });
  });

  it('is the whole bucket at most: a query that may cost more than a full bucket is refused unrun, with no time to wait', async () => {
    // Two pages of 100 entries with every translation's title (1,712 points each) and one of 20 (344).
    const query = [
      'a: entries(filter: { locale: en }, first: 100)',
      'b: entries(filter: { locale: en }, first: 100)',
      'c: entries(filter: { locale: en }, first: 20)',
    ]
      .map((field) => `${field} { edges { node { title translations { title } } } }`)
      .join(' ');
    const refused = await ask(a, `{ ${query} }`);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBeNull();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^The bucket of API points cannot pay for this operation: it may cost 3768, more than the bucket holds when full \(3600\): ask for less/,
        ),
        extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
      }),
    ]);
    expect(refused.cost).toMatchObject({ requested: 3768, actual: 0, remaining: 3600 });
    // A member's bucket holds it.
    expect((await ask(a, `{ ${query} }`, { Cookie: cookie })).response.status).toBe(200);
  });
});

describe('an answer the client holds already', () => {
  it('costs nothing: a 304 to If-None-Match, which still tells the bucket', async () => {
    const first = await get(a, print(DAY_EVENTS));
    expect(first.status).toBe(200);
    expect(budgetHeaders(first)).toMatchObject({ remaining: '3593', 'cost-requested': '16', 'cost-actual': '7' });
    const etag = first.headers.get('etag')!;
    // On either instance: the tag is the data's.
    const again = await get(b, print(DAY_EVENTS), { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(budgetHeaders(again)).toMatchObject({ remaining: '3593', 'cost-requested': '16', 'cost-actual': '0' });
    // Another tag is no copy of this answer: it is sent, and charged.
    const other = await get(a, print(DAY_EVENTS), { 'If-None-Match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(budgetHeaders(other)).toMatchObject({ remaining: '3586', 'cost-actual': '7' });
  });
});

describe('past the bucket', () => {
  it('a query is refused with 429, RATE_LIMITED and Retry-After, the seconds until enough points are back, on every instance', async () => {
    // 18 introspections empty the bucket of 3,600, a 19th runs on its credit of 360, a 20th would owe 400.
    const refused = await burst();
    expect(refused.taken).toBe(19);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
    expect(refused.body.errors![0].message).toMatch(
      /^The bucket of API points cannot pay for this operation now: it may cost 200 and 0 of 3600 remain, restored at 1 a second: try again in 40 s\./,
    );
    expect(refused.cost).toEqual({ requested: 200, actual: 0, limit: 3600, remaining: 0, restoreRate: 1, resetAt: fullAfter(3800, 1) });
    // It owes 200: 40 seconds bring it back to owing 160, where 200 more stay within its credit.
    expect(refused.response.headers.get('retry-after')).toBe('40');
    expect(refused.response.headers.get('cache-control')).toBe('no-store');
    advance(35);
    const sooner = await ask(b, INTROSPECTION);
    expect(sooner.response.status).toBe(429);
    expect(sooner.response.headers.get('retry-after')).toBe('5');
    advance(5);
    expect((await ask(a, INTROSPECTION)).response.status).toBe(200);
    // A member reads on from their own bucket.
    expect((await ask(b, print(RATE_LIMIT), { Cookie: cookie })).response.status).toBe(200);
  });

  it('a refused query costs nothing, so a cheaper one that fits still runs', async () => {
    await burst();
    // The bucket owes 200: the day's events (16) stay within its credit.
    const fits = await ask(b, print(DAY_EVENTS));
    expect(fits.response.status).toBe(200);
    expect(fits.cost).toEqual({ requested: 16, actual: 7, limit: 3600, remaining: 0, restoreRate: 1, resetAt: fullAfter(3807, 1) });
  });

  it('the bucket refills at its restore rate, a point a second here, up to full', async () => {
    await burst();
    // Owing 200, it holds 100 after 300 seconds.
    advance(300);
    const refilled = await ask(a, print(RATE_LIMIT));
    expect(refilled.body.data?.rateLimit).toEqual({ cost: 6, limit: 3600, remaining: 94, restoreRate: 1, resetAt: fullAfter(3506, 1) });
    advance(10);
    expect((await ask(b, print(RATE_LIMIT))).body.data?.rateLimit).toMatchObject({ remaining: 98 });
    advance(3600);
    expect((await ask(a, print(RATE_LIMIT))).body.data?.rateLimit).toMatchObject({ remaining: 3594, resetAt: fullAfter(6, 1) });
  });
});

describe('documents refused before they cost anything', () => {
  /** The whole schema's introspection 240 times under as many names, each as GraphiQL asks for it. */
  const full = getIntrospectionQuery();
  const schemaSelection = full
    .slice(full.indexOf('__schema') + '__schema'.length, full.indexOf('fragment FullType'))
    .trim()
    .replace(/\s*}$/, '');
  const fragments = full.slice(full.indexOf('fragment FullType'));

  it.each([
    {
      written: 'written out, past the bound on tokens',
      query: () => `{ ${Array.from({ length: 240 }, (_, i) => `s${i}: __schema ${schemaSelection}`).join(' ')} } ${fragments}`,
      message: 'The document is too long: it may hold 2,000 tokens (names, punctuation and values) at most.',
      code: 'GRAPHQL_PARSE_FAILED',
    },
    {
      written: 'through a fragment, as more than one per operation',
      query: () =>
        `{ ${Array.from({ length: 240 }, (_, i) => `s${i}: __schema { ...Whole }`).join(' ')} } fragment Whole on __Schema ${schemaSelection} ${fragments}`,
      message: 'An operation may ask for the schema (__schema or __type) once; this one asks 240 times.',
      code: 'GRAPHQL_VALIDATION_FAILED',
    },
  ])('240 introspections in one request are refused unrun: $written', async ({ query, message, code }) => {
    const { response, body, cost } = await ask(a, query(), { Cookie: cookie });
    expect(response.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code }) })]);
    expect(cost).toMatchObject({ requested: 0, actual: 0, remaining: 36_000 });
  });

  it('two introspections in a fragment spread at the root count as two', async () => {
    const { body } = await ask(a, '{ ...Both } fragment Both on Query { __schema { queryType { name } } __type(name: "Day") { name } }');
    expect(body.errors?.[0]?.message).toBe('An operation may ask for the schema (__schema or __type) once; this one asks 2 times.');
  });

  it('a page asked for by both `first` and `last` is refused unrun, the field named', async () => {
    const { response, body, cost } = await ask(b, '{ entries(filter: { locale: en }, first: 5, last: 5) { totalCount } }');
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Ask entries for `first` or `last`, not both.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    expect(cost).toMatchObject({ requested: 0, actual: 0 });
  });

  it('2,000 fields of one name in 100 KB are refused while the document is parsed, before it is validated', async () => {
    const query = `{ ${Array.from({ length: 2000 }, () => 'day(month: 1, day: 1, locale: en) { formattedDate }').join(' ')} }`;
    expect(query.length).toBeGreaterThan(100_000);
    const { response, body, cost } = await ask(b, query);
    expect(response.status).toBe(400);
    // A parse error: validation, whose work grows with the square of such fields, never started.
    expect(body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }) })]);
    expect(body.errors![0].message).toMatch(/^The document is too long/);
    expect(cost).toMatchObject({ requested: 0, actual: 0, remaining: 3600 });
  });
});

describe('over GET', () => {
  it('is charged the same', async () => {
    const response = await fetch(`${b.http}/graphql?query=${encodeURIComponent(print(RATE_LIMIT))}`, {
      headers: { Accept: 'application/json', 'Apollo-Require-Preflight': 'true' },
    });
    const body = (await response.json()) as { extensions: { cost: CostExtension } };
    expect(body.extensions.cost).toMatchObject({ requested: 6, actual: 6, remaining: 3594 });
  });
});

describe('over the WebSocket', () => {
  /** What the socket answers an operation: its first result, or its error. */
  async function overSocket(instance: Instance, payload: { query: string; operationName?: string; variables?: Record<string, unknown> }) {
    const client = createClient({ url: instance.ws, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      return await new Promise<unknown>((resolve) => {
        client.subscribe(payload, { next: (result) => resolve({ answered: result }), error: resolve, complete: () => {} });
      });
    } finally {
      await client.dispose();
    }
  }

  it('a query is refused: it is answered over HTTP, where its cost is counted', async () => {
    const refusal = await overSocket(a, { query: print(RATE_LIMIT) });
    expect(refusal).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Queries are answered over HTTP/), extensions: { code: 'BAD_REQUEST' } }),
    ]);
    // Also beside a subscription in the same document, as an editor holds several.
    const named = await overSocket(a, { query: `${print(RATE_LIMIT)}\nsubscription Live { articleStatusChanged { id } }`, operationName: 'BudgetRateLimit' });
    expect(named).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Queries are answered over HTTP/) })]);
    expect(await testbed.t.db.rateLimit.count()).toBe(0);
  });

  it('a mutation is refused unrun, whatever its input: it is sent over HTTP, where its cost is counted and its input checked', async () => {
    const [entry] = await testbed.t.db.entry.findMany({ take: 1 });
    const input = { entryId: String(entry.id), locale: 'en', authorName: 'Mallory', text: 'A comment with a NUL \u0000 in it', proof: 'x' };
    const refusal = await overSocket(b, { query: print(ADD_COMMENT), variables: { input } });
    expect(refusal).toEqual([
      {
        message: 'Mutations are sent over HTTP (POST /graphql), where their cost is counted and their input checked; the WebSocket carries subscriptions.',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    expect(await testbed.t.db.comment.count()).toBe(0);
    // Over HTTP the same input is refused as bad input, before the database sees it.
    const overHttp = await ask(b, print(ADD_COMMENT), {}, { input });
    expect(overHttp.body.errors).toEqual([
      expect.objectContaining({ message: 'Text may not contain control characters.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
    // Refused unrun, it costs nothing: what was taken for it while it was checked is given back.
    expect(overHttp.cost).toMatchObject({ actual: 0, remaining: 3600 });
    expect(await testbed.t.db.rateLimit.findMany({ select: { points: true } })).toEqual([{ points: 0 }]);
  });

  it('a subscription meets the bounds of a document over HTTP', async () => {
    const tooLong = await overSocket(a, { query: `subscription { entryChanged { ${'__typename '.repeat(2000)}} }` });
    expect(tooLong).toEqual([{ message: expect.stringMatching(/^The document is too long/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }]);
    const invalid = await overSocket(a, { query: 'subscription { entryChanged { noSuchField } }' });
    expect(invalid).toEqual([expect.objectContaining({ message: expect.stringMatching(/noSuchField/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });
});
