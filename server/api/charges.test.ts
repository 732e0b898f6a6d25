/**
 * Hourly budgets of API points over HTTP, on two instances sharing one database as behind a load
 * balancer: what a query, a mutation or introspection costs, what every answer says of the budget,
 * the refusal past it, and the documents refused before they cost anything.
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

const BUDGETS = { anonymousPerHour: 100, memberPerHour: 1000 };

const RATE_LIMIT = graphql(`
  query BudgetRateLimit {
    rateLimit {
      cost
      limit
      remaining
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
const RECORD_LOGIN = graphql(`
  mutation BudgetRecordLogin {
    recordLogin {
      displayName
    }
  }
`);

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
  ({ cookie } = await signedInMember(testbed, a.http, { email: 'ada@example.com', displayName: 'Ada' }));
}, 150_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await secondDatabase?.$disconnect();
  await testbed?.stop();
});

// Every test starts with whole budgets.
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

const inAnHour = () => Date.now() + 60 * 60 * 1000;

describe('the cost of a query', () => {
  it('is in every answer: what the query may cost as written, and what it was charged as it ran', async () => {
    // day 1 + events 5 + up to 10 events × title 1 = 16 requested; one event listed: 1 + 5 + 1 = 7.
    const { body, cost, response } = await ask(a, print(DAY_EVENTS));
    expect(body.data).toEqual({ day: { events: [{ title: 'Apollo 11 lands on the Moon' }] } });
    expect(cost).toMatchObject({ requested: 16, actual: 7, limit: 100, remaining: 93 });
    expect(Date.parse(cost!.resetAt)).toBeGreaterThan(inAnHour() - 60_000);
    expect(Date.parse(cost!.resetAt)).toBeLessThanOrEqual(inAnHour());
    expect(response.headers.get('x-ratelimit-remaining')).toBe('93');
    // What the database counts for the address is what was charged.
    expect(await testbed.t.db.rateLimit.findMany({ select: { key: true, points: true } })).toEqual([{ key: 'api:127.0.0.1', points: 7 }]);
  });

  it('is told by rateLimit as the query is charged', async () => {
    const { body, cost } = await ask(a, print(RATE_LIMIT));
    // rateLimit 1 + its four fields.
    expect(body.data?.rateLimit).toMatchObject({ cost: 5, limit: 100, remaining: 95 });
    expect(cost).toMatchObject({ requested: 5, actual: 5, remaining: 95 });
  });

  it('is nothing for a query that does not parse or validate, whose answer still tells the budget', async () => {
    await ask(a, print(RATE_LIMIT));
    for (const query of ['{ rateLimit {', '{ noSuchField }']) {
      const { body, cost } = await ask(b, query);
      expect(body.errors).toHaveLength(1);
      expect(cost).toMatchObject({ requested: 0, actual: 0, limit: 100, remaining: 95 });
    }
  });

  it('is nothing for a query too costly to run at all, which is refused as such', async () => {
    const fields = Array.from(
      { length: 5 },
      (_, i) => `e${i}: entries(filter: { locale: en }, first: 100) { edges { node { title translations { title } } } }`,
    ).join(' ');
    const { body, cost } = await ask(a, `{ ${fields} }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(cost).toMatchObject({ actual: 0, remaining: 100 });
    expect(cost!.requested).toBeGreaterThan(5000);
  });

  it('is charged for a mutation, each of its changes (each alias) a write of 10 points beside its fields', async () => {
    // recordLogin 1 + displayName 1 + the write 10.
    const once = await ask(a, print(RECORD_LOGIN), { Cookie: cookie });
    expect(once.body.data).toEqual({ recordLogin: { displayName: 'Ada' } });
    expect(once.cost).toMatchObject({ requested: 12, actual: 12, limit: 1000, remaining: 988 });
    // A request no page sends: the same change twice under two names.
    const twice = await ask(b, 'mutation { first: recordLogin { displayName } second: recordLogin { displayName } }', { Cookie: cookie });
    expect(twice.body.data).toEqual({ first: { displayName: 'Ada' }, second: { displayName: 'Ada' } });
    expect(twice.cost).toMatchObject({ requested: 24, actual: 24, remaining: 964 });
  });

  it("is charged for a visitor's mutation to their address, a refused one too", async () => {
    const { body, cost } = await ask(a, print(RECORD_LOGIN));
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The change was asked for (11); what it would have answered was not (1).
    expect(cost).toMatchObject({ requested: 12, actual: 11, limit: 100, remaining: 89 });
  });

  it('is 200 for the whole schema and 10 for one type, and a visitor whose budget is smaller is refused it', async () => {
    const whole = await ask(a, getIntrospectionQuery(), { Cookie: cookie });
    expect(whole.body.data?.__schema).toMatchObject({ queryType: { name: 'Query' } });
    expect(whole.cost).toMatchObject({ requested: 200, actual: 200, remaining: 800 });
    const oneType = await ask(b, '{ __type(name: "Day") { name fields { name } } }', { Cookie: cookie });
    expect(oneType.body.data?.__type).toMatchObject({ name: 'Day' });
    expect(oneType.cost).toMatchObject({ requested: 10, actual: 10, remaining: 790 });
    const visitor = await ask(a, getIntrospectionQuery());
    expect(visitor.response.status).toBe(429);
    expect(visitor.cost).toMatchObject({ requested: 200, actual: 0, remaining: 100 });
  });

  it("is charged to a member's own, larger budget, not to their address", async () => {
    const member = await ask(b, print(RATE_LIMIT), { Cookie: cookie });
    expect(member.body.data?.rateLimit).toMatchObject({ limit: 1000, remaining: 995 });
    const visitor = await ask(b, print(RATE_LIMIT));
    expect(visitor.body.data?.rateLimit).toMatchObject({ limit: 100, remaining: 95 });
  });
});

describe('past the budget', () => {
  it('a query is refused with 429, Retry-After and RATE_LIMITED, the budget shared by every instance', async () => {
    // 20 queries of 5 points, taken in turn on both instances, spend 100.
    for (let n = 0; n < 20; n++) {
      const { response } = await ask(n % 2 ? b : a, print(RATE_LIMIT));
      expect(response.status).toBe(200);
    }
    const refused = await ask(a, print(RATE_LIMIT));
    expect(refused.response.status).toBe(429);
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
    expect(refused.body.errors![0].message).toMatch(/costs 5 and 0 of 100 remain/);
    expect(refused.cost).toMatchObject({ requested: 5, actual: 0, limit: 100, remaining: 0 });
    expect(refused.response.headers.get('cache-control')).toBe('no-store');
    const onTheOther = await ask(b, print(RATE_LIMIT));
    expect(onTheOther.response.status).toBe(429);
    // A member reads on from their own budget.
    expect((await ask(b, print(RATE_LIMIT), { Cookie: cookie })).response.status).toBe(200);
  });

  it('a refused query costs nothing, so a cheaper one that fits still runs', async () => {
    for (let n = 0; n < 19; n++) await ask(a, print(RATE_LIMIT));
    // 5 remain: the day's events may cost 16, and are refused; the rate limit's 5 fit.
    const refused = await ask(b, print(DAY_EVENTS));
    expect(refused.response.status).toBe(429);
    expect(refused.cost).toMatchObject({ requested: 16, actual: 0, remaining: 5 });
    const fits = await ask(b, print(RATE_LIMIT));
    expect(fits.response.status).toBe(200);
    expect(fits.cost).toMatchObject({ actual: 5, remaining: 0 });
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
    expect(cost).toMatchObject({ requested: 0, actual: 0, remaining: 1000 });
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
    expect(cost).toMatchObject({ requested: 0, actual: 0, remaining: 100 });
  });
});

describe('over GET', () => {
  it('is charged the same', async () => {
    const response = await fetch(`${b.http}/graphql?query=${encodeURIComponent(print(RATE_LIMIT))}`, {
      headers: { Accept: 'application/json', 'Apollo-Require-Preflight': 'true' },
    });
    const body = (await response.json()) as { extensions: { cost: CostExtension } };
    expect(body.extensions.cost).toMatchObject({ requested: 5, actual: 5, remaining: 95 });
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
    expect(overHttp.cost).toMatchObject({ actual: 0, remaining: 100 });
    expect(await testbed.t.db.rateLimit.findMany({ select: { points: true } })).toEqual([{ points: 0 }]);
  });

  it('a subscription meets the bounds of a document over HTTP', async () => {
    const tooLong = await overSocket(a, { query: `subscription { entryChanged { ${'__typename '.repeat(2000)}} }` });
    expect(tooLong).toEqual([{ message: expect.stringMatching(/^The document is too long/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }]);
    const invalid = await overSocket(a, { query: 'subscription { entryChanged { noSuchField } }' });
    expect(invalid).toEqual([expect.objectContaining({ message: expect.stringMatching(/noSuchField/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });
});
