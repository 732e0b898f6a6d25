/**
 * Security headers on every answer, the cached pages and their 304s included: they are set on
 * the raw response before the page cache, Express or GraphQL answer (helmet only sets headers).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Features no page of the site uses, so no page (or script in one) may use them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()';

export function securityHeaders({ https }: { https: boolean }): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet({
    // Framing, plugins and a foreign <base> are refused. Where scripts may come from is not
    // restricted yet: that needs a nonce in every page, which the page cache must not bake in.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
      },
    },
    // Google's and Microsoft's sign-in popups report back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
    xFrameOptions: { action: 'deny' },
  });
  return (req, res) => {
    middleware(req as never, res as never, () => {});
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}
