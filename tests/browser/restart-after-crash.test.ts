/**
 * A server killed hard leaves its embedded PostgreSQL and Auth emulator running; the next start
 * on the same data folder stops them and comes up, as an operator restarting it would expect.
 * Killed in the middle of writes, it leaves every write whole: done, or not begun.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { solveProofOfWork } from '../setup/proof-of-work';
import { freePorts } from '../../scripts/free-ports';
import { scratchDirectory } from '../../server/db/embedded-postgres';
import { isRunning, pidIn } from '../../server/startup/stale-processes';
import { untilRunning } from '../setup/site-process';
import { SERVER_BUNDLE, SERVER_NODE_OPTIONS } from '../../server/startup/node-options';

const dataDirs: string[] = [];
const running: ChildProcess[] = [];

/** The site as `npm start` runs it, in this one Node process (so a kill reaches the server itself). */
async function startSite(port: number, dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
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
      DRAFTS_PER_HOUR: '100000',
      REGISTRATIONS_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return { child, output: await untilRunning(child) };
}

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const newDataDir = () => {
  const dir = scratchDirectory('daypedia-restart-');
  dataDirs.push(dir);
  return dir;
};

const killed = async (child: ChildProcess) => {
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
};

describe('a restart after a crash', () => {
  it('stops what the killed server left running and starts again on the same data', async () => {
    const port = await freePorts(13);
    const dataDir = newDataDir();
    const first = await startSite(port, dataDir);
    const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'))!;
    const emulator = pidIn(path.join(dataDir, 'firebase', 'emulator.pid'))!;
    await killed(first.child);
    // What the killed server started outlives it.
    expect(isRunning(postgres)).toBe(true);
    expect(isRunning(emulator)).toBe(true);

    const second = await startSite(port, dataDir);
    expect(second.output()).toContain('Stopping the PostgreSQL');
    expect(isRunning(postgres)).toBe(false);
    expect(isRunning(emulator)).toBe(false);
    const page = await fetch(`http://127.0.0.1:${port}/de/feiertage-und-besondere-tage`);
    expect(page.status).toBe(200);
  }, 330_000);
});

/** A member registered through the site and signed in with the emulator, as an API client: a Bearer ID token. */
async function apiMember(base: string, emulatorPort: number, email: string): Promise<string> {
  const proof = await solveProofOfWork(`${base}/auth/challenge`);
  const registered = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fullName: email.split('@')[0], email, password: 'secret-123', proof }),
  });
  expect(registered.status).toBe(201);
  const signIn = `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const { idToken } = (await (
    await fetch(signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    })
  ).json()) as { idToken: string };
  return idToken;
}

const SUBMIT = `mutation($input: PersonalEntryInput!) { submitPersonalEntry(locale: en, input: $input) { revision { id } errors { code } } }`;
const APPROVE = `mutation($id: ID!) { reviewArticle(revisionId: $id, decision: APPROVE) { revision { id status } errors { code } } }`;

/** Rows a write left half made: an entry without its article, an article without a revision, an approval not copied into its article. */
const HALF_WRITTEN = {
  'entries without an article': `SELECT count(*)::int AS n FROM "Entry" e WHERE e.kind = 'PERSONAL' AND NOT EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id)`,
  // Demo articles are seeded without revisions: members' writing always has one.
  'articles without a revision': `SELECT count(*)::int AS n FROM "Article" a JOIN "Entry" e ON e.id = a."entryId" WHERE e.kind = 'PERSONAL' AND NOT EXISTS (SELECT 1 FROM "Revision" r WHERE r."articleId" = a.id)`,
  // An unpaid personal entry stays unpublished after approval, but its article takes the title and a slug of its own.
  'approvals not copied': `SELECT count(*)::int AS n FROM "Revision" r JOIN "Article" a ON a.id = r."articleId" WHERE r.status = 'APPROVED' AND (a.title <> r.title OR a.slug LIKE 'draft-%')`,
  'submissions without a time': `SELECT count(*)::int AS n FROM "Revision" r WHERE r.status <> 'DRAFT' AND r."submittedAt" IS NULL`,
};

describe('a kill in the middle of writes', () => {
  it('leaves every acknowledged write stored and no write half made', async () => {
    const port = await freePorts(13);
    const dataDir = newDataDir();
    const base = `http://127.0.0.1:${port}`;
    const site = await startSite(port, dataDir);
    const [author, reviewer] = await Promise.all([apiMember(base, port + 10, 'writer@example.com'), apiMember(base, port + 10, 'reviewer@example.com')]);
    const databaseUrl = `postgresql://daypedia:daypedia@127.0.0.1:${port + 1}/daypedia`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`UPDATE "User" SET role = 'REVIEWER' WHERE email = 'reviewer@example.com'`);
    await db.end();

    const call = async (token: string, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, { revision: { id: string } | null; errors: unknown[] }> }).data;
    };
    const submitted: string[] = [];
    const approved: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stop; n++) {
        const input = {
          personalKind: 'BIRTHDAY',
          title: `Lane ${lane} entry ${n}`,
          text: `A birthday written in lane ${lane}, number ${n}.`,
          date: { year: 1990, month: (n % 12) + 1, day: (lane % 28) + 1 },
        };
        const sent = (await call(author, SUBMIT, { input })).submitPersonalEntry;
        expect(sent.errors).toEqual([]);
        submitted.push(sent.revision!.id);
        const decided = (await call(reviewer, APPROVE, { id: sent.revision!.id })).reviewArticle;
        expect(decided.errors).toEqual([]);
        approved.push(sent.revision!.id);
      }
    };
    // Writes stop at the kill: a request cut off there is neither acknowledged nor counted.
    const lanes = [1, 2, 3, 4].map((lane) =>
      writer(lane).catch((error: unknown) => {
        if (!stop) throw error;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    stop = true;
    await killed(site.child);
    await Promise.all(lanes);
    expect(approved.length).toBeGreaterThan(5);

    await startSite(port, dataDir);
    const after = new pg.Client({ connectionString: databaseUrl });
    await after.connect();
    try {
      for (const [what, sql] of Object.entries(HALF_WRITTEN)) expect((await after.query<{ n: number }>(sql)).rows[0].n, what).toBe(0);
      const statuses = new Map(
        (await after.query<{ id: number; status: string }>(`SELECT id, status FROM "Revision"`)).rows.map((row) => [String(row.id), row.status]),
      );
      for (const id of submitted) expect(['PENDING', 'APPROVED']).toContain(statuses.get(id));
      for (const id of approved) expect(statuses.get(id)).toBe('APPROVED');
    } finally {
      await after.end();
    }
  }, 400_000);
});
