/**
 * Error codes from Firebase (auth/…) and from Daypedia's own account routes, as the short code
 * the messages are keyed by (auth.code.<code>).
 */
const KNOWN = new Set([
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'network-request-failed',
  'requires-recent-login',
  'invalid-email',
  'weak-password',
  'popup-closed-by-user',
  'popup-blocked',
  'account-exists-with-different-credential',
  'proof-of-work-failed',
]);

/**
 * Firebase reports some failures to reach a provider as internal errors: a provider script
 * (Google's gapi, loaded for the sign-in popup) that did not load carries the script's error
 * event, and a failed request its TypeError. Offline, every internal error is one of these.
 */
function unreachable(error: { code?: unknown; customData?: unknown; cause?: unknown }): boolean {
  if (error.code !== 'auth/internal-error') return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const data = error.customData as { type?: unknown; target?: { tagName?: unknown } | null; originalError?: unknown } | null | undefined;
  if (data?.type === 'error' && (data.target?.tagName === 'SCRIPT' || (typeof Event !== 'undefined' && data instanceof Event))) return true;
  return [data?.originalError, error.cause].some((inner) => inner instanceof TypeError);
}

export function authErrorCode(error: unknown): string {
  const raw = (error as { code?: unknown } | null)?.code;
  if (typeof raw === 'string') {
    const code = raw.replace(/^auth\//, '');
    if (code === 'cancelled-popup-request') return 'popup-closed-by-user';
    if (code === 'invalid-login-credentials') return 'invalid-credential';
    if (KNOWN.has(code)) return code;
    if (unreachable(error as object)) return 'network-request-failed';
  }
  if (error instanceof TypeError) return 'network-request-failed';
  return 'unknown';
}

/** The message id of a code. */
export function authMessageId(code: string): string {
  return `auth.code.${KNOWN.has(code) ? code : 'unknown'}`;
}

export class AccountError extends Error {
  constructor(
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
  }
}
