/**
 * Apollo Server on /graphql over HTTP, and graphql-ws subscriptions on the same path. Whichever way
 * an operation comes, it meets the document's bounds (api/document-limits.ts) before it is
 * validated, and its errors are masked and logged (graphql-errors.ts). Over HTTP a query or a
 * mutation is charged to its budget (api/charges.ts, prices in api/query-cost.ts); the WebSocket
 * runs subscriptions only (api/socket-operations.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import express, { type RequestHandler } from 'express';
import type { ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Auth } from 'firebase-admin/auth';
import { readCookie } from '#shared/cookies';
import { SESSION_COOKIE, viewerOf } from '../auth/session';
import type { SessionEnds } from '../auth/session-ends';
import { createSocketMembers } from '../auth/socket-sessions';
import type { Context } from './context';
import type { Database } from '../db/prisma';
import type { User } from '../generated/prisma/client';
import type { StatusChanges } from '../articles/status-changes';
import type { EntryChanges } from '../changes/live-changes';
import type { HolidayCalendar } from '../holidays/calendar';
import type { FileStorage } from '../storage/file-storage';
import type { PublicWriteChecks } from '../abuse/public-writes';
import type { PaymentProvider } from '../donations/providers';
import type { ExportJobs } from '../exports/export-jobs';
import { schema } from '../schema/index';
import { anonymousApiLimits } from '../db/anonymous-api';
import { errorLogging, formatGraphqlError, socketErrors } from './errors';
import { refuseControlCharacters } from './input';
import type { Metrics } from '../observability/metrics';
import type { RequestObserver } from '../observability/requests';
import { operationObserving } from '../observability/graphql-operations';
import { countedWhileOpen } from '../observability/subscriptions';
import { rethrowUnavailable, unavailableStatus } from './unavailable';
import { createApiBudgets, type BudgetSizes } from '../api/budgets';
import { queryCharging } from '../api/charges';
import { crossOriginReads } from '../api/cross-origin';
import { CSRF_PREVENTION, markRequestsWithoutSession } from '../api/forgery';
import { httpCaching, PUBLIC_MAX_AGE_S } from '../api/http-cache';
import { socketSubscription } from '../api/socket-operations';
import { DOCUMENT_LIMITS, DOCUMENT_RULES, PARSE_OPTIONS } from '../api/document-limits';
import { apiTokenMember, apiTokenOf, refuseUnusedAuthorization, tokensRead } from '../api/token-requests';
import type { ApiTokenUse } from '../api/tokens';

export interface GraphqlDeps {
  /** Errors carry their stack and message only in development (`npm run dev`); elsewhere the unexpected is masked. */
  showErrors?: boolean;
  db: Database;
  holidays: HolidayCalendar;
  auth: Auth;
  images: FileStorage;
  statusChanges: StatusChanges;
  entryChanges?: EntryChanges;
  abuse: PublicWriteChecks;
  payments: PaymentProvider;
  /** Filtered exports written in the background; without them startExport is refused. */
  exports?: ExportJobs;
  /** Where the ends of members' sessions are heard, to close their sockets; without it they are still checked at each operation. */
  sessionEnds?: SessionEnds;
  /** The sender's address of a live connection, behind trusted proxies; without it, the socket's peer. */
  clientAddress?: (req: IncomingMessage) => string;
  /** Where operations are logged and measured, when the server does. */
  observability?: { requests: RequestObserver; metrics: Metrics };
  /** Hourly budgets of API points: per address for visitors, per member for members; the defaults without it. */
  apiBudgets?: BudgetSizes;
}

export function createContext(
  deps: Pick<GraphqlDeps, 'db' | 'holidays' | 'images' | 'abuse' | 'payments'> & Partial<GraphqlDeps>,
  user: User | null = null,
  clientAddress: string | null = null,
  apiToken: ApiTokenUse | null = null,
): Context {
  const { db, holidays, images, abuse, payments } = deps;
  return {
    db,
    holidays,
    images,
    abuse,
    payments,
    auth: deps.auth ?? null,
    statusChanges: deps.statusChanges ?? null,
    entryChanges: deps.entryChanges ?? null,
    exports: deps.exports ?? null,
    user,
    apiToken,
    apiCharge: null,
    clientAddress,
    holidayYears: new Set(),
    memo: new Map(),
  };
}

