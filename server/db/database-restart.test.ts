/**
 * PostgreSQL restarted under a running instance: while it is down, GraphQL answers 503 with the
 * code UNAVAILABLE; once it is back, queries, the live status of articles and page-cache
 * invalidation work again by themselves, without restarting the instance.
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports';
import { REVIEW_EVENT, START_EVENT } from '../../tests/setup/article-operations';
import { startFirebaseOnFreePorts } from '../../tests/setup/firebase-emulator';
import { sendOperation, type Variables } from '../../tests/setup/graphql-over-http';
import { startInstance, submitEvent, subscribe, type Heard, type Instance } from '../../tests/setup/instances';
import { listening } from '../../tests/setup/listen';
import { signedInMember } from '../../tests/setup/members';
import { ME } from '../../tests/setup/operations';
import { graphql } from '../../tests/graphql';
import type { Firebase } from '../auth/firebase';
import { createPageCache } from '../http/page-cache';
import { listenForContentChanges } from './content-changes';
import { scratchDirectory, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { applyMigrations } from './migrations';
import { createDatabase, type Database } from './prisma';

const dir = scratchDirectory('daypedia-restart-');
let port: number;
let postgres: EmbeddedDatabase;
let db: Database;
let firebase: Firebase;
let instance: Instance;
let contentListener: { close(): Promise<void> };
let page: { base: string; close(): Promise<void> };
let heard: Heard;
const cookies: Record<string, string> = {};
let author: string;

const startPostgres = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, database: 'daypedia' });

/** A GraphQL request as an API client sends it: the status, the error codes and the data. */
async function request<TData, TVariables>(cookie: string | null, document: TypedDocumentNode<TData, TVariables>, ...variables: Variables<TVariables>) {
  const { response, data, errors = [] } = await sendOperation(instance.http, cookie ? { Cookie: cookie } : {}, document, ...variables);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    codes: errors.map((error) => error.extensions?.code),
    messages: errors.map((error) => error.message),
    data,
  };
}

const ENTRIES = graphql(`
  query EntryTitles {
    entries(filter: { locale: en }, first: 3) {
      edges {
        node {
          title
        }
      }
    }
  }
`);

/** Whether the page cache answered: a page of its own behind the real cache, as the app's pages are. */
async function cached(): Promise<string | null> {
  const response = await fetch(`${page.base}/april-23`);
  await response.text();
  return response.headers.get('x-page-cache');
}

/** The LISTEN connections the instance holds right now (status, entry changes, session ends and content). */
async function listeners(): Promise<number> {
  const rows = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`;
  return Number(rows[0].count);
}

beforeAll(async () => {
  port = await freePorts();
  postgres = await startPostgres();
  await applyMigrations(postgres.url);
  db = createDatabase(postgres.url);
  firebase = await startFirebaseOnFreePorts(dir);
  instance = await startInstance({ db, databaseUrl: postgres.url, firebase });
  const pageCache = createPageCache();
  contentListener = await listenForContentChanges(postgres.url, () => pageCache.clear());
  page = await listening(
    createServer((req, res) => {
      if (pageCache.serve(req, res)) return;
      pageCache.capture(req, res);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<p>rendered at ${Date.now()}</p>`);
    }),
  );
  for (const [email, role] of [
    ['ada@example.com', 'MEMBER'],
    ['rita@example.com', 'REVIEWER'],
  ] as const) {
    const { user, cookie } = await signedInMember({ t: { db }, firebase }, instance.http, { email, role });
    cookies[email] = cookie;
    if (role === 'MEMBER') author = user.uid;
  }
  heard = subscribe(instance, cookies['ada@example.com']);
}, 150_000);

