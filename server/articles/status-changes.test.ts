import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startAuthTestbed, type AuthTestbed } from '../../tests/setup/auth-testbed';
import { REVIEW_EVENT } from '../../tests/setup/article-operations';
import type { Variables } from '../../tests/setup/graphql-over-http';
import {
  post as postAs,
  startInstance,
  submitEvent as submitEventAs,
  subscribe as subscribeWith,
  type Heard,
  type Instance,
} from '../../tests/setup/instances';
import { signedInMember } from '../../tests/setup/members';
import type { TestDatabase } from '../../tests/setup/test-database';
import type { Firebase } from '../auth/firebase';
import { createDatabase, type Database } from '../db/prisma';

let t: TestDatabase;
let firebase: Firebase;
let a: Instance;
let b: Instance;
let testbed: AuthTestbed;
const subscriptions: Heard[] = [];
const cookies: Record<string, string> = {};

/** A member with a Firebase account and a row, signed in on instance A as the browser does. */
async function signedIn(email: string, role: 'MEMBER' | 'REVIEWER' = 'MEMBER'): Promise<string> {
  const { user, cookie } = await signedInMember({ t, firebase }, a.http, { email, role });
  cookies[email] = cookie;
  return user.uid;
}

const post = <TData, TVariables>(instance: Instance, who: string, document: TypedDocumentNode<TData, TVariables>, ...variables: Variables<TVariables>) =>
  postAs(instance, cookies[who], document, ...variables);

const submitEvent = (instance: Instance, who: string, uid: string, title: string, day: number) =>
  submitEventAs(t.db, instance, { uid, cookie: cookies[who] }, title, day);

function subscribe(instance: Instance, cookie?: string): Heard {
  const heard = subscribeWith(instance, cookie);
  subscriptions.push(heard);
  return heard;
}

const heardOf = (heard: Heard) => ({ events: heard.events, errors: heard.errors });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let instanceBDatabase: Database;
let ada: string;
let bob: string;

beforeAll(async () => {
  testbed = await startAuthTestbed('status');
  ({ t, firebase } = testbed);
  // Two instances share the database, as two servers behind one address do, each with its own connections.
  instanceBDatabase = createDatabase(t.url);
  [a, b] = await Promise.all([
    startInstance({ db: t.db, databaseUrl: t.url, firebase }),
    startInstance({ db: instanceBDatabase, databaseUrl: t.url, firebase }),
  ]);
  ada = await signedIn('ada@example.com');
  bob = await signedIn('bob@example.com');
  await signedIn('rita@example.com', 'REVIEWER');
}, 150_000);

afterAll(async () => {
  await Promise.all(subscriptions.map(async (heard) => heard.client.dispose()));
  await a?.close();
  await b?.close();
  await instanceBDatabase?.$disconnect();
  await testbed?.stop();
});

/** Opens a raw socket as a page of `origin` would, with Ada's cookie: resolves true if the server accepts it. */
function opens(instance: Instance, origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(instance.ws, 'graphql-transport-ws', { headers: { Cookie: cookies['ada@example.com'] }, origin });
    socket.once('open', () => {
      socket.close();
      resolve(true);
    });
    socket.once('unexpected-response', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

describe('live review status across instances', () => {
  it("accepts a member's socket only from the site's own pages", async () => {
    expect(await opens(a, 'http://evil.example')).toBe(false);
    expect(await opens(a, 'null')).toBe(false);
    expect(await opens(a, new URL(a.ws).origin.replace('ws:', 'http:'))).toBe(true);
  });

  it('tells the author, on another instance, of a rejection and its reason at once', async () => {
    const adaOnB = subscribe(b, cookies['ada@example.com']);
    const adaOnA = subscribe(a, cookies['ada@example.com']);
    const bobOnB = subscribe(b, cookies['bob@example.com']);
    await expect.poll(() => [[...b.subscribed].sort(), a.subscribed], { timeout: 5000 }).toEqual([[ada, bob].sort(), [ada]]);

    const revisionId = await submitEvent(a, 'ada@example.com', ada, 'The first steps on the Moon', 20);
    await expect.poll(() => adaOnB.events, { timeout: 5000 }).toEqual([{ id: revisionId, status: 'PENDING', rejectionReason: null }]);

    const reason = 'Please add the time of the landing and a source.';
    const rejected = await post(a, 'rita@example.com', REVIEW_EVENT, { id: revisionId, decision: 'REJECT', reason });
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
    expect(heardOf(bobOnB)).toEqual({ events: [], errors: [] });

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