/**
 * Browsers send cookies with a WebSocket opened by any page, and do not stop another site from
 * opening one: a socket that carries the session cookie must come from a page of this site
 * (its Origin names the host the socket was opened on). API clients send no Origin.
 */
function crossSiteWithCookie(origin: string | undefined, req: IncomingMessage): boolean {
  if (!origin || !readCookie(req.headers.cookie, SESSION_COOKIE)) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export async function createGraphqlHandler(httpServer: Server, deps: GraphqlDeps): Promise<{ handler: RequestHandler; stop(): Promise<void> }> {
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: DOCUMENT_LIMITS.socketMessageBytes,
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => !crossSiteWithCookie(origin, req),
  });
  const members = createSocketMembers(deps);
  const wsCleanup = useServer(
    {
      schema,
      onSubscribe: (_ctx, _id, payload) => socketSubscription(schema, payload),
      onError: (_ctx, _id, payload, errors) => socketErrors(errors, { operation: payload.operationName ?? null, showErrors: deps.showErrors === true }),
      onNext: (_ctx, _id, payload, _args, result) =>
        result.errors
          ? { ...result, errors: socketErrors(result.errors, { operation: payload.operationName ?? null, showErrors: deps.showErrors === true }) }
          : undefined,
      onConnect: ({ extra }) => members.connect(extra.request, extra.socket),
      context: async ({ extra }) =>
        createContext(deps, await members.memberOf(extra.request), deps.clientAddress?.(extra.request) ?? extra.request.socket.remoteAddress ?? null),
      onOperation: (_ctx, _id, _payload, _args, result) => {
        const metrics = deps.observability?.metrics;
        if (metrics && Symbol.asyncIterator in Object(result))
          return countedWhileOpen(result as AsyncIterable<ExecutionResult>, { opened: metrics.subscriptionOpened, closed: metrics.subscriptionClosed });
      },
    },
    wsServer,
  );
  wsServer.on('connection', (socket) => {
    deps.observability?.metrics.webSocketOpened();
    socket.once('close', () => deps.observability?.metrics.webSocketClosed());
  });
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    parseOptions: PARSE_OPTIONS,
    validationRules: [...DOCUMENT_RULES],
    // The server stops its parts in order on SIGTERM (site.ts); Apollo's own handler would race it.
    stopOnTerminationSignals: false,
    // `npm run dev` shows developers everything; every other mode masks what is unexpected.
    includeStacktraceInErrorResponses: deps.showErrors === true,
    formatError: deps.showErrors ? undefined : formatGraphqlError,
    // A request with the session cookie must be one a browser preflights; one without it acts for nobody (api/forgery.ts).
    csrfPrevention: CSRF_PREVENTION,
    plugins: [
      errorLogging(),
      tokensRead(),
      queryCharging(createApiBudgets(deps.db, deps.apiBudgets)),
      anonymousApiLimits(),
      // Before httpCaching, which has the last word on an answer for a member.
      ApolloServerPluginCacheControl({ defaultMaxAge: PUBLIC_MAX_AGE_S }),
      httpCaching(),
      operationObserving(deps.observability ?? {}),
      unavailableStatus(),
      refuseControlCharacters(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Browsers get the site's own GraphiQL page instead of Apollo's CDN-hosted one.
      ApolloServerPluginLandingPageDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  const router = express.Router();
  router.use(
    crossOriginReads(),
    markRequestsWithoutSession(),
    express.json({ limit: DOCUMENT_LIMITS.httpBody }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const apiToken = apiTokenOf(req);
        if (!apiToken) {
          const { user } = await viewerOf(req, deps).catch(rethrowUnavailable);
          refuseUnusedAuthorization(req, user !== null);
          return createContext(deps, user, req.ip ?? null);
        }
        const { user, token } = await apiTokenMember(deps.db, apiToken).catch(rethrowUnavailable);
        return createContext(deps, user, req.ip ?? null, token);
      },
    }),
  );
  return { handler: router, stop: () => apollo.stop() };
}
