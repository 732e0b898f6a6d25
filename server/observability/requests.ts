/**
 * Every HTTP request gets an id (in the X-Request-Id answer header, and in every log line about
 * it) and, once answered, one log line and one measurement. This runs first in the HTTP server,
 * so probes, scrapes and pages from the page cache are seen as well as what Express answers.
 *
 * The line names the path without its query string, whose values may be personal; headers,
 * cookies and bodies are never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '../graphql/errors';
import type { Metrics } from './metrics';
import { pathOf, routeClassOf } from './routes';

/** Longer paths are cut: a line stays a line. */
const MAX_PATH = 300;
const MAX_OPERATION = 100;

export interface RequestObserver {
  /**
   * Gives the request its id (in its headers, for what handles it), and logs and measures it once
   * it is answered. Answers the id: the caller puts it in the answer's headers, with the others.
   */
  observe(req: IncomingMessage, res: ServerResponse): string;
  /** The request with this id was answered from the page cache. */
  noteCacheHit(requestId: string): void;
  /** Puts a GraphQL operation's name on the line of the request with this id. */
  noteOperation(requestId: string, name: string | null): void;
}

interface Pending {
  operation?: string | null;
  cacheHit?: true;
}

export function createRequestObserver({ logger, metrics }: { logger: Logger; metrics?: Metrics }): RequestObserver {
  const pending = new Map<string, Pending>();
  return {
    observe(req, res) {
      const started = performance.now();
      // Read now: Express rewrites req.url inside mounted routers.
      const path = pathOf(req.url);
      // The server's own id, never the client's: a line must not carry what a client made up.
      const id = randomUUID();
      req.headers[REQUEST_ID_HEADER] = id;
      const details: Pending = {};
      pending.set(id, details);
      res.once('close', () => {
        pending.delete(id);
        const seconds = (performance.now() - started) / 1000;
        const route = routeClassOf(req.method, path);
        const cache = details.cacheHit ? 'hit' : res.getHeader('x-page-cache');
        const verdict = cache === 'hit' || cache === 'miss' ? cache : undefined;
        metrics?.observeRequest(route, res.statusCode, seconds, verdict);
        logger.info(
          {
            reqId: id,
            method: req.method,
            route,
            path: path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path,
            status: res.statusCode,
            ms: Math.round(seconds * 10_000) / 10,
            ...(details.operation !== undefined ? { operation: details.operation } : {}),
            ...(verdict ? { pageCache: verdict } : {}),
            // The client went away before the whole answer was sent.
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request completed',
        );
      });
      return id;
    },
    noteCacheHit(requestId) {
      const details = pending.get(requestId);
      if (details) details.cacheHit = true;
    },
    noteOperation(requestId, name) {
      const details = pending.get(requestId);
      if (details) details.operation = name === null ? null : name.slice(0, MAX_OPERATION);
    },
  };
}
