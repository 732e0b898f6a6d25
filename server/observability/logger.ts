/**
 * The server's one logger: a JSON object per line on standard output, for a log collector (or
 * `jq`) to read. Pretty printing would need one more dependency, so development reads JSON too.
 *
 * Secrets and personal data stay out of the lines: headers that carry credentials are censored
 * wherever they appear, errors are reduced to their type, code, message and stack, and e-mail
 * addresses and tokens inside those texts are masked (a provider's message may quote them).
 *
 * The lines of one turn of the event loop (all the requests answered in it, on a busy server) are
 * written together at its end, in one write instead of one each; whatever is still pending is
 * written out before the process exits.
 */
import { hostname } from 'node:os';
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

/** Lines wait here until the event loop's turn ends, or until there are this many bytes of them. */
const OUTPUT_BATCH_BYTES = 8 * 1024;
const output = pino.destination({ dest: 1, sync: true, minLength: OUTPUT_BATCH_BYTES });
let flushScheduled = false;
/** The lines of one turn of the event loop, written to standard output in one write at its end. */
const batched: DestinationStream = {
  write(line: string) {
    output.write(line);
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      output.flush();
    });
  },
};
process.once('exit', () => output.flushSync());
let target: DestinationStream = batched;

/**
 * The line's time as ISO 8601 (`"time":"2026-03-14T09:26:53.589Z"`), its second written out once:
 * formatting a date for every line cost a busy server more than the rest of the line.
 */
function isoTime(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== isoTime.second) {
    isoTime.second = second;
    isoTime.prefix = `,"time":"${new Date(second * 1000).toISOString().slice(0, 19)}.`;
  }
  return `${isoTime.prefix}${String(now - second * 1000).padStart(3, '0')}Z"`;
}
isoTime.second = -1;
isoTime.prefix = '';

export const logger = pino(
  {
    level: earlySettings().logLevel,
    formatters: { level: (label) => ({ level: label }) },
    timestamp: isoTime,
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  },
  // Written through a forwarder so a test can read the lines of the server it runs.
  { write: (line: string) => target.write(line) },
);

/** What the line of an answered request says (server/observability/requests.ts). */
export interface RequestLine {
  reqId: string;
  method: string | undefined;
  route: string;
  path: string;
  status: number;
  ms: number;
  operation?: string | null;
  pageCache?: 'hit' | 'miss';
  aborted?: boolean;
}

/** What begins every line, after the level and the time: the process and the machine. */
const ORIGIN = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * Logs an answered request, in the same line the logger would write for
 * `logger.info(line, 'request completed')`, written out by hand: a busy server writes one for every
 * answer, and the logger's general way of writing an object cost as much as answering a page from
 * the cache. Texts that come from a request (method, path, operation) are quoted as JSON.
 */
export function logRequest(line: RequestLine): void {
  if (!logger.isLevelEnabled('info')) return;
  const optional =
    (line.operation !== undefined ? `,"operation":${JSON.stringify(line.operation)}` : '') +
    (line.pageCache ? `,"pageCache":"${line.pageCache}"` : '') +
    (line.aborted ? ',"aborted":true' : '');
  target.write(
    `{"level":"info"${isoTime()}${ORIGIN},"reqId":"${line.reqId}","method":${JSON.stringify(line.method ?? '')},"route":"${line.route}","path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}${optional},"msg":"request completed"}\n`,
  );
}

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
