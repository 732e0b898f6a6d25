/**
 * /metrics for Prometheus, answered straight from the HTTP server like the probes: before the
 * page cache and Express, never stored, never rate-limited.
 *
 * With METRICS_TOKEN set a scraper must send `Authorization: Bearer <token>`. Without it only
 * this machine may read the metrics: a request from a loopback address that no proxy forwarded
 * (a reverse proxy on the same machine connects from loopback on behalf of anyone).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { pathOf } from './routes';

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether the request may read the metrics: 200, 401 (no or a wrong token) or 403 (not from this machine). */
export function scrapeVerdict(req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } }, token: string | undefined): 200 | 401 | 403 {
  if (token) return sameSecret(bearerOf(req.headers.authorization), token) ? 200 : 401;
  if (PROXY_HEADERS.some((header) => req.headers[header] !== undefined)) return 403;
  return isLoopback(req.socket.remoteAddress) ? 200 : 403;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function bearerOf(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** Compares digests, so neither the time taken nor a length check tells how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Answers /metrics; false for any other request. */
export function createMetricsEndpoint(registry: Registry, { token }: { token?: string }): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (pathOf(req.url) !== '/metrics') return false;
    const reply = (status: number, text: string, headers: Record<string, string> = {}) => {
      res
        .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
        .end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return true;
    }
    const verdict = scrapeVerdict(req, token);
    if (verdict === 401) reply(401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
    else if (verdict === 403) reply(403, 'Forbidden');
    else {
      registry.metrics().then(
        (text) => reply(200, text, { 'Content-Type': registry.contentType }),
        () => reply(500, 'The metrics could not be collected.'),
      );
    }
    return true;
  };
}
