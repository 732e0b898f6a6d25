import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInMember, startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import type { TestDatabase } from '../../tests/setup/test-database';
import type { Firebase } from '../auth/firebase';
import { createSessionRoutes } from '../auth/session';
import { createDatabase, type Database } from '../db/prisma';
import { createGraphqlHandler } from '../graphql';
import { createHolidayCalendar } from '../holidays/calendar';
import { testAbuse, testImages, testPayments } from '../testing';
import { listenForStatusChanges } from './status-changes';

/** One Daypedia instance: its own HTTP server, database connections and status listener. */
interface Instance {
  http: string;
  ws: string;
  /** Members whose pages have subscribed on this instance, in order. */
  subscribed: string[];
  close(): Promise<void>;
}

let t: TestDatabase;
let firebase: Firebase;
let a: Instance;
let b: Instance;
let testbed: AuthTestbed;
const clients: Client[] = [];
const cookies: Record<string, string> = {};

async function startInstance(db: Database): Promise<Instance> {
  const real = await listenForStatusChanges(t.url);
  const subscribed: string[] = [];
  const statusChanges = { ...real, of: (uid: string) => (subscribed.push(uid), real.of(uid)) };
  const app = express();
  const server = createServer(app);
  const graphql = await createGraphqlHandler(server, { db, holidays: createHolidayCalendar(), auth: firebase.auth, images: testImages, statusChanges, abuse: testAbuse(db), payments: testPayments });
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db, appName: 'Daypedia', secureCookies: false }));
  app.use('/graphql', graphql.handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/graphql`,
    subscribed,
    async close() {
      await graphql.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await real.close();
    },
  };
}

const json = { 'Content-Type': 'application/json' };

/** A member with a Firebase account and a row, signed in on instance A as the browser does. */
async function signedIn(email: string, role: 'MEMBER' | 'REVIEWER' = 'MEMBER'): Promise<string> {
  const { user, cookie } = await signedInMember({ t, firebase }, a.http, { email, role });
  cookies[email] = cookie;
  return user.uid;
}

/** A GraphQL request over HTTP, as a page sends it. */
async function post(instance: Instance, who: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${instance.http}/graphql`, { method: 'POST', headers: { ...json, ...(who ? { Cookie: cookies[who]! } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Heard {
  events: { id: string; status: string; rejectionReason: string | null }[];
  errors: unknown[];
}

/** A page's live status subscription on an instance, with the member's cookie if any. */
function subscribe(instance: Instance, cookie?: string): Heard {
  const heard: Heard = { events: [], errors: [] };
  const CookieWebSocket = class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { Cookie: cookie } } : {});
    }
  };
  const client = createClient({ url: instance.ws, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
  clients.push(client);
  client.subscribe<{ articleStatusChanged: Heard['events'][number] }>(
    { query: 'subscription { articleStatusChanged { id status rejectionReason } }' },
    {
      next: (result) => {
        if (result.errors) heard.errors.push(...result.errors);
        if (result.data) heard.events.push(result.data.articleStatusChanged);
      },
      error: (error) => heard.errors.push(...(Array.isArray(error) ? error : [error])),
      complete: () => {},
    },
  );
  return heard;
}

const START = `mutation($date: DateInput!) { startNewArticle(input: { locale: en, kind: EVENT, date: $date }) { revision { id } errors { code } } }`;
const SUBMIT = `mutation($id: ID!, $input: ArticleDraftInput!) { submitArticle(revisionId: $id, input: $input, rulesAccepted: true) { revision { status } errors { code } } }`;
const REVIEW = `mutation($id: ID!, $decision: ReviewDecision!, $reason: String) { reviewArticle(revisionId: $id, decision: $decision, reason: $reason) { revision { status } errors { code } } }`;

/** Starts and submits a complete event article over HTTP on the instance; answers the revision's id. */
async function submitEvent(instance: Instance, who: string, uid: string, title: string, day: number): Promise<string> {
  const started = await post(instance, who, START, { date: { year: 1969, month: 7, day } });
  const id = started.startNewArticle.revision.id as string;
  const cover = await t.db.image.create({ data: { ownerId: uid, storageKey: `articles/cover-${id}.webp`, mimeType: 'image/webp', width: 1200, height: 800, bytes: 40_000 } });
  const bodyHtml = `<p>${`${title} is remembered on this day, and the reports of the time describe it at length. `.repeat(5)}</p>`;
  const submitted = await post(instance, who, SUBMIT, { id, input: { title, bodyHtml, coverImageId: cover.id } });
  expect(submitted.submitArticle).toEqual({ revision: { status: 'PENDING' }, errors: [] });
  return id;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let instanceBDatabase: Database;
let ada: string;
let bob: string;

beforeAll(async () => {
  testbed = await startAuthTestbed('status');
  ({ t, firebase } = testbed);
  // Two instances share the database, as two servers behind one address do, each with its own connections.
  instanceBDatabase = createDatabase(t.url);
  [a, b] = await Promise.all([startInstance(t.db), startInstance(instanceBDatabase)]);
  ada = await signedIn('ada@example.com');
  bob = await signedIn('bob@example.com');
  await signedIn('rita@example.com', 'REVIEWER');
}, 150_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await a?.close();
  await b?.close();
  await instanceBDatabase?.$disconnect();
  await testbed?.stop();
});

describe('live review status across instances', () => {
  it('tells the author, on another instance, of a rejection and its reason at once', async () => {
    const adaOnB = subscribe(b, cookies['ada@example.com']);
    const adaOnA = subscribe(a, cookies['ada@example.com']);
    const bobOnB = subscribe(b, cookies['bob@example.com']);
    await expect.poll(() => [[...b.subscribed].sort(), a.subscribed], { timeout: 5000 }).toEqual([[ada, bob].sort(), [ada]]);

    const revisionId = await submitEvent(a, 'ada@example.com', ada, 'The first steps on the Moon', 20);
    await expect.poll(() => adaOnB.events, { timeout: 5000 }).toEqual([{ id: revisionId, status: 'PENDING', rejectionReason: null }]);

    const reason = 'Please add the time of the landing and a source.';
    const rejected = await post(a, 'rita@example.com', REVIEW, { id: revisionId, decision: 'REJECT', reason });
    expect(rejected.reviewArticle).toEqual({ revision: { status: 'REJECTED' }, errors: [] });

    const expected = [
      { id: revisionId, status: 'PENDING', rejectionReason: null },
      { id: revisionId, status: 'REJECTED', rejectionReason: reason },
    ];
    await expect.poll(() => adaOnB.events, { timeout: 5000 }).toEqual(expected);
    // The instance the reviewer used tells the author's pages there too.
    await expect.poll(() => adaOnA.events, { timeout: 5000 }).toEqual(expected);
    expect([adaOnB.errors, adaOnA.errors]).toEqual([[], []]);

    // Another member's page on the same instance hears nothing of it…
    await pause(500);
    expect(bobOnB).toEqual({ events: [], errors: [] });

    // …but does hear of that member's own article, which the first author's pages do not.
    const bobsRevision = await submitEvent(a, 'bob@example.com', bob, 'The splashdown of Apollo 11', 24);
    await expect.poll(() => bobOnB.events, { timeout: 5000 }).toEqual([{ id: bobsRevision, status: 'PENDING', rejectionReason: null }]);
    await pause(300);
    expect(adaOnB.events).toEqual(expected);
  });

  it('refuses a subscription without a session, or with a forged one', async () => {
    const before = b.subscribed.length;
    for (const heard of [subscribe(b), subscribe(b, '__session=forged')]) {
      await expect.poll(() => heard.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(heard.errors.flat()).toContainEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(heard.events).toEqual([]);
    }
    // No status changes are followed for a visitor.
    expect(b.subscribed).toHaveLength(before);
  });
});
