/**
 * The server's one logger: a JSON object per line on standard output, for a log collector (or
 * `jq`) to read. Pretty printing would need one more dependency, so development reads JSON too.
 *
 * Secrets and personal data stay out of the lines: headers that carry credentials are censored
 * wherever they appear, errors are reduced to their type, code, message and stack, and e-mail
 * addresses and tokens inside those texts are masked (a provider's message may quote them).
 */
import pino, { type DestinationStream, type Level } from 'pino';
import { earlySettings } from '../config';

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/** Bearer credentials, and JWTs such as Firebase ID tokens and session cookies. */
const TOKEN = /\bBearer\s+[\w.~+/-]+=*|\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;

/** Masks e-mail addresses and tokens in a text bound for the logs. */
function scrub(text: string): string {
  return text.replace(TOKEN, '[token]').replace(EMAIL, '[email]');
}

/** An error as its line shows it; its other properties (a client's request, its headers, a query's values) stay out. */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Headers that carry credentials, as accessors after `headers`. */
const CREDENTIAL_HEADERS = ['.authorization', '.cookie', '["set-cookie"]', '["x-api-key"]'];
/** Objects that may hold headers, should anything ever log one. */
const HEADER_HOLDERS = ['headers', 'req.headers', 'request.headers', 'res.headers', 'response.headers', 'err.headers'];
const SECRET_FIELDS = ['password', 'token', 'idToken', 'email', 'variables', 'body'];
/** Exact paths only: a wildcard would make every line, the request lines too, several times slower. */
const REDACT_PATHS = [
  ...HEADER_HOLDERS.flatMap((holder) => CREDENTIAL_HEADERS.map((header) => `${holder}${header}`)),
  ...SECRET_FIELDS.flatMap((field) => [field, `req.${field}`, `request.${field}`]),
];

let target: DestinationStream = pino.destination(1);

export const logger = pino(
  {
    level: earlySettings().logLevel,
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  },
  // Written through a forwarder so a test can read the lines of the server it runs.
  { write: (line: string) => target.write(line) },
);

/** Sends the log lines to `stream` at `level` until the returned function restores the output. */
export function redirectLogs(stream: DestinationStream, level: Level = 'info'): () => void {
  const previous = { target, level: logger.level };
  target = stream;
  logger.level = level;
  return () => {
    target = previous.target;
    logger.level = previous.level;
  };
}
