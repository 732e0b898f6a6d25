/**
 * Several Daypedia instances on one database, as behind a load balancer: each with its own HTTP
 * server, database connections and status listener, serving GraphQL over HTTP and graphql-ws.
 * Used by the live status test and its benchmark.
 */
import { createServer } from 'node:http';
import express from 'express';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { listenForStatusChanges } from '../../server/articles/status-changes';
import type { Firebase } from '../../server/auth/firebase';
import { createSessionRoutes } from '../../server/auth/session';
import { listenForSessionEnds } from '../../server/auth/session-ends';
import type { Database } from '../../server/db/prisma';
import { createGraphqlHandler } from '../../server/graphql';
import { createHolidayCalendar } from '../../server/holidays/calendar';
import { testAbuse, testImages, testPayments } from '../../server/testing';
import { articleBody, REVIEW, START, SUBMIT } from './article-operations';
import { anImage } from './factories';
import { listening } from './listen';

export { REVIEW };

export interface Instance {
  http: string;
  ws: string;
  /** Members whose pages have subscribed on this instance, in order. */
  subscribed: string[];
  close(): Promise<void>;
}

/** Starts an instance on `db`; `databaseUrl` is where it listens for status changes. */
export async function startInstance({ db, databaseUrl, firebase }: { db: Database; databaseUrl: string; firebase: Firebase }): Promise<Instance> {
  const real = await listenForStatusChanges(databaseUrl, db);
  const sessionEnds = await listenForSessionEnds(databaseUrl);
  const subscribed: string[] = [];
  const statusChanges = { ...real, of: (uid: string) => (subscribed.push(uid), real.of(uid)) };
  const app = express();
  const server = createServer(app);
  const graphql = await createGraphqlHandler(server, { db, holidays: createHolidayCalendar(), auth: firebase.auth, images: testImages, statusChanges, sessionEnds, abuse: testAbuse(db), payments: testPayments });
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db, appName: 'Daypedia', secureCookies: false }));
  app.use('/graphql', graphql.handler);
  const { base, close } = await listening(server);
  return {
    http: base,
    ws: `${base.replace(/^http/, 'ws')}/graphql`,
    subscribed,
    async close() {
      await graphql.stop();
      await close();
      await real.close();
      await sessionEnds.close();
    },
  };
}

/** A GraphQL request over HTTP, as a page sends it, with a session cookie if given; throws on errors. */
export async function post(instance: Instance, cookie: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${instance.http}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface StatusEvent {
  id: string;
  status: string;
  rejectionReason: string | null;
}

export interface Heard {
  events: StatusEvent[];
  errors: unknown[];
  /** Called with each event as it arrives. */
  onEvent?: (event: StatusEvent) => void;
  client: Client;
}

/** A page's live status subscription on an instance, with the member's cookie if any. */
export function subscribe(instance: Instance, cookie?: string): Heard {
  const CookieWebSocket = class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { Cookie: cookie } } : {});
    }
  };
  const client = createClient({ url: instance.ws, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
  const heard: Heard = { events: [], errors: [], client };
  client.subscribe<{ articleStatusChanged: StatusEvent }>(
    { query: 'subscription { articleStatusChanged { id status rejectionReason } }' },
    {
      next: (result) => {
        if (result.errors) heard.errors.push(...result.errors);
        if (result.data) {
          heard.events.push(result.data.articleStatusChanged);
          heard.onEvent?.(result.data.articleStatusChanged);
        }
      },
      error: (error) => heard.errors.push(...(Array.isArray(error) ? error : [error])),
      complete: () => {},
    },
  );
  return heard;
}


/** Starts and submits a complete event article over HTTP on the instance; answers the revision's id. */
export async function submitEvent(db: Database, instance: Instance, author: { uid: string; cookie: string }, title: string, day: number): Promise<string> {
  const started = await post(instance, author.cookie, START, { date: { year: 1969, month: 7, day } });
  const id = started.startNewArticle.revision.id as string;
  const cover = await anImage(db, { owner: author, storageKey: `articles/cover-${id}.webp` });
  const bodyHtml = articleBody(title);
  const submitted = await post(instance, author.cookie, SUBMIT, { id, input: { title, bodyHtml, coverImageId: cover.id } });
  if (submitted.submitArticle.revision?.status !== 'PENDING') throw new Error(`Not submitted: ${JSON.stringify(submitted.submitArticle)}`);
  return id;
}
