/**
 * The HTTP server: GraphQL, build detection, then every page rendered by React Router.
 */
import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import { compressAnswers } from './compression';
import { precompressed } from './precompressed';
import express from 'express';
import proxyaddr from 'proxy-addr';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { FirebaseWebConfig, PageRender, SchemaExecutor, SessionData } from '#shared/page-context';
import { IMAGE_ENDPOINT } from '#shared/images';
import { OG_IMAGE_PREFIX } from '#shared/og-images';
import { LEGACY_REDIRECTS, localeOfPath, pagePathOf, prefixedGermanPath } from '#shared/paths';
import type { Config } from '../config';
import { createContext, createGraphqlHandler, type GraphqlDeps } from '../graphql/handler';
import { REQUEST_ID_HEADER } from '../graphql/errors';
import { createUploadRoutes } from '../images/upload-routes';
import { STORED_IMAGES_PREFIX } from '../images/sources';
import type { FileStorage } from '../storage/file-storage';
import { createExportRoutes } from '../exports/routes';
import { createFeedRoutes } from '../feeds/routes';
import { createRegistrationRoutes } from '../auth/registration';
import { createSessionRoutes, SESSION_COOKIE, sessionCookieOptions, viewerOf } from '../auth/session';
import { createProofOfWork } from '../abuse/proof-of-work';
import { createPublicWriteChecks } from '../abuse/public-writes';
import { sameOriginWrites } from '../abuse/same-origin';
import { createImageOptimiser } from '../images/optimiser';
import { createOgCards } from '../images/og-cards';
import { createOgImages } from '../images/og-images';
import type { PageCache } from './page-cache';
import { createRenderGate } from './render-gate';
import { createHealthChecks } from './health';
import { cspNonceOf, securityHeaders } from './security-headers';
import { logger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { createMetricsEndpoint } from '../observability/metrics-endpoint';
import { createRequestObserver } from '../observability/requests';
import { poolOf } from '../db/pool';
import { isDatabaseUnavailable, RETRY_AFTER_S } from '../db/unavailable';
import { inProcessExecutor } from '../graphql/in-process';

/** What the app's server entry exports for the server to hand each request its data access. */
interface AppServerEntry {
  requestContext: RouterContext<SchemaExecutor>;
  sessionContext: RouterContext<SessionData>;
  renderContext: RouterContext<PageRender>;
}

export interface AppOptions extends Omit<GraphqlDeps, 'abuse' | 'observability'> {
  config: Config;
  /** The app as `npm run build` wrote it; in development, Vite's current compile of it, asked for by every page. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** In development, Vite's answers for the app's modules and the live-update client (server/startup/dev-build.ts). */
  devMiddleware?: express.RequestHandler;
  buildDir: string;
  /** Where stored images and the optimised copies live. */
  dataDir: string;
  pageCache: PageCache;
  firebaseWeb: FirebaseWebConfig;
  /** Where the dumps and exports are kept (server/exports). */
  exportStorage: FileStorage;
}

export async function createApp({
  config,
  build,
  devMiddleware,
  buildDir,
  dataDir,
  pageCache,
  firebaseWeb,
  exportStorage,
  ...deps
}: AppOptions): Promise<{ server: Server; stop(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
  // A cached page is answered before Express, routing and rendering.
  const secure = securityHeaders({ https: config.publicUrl.startsWith('https:') });
  // Probes answer before the page cache and Express: never stored, never rate-limited.
  const health = createHealthChecks(deps.db);
  // Only a few pages render at once; the others wait their turn (or are asked to come back).
  const renders = createRenderGate({ atOnce: config.RENDERS_AT_ONCE, queue: config.RENDER_QUEUE });
  const metrics = createMetrics({ pageCache, pool: poolOf(deps.db), renders });
  const scrape = createMetricsEndpoint(metrics.registry, { token: config.METRICS_TOKEN });
  // First of all, so every answer carries the request's id and is logged and measured.
  const requests = createRequestObserver({ metrics });
  const server = createServer((req, res) => {
    const started = performance.now();
    const id = randomUUID();
    // A kept page first, its headers written in one go with the request's id and the common ones.
    if (pageCache.answerKept(req, res, [REQUEST_ID_HEADER, id].concat(secure.commonList))) return requests.answeredFromCache(req, res, id, started);
    requests.observe(req, res, id, started);
    res.setHeader(REQUEST_ID_HEADER, id);
    secure.common(res);
    const answer = () => {
      secure.policy(req, res);
      void app(req, res);
    };
    // A reader missing a page another is rendering waits for that render (or renders when it could not be kept).
    if (!health(req, res) && !scrape(req, res) && !pageCache.serve(req, res, answer)) answer();
  });
  const proofOfWork = createProofOfWork({ db: deps.db, secret: config.PROOF_OF_WORK_SECRET });
  const abuse = createPublicWriteChecks({
    db: deps.db,
    proofOfWork,
    commentsPerHour: config.COMMENTS_PER_HOUR,
    draftsPerHour: config.DRAFTS_PER_HOUR,
    donationsPerHour: config.DONATIONS_PER_HOUR,
  });
  // Live connections count per client address as HTTP requests do, through the same proxies.
  const clientAddress = (req: IncomingMessage) => proxyaddr(req, app.get('trust proxy fn') as (address: string, hop: number) => boolean);
  const graphql = await createGraphqlHandler(server, {
    ...deps,
    showErrors: config.NODE_ENV === 'development',
    apiBudgets: { anonymousPerHour: config.API_POINTS_PER_HOUR, memberPerHour: config.API_TOKEN_POINTS_PER_HOUR },
    abuse,
    clientAddress,
    observability: { requests, metrics },
  });
  const entryOf = async () => (typeof build === 'function' ? await build() : build).entry.module as unknown as AppServerEntry;

  app.use(compressAnswers());

  const secureCookies = config.publicUrl.startsWith('https:');
  app.use(['/auth', '/uploads', '/payments'], sameOriginWrites());
  app.use('/auth', createSessionRoutes({ auth: deps.auth, db: deps.db, appName: config.APP_NAME, secureCookies }));
  app.use(
    '/auth',
    createRegistrationRoutes({ auth: deps.auth, db: deps.db, appName: config.APP_NAME, proofOfWork, registrationsPerHour: config.REGISTRATIONS_PER_HOUR }),
  );

  app.use('/payments', deps.payments.routes(deps.db));

  const storeDir = path.join(dataDir, 'images');
  app.use('/uploads', createUploadRoutes({ auth: deps.auth, db: deps.db, storage: deps.images, uploadsPerHour: config.UPLOADS_PER_HOUR }));

  app.get('/builds/latest.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ id: typeof build === 'function' ? 'development' : build.assets.version });
  });

  // A browser opening /graphql gets GraphiQL (a page of the app), also from a shared link that
  // carries a query (/graphql?query=…), which the page opens in its editor; API clients, which
  // prefer JSON or accept anything, get Apollo Server.
  app.use('/graphql', (req, res, next) => {
    const wantsPage = req.method === 'GET' && req.accepts(['application/json', 'text/html']) === 'text/html';
    if (wantsPage) next('route');
    else graphql.handler(req, res, next);
  });

  app.get(
    IMAGE_ENDPOINT,
    createImageOptimiser({
      storeDir,
      staticDir: path.join(buildDir, 'client'),
      cacheDir: path.join(dataDir, 'cache', 'images'),
      publicUrl: config.publicUrl,
    }),
  );

  // Link preview pictures of the pages the site links, drawn from what the database says of the page.
  app.use(OG_IMAGE_PREFIX, createOgImages({ cardOf: createOgCards(() => createContext({ ...deps, abuse }, null, null)) }));

  // The dumps and the files of exports.
  app.use(createExportRoutes({ db: deps.db, storage: exportStorage, origin: config.publicUrl }));

  // Holiday and personal calendars, and the reading feeds of every language.
  app.use(createFeedRoutes({ contextOf: () => createContext({ ...deps, abuse }, null, null), origin: config.publicUrl }));

  if (devMiddleware) app.use(devMiddleware);
  app.use(STORED_IMAGES_PREFIX, express.static(storeDir, { immutable: true, maxAge: '1y', index: false }));
  // The build's scripts and styles as the brotli or gzip copy made at build time, as the browser accepts.
  app.use('/assets', precompressed(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.use(precompressed(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));

  app.use((req, res, next) => {
    const target = LEGACY_REDIRECTS[req.path] ?? prefixedGermanPath(req.path);
    if (!target) return next();
    const query = req.url.indexOf('?');
    res.redirect(301, query === -1 ? target : `${target}${req.url.slice(query)}`);
  });

  // Page forms (React Router's actions) change things for the signed-in member, like the routes above.
  app.use(sameOriginWrites());

  app.use((req, res, next) => {
    pageCache.capture(req, res);
    next();
  });

  app.use(renders.admit);

  // Mounted without a route pattern: Express would decode the path into a parameter and fail
  // on a malformed one (/%); React Router matches the raw path and answers 404 itself.
  app.use(
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: async (req, res) => {
        const entry = await entryOf();
        // Without the database the page itself answers 503; the member is looked up again next time.
        const { user, sessionEnded } = await viewerOf(req, deps).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return { user: null, sessionEnded: null };
          throw error;
        });
        // The browser learns of the ended session from the page and forgets the cookie.
        if (sessionEnded) res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies));
        const context = new RouterContextProvider();
        // The loaders query the schema in this process, as the request's member.
        const graphqlContext = () => createContext({ ...deps, abuse }, user, req.ip ?? null);
        context.set(entry.requestContext, inProcessExecutor(graphqlContext));
        const viewer = user ? { uid: user.uid, displayName: user.displayName, role: user.role } : null;
        context.set(entry.sessionContext, { viewer, sessionEnded, firebase: firebaseWeb });
        const reqId = req.headers[REQUEST_ID_HEADER];
        const pathname = pagePathOf(req.path);
        context.set(entry.renderContext, {
          pathname,
          locale: localeOfPath(pathname),
          nonce: cspNonceOf(res) ?? '',
          origin: config.publicUrl,
          reportError(error) {
            if (isDatabaseUnavailable(error)) logger.warn({ reqId, reason: (error as Error).message }, 'The database was unavailable');
            else logger.error({ reqId, err: error }, 'A page failed to render');
          },
        });
        return context;
      },
    }),
  );

  // Express's own error page shows the stack and the server's paths: never let an error reach it.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = statusOf(error);
    if (status === 503) logger.warn({ reqId: req.headers[REQUEST_ID_HEADER], reason: (error as Error).message }, 'The database was unavailable');
    else if (status >= 500) logger.error({ reqId: req.headers[REQUEST_ID_HEADER], err: error }, 'A request failed');
    if (res.headersSent) res.destroy();
    else {
      if (status === 503) res.set('Retry-After', String(RETRY_AFTER_S));
      res.status(status).type('text/plain').send(STATUS_CODES[status]);
    }
  });

  return {
    server,
    async stop() {
      await graphql.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A client error's own status (a bad request body, a malformed URL); 503 while the database is away; anything else is 500. */
function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}
