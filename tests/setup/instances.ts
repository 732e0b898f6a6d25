/**
 * Several Daypedia instances on one database, as behind a load balancer: each with its own HTTP
 * server, database connections and status listener, serving GraphQL over HTTP and graphql-ws.
 * Used by the live status test and its benchmark.
 */
import { createServer } from 'node:http';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import express from 'express';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { listenForStatusChanges } from '../../server/articles/status-changes';
import { listenForEntryChanges, type EntryChanges, type LiveLimits } from '../../server/changes/live-changes';
import type { BudgetSizes } from '../../server/api/budgets';
import type { Firebase } from '../../server/auth/firebase';
import { createSessionRoutes } from '../../server/auth/session';
import { listenForSessionEnds } from '../../server/auth/session-ends';
import type { Database } from '../../server/db/prisma';
import { createGraphqlHandler } from '../../server/graphql/handler';
import { createHolidayCalendar } from '../../server/holidays/calendar';
import { testAbuse, testImages, testPayments } from '../../server/testing';
import type { ArticleStatusChangesSubscription, EntryChangedSubscription, EntryChangedSubscriptionVariables, Locale } from '../graphql/graphql';
import { articleBody, START_EVENT, STATUS_CHANGES, SUBMIT_EVENT } from './article-operations';
import { ENTRY_CHANGED } from './change-operations';
import { anImage } from './factories';
import { sendOperation, type Variables } from './graphql-over-http';
import { listening } from './listen';

export { REVIEW } from './article-operations';

export interface Instance {
  http: string;
  ws: string;
  /** Members whose pages have subscribed on this instance, in order. */
  subscribed: string[];
  /** The languages of the entry change subscriptions accepted on this instance, in order (null: all). */
  followed: (Locale | null)[];
  close(): Promise<void>;
}

/** Starts an instance on `db`; `databaseUrl` is where it listens for status and entry changes; `apiBudgets` sizes its hourly API budgets. */
export async function startInstance({
  db,
  databaseUrl,
  firebase,
  liveLimits,
  apiBudgets,
}: {
  db: Database;
  databaseUrl: string;
  firebase: Firebase;
  /** The limits of live entry changes, when a test needs smaller ones than the site's. */
  liveLimits?: LiveLimits;
  apiBudgets?: BudgetSizes;
}): Promise<Instance> {
  const real = await listenForStatusChanges(databaseUrl, db);
  const liveChanges = await listenForEntryChanges(databaseUrl, db, liveLimits);
  const followed: (Locale | null)[] = [];
  const entryChanges: EntryChanges = {
    ...liveChanges,
    follow: (filter, address) => {
      const changes = liveChanges.follow(filter, address);
      followed.push(filter.locale);
      return changes;
    },
  };
  const sessionEnds = await listenForSessionEnds(databaseUrl);
  const subscribed: string[] = [];
  const statusChanges = { ...real, of: (uid: string) => (subscribed.push(uid), real.of(uid)) };
  const app = express();
  const server = createServer(app);
  const graphql = await createGraphqlHandler(server, {
    db,
    holidays: createHolidayCalendar(),
    auth: firebase.auth,
    images: testImages,
    statusChanges,
    entryChanges,
    sessionEnds,
    abuse: testAbuse(db),
    payments: testPayments,
    apiBudgets,
  });
  app.use('/auth', createSessionRoutes({ auth: firebase.auth, db, appName: 'Daypedia', secureCookies: false }));
  app.use('/graphql', graphql.handler);
  const { base, close } = await listening(server);
  return {
    http: base,
    ws: `${base.replace(/^http/, 'ws')}/graphql`,
    subscribed,
    followed,
    async close() {
      await graphql.stop();
      await close();
      await real.close();
      await liveChanges.close();
      await sessionEnds.close();
    },
  };
}

