/**
 * Every HTTP request gets an id (in the X-Request-Id answer header, and in every log line about
 * it) and, once answered, one log line and one measurement. This runs first in the HTTP server,
 * so probes, scrapes and pages from the page cache are seen as well as what Express answers.
 *
 * The line names the path without its query string, whose values may be personal; headers,
 * cookies and bodies are never logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../graphql/errors';
import { logRequest } from './logger';
import type { Metrics } from './metrics';
import { pathOf, routeClassOf, type RouteClass } from './routes';

/** Longer paths are cut: a line stays a line. */
const MAX_PATH = 300;
const MAX_OPERATION = 100;

export interface RequestObserver {
  /**
   * Gives the request its id (in its headers, for what handles it), and logs and measures it once
   * it is answered. The caller made the id (and puts it in the answer's headers, with the others)
   * when the request came in, at `started` (performance.now()).
   */
  observe(req: IncomingMessage, res: ServerResponse, id: string, started: number): void;
  /** Logs and measures at once a request the page cache has just answered. */
  answeredFromCache(req: IncomingMessage, res: ServerResponse, id: string, started: number): void;
  /** Puts a GraphQL operation's name on the line of the request with this id. */
  noteOperation(requestId: string, name: string | null): void;
}

interface Answered {
  id: string;
  path: string;
  route: RouteClass;
  started: number;
  operation?: string | null;
  pageCache?: 'hit' | 'miss';
  aborted?: boolean;
}

export function createRequestObserver({ metrics }: { metrics?: Metrics } = {}): RequestObserver {
  const pending = new Map<string, { operation?: string | null }>();

  /** The request's one line and measurement. */
  function record(req: IncomingMessage, res: ServerResponse, { id, path, route, started, operation, pageCache, aborted }: Answered) {
    const seconds = (performance.now() - started) / 1000;
    metrics?.observeRequest(route, res.statusCode, seconds, pageCache);
    logRequest({
      reqId: id,
      method: req.method,
      route,
      path: path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path,
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      operation,
      pageCache,
      // The client went away before the whole answer was sent.
      aborted,
    });
  }

  return {
    observe(req, res, id, started) {
      // Read now: Express rewrites req.url inside mounted routers.
      const path = pathOf(req.url);
      // The server's own id, never the client's: a line must not carry what a client made up.
      req.headers[REQUEST_ID_HEADER] = id;
      const details: { operation?: string | null } = {};
      pending.set(id, details);
      res.once('close', () => {
        pending.delete(id);
        const cache = res.getHeader('x-page-cache');
        record(req, res, {
          id,
          path,
          route: routeClassOf(req.method, path),
          started,
          operation: details.operation,
          pageCache: cache === 'hit' || cache === 'miss' ? cache : undefined,
          aborted: !res.writableFinished,
        });
      });
    },
    answeredFromCache(req, res, id, started) {
      // Only pages are kept, and their answer is whole as soon as it is handed to the socket.
      record(req, res, { id, path: pathOf(req.url), route: 'page', started, pageCache: 'hit' });
    },
    noteOperation(requestId, name) {
      const details = pending.get(requestId);
      if (details) details.operation = name === null ? null : name.slice(0, MAX_OPERATION);
    },
  };
}
