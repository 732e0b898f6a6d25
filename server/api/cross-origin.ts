/**
 * Pages of other sites (an analyst's notebook, a dashboard) may call /graphql from the browser:
 * every answer to a request without the session cookie allows any origin
 * (`Access-Control-Allow-Origin: *`), and a preflight is answered with the methods and headers the
 * API takes. Credentials are never allowed across origins (no `Access-Control-Allow-Credentials`),
 * and an answer to a request that carries the session cookie grants nothing: another site's page
 * cannot read what the site shows a signed-in member.
 */
import type { RequestHandler } from 'express';
import { carriesSession } from './forgery';
import { BUDGET_HEADERS } from './charges';
import { REQUEST_ID_HEADER } from '../graphql/errors';

const METHODS = 'GET, POST, OPTIONS';
const HEADERS = 'accept, authorization, content-type, apollo-require-preflight, x-apollo-operation-name';
/** What a page of another site may read of an answer beyond the safelisted headers. */
const EXPOSED = ['etag', 'retry-after', REQUEST_ID_HEADER, ...Object.values(BUDGET_HEADERS)].join(', ');
/** How long a browser may keep a preflight's answer (Chromium keeps at most two hours). */
const PREFLIGHT_MAX_AGE_S = 7200;

export function crossOriginReads(): RequestHandler {
  return (req, res, next) => {
    if (!carriesSession(req.headers.cookie)) res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED });
    if (req.method !== 'OPTIONS') return next();
    res.set('Allow', METHODS);
    if (req.headers['access-control-request-method'])
      res.set({ 'Access-Control-Allow-Methods': METHODS, 'Access-Control-Allow-Headers': HEADERS, 'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S) });
    res.status(204).end();
  };
}
