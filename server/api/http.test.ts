/**
 * The API over HTTP as a notebook, curl, a CDN or another site's page meets it, on the whole
 * server in the mode `npm start` runs: plain GETs without Apollo's preflight header (but not with
 * the member's cookie), CORS, Cache-Control from the fields asked for, ETags and 304s, persisted
 * queries, exports a script starts with a personal API token, and errors without stack traces.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/setup/app';
import { aMember, anEntry } from '../../tests/setup/factories';
import type { Variables } from '../../tests/setup/graphql-over-http';
import { signedInMember } from '../../tests/setup/members';
import { graphql } from '../../tests/graphql';
import type { CostExtension } from './charges';
import { createApiToken } from './tokens';

const DAY = graphql(`
  query ApiDay($month: Int!, $day: Int!) {
    day(month: $month, day: $day, locale: en) {
      formattedDate
      events {
        title
      }
    }
  }
`);
const ME = graphql(`
  query ApiMe {
    me {
      displayName
    }
  }
`);
const START_EXPORT = graphql(`
  mutation ApiTokenStartExport($filter: EntryFilter!) {
    startExport(filter: $filter, format: CSV) {
      id
      status
    }
  }
`);
const EXPORT_JOB = graphql(`
  query ApiTokenExportJob($id: ID!) {
    exportJob(id: $id) {
      status
      rowCount
      url
    }
  }
`);
const MY_ARTICLES = graphql(`
  query ApiMyArticles {
    myArticles(first: 5) {
      edges {
        node {
          id
        }
      }
    }
  }
`);

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp('api-http', { NODE_ENV: 'production' });
  await anEntry(app.testbed.t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    title: 'Apollo 11 lands on the Moon',
  });
  ({ cookie } = await signedInMember(app.testbed, app.base, {
    email: 'ada@example.com',
    displayName: 'Ada',
  }));
}, 150_000);

afterAll(() => app?.close());

/** A GET of /graphql with the operation in the query string, as a link, curl or a CDN sends it. */
function get(params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return fetch(`${app.base}/graphql?${search}`, {
    headers: { Accept: 'application/json', ...headers },
  });
}

const moonDay = { query: print(DAY), variables: { month: 7, day: 20 } };

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

