/**
 * Daypedia's whole HTTP server (createApp) on a real database and the Auth emulator, with a
 * stand-in for the React app's build: every path below / renders one small HTML page. Tests of
 * what surrounds the pages (request ids, logs, metrics, probes, the page cache) then need no
 * build of the client; the pages themselves are tested in the browser.
 */
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createContext as createRouterContext } from 'react-router';
import type { PageRender, SchemaExecutor, SessionData } from '#shared/page-context';
import { listenForStatusChanges } from '../../server/articles/status-changes';
import { listenForEntryChanges } from '../../server/changes/live-changes';
import { createApp } from '../../server/http/app';
import { readConfig } from '../../server/config';
import { createHolidayCalendar } from '../../server/holidays/calendar';
import { createPageCache } from '../../server/http/page-cache';
import { localFileStorage } from '../../server/storage/file-storage';
import { createExportJobs } from '../../server/exports/export-jobs';
import { freePorts } from '../../scripts/free-ports';
import { testImages, testPayments } from '../../server/testing';
import { startAuthTestbed, type AuthTestbed } from './auth-testbed';
import { listening } from './listen';

export interface TestApp {
  /** http://127.0.0.1:<port> */
  base: string;
  testbed: AuthTestbed;
  close(): Promise<void>;
}

const NO_COMPONENT = { default: () => null };

/** The path whose render fails, as a page with a bug would. */
export const BROKEN_PAGE = '/a-page-that-fails';

/** Paths starting so render until `finishLongRenders()`, as a very long day does. */
export const LONG_PAGE = '/a-page-that-renders-long';
let longRenders = Promise.withResolvers<void>();
/** The paths of every page the stand-in rendered, in order. */
export const pagesRendered: string[] = [];
/** Lets every render of LONG_PAGE in progress finish. */
export function finishLongRenders(): void {
  longRenders.resolve();
  longRenders = Promise.withResolvers<void>();
}

/** A build whose one page route answers every path with a little HTML naming it. */
function standInBuild(): ServerBuild {
  const manifestRoute = (id: string, path: string, parentId?: string) => ({
    id,
    path,
    parentId,
    module: `/assets/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
  });
  const renderContext = createRouterContext<PageRender>();
  const entry = {
    requestContext: createRouterContext<SchemaExecutor>(),
    sessionContext: createRouterContext<SessionData>(),
    renderContext,
    default: async (request: Request, status: number, headers: Headers, _router: unknown, context: { get(key: unknown): PageRender }) => {
      const render = context.get(renderContext);
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(LONG_PAGE)) await longRenders.promise;
      pagesRendered.push(pathname);
      headers.set('Content-Type', 'text/html; charset=utf-8');
      if (pathname === BROKEN_PAGE) {
        render.reportError(new Error('The page could not be rendered'));
        return new Response('<!doctype html><title>Error</title>', { status: 500, headers });
      }
      return new Response(`<!doctype html><title>${pathname}</title><p>A page.</p>`, { status, headers });
    },
  };
  return {
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: NO_COMPONENT },
      page: { id: 'page', parentId: 'root', path: '*', module: NO_COMPONENT },
    },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: { root: manifestRoute('root', ''), page: manifestRoute('page', '*', 'root') },
      url: '/assets/manifest.js',
      version: 'stand-in',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/**
 * Starts the server with the given settings (as environment variables) on a free port, with the
 * Auth emulator unless the test signs nobody in (`members: false`).
 */
export async function startTestApp(name: string, env: Record<string, string> = {}, { members = true }: { members?: boolean } = {}): Promise<TestApp> {
  const testbed = await startAuthTestbed(name, { members });
  const { t, firebase, dataDir } = testbed;
  const statusChanges = await listenForStatusChanges(t.url, t.db);
  const entryChanges = await listenForEntryChanges(t.url, t.db);
  // Its address is known before it starts, so the links it gives (exports' files) lead back to it.
  const port = await freePorts();
  const config = readConfig({ NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  const exportStorage = localFileStorage(path.join(dataDir, 'exports'));
  const exports = createExportJobs({
    db: t.db,
    storage: exportStorage,
    origin: config.publicUrl,
    startsPerHour: config.EXPORTS_PER_HOUR,
    queueLimit: config.EXPORT_QUEUE,
  });
  const app = await createApp({
    config,
    build: standInBuild(),
    buildDir: dataDir,
    dataDir,
    pageCache: createPageCache(),
    firebaseWeb: firebase.web,
    auth: firebase.auth,
    db: t.db,
    holidays: createHolidayCalendar(),
    images: testImages,
    exportStorage,
    exports,
    statusChanges,
    entryChanges,
    payments: testPayments,
  });
  const { base } = await listening(app.server, port);
  exports.begin();
  return {
    base,
    testbed,
    async close() {
      app.server.closeAllConnections();
      await app.stop();
      await exports.stop();
      await statusChanges.close();
      await entryChanges.close();
      await testbed.stop();
    },
  };
}
