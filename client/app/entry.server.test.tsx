/**
 * The server entry's answers to crawlers at pages that are missing or fail, through React
 * Router's own request handling of a small route table: a page whose loader finds nothing (404)
 * and one whose loader breaks (500), beside one that works. The site's own pages are tested over
 * HTTP in tests/browser/paths.test.ts, and a page failing without its database in
 * tests/browser/database-outage.test.ts.
 */
import { createRequestHandler, data, Outlet, RouterContextProvider, Scripts, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#shared/locales';
import * as entry from './entry.server';
import { renderContext } from './lib/request-context';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de-DE">
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

const modules = {
  root: {
    default: () => (
      <Document>
        <Outlet />
      </Document>
    ),
    ErrorBoundary: () => (
      <Document>
        <h1>Die Seite wurde nicht gefunden</h1>
      </Document>
    ),
  },
  day: { default: () => <p>Ein Tag</p> },
  missing: {
    default: () => null,
    loader: () => {
      throw data('Page Not Found', { status: 404 });
    },
  },
  broken: {
    default: () => null,
    loader: () => {
      throw new Error('The query failed at /srv/daypedia/server/db.ts');
    },
  },
};

/** A build of the real server entry over the routes above. */
function build(): ServerBuild {
  const manifestRoute = (id: string, path: string | undefined, parentId: string | undefined, hasLoader: boolean) => ({
    id,
    path,
    parentId,
    module: `/assets/${id}.js`,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
    imports: [],
    css: [],
  });
  const table = [
    ['root', '', undefined, false],
    ['day', 'de/14-maerz', 'root', false],
    ['missing', 'de/personen/:slug', 'root', true],
    ['broken', 'de/kaputt', 'root', true],
  ] as const;
  return {
    entry: { module: entry },
    routes: Object.fromEntries(table.map(([id, path, parentId]) => [id, { id, path, parentId, module: modules[id] }])),
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(table.map(([id, path, parentId, hasLoader]) => [id, manifestRoute(id, path, parentId, hasLoader)])),
      url: '/assets/manifest.js',
      version: 'test',
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

const handle = createRequestHandler(build(), 'production');

async function get(path: string, userAgent: string, locale: Locale = 'de') {
  const reported: unknown[] = [];
  const context = new RouterContextProvider();
  context.set(renderContext, { pathname: path, locale, nonce: 'n0nce', origin: 'http://daypedia.test', reportError: (error) => reported.push(error) });
  const response = await handle(new Request(`http://daypedia.test${path}`, { headers: { 'User-Agent': userAgent } }), context);
  return { status: response.status, headers: response.headers, html: await response.text(), reported };
}

describe('a crawler at a page that is missing or fails', () => {
  it('gets the status and a few words, with no script, no app and nothing of the failure', async () => {
    for (const [path, status, reason] of [
      ['/de/personen/niemand', 404, 'Not Found'],
      ['/de/kaputt', 500, 'Internal Server Error'],
    ] as const) {
      const crawler = await get(path, CRAWLER);
      expect(crawler.status, path).toBe(status);
      expect(crawler.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(crawler.html, path).toContain(`<title>${status} ${reason}</title>`);
      expect(crawler.html, path).toContain('<html lang="de-DE">');
      expect(crawler.html, path).toContain('<meta name="robots" content="noindex">');
      expect(crawler.html.length, path).toBeLessThan(300);
      expect(crawler.html, path).not.toMatch(/<script|nicht gefunden|srv\/daypedia|query failed/);
      expect(crawler.headers.get('vary'), path).toContain('User-Agent');
    }
  });

  it('still has the failure logged', async () => {
    const { reported } = await get('/de/kaputt', CRAWLER);
    expect(reported).toEqual([expect.objectContaining({ message: expect.stringContaining('The query failed') })]);
  });

  it('leaves readers the whole error page, and crawlers the pages that work', async () => {
    for (const [path, status] of [
      ['/de/personen/niemand', 404],
      ['/de/kaputt', 500],
    ] as const) {
      const reader = await get(path, READER);
      expect(reader.status, path).toBe(status);
      expect(reader.html, path).toContain('Die Seite wurde nicht gefunden');
      expect(reader.html, path).toContain('<script');
      expect(reader.headers.get('vary'), path).toContain('User-Agent');
    }
    const day = await get('/de/14-maerz', CRAWLER);
    expect(day.status).toBe(200);
    expect(day.html).toContain('Ein Tag');
    expect(day.html).toContain('<script');
  });
});
