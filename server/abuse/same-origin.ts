/**
 * Writes outside GraphQL (signing in and out, registering, uploads, the test checkout, the pages'
 * forms) accept only requests from the site's own pages, so another site cannot make a visitor's
 * browser send them with the visitor's cookie. Browsers say where a request comes from in Sec-Fetch-Site, and
 * older ones in Origin; server-to-server calls (Stripe's signed webhook, API tools) send neither
 * and carry no visitor's cookie, so they pass.
 */
import type { RequestHandler } from 'express';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function fromElsewhere(fetchSite: string | undefined, origin: string | undefined, host: string | undefined): boolean {
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage.
    return true;
  }
}

export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || !fromElsewhere(req.get('sec-fetch-site'), req.get('origin'), req.get('host'))) return next();
    res.status(403).json({ code: 'cross-site-request' });
  };
}