afterAll(async () => {
  await heard?.client.dispose();
  await page?.close();
  await contentListener?.close();
  await instance?.close();
  await db?.$disconnect();
  await firebase?.stop();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under a running instance', () => {
  it('answers 503 UNAVAILABLE while the database is down, and recovers within 5 s of its return', async () => {
    expect((await request(null, ENTRIES)).status).toBe(200);
    await expect.poll(listeners, { timeout: 5000 }).toBe(4);
    const revisionId = await submitEvent(db, instance, { uid: author, cookie: cookies['ada@example.com'] }, 'The first steps on the Moon', 20);
    await expect.poll(() => heard.events.map((event) => event.status), { timeout: 5000 }).toEqual(['PENDING']);

    // Members keep writing through the restart: every connection the database drops mid-query
    // or mid-transaction must fail that request only, never the process.
    let writing = true;
    const acknowledged: string[] = [];
    const writers = Array.from({ length: 4 }, async () => {
      for (let i = 0; writing; i++) {
        const answer = await request(cookies['ada@example.com'], START_EVENT, { date: { year: 1969, month: 7, day: 1 + (i % 28) } }).catch(() => null);
        if (answer?.data?.startNewArticle?.revision?.id) acknowledged.push(answer.data.startNewArticle.revision.id);
        else if (!answer) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    await postgres.stop();
    const down = await request(null, ENTRIES);
    expect(down).toMatchObject({ status: 503, retryAfter: '5', codes: ['UNAVAILABLE'] });
    // No database text reaches the client.
    expect(down.messages.join(' ')).not.toMatch(/prisma|postgres|ECONNREFUSED|127\.0\.0\.1/i);
    // A member's request fails the same way while the session cannot be looked up.
    expect(await request(cookies['ada@example.com'], ME)).toMatchObject({ status: 503, codes: ['UNAVAILABLE'] });

    postgres = await startPostgres();
    const back = Date.now();
    await expect.poll(async () => (await request(null, ENTRIES)).status, { timeout: 5000, interval: 200 }).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await Promise.all(writers);
    // Every draft the members were told was saved is there.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(await db.revision.count({ where: { id: { in: acknowledged.map(Number) } } })).toBe(acknowledged.length);
    // Every LISTEN connection is made again, without restarting anything.
    await expect.poll(listeners, { timeout: Math.max(0, 5000 - (Date.now() - back)), interval: 200 }).toBe(4);

    // A cached page is kept until content changes.
    await cached();
    expect(await cached()).toBe('hit');

    const approved = await request(cookies['rita@example.com'], REVIEW_EVENT, { id: revisionId, decision: 'APPROVE' });
    expect(approved.data?.reviewArticle).toEqual({ revision: { status: 'APPROVED' }, errors: [] });
    // The author's page, subscribed before the restart, hears the decision…
    // (a submission made just before the restart may be told twice: the page shows the same)
    await expect
      .poll(() => heard.events.map((event) => event.status).filter((status, i, all) => status !== all[i - 1]), { timeout: 5000 })
      .toEqual(['PENDING', 'APPROVED']);
    expect(heard.errors).toEqual([]);
    // …and the page cache dropped what it kept.
    await expect.poll(cached, { timeout: 5000 }).toBe('miss');
  });

  it('tells the author of a decision announced while the listening connection was down', async () => {
    const revisionId = await submitEvent(db, instance, { uid: author, cookie: cookies['ada@example.com'] }, 'The first flight across the Channel', 25);
    await expect.poll(() => heard.events.at(-1)?.status, { timeout: 5000 }).toBe('PENDING');
    const before = heard.events.length;

    // The listening connections drop (a failover, a network cut) and the decision is announced
    // before they are back: PostgreSQL keeps no notification for a listener that is gone.
    await db.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`;
    const approved = await request(cookies['rita@example.com'], REVIEW_EVENT, { id: revisionId, decision: 'APPROVE' });
    expect(approved.data?.reviewArticle).toEqual({ revision: { status: 'APPROVED' }, errors: [] });
    await expect.poll(() => heard.events.slice(before).map((event) => event.status), { timeout: 5000 }).toContain('APPROVED');
    expect(heard.errors).toEqual([]);
  });
});