/** A GraphQL request over HTTP, as a page sends it, with a session cookie if given; answers its data and throws on errors. */
export function post<TData, TVariables>(
  instance: Instance,
  cookie: string | null,
  document: TypedDocumentNode<TData, TVariables>,
  ...variables: Variables<TVariables>
): Promise<TData>;
/** The same with an operation as text, as the benchmark of the live status sends it. */
export function post(instance: Instance, cookie: string | null, query: string, variables?: Record<string, unknown>): Promise<unknown>;
export async function post(
  instance: Instance,
  cookie: string | null,
  operation: string | TypedDocumentNode,
  variables: Record<string, unknown> = {},
): Promise<unknown> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const { data, errors } =
    typeof operation === 'string'
      ? await sendOperation(instance.http, headers, operation, variables)
      : await sendOperation(instance.http, headers, operation, variables);
  if (errors) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
  return data;
}

export type StatusEvent = ArticleStatusChangesSubscription['articleStatusChanged'];

export interface Heard {
  events: StatusEvent[];
  errors: unknown[];
  /** Called with each event as it arrives. */
  onEvent?: (event: StatusEvent) => void;
  /** Called with each error as it arrives. */
  onError?: (error: unknown) => void;
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
  const hearError = (error: unknown) => {
    heard.errors.push(error);
    heard.onError?.(error);
  };
  client.subscribe<ArticleStatusChangesSubscription>(
    { query: print(STATUS_CHANGES) },
    {
      next: (result) => {
        result.errors?.forEach(hearError);
        if (result.data) {
          heard.events.push(result.data.articleStatusChanged);
          heard.onEvent?.(result.data.articleStatusChanged);
        }
      },
      error: (error: unknown) => (Array.isArray(error) ? (error as unknown[]) : [error]).forEach(hearError),
      complete: () => {},
    },
  );
  return heard;
}

/** Starts and submits a complete event article over HTTP on the instance; answers the revision's id. */
export async function submitEvent(db: Database, instance: Instance, author: { uid: string; cookie: string }, title: string, day: number): Promise<string> {
  const started = await post(instance, author.cookie, START_EVENT, { date: { year: 1969, month: 7, day } });
  const id = started.startNewArticle.revision!.id;
  const cover = await anImage(db, { owner: author, storageKey: `articles/cover-${id}.webp` });
  const bodyHtml = articleBody(title);
  const submitted = await post(instance, author.cookie, SUBMIT_EVENT, { id, input: { title, bodyHtml, coverImageId: cover.id } });
  if (submitted.submitArticle.revision?.status !== 'PENDING') throw new Error(`Not submitted: ${JSON.stringify(submitted.submitArticle)}`);
  return id;
}

export type EntryChangedEvent = EntryChangedSubscription['entryChanged'];

export interface HeardChanges {
  events: EntryChangedEvent[];
  errors: { message: string; extensions?: { code?: string } }[];
  /** True once the server ended the subscription. */
  completed: boolean;
  client: Client;
  /** Ends the subscription, as a client that stops listening does. */
  unsubscribe(): void;
}

/**
 * An anonymous client's subscription to entry changes on an instance, of one language or all, of
 * some kinds or all; several may share one client (one socket).
 */
export function subscribeToChanges(
  instance: Instance,
  variables: EntryChangedSubscriptionVariables = {},
  client = createClient({ url: instance.ws, webSocketImpl: WebSocket, retryAttempts: 0 }),
): HeardChanges {
  const heard: HeardChanges = { events: [], errors: [], completed: false, client, unsubscribe: () => {} };
  heard.unsubscribe = client.subscribe<EntryChangedSubscription>(
    { query: print(ENTRY_CHANGED), variables },
    {
      next: (result) => {
        if (result.errors) heard.errors.push(...(result.errors as HeardChanges['errors']));
        if (result.data) heard.events.push(result.data.entryChanged);
      },
      error: (error: unknown) => heard.errors.push(...((Array.isArray(error) ? error : [error]) as HeardChanges['errors'])),
      complete: () => (heard.completed = true),
    },
  );
  return heard;
}
