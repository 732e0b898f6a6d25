/**
 * A start that cannot go on for a reason the operator can act on (a port another program holds):
 * the server says it in one line and exits with code 1, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
