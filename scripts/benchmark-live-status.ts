/**
 * How soon a review decision reaches the author's open My Articles page, on the instance the
 * reviewer used and on another one.
 *
 * Starts a throwaway embedded PostgreSQL, the Firebase Auth emulator and two site instances on
 * that database (GraphQL over HTTP and graphql-ws, as behind a load balancer). An author's page
 * subscribes to `articleStatusChanged` on each instance; for every decision the author submits a
 * new article, then a reviewer approves or rejects it over HTTP on the first instance. Measured:
 * from sending the reviewer's request to the subscription's message arriving, and the reviewer's
 * request itself.
 *
 * Run: tsx scripts/benchmark-live-status.ts [--decisions 100]
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/db/prisma.ts';
import { scratchDirectory, startEmbeddedPostgres } from '../server/db/embedded-postgres.ts';
import { applyMigrations } from '../server/db/migrations.ts';
import { startFirebaseOnFreePorts } from '../tests/setup/firebase-emulator.ts';
import { REVIEW, post, startInstance, submitEvent, subscribe, type Heard, type StatusEvent } from '../tests/setup/instances.ts';
import { signedInMember } from '../tests/setup/members.ts';
import { freePorts } from './free-ports.ts';

const { values: args } = parseArgs({ options: { decisions: { type: 'string', default: '100' } } });
const decisions = Number(args.decisions);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)).concat(sorted.at(-1)!.toFixed(1));
};

/** When `heard` has an event that `matches`: now if it came already, else on its arrival. */
function heardAt(heard: Heard, matches: (event: StatusEvent) => boolean): Promise<number> {
  if (heard.events.some(matches)) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    heard.onEvent = (event) => {
      if (matches(event)) resolve(performance.now());
    };
  });
}

const dir = scratchDirectory('daypedia-live-status-');
const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePorts(), database: 'daypedia', persistent: false });
const firebase = await startFirebaseOnFreePorts(dir);
const dbA = createDatabase(database.url);
const dbB = createDatabase(database.url);
try {
  await applyMigrations(database.url);
  const [a, b] = await Promise.all([
    startInstance({ db: dbA, databaseUrl: database.url, firebase }),
    startInstance({ db: dbB, databaseUrl: database.url, firebase }),
  ]);
  const author = await signedInMember({ t: { db: dbA }, firebase }, a.http, { email: 'author@example.com' });
  const reviewer = await signedInMember({ t: { db: dbA }, firebase }, a.http, { email: 'reviewer@example.com', role: 'REVIEWER' });
  const onA = subscribe(a, author.cookie);
  const onB = subscribe(b, author.cookie);
  while (a.subscribed.length === 0 || b.subscribed.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

  const sameInstance: number[] = [];
  const otherInstance: number[] = [];
  const request: number[] = [];
  for (let n = 0; n < decisions; n++) {
    const revisionId = await submitEvent(dbA, a, { uid: author.user.uid, cookie: author.cookie }, `Benchmark event number ${n}`, 1 + (n % 28));
    // Both pages have seen the submission before the decision is timed.
    await Promise.all([onA, onB].map((heard) => heardAt(heard, (event) => event.id === revisionId)));
    const heard = [onA, onB].map((page) => heardAt(page, (event) => event.id === revisionId && event.status !== 'PENDING'));
    const decision = n % 2 === 0 ? { decision: 'APPROVE' } : { decision: 'REJECT', reason: 'Please add a source for the date.' };
    const sent = performance.now();
    await post(a, reviewer.cookie, REVIEW, { id: revisionId, ...decision });
    request.push(performance.now() - sent);
    const [atA, atB] = await Promise.all(heard);
    sameInstance.push(atA - sent);
    otherInstance.push(atB - sent);
  }
  const errors = [...onA.errors, ...onB.errors];
  if (errors.length) throw new Error(`Subscription errors: ${JSON.stringify(errors)}`);

  console.log(`\n${decisions} review decisions (half approvals, half rejections), Node ${process.version}\n`);
  console.log('| from sending the decision until | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| the reviewer's request is answered | ${summary(request).join(' | ')} |`);
  console.log(`| the author's page on the same instance hears it | ${summary(sameInstance).join(' | ')} |`);
  console.log(`| the author's page on another instance hears it | ${summary(otherInstance).join(' | ')} |`);

  await Promise.all([onA, onB].map(async (heard) => heard.client.dispose()));
  await Promise.all([a.close(), b.close()]);
} finally {
  await Promise.all([dbA.$disconnect(), dbB.$disconnect()]);
  await firebase.stop();
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