describe('a query as a plain GET', () => {
  it('is answered without any preflight header when no session cookie comes with it', async () => {
    const response = await get(moonDay);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.data).toEqual({
      day: {
        formattedDate: 'July 20',
        events: [{ title: 'Apollo 11 lands on the Moon' }],
      },
    });
  });

  it("is refused with the member's session cookie unless a browser would have preflighted it", async () => {
    const refused = await get({ query: print(ME) }, { Cookie: cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/Cross-Site Request Forgery/);
    const preflighted = await get({ query: print(ME) }, { Cookie: cookie, 'Apollo-Require-Preflight': 'true' });
    expect(((await preflighted.json()) as Body).data).toEqual({
      me: { displayName: 'Ada' },
    });
  });

  it('does not let a client forge the mark of a request without a session', async () => {
    const refused = await get({ query: print(ME) }, { Cookie: cookie, 'X-Daypedia-Without-Session': '1' });
    expect(refused.status).toBe(400);
  });

  it('never runs a mutation', async () => {
    const response = await get({ query: 'mutation { recordLogin { uid } }' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('pages of other sites', () => {
  const origin = { Origin: 'https://notebook.example' };

  it('get an answer to their preflight, with the methods, headers and how long to keep it', async () => {
    const response = await fetch(`${app.base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'authorization', 'apollo-require-preflight', 'x-apollo-operation-name']));
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('may read answers to requests without credentials', async () => {
    const response = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: { ...origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(moonDay),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/retry-after/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("are granted nothing for a request that carries the member's session cookie", async () => {
    const response = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: {
        ...origin,
        'Content-Type': 'application/json',
        Cookie: cookie,
      },
      body: JSON.stringify({ query: print(ME) }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('caching of answers', () => {
  it('lets anyone keep an anonymous read for a minute', async () => {
    const response = await get(moonDay);
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('keeps no answer that depends on who asks', async () => {
    expect((await get({ query: print(ME) })).headers.get('cache-control')).toBe('no-store');
    expect((await get({ query: print(MY_ARTICLES) })).headers.get('cache-control')).toBe('no-store');
    const both = await get({
      query: `{ me { displayName } day(month: 7, day: 20, locale: en) { formattedDate } }`,
    });
    expect(both.headers.get('cache-control')).toBe('no-store');
  });

  it("keeps nothing of a member's answers, even of what anyone may read", async () => {
    const member = await get(moonDay, {
      Cookie: cookie,
      'Apollo-Require-Preflight': 'true',
    });
    expect(((await member.json()) as Body).data).toBeTruthy();
    expect(member.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps no error and no change', async () => {
    expect((await get({ query: '{ nothingHere }' })).headers.get('cache-control')).toBe('no-store');
    const mutation = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { recordLogin { uid } }' }),
    });
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unchanged answer with 304 to If-None-Match, and a changed one in full', async () => {
    const first = await get(moonDay);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    // The budget in the body changes with every request; the tag is the data's. The 304 comes
    // whatever the request's Cache-Control says (a browser's fetch adds no-cache to a conditional
    // request, as a reload does), and costs nothing.
    const again = await get(moonDay, { 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(again.headers.get('x-ratelimit-cost-actual')).toBe('0');
    await anEntry(app.testbed.t.db, {
      kind: 'EVENT',
      year: 1974,
      month: 7,
      day: 20,
      title: 'Viking 1 lands on Mars',
    });
    const changed = await get(moonDay, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(Number(changed.headers.get('x-ratelimit-cost-actual'))).toBeGreaterThan(0);
  });
});

describe('exports with a personal API token', () => {
  /** Posts the operation with the token, as a script does; answers the status, the data, the errors and the cost. */
  async function withToken<TData, TVariables>(token: string, document: TypedDocumentNode<TData, TVariables>, ...variables: Variables<TVariables>) {
    const response = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(document), variables: variables[0] }),
    });
    const body = (await response.json()) as { data?: TData | null; errors?: Body['errors']; extensions?: { cost?: CostExtension } };
    return { status: response.status, ...body, cost: body.extensions?.cost };
  }

  it("are started and fetched by a script, charged to the token's member", async () => {
    const db = app.testbed.t.db;
    const analyst = await aMember(db, { displayName: 'Grace' });
    const { secret } = await createApiToken(db, analyst.uid, 'notebook');
    const started = await withToken(secret!, START_EXPORT, { filter: { locale: 'en', kind: 'EVENT', yearFrom: 1969, yearTo: 1969 } });
    expect(started.status).toBe(200);
    expect(started.errors).toBeUndefined();
    expect(started.data?.startExport).toMatchObject({ id: expect.any(String) });
    // startExport 50 + the write 10 + its two fields, from the member's bucket (100,000 by default) and not the address's.
    expect(started.cost).toMatchObject({ requested: 62, actual: 62, limit: 100_000, remaining: 99_938 });
    // The member's hourly allowance of exports counts it too, wherever the script runs.
    const counted = await db.rateLimit.findMany({ where: { key: { contains: analyst.uid } }, select: { key: true, points: true }, orderBy: { key: 'asc' } });
    expect(counted).toEqual([
      { key: `api-member-bucket:${analyst.uid}`, points: 62 },
      { key: `export:member:${analyst.uid}`, points: 1 },
    ]);

    const id = started.data!.startExport!.id;
    await expect.poll(async () => (await withToken(secret!, EXPORT_JOB, { id })).data?.exportJob?.status, { timeout: 20_000 }).toBe('DONE');
    const { data } = await withToken(secret!, EXPORT_JOB, { id });
    expect(data?.exportJob).toMatchObject({ rowCount: 1 });
    const file = await fetch(data!.exportJob!.url!);
    expect(file.status).toBe(200);
    expect(gunzipSync(Buffer.from(await file.arrayBuffer())).toString()).toContain('Apollo 11 lands on the Moon');
  });

  it('start nothing beside them: any other change in the same request is refused, and nothing is queued', async () => {
    const db = app.testbed.t.db;
    const analyst = await aMember(db);
    const { secret } = await createApiToken(db, analyst.uid, 'notebook');
    const before = await db.exportJob.count();
    const response = await fetch(`${app.base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: 'mutation { startExport(filter: { locale: en }, format: CSV) { id } recordLogin { uid } }' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Body).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db.exportJob.count()).toBe(before);
  });
});

describe('automatic persisted queries', () => {
  it('run by their hash alone as a GET, once the query was sent with it', async () => {
    const query = `{ day(month: 11, day: 9, locale: de) { formattedDate } }`;
    const persistedQuery = {
      version: 1,
      sha256Hash: createHash('sha256').update(query).digest('hex'),
    };
    const unknown = await get({ extensions: { persistedQuery } });
    expect(((await unknown.json()) as Body).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Apollo's own answer: no cache may keep it, or the hash would stay unknown there.
    expect(unknown.headers.get('cache-control')).toMatch(/no-cache/);

    const registered = await get({ query, extensions: { persistedQuery } });
    expect(((await registered.json()) as Body).data).toEqual({
      day: { formattedDate: '9. November' },
    });

    const byHash = await get({ extensions: { persistedQuery } });
    expect(byHash.status).toBe(200);
    expect(((await byHash.json()) as Body).data).toEqual({
      day: { formattedDate: '9. November' },
    });
    expect(byHash.headers.get('cache-control')).toBe('max-age=60, public');
    expect(byHash.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('errors over HTTP', () => {
  const LEAKS = /stacktrace|node_modules|\/work\/|\.ts:\d|prisma|at [\w.<>]+ \(/i;

  it('carry no stack trace, path or database text, by GET or by POST', async () => {
    const db = app.testbed.t.db;
    const entry = await anEntry(db, {
      kind: 'EVENT',
      year: 1989,
      month: 11,
      day: 9,
      title: 'The Berlin Wall falls',
    });
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${app.base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });
    // A table gone from under the server, as a broken migration would leave it: an unexpected fault.
    await db.$executeRawUnsafe('ALTER TABLE "Comment" RENAME TO "CommentAway"');
    try {
      const faulty = `{ comments(entryId: "${entry.id}", first: 5) { totalCount } }`;
      const answers = await Promise.all([
        get({ query: faulty }),
        post(JSON.stringify({ query: faulty })),
        get({ query: '{ day(month: 13' }),
        post(
          JSON.stringify({
            query: '{ day(month: 13, day: 1, locale: en) { nothing } }',
          }),
        ),
        post('{"query": '),
        get({ query: print(ME) }, { Cookie: cookie }),
        get({}),
        post(JSON.stringify({ query: print(ME) }), {
          Authorization: 'Bearer dp_not-a-token',
        }),
      ]);
      const texts = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 400, 400, 400, 400, 401]);
      for (const text of texts.slice(0, 2)) expect((JSON.parse(text) as Body).errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      for (const text of texts) expect(text).not.toMatch(LEAKS);
    } finally {
      await db.$executeRawUnsafe('ALTER TABLE "CommentAway" RENAME TO "Comment"');
    }
  });
});
