/**
 * Cross-site request forgery on /graphql. A page of another site can make a visitor's browser
 * send a GET, or a POST of a form's content type, to the API with the visitor's cookies, and no
 * CORS preflight comes first. Apollo Server refuses such a request unless it carries a header
 * that only a preflighted request can have (`apollo-require-preflight`, `x-apollo-operation-name`)
 * or a JSON content type, as its `csrfPrevention` option says.
 *
 * That only matters when the request carries the session cookie: without it, a forged request
 * acts for nobody and reads what anyone may read. So a request without the session cookie is
 * marked with a header of the list the server sets itself (and takes off any request that carries
 * the cookie): notebooks, `curl` and CDNs can GET a query as a plain URL, while a request with the
 * member's cookie still needs the preflight header. A header a client sets itself makes the
 * browser preflight the request, so sending it gains a forger nothing.
 */
import type { RequestHandler } from 'express';
import { readCookie } from '#shared/cookies';
import { SESSION_COOKIE } from '../auth/session';

/** Set by the server on requests without the session cookie; never trusted from a client. */
const WITHOUT_SESSION = 'x-daypedia-without-session';

/** Apollo Server's `csrfPrevention`: its recommended headers, and the server's mark of a request without the session cookie. */
export const CSRF_PREVENTION = { requestHeaders: ['apollo-require-preflight', 'x-apollo-operation-name', WITHOUT_SESSION] };

/** True when the request carries the member's session cookie. */
export function carriesSession(cookies: string | undefined): boolean {
  return readCookie(cookies, SESSION_COOKIE) !== undefined;
}

export function markRequestsWithoutSession(): RequestHandler {
  return (req, _res, next) => {
    if (carriesSession(req.headers.cookie)) delete req.headers[WITHOUT_SESSION];
    else req.headers[WITHOUT_SESSION] = '1';
    next();
  };
}
