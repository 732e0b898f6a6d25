/**
 * SIGTERM, as an orchestrator sends it before a restart: the server closes its WebSockets with
 * "going away", stops every part in order and exits 0; a member's open My Articles page connects
 * again to the restarted server on its own and shows the review decision made after the restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import type { WebSocket as PageSocket } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePorts } from '../../scripts/free-ports';
import { embeddedDatabaseUrl, scratchDirectory } from '../../server/db/embedded-postgres';
import { DEMO_REVIEWER } from '../../server/seed/demo-reviewer';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { articleBody, REVIEW_EVENT, START_EVENT, SUBMIT_EVENT } from '../setup/article-operations';
import { sendOperation, type Variables } from '../setup/graphql-over-http';
import { untilRunning } from '../setup/site-process';
import { useBrowser } from './browser';
import { newMember, signedInPage } from './members';
import { visit } from './waits';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '../../server/startup/node-options';

const browser = useBrowser();
const dataDir = scratchDirectory('daypedia-graceful-');
let site: ChildProcess | undefined;

async function startSite(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1),
      FIREBASE_AUTH_EMULATOR_PORT: String(port + 10),
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site = child;
  return { child, output: await untilRunning(child) };
}

afterAll(async () => {
  if (site && site.exitCode === null && site.signalCode === null) {
    site.kill('SIGTERM');
    await new Promise((resolve) => site!.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GraphQL request over HTTP with a session cookie; throws on errors. */
async function graphql<TData, TVariables>(base: string, cookie: string, document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  const { data, errors } = await sendOperation(base, { Cookie: cookie }, document, ...([variables] as Variables<TVariables>));
  if (errors || !data) throw new Error(JSON.stringify(errors));
  return data;
}

/** The demo reviewer signed in through the Auth emulator and the site's session route. */
async function reviewerCookie(base: string, emulator: string): Promise<string> {
  const signIn = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_REVIEWER.email, password: DEMO_REVIEWER.password, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const session = await fetch(`${base}/auth/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ idToken }) });
  expect(session.status).toBe(200);
  return session.headers.get('set-cookie')!.split(';')[0];
}

describe('stopping the server with SIGTERM', () => {
  it('closes sockets with a code clients come back on, exits cleanly, and open pages are live again after the restart', async () => {
    const port = await freePorts(13);
    const base = `http://127.0.0.1:${port}`;
    const first = await startSite(port);
    // It said it runs once it had read its most read pages: each language's home and today's page.
    const warmed = first.output().indexOf('Read 16 of 16 pages ahead of the first readers');
    expect(warmed).toBeGreaterThan(-1);
    expect(first.output().indexOf('Daypedia is running')).toBeGreaterThan(warmed);

    const site = { baseUrl: base, emulatorUrl: `http://127.0.0.1:${port + 10}` };
    const author = await signedInPage(browser(), await newMember({ name: 'Sam Stopper', site }));
    const cookie = (await author.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    // An article waiting for review; its cover is stored as an upload would store it.
    const title = `The harbour lights were lit ${Date.now()}`;
    const started = await graphql(base, cookie, START_EVENT, { date: { year: 1902, month: 5, day: 3 } });
    const revisionId = started.startNewArticle.revision!.id;
    const database = new pg.Client({ connectionString: embeddedDatabaseUrl(port + 1, 'daypedia') });
    await database.connect();
    const owner = await database.query<{ ownerId: string }>('SELECT "authorId" AS "ownerId" FROM "Revision" WHERE id = $1', [Number(revisionId)]);
    const cover = await database.query<{ id: string }>(
      `INSERT INTO "Image" (id, "ownerId", "storageKey", "mimeType", width, height, bytes) VALUES (gen_random_uuid(), $1, $2, 'image/webp', 1200, 800, 40000) RETURNING id`,
      [owner.rows[0].ownerId, `articles/cover-${revisionId}.webp`],
    );
    await database.end();
    const submitted = await graphql(base, cookie, SUBMIT_EVENT, {
      id: revisionId,
      input: { title, bodyHtml: articleBody(title), coverImageId: cover.rows[0].id },
    });
    expect(submitted.submitArticle.revision?.status).toBe('PENDING');

    // The page's live connections that the server accepted (it answered the handshake).
    const acknowledged: PageSocket[] = [];
    author.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).includes('connection_ack') && acknowledged.push(socket)));
    await visit(author, '/user/my-articles');
    const row = author.locator('tr', { hasText: title });
    await expect.poll(() => row.locator('.article-status').textContent()).toBe('Pending approval');
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBe(1);

    // A graphql-ws client of its own hears how its socket is closed.
    const closeCodes: number[] = [];
    const listener = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { Cookie: cookie } });
        }
      },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
      on: { closed: (event) => closeCodes.push((event as { code: number }).code) },
    });
    await new Promise<void>((resolve) => listener.on('connected', () => resolve()));

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(first.output()).toContain('Stopped the embedded PostgreSQL');
    // 1001, going away: graphql-ws clients try again.
    expect(closeCodes).toEqual([1001]);
    await listener.dispose();

    const second = await startSite(port);
    // The page connected again by itself (through refused attempts while the server was away) and subscribed again.
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 250 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const reviewer = await reviewerCookie(base, `http://127.0.0.1:${port + 10}`);
    const approved = await graphql(base, reviewer, REVIEW_EVENT, { id: revisionId, decision: 'APPROVE' });
    expect(approved.reviewArticle.errors).toEqual([]);
    await expect.poll(() => row.locator('.article-status').textContent(), { timeout: 10_000 }).toBe('Published');
    expect(second.output()).not.toContain('"level":"error"');
    await author.context().close();
  }, 300_000);
});
