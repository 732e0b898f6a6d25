/**
 * The server's log lines, read from the real server: one line per answered request with the id
 * the client got, and nothing a reader or member would not want an operator to see.
 */
import { ApolloServer, HeaderMap } from '@apollo/server';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_PAGE, startTestApp, type TestApp } from '../../tests/setup/app';
import { sendOperation } from '../../tests/setup/graphql-over-http';
import { emulatorSignIn, signedInMember } from '../../tests/setup/members';
import { graphql } from '../../tests/graphql';
import type { ProbeQueryVariables } from '../../tests/graphql/graphql';
import { errorLogging, REQUEST_ID_HEADER } from '../graphql/errors';
import { logger, logRequest, redirectLogs } from './logger';

type Line = Record<string, unknown>;
const lines: Line[] = [];
let restoreLogs: () => void;
let app: TestApp;

beforeAll(async () => {
  restoreLogs = redirectLogs({ write: (line) => void lines.push(JSON.parse(line) as Line) });
  app = await startTestApp('logs');
});
afterAll(async () => {
  await app?.close();
  restoreLogs();
});

/** The line of the request with this id; it is written as the answer ends, so it may come a moment after. */
async function lineOf(requestId: string | null): Promise<Line> {
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  for (let waited = 0; waited < 2_000; waited += 20) {
    const line = lines.find((candidate) => candidate.reqId === requestId && candidate.msg === 'request completed');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No log line for request ${requestId}`);
}

const DAY_PAGE_TITLE = graphql(`
  query DayPageTitle {
    __typename
  }
`);
/** A reviewer's decision whose reason carries what must not be logged. */
const CHANGE_REASON = graphql(`
  mutation ChangeReason($password: String!) {
    reviewArticle(revisionId: "1", decision: REJECT, reason: $password) {
      errors {
        code
      }
    }
  }
`);
const PROBE = graphql(`
  query Probe($p: ID!) {
    author(uid: $p) {
      displayName
    }
  }
`);

describe('the request log', () => {
  it('has one line per answered request, with the id the client got, its route, status and duration', async () => {
    const rendered = await fetch(`${app.base}/march-14`);
    const cached = await fetch(`${app.base}/march-14`);
    expect(cached.headers.get('x-page-cache')).toBe('hit');

    const line = await lineOf(rendered.headers.get(REQUEST_ID_HEADER));
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: 'page', path: '/march-14', status: 200, pageCache: 'miss' });
    expect(line.ms).toEqual(expect.any(Number));
    expect(line.ms as number).toBeGreaterThanOrEqual(0);
    // The time the line was written, as ISO 8601 to the millisecond.
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(line.time as string) - Date.now())).toBeLessThan(60_000);
    // Pages from the page cache never reach Express, and are logged all the same.
    expect(await lineOf(cached.headers.get(REQUEST_ID_HEADER))).toMatchObject({ path: '/march-14', status: 200, pageCache: 'hit' });
    const missing = await fetch(`${app.base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' });
    expect(await lineOf(missing.headers.get(REQUEST_ID_HEADER))).toMatchObject({ route: 'graphql', status: 400 });
    expect(lines.filter((candidate) => candidate.reqId === rendered.headers.get(REQUEST_ID_HEADER))).toHaveLength(1);
  });

  it('logs a page that failed to render with the id its reader got, and the error in full', async () => {
    const response = await fetch(`${app.base}${BROKEN_PAGE}`);
    expect(response.status).toBe(500);
    const id = response.headers.get(REQUEST_ID_HEADER);
    await lineOf(id);
    const failure = lines.find((line) => line.reqId === id && line.msg === 'A page failed to render');
    expect(failure).toMatchObject({ level: 'error', err: { message: 'The page could not be rendered' } });
    expect((failure!.err as { stack: string }).stack).toContain('tests/setup/app.ts');
  });

  it('names the GraphQL operation of a request', async () => {
    const { response } = await sendOperation(app.base, {}, DAY_PAGE_TITLE);
    expect(response.status).toBe(200);
    expect(await lineOf(response.headers.get(REQUEST_ID_HEADER))).toMatchObject({
      method: 'POST',
      route: 'graphql',
      path: '/graphql',
      status: 200,
      operation: 'DayPageTitle',
    });
    const { response: anonymous } = await sendOperation(app.base, {}, '{ __typename }');
    expect((await lineOf(anonymous.headers.get(REQUEST_ID_HEADER))).operation).toBeNull();
  });

  it('leaves out cookies, tokens, e-mail addresses, passwords, variables and query strings', async () => {
    const email = 'private.person@example.com';
    const { cookie } = await signedInMember(app.testbed, app.base, { email });
    const { idToken } = await emulatorSignIn(app.testbed.firebase, email);
    const password = 'correct-horse-battery-staple-42';
    const credentials = { Cookie: `${cookie}; tz=Europe%2FBerlin`, Authorization: `Bearer ${idToken}` };

    const page = await fetch(`${app.base}/march-20?returnUrl=%2Fprivate-return&email=${encodeURIComponent(email)}`, { headers: credentials });
    const { response: mutation } = await sendOperation(app.base, credentials, CHANGE_REASON, { password });
    const probe: ProbeQueryVariables = { p: password };
    const viaGet = await fetch(`${app.base}/graphql?query=${encodeURIComponent(print(PROBE))}&variables=${encodeURIComponent(JSON.stringify(probe))}`, {
      headers: { ...credentials, Accept: 'application/json', 'Apollo-Require-Preflight': 'true' },
    });
    const registration = await fetch(`${app.base}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, fullName: 'Private Person' }),
    });

    expect(await lineOf(page.headers.get(REQUEST_ID_HEADER))).toMatchObject({ path: '/march-20', status: 200 });
    expect(await lineOf(mutation.headers.get(REQUEST_ID_HEADER))).toMatchObject({ route: 'graphql', operation: 'ChangeReason' });
    expect(await lineOf(viaGet.headers.get(REQUEST_ID_HEADER))).toMatchObject({ path: '/graphql', status: 200, operation: 'Probe' });
    expect(await lineOf(registration.headers.get(REQUEST_ID_HEADER))).toMatchObject({ route: 'auth', path: '/auth/register' });

    const logged = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [cookie.split('=')[1], idToken, email, password, 'private-return', 'Europe', 'Private Person']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('a GraphQL fault in the log', () => {
  it('is one line with the request id and operation, without the variables', async () => {
    const captured: Line[] = [];
    const restore = redirectLogs({ write: (line) => void captured.push(JSON.parse(line) as Line) });
    const apollo = new ApolloServer({
      typeDefs: 'type Query { check(password: String): String }',
      resolvers: {
        Query: {
          check: () => {
            throw new Error('The database went away while checking');
          },
        },
      },
      plugins: [errorLogging()],
    });
    try {
      await apollo.start();
      const response = await apollo.executeOperation({
        query: 'query CheckPassword($password: String) { check(password: $password) }',
        variables: { password: 'hunter2-but-longer' },
        http: { method: 'POST', headers: new HeaderMap([[REQUEST_ID_HEADER, 'the-request-id']]), search: '', body: {} },
      });
      expect(response.body.kind === 'single' && response.body.singleResult.errors?.[0]?.extensions?.requestId).toBe('the-request-id');
    } finally {
      await apollo.stop();
      restore();
    }
    expect(captured).toHaveLength(1);
    expect(captured[0]).toMatchObject({
      level: 'error',
      reqId: 'the-request-id',
      operation: 'CheckPassword',
      path: ['check'],
      err: { message: 'The database went away while checking' },
    });
    expect(JSON.stringify(captured)).not.toContain('hunter2');
  });
});

describe('a logged error', () => {
  it('keeps its message and stack, masks e-mail addresses and tokens in them, and leaves out headers', () => {
    const captured: Line[] = [];
    const restore = redirectLogs({ write: (line) => void captured.push(JSON.parse(line) as Line) });
    const refused = Object.assign(new Error('Invalid email address: someone@example.com (token eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl)'), {
      code: 'email_invalid',
      headers: { authorization: 'Bearer sk_live_secret' },
      raw: { customer_email: 'someone@example.com' },
    });
    try {
      logger.error(
        { err: refused, headers: { cookie: '__session=cookie-value-1', authorization: 'Bearer header-token-2' } },
        'A checkout could not be started',
      );
    } finally {
      restore();
    }
    expect(captured[0]).toMatchObject({
      level: 'error',
      msg: 'A checkout could not be started',
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
    });
    expect(captured[0].err).toMatchObject({ type: 'Error', code: 'email_invalid', message: 'Invalid email address: [email] (token [token])' });
    expect((captured[0].err as { stack: string }).stack).toContain('logs.test.ts');
    const text = JSON.stringify(captured);
    for (const secret of ['someone@example.com', 'sk_live_secret', 'cookie-value-1', 'header-token-2', 'eyJhbGciOi']) expect(text).not.toContain(secret);
  });
});

describe("a request's line", () => {
  it('is the line the logger writes for the same fields, with what a client sent quoted', () => {
    const captured: string[] = [];
    const restore = redirectLogs({ write: (line) => void captured.push(line) });
    const fields = {
      reqId: '6f5d0f2d-1a9a-4048-a08c-bab9f3fc02a4',
      method: 'GET',
      route: 'page',
      path: '/march-14/"quoted"\\back\u0001slash-日本',
      status: 200,
      ms: 0.4,
      operation: 'Day"Page',
      pageCache: 'hit' as const,
    };
    try {
      logRequest(fields);
      logger.info(fields, 'request completed');
      logRequest({ ...fields, operation: undefined, pageCache: undefined, aborted: true });
    } finally {
      restore();
    }
    expect(captured).toHaveLength(3);
    for (const line of captured) expect(line.endsWith('\n') && line.indexOf('\n') === line.length - 1).toBe(true);
    const [own, general, aborted] = captured.map((line) => JSON.parse(line) as Line);
    expect(Object.keys(own)).toEqual(Object.keys(general));
    expect({ ...own, time: undefined }).toEqual({ ...general, time: undefined });
    expect(Math.abs(Date.parse(own.time as string) - Date.parse(general.time as string))).toBeLessThan(1_000);
    expect(aborted).toMatchObject({ aborted: true, path: fields.path });
    expect(aborted).not.toHaveProperty('operation');
    expect(aborted).not.toHaveProperty('pageCache');
  });
});
