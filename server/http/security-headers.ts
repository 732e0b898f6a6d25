/**
 * Security headers on every answer, the cached pages and their 304s included: they are set on
 * the raw response before the page cache, Express or GraphQL answer. helmet says which; those
 * that are the same for every answer are read from it once, so that a page from the page cache
 * costs one call for them.
 *
 * Scripts run only from the site itself or, inline, when they carry this answer's nonce: an
 * injected <script> or event handler does not run. A page kept by the page cache is stored
 * without its nonce and answered with the hashes of its inline scripts instead (page-cache.ts).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Features no page of the site uses, so no page (or script in one) may use them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()';

/** Firebase's sign-in popups load Google's iframe helper from here. */
const GOOGLE_SIGN_IN_SCRIPTS = 'https://apis.google.com';

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce this answer's inline scripts must carry. */
export function cspNonceOf(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/** How a nonce appears in the policy; swapped for hashes when a page is kept for others. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

export interface SecurityHeaders {
  /** The headers every answer carries, the same for all, worked out once: before anything answers. */
  common(res: ServerResponse): void;
  /** The same as names and values in turn, for an answer that writes all its headers at once. */
  readonly commonList: readonly string[];
  /**
   * This answer's script policy, with a nonce of its own: for what an instance renders or sends.
   * A page the page cache answers carries the policy it was kept with instead, and a probe's JSON
   * none.
   */
  policy(req: IncomingMessage, res: ServerResponse): void;
}

export function securityHeaders({ https }: { https: boolean }): SecurityHeaders {
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      // Styles are not restricted: the editor and the toasts set them inline.
      'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      'script-src': ["'self'", (_req, res) => nonceSource(nonces.get(res) ?? ''), GOOGLE_SIGN_IN_SCRIPTS],
      'script-src-attr': ["'none'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    },
  });
  const common = commonHeaders(
    helmet({
      contentSecurityPolicy: false,
      // Google's and Microsoft's sign-in popups report back to the page that opened them.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  common.set('Permissions-Policy', PERMISSIONS_POLICY);
  return {
    common: (res) => void res.setHeaders(common),
    commonList: [...common].flat(),
    policy(req, res) {
      nonces.set(res, randomBytes(16).toString('base64'));
      policy(req, res, () => {});
    },
  };
}

/** The headers helmet's middleware sets, read once from a response that only records them: they do not depend on the request. */
function commonHeaders(middleware: ReturnType<typeof helmet>): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}
