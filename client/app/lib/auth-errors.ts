/**
 * Error codes from Firebase (auth/…) and from Daypedia's own account routes, as the short code
 * the messages are keyed by (auth.code.<code>).
 */
const KNOWN = new Set([
  'email-already-in-use', 'wrong-password', 'invalid-credential', 'user-not-found', 'too-many-requests', 'user-disabled',
  'network-request-failed', 'requires-recent-login', 'invalid-email', 'weak-password', 'popup-closed-by-user', 'popup-blocked',
  'account-exists-with-different-credential', 'proof-of-work-failed',
]);

export function authErrorCode(error: unknown): string {
  const raw = (error as { code?: unknown } | null)?.code;
  if (typeof raw === 'string') {
    const code = raw.replace(/^auth\//, '');
    if (code === 'cancelled-popup-request') return 'popup-closed-by-user';
    if (code === 'invalid-login-credentials') return 'invalid-credential';
    if (KNOWN.has(code)) return code;
  }
  if (error instanceof TypeError) return 'network-request-failed';
  return 'unknown';
}

/** The message id of a code. */
export function authMessageId(code: string): string {
  return `auth.code.${KNOWN.has(code) ? code : 'unknown'}`;
}

export class AccountError extends Error {
  constructor(readonly code: string, readonly fields: Record<string, string> = {}) {
    super(code);
  }
}
