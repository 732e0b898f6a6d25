/** Apollo Server on /graphql over HTTP, and graphql-ws subscriptions on the same path. */
import type { IncomingMessage, Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express, { type RequestHandler } from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Auth } from 'firebase-admin/auth';
import { readCookie } from '../client/app/lib/cookies';
import { SESSION_COOKIE, viewerOf } from './auth/session';
import type { Context } from './context';
import type { Database } from './db/prisma';
import type { User } from './generated/prisma/client';
import type { StatusChanges } from './articles/status-changes';
import type { HolidayCalendar } from './holidays/calendar';
import type { ImageStorage } from './images/storage';
import type { PublicWriteChecks } from './abuse/public-writes';
import type { PaymentProvider } from './payments/providers';
import { schema } from './schema/index';
import { errorLogging, formatGraphqlError } from './graphql-errors';
import { refuseControlCharacters } from './graphql-input';

export interface GraphqlDeps {
  db: Database;
  holidays: HolidayCalendar;
  auth: Auth;
  images: ImageStorage;
  statusChanges: StatusChanges;
  abuse: PublicWriteChecks;
  payments: PaymentProvider;
}

export function createContext(
  deps: Pick<GraphqlDeps, 'db' | 'holidays' | 'images' | 'abuse' | 'payments'> & Partial<GraphqlDeps>,
  user: User | null = null,
  clientAddress: string | null = null,
): Context {
  const { db, holidays, images, abuse, payments } = deps;
  return { db, holidays, images, abuse, payments, auth: deps.auth ?? null, statusChanges: deps.statusChanges ?? null, user, clientAddress, holidayYears: new Set(), memo: new Map() };
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
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) => !crossSiteWithCookie(origin, req) });
  // A WebSocket's member is verified once, at the handshake, and serves all its operations.
  const members = new WeakMap<object, Promise<User | null>>();
  const wsCleanup = useServer(
    {
      schema,
      onConnect: ({ extra }) => {
        members.set(extra.request, viewerOf(extra.request, deps).then((viewer) => viewer.user));
      },
      context: async ({ extra }) => createContext(deps, (await members.get(extra.request)) ?? null, extra.request.socket.remoteAddress ?? null),
    },
    wsServer,
  );
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    // `npm run dev` shows developers everything; every other mode masks what is unexpected.
    includeStacktraceInErrorResponses: process.env.NODE_ENV === 'development',
    formatError: process.env.NODE_ENV === 'development' ? undefined : formatGraphqlError,
    plugins: [
      errorLogging(),
      refuseControlCharacters(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Browsers get the site's own GraphiQL page instead of Apollo's CDN-hosted one.
      ApolloServerPluginLandingPageDisabled(),
      { async serverWillStart() { return { async drainServer() { await wsCleanup.dispose(); } }; } },
    ],
  });
  await apollo.start();
  const router = express.Router();
  router.use(express.json({ limit: '1mb' }), expressMiddleware(apollo, { context: async ({ req }) => createContext(deps, (await viewerOf(req, deps)).user, req.ip ?? null) }));
  return { handler: router, stop: () => apollo.stop() };
}

export { schema };
