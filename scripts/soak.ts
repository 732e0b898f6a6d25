/**
 * A bounded soak of Daypedia as it runs with more than one instance: two instances of the built
 * site on one PostgreSQL and one Firebase (the Auth emulator), behind Debian's nginx configured
 * from deploy/daypedia.conf.template, under mixed traffic for a fixed time, with PostgreSQL
 * stopped and started again halfway.
 *
 * Traffic (scripts/soak/traffic.ts): readers on pages and GraphQL queries in every language,
 * comments from several client addresses (each client binds its own 127.0.0.x address, which
 * nginx forwards in X-Forwarded-For), members starting and submitting articles, the demo reviewer
 * approving them, and the members' pages listening for the live status of their articles over
 * WebSocket through nginx. Among them, hostile clients (scripts/soak/hostile.ts) loop over the
 * attacks the site has met, expecting to be refused: no request, member or address may stall it.
 *
 * Reported: requests, throughput and p50/p95/p99 latency by kind of request; unexpected answers
 * (any 5xx but a 503 UNAVAILABLE while PostgreSQL is away, any GraphQL error, a refused
 * connection); whether every acknowledged write is in PostgreSQL; whether comment allowances
 * were counted per client address; whether the pages heard the approvals, before and after the
 * restart; each instance's resident memory; the hostile clients' answers by attack (flagged: a
 * 5xx but a 503 during the outage, no answer, an internal error, a stack trace or the database's
 * words); the readers' p99 (at most --reader-p99-ms); how long each instance's event loop was
 * held (scripts/soak/event-loop.ts, at most --event-loop-ms). The exit code is 1 when any of
 * these fails.
 *
 * Run (Linux, Debian's nginx installed, after `npm run build`):
 *   tsx scripts/soak.ts [--duration 60] [--readers 8] [--reader-rate 24] [--members 3] [--article-rate 3] [--outage 3] [--hostile 1]
 *     [--attacks all|1,3,…] [--reader-p99-ms 250] [--event-loop-ms 50]
 *   or `npm run bench:soak -- --duration 10`; SOAK_DURATION_S=10 works too.
 *
 * Nothing outside a temporary folder is written; everything started is stopped at the end.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { DEMO_REVIEWER, ensureDemoReviewer } from '../server/seed/demo-reviewer.ts';
import { createDatabase } from '../server/db/prisma.ts';
import { scratchDirectory } from '../server/db/embedded-postgres.ts';
import { subscribe, type Heard, type Instance } from '../tests/setup/instances.ts';
import { emulatorSignIn, signedInMember } from '../tests/setup/members.ts';
import { START_EVENT } from '../tests/setup/article-operations.ts';
import { SERVER_BUNDLE } from '../server/startup/node-options.ts';
import { atCleanUp, runWithCleanUp } from './cleanups.ts';
import { request } from './http-request.ts';
import { nginxInstalled, NGINX } from './nginx.ts';
import { log, sleep } from './timing.ts';
import { checkWrites, commentCounters, memoryOf, metricsOf } from './soak/checks.ts';
import { SiteClient } from './soak/client.ts';
import { startControlLoop, summarise, watchEventLoops } from './soak/event-loop.ts';
import { ADDRESSES_PER_CLIENT, ATTACK_GROUPS, ATTACKS, hostile, HostileLog, prepareHostileMember, type HostileMember } from './soak/hostile.ts';
import { ProofSupply } from './soak/proofs.ts';
import { Recorder } from './soak/recorder.ts';
import { printReport, type LiveStatus } from './soak/report.ts';
import { startStack } from './soak/stack.ts';
import { findTargets } from './soak/targets.ts';
import { commenter, listen, reader, reviewer, running, writer, type CommentTally, type Member, type Traffic } from './soak/traffic.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.SOAK_DURATION_S ?? '60' },
    /** Seconds of the same traffic before the measured ones: answers are checked, latencies and event loops not counted. */
    'warm-up': { type: 'string', default: '10' },
    readers: { type: 'string', default: '8' },
    /** Reads a second of all readers together; 0: each reads as fast as it is answered (the machine's ceiling). */
    'reader-rate': { type: 'string', default: '24' },
    members: { type: 'string', default: '3' },
    /** Articles a second all members together start and submit, each member on a schedule; 0: each writes again 300 ms after its last submission (the machine's ceiling). */
    'article-rate': { type: 'string', default: '3' },
    outage: { type: 'string', default: '3' },
    hostile: { type: 'string', default: '1' },
    /** Which attacks of scripts/soak/hostile.ts, by number (1 to 8, e.g. "1,3"), to look at some alone. */
    attacks: { type: 'string', default: 'all' },
    'reader-p99-ms': { type: 'string', default: '250' },
    'event-loop-ms': { type: 'string', default: '50' },
  },
});
const positive = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return n;
};
const DURATION_S = positive('duration', args.duration);
const WARM_UP_S = args['warm-up'] === '0' ? 0 : positive('warm-up', args['warm-up']);
const READERS = Math.round(positive('readers', args.readers));
const READER_RATE = args['reader-rate'] === '0' ? 0 : positive('reader-rate', args['reader-rate']);
const MEMBERS = Math.round(positive('members', args.members));
const ARTICLE_RATE = args['article-rate'] === '0' ? 0 : positive('article-rate', args['article-rate']);
const OUTAGE_S = positive('outage', args.outage);
/** Hostile clients; 0 runs the soak without them, to compare. */
const HOSTILE = args.hostile === '0' ? 0 : Math.round(positive('hostile', args.hostile));
const ATTACKS_SENT = new Set(
  args.attacks === 'all'
    ? ATTACKS
    : args.attacks.split(',').flatMap((n) => {
        const group = ATTACK_GROUPS[Number(n) - 1];
        if (!group) throw new Error(`--attacks takes numbers from 1 to ${ATTACK_GROUPS.length}, e.g. 1,3; got ${args.attacks}`);
        return group;
      }),
);
const READER_P99_LIMIT_MS = positive('reader-p99-ms', args['reader-p99-ms']);
const EVENT_LOOP_LIMIT_MS = positive('event-loop-ms', args['event-loop-ms']);
/** Hostile client h sends attack k from 127.0.(HOSTILE_NETWORK + h).k. */
const HOSTILE_NETWORK = 10;
/** Members' drafts are not what is limited here. */
const DRAFTS_PER_HOUR = 100_000;
/** How long pages may take to hear the last approvals once the traffic stops. */
const HEARING_GRACE_MS = 5_000;

/** A session cookie for an account of the emulator, through the site's own sign-in route, as the browser gets it. */
async function sessionCookie(siteUrl: string, idToken: string): Promise<string> {
  const response = await request(`${siteUrl}/auth/session`, {
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ idToken }),
  });
  if (response.status !== 200) throw new Error(`No session: ${response.status} ${response.body.toString()}`);
  return String(response.headers['set-cookie']?.[0]).split(';')[0];
}

/** What the soak needs before it starts anything: nginx, and the built site. */
function checkPrerequisites(): void {
  const missing: string[] = [];
  if (!nginxInstalled()) missing.push(`${NGINX} is missing: apt-get install nginx (Debian's nginx; this script starts it itself, not as a service)`);
  const root = path.resolve(import.meta.dirname, '..');
  for (const built of [SERVER_BUNDLE, 'build/client'])
    if (!existsSync(path.join(root, built))) missing.push(`${built} is missing: run \`npm run build\` first (\`npm run bench:soak\` builds, then runs this)`);
  if (missing.length) {
    console.error(`The soak cannot start:\n${missing.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  checkPrerequisites();
  const workDir = scratchDirectory('daypedia-soak-');
  atCleanUp(() => rmSync(workDir, { recursive: true, force: true }));
  log(`Node ${process.version}; data in ${workDir}; ${WARM_UP_S} s of warm-up, then ${DURATION_S} s of traffic`);

  const stack = await startStack(workDir, { draftsPerHour: DRAFTS_PER_HOUR });
  const db = createDatabase(stack.databaseUrl);
  atCleanUp(() => db.$disconnect());

  // Setting up is not measured.
  const setup = new Recorder();
  const targets = await findTargets(new SiteClient(stack.url, '127.0.0.1', setup));
  log(`${targets.reads.length} reads (pages and queries), ${targets.commentable.length} entries to comment on`);

  log('Signing in the demo reviewer and the members');
  await ensureDemoReviewer(stack.firebase.auth, db, stack.config.APP_NAME);
  const reviewerSignIn = await emulatorSignIn(stack.firebase, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  const reviewerCookie = await sessionCookie(stack.url, reviewerSignIn.idToken);

  const recorder = new Recorder();
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b7fa6' } })
    .png()
    .toBuffer();
  const wsUrl = `${stack.url.replace(/^http/, 'ws')}/graphql`;
  const balancer: Instance = { http: stack.url, ws: wsUrl, subscribed: [], followed: [], close: async () => {} };
  // A member's open page, listening for the live status of its articles through nginx.
  const closed: string[] = [];
  const connections: Promise<void>[] = [];
  const openPage = (cookie: string): Heard => {
    const page = subscribe(balancer, cookie);
    const n = connections.length + 1;
    connections.push(new Promise<void>((resolve) => page.client.on('connected', () => resolve())));
    page.client.on('closed', (event) => closed.push(`page ${n}: the WebSocket closed (${(event as { code?: number }).code ?? '?'})`));
    return page;
  };
  const members: Member[] = [];
  for (let i = 1; i <= MEMBERS; i++) {
    const { user, cookie } = await signedInMember({ t: { db }, firebase: stack.firebase }, stack.url, { email: `writer-${i}@soak.example` });
    const address = `127.0.2.${i}`;
    // The cover every article of this member reuses, uploaded as the editor uploads it.
    const setupClient = new SiteClient(stack.url, address, setup, cookie);
    const { data } = await setupClient.graphql('draft', START_EVENT, { date: { year: 1969, month: 7, day: 20 } });
    const draftId = data?.startNewArticle.revision?.id;
    if (!draftId) throw new Error('The soak could not start the draft its members upload their cover to');
    const coverId = await setupClient.uploadCover(draftId, cover);
    setupClient.close();
    const pages: Heard[] = [openPage(cookie), openPage(cookie)];
    members.push({ uid: user.uid, client: new SiteClient(stack.url, address, recorder, cookie), coverId, pages });
  }
  log(`${MEMBERS} members signed in, each with a cover; the demo reviewer signed in`);
  // Each hostile client's member: a rewrite of an entry holding a large text of new words, and a draft.
  const hostileMembers: HostileMember[] = [];
  for (let h = 1; h <= HOSTILE; h++) {
    const { cookie } = await signedInMember({ t: { db }, firebase: stack.firebase }, stack.url, { email: `hostile-${h}@soak.example` });
    const setupClient = new SiteClient(stack.url, `127.0.${HOSTILE_NETWORK + h}.1`, setup, cookie);
    hostileMembers.push(await prepareHostileMember(setupClient, cookie, targets.commentable));
    setupClient.close();
  }
  if (HOSTILE) log(`${HOSTILE} hostile member${HOSTILE === 1 ? '' : 's'} signed in, each with a rewrite of ~29,000 new characters`);
  const pages = members.flatMap((member) => member.pages);
  await Promise.race([
    Promise.all(connections),
    sleep(10_000).then(() =>
      Promise.reject(
        new Error(`The pages' WebSockets did not connect through nginx: ${[...closed, ...pages.flatMap((page) => page.errors.map(String))].join('; ')}`),
      ),
    ),
  ]);
  // Every page's subscription is registered on some instance before anything is approved.
  let metricsAtStart = await Promise.all(stack.instances.map((instance) => metricsOf(instance.url)));
  for (let i = 0; i < 100 && metricsAtStart.reduce((sum, m) => sum + m.subscriptions, 0) < pages.length; i++) {
    await sleep(100);
    metricsAtStart = await Promise.all(stack.instances.map((instance) => metricsOf(instance.url)));
  }
  const memoryAtStart = stack.instances.map((instance) => memoryOf(instance.pid));
  // Enough proofs for every comment the traffic may post: the busy address's four clients post at
  // once until refused (some 24 attempts), then each every 2 s; calm addresses 8 times each; a
  // hostile client's comment over the socket at most once a second.
  const trafficS = WARM_UP_S + DURATION_S;
  const proofsNeeded = 24 + 4 * Math.ceil(trafficS / 2) + 3 * 9 + HOSTILE * Math.ceil(trafficS);
  const proofs = await ProofSupply.solve(new SiteClient(stack.url, '127.0.0.1', setup), proofsNeeded);
  log(`${proofs.size} proofs of work solved for the comments, as browsers solve them on their own machines`);

  const traffic: Traffic = {
    recorder,
    targets,
    endsAt: (WARM_UP_S + DURATION_S) * 1000,
    acknowledged: { comments: [], drafts: [], submissions: [], approvals: [] },
    heardAt: new Map(),
    pageCache: { hits: 0, misses: 0 },
    subscriptionErrors: { expected: 0, unexpected: [] },
    proofs,
  };
  const loadBefore = os.loadavg()[0];
  recorder.begin();
  recorder.countFrom = WARM_UP_S * 1000;
  const cpuBefore = process.cpuUsage();
  pages.forEach((page, n) => listen(traffic, page, `page ${n + 1}`));

  // The busy address posts from several clients at once, so that both instances count its attempts at the same time.
  const busy: CommentTally = { address: '127.0.0.2', forges: true, loops: 4, accepted: 0, limited: 0, acceptedBeforeLimit: null };
  const calm: CommentTally[] = ['127.0.0.3', '127.0.0.4', '127.0.0.5'].map((address) => ({
    address,
    forges: false,
    loops: 1,
    accepted: 0,
    limited: 0,
    acceptedBeforeLimit: null,
  }));
  const forged = () => ({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });
  const readerClients = Array.from({ length: READERS }, (_, i) => new SiteClient(stack.url, `127.0.1.${i + 1}`, recorder));
  const reviewerClient = new SiteClient(stack.url, '127.0.3.1', recorder, reviewerCookie);
  // Calm addresses post 8 comments in the whole run, well under the hourly allowance.
  const calmEveryMs = traffic.endsAt / 8;

  const outageAtMs = (WARM_UP_S + DURATION_S / 2) * 1000;
  log(`Traffic for ${WARM_UP_S + DURATION_S} s through ${stack.url}; PostgreSQL stops at ${(outageAtMs / 1000).toFixed(0)} s for ${OUTAGE_S} s`);
  const restart = (async () => {
    await sleep(outageAtMs);
    log('Stopping PostgreSQL');
    await stack.restartPostgres(OUTAGE_S * 1000, {
      stopping: () => (recorder.outage = { stoppingAt: recorder.now(), upAt: null }),
      up: () => (recorder.outage!.upAt = recorder.now()),
    });
    log('PostgreSQL is back');
  })();
  const hostileLog = new HostileLog(recorder);
  // The guard and its control start with the measured time.
  const eventLoops = sleep(recorder.countFrom).then(() => watchEventLoops(stack.instances, recorder, () => running(traffic)));
  const controlLoop = sleep(recorder.countFrom).then(() => startControlLoop());
  const loops = [
    restart,
    eventLoops,
    ...hostileMembers.map((member, i) =>
      hostile(traffic, {
        url: stack.url,
        prefix: `127.0.${HOSTILE_NETWORK + i + 1}`,
        member,
        commentable: targets.commentable,
        log: hostileLog,
        attacks: ATTACKS_SENT,
      }),
    ),
    ...readerClients.map((client) => reader(traffic, client, { everyMs: READER_RATE ? (READERS * 1000) / READER_RATE : 0 })),
    ...Array.from({ length: busy.loops }, () =>
      commenter(traffic, new SiteClient(stack.url, busy.address, recorder, null, forged), busy, { everyMs: 2_000, busy: true }),
    ),
    ...calm.map((tally) => commenter(traffic, new SiteClient(stack.url, tally.address, recorder), tally, { everyMs: calmEveryMs, busy: false })),
    ...members.map((member) => writer(traffic, member, ARTICLE_RATE ? { everyMs: (MEMBERS * 1000) / ARTICLE_RATE } : { pauseMs: 300 })),
    reviewer(traffic, reviewerClient, { pauseMs: 250 }),
  ];
  await Promise.all(loops);
  const elapsedS = recorder.now() / 1000;
  const control = await (await controlLoop).stop();
  const cpu = process.cpuUsage(cpuBefore);
  log(`Traffic stopped after ${elapsedS.toFixed(1)} s: ${recorder.total} requests`);

  // Every approval must reach every open page of its author.
  const expectations = traffic.acknowledged.approvals.flatMap((approval) =>
    (members.find((m) => m.uid === approval.authorUid)?.pages ?? []).map((page) => ({ approval, page })),
  );
  const heardOf = ({ approval, page }: (typeof expectations)[number]) => traffic.heardAt.get(page)?.get(`${approval.id}:APPROVED`);
  const deadline = Date.now() + HEARING_GRACE_MS;
  while (Date.now() < deadline && expectations.some((e) => heardOf(e) === undefined)) await sleep(100);
  // An approval sent once PostgreSQL began to stop can only have been made after it was back.
  const stoppingAt = recorder.outage?.stoppingAt ?? Infinity;
  const upAt = recorder.outage?.upAt ?? Infinity;
  const heard: LiveStatus = {
    before: { expected: 0, heard: 0 },
    after: { expected: 0, heard: 0 },
    delays: [],
    subscriptionErrors: [...closed, ...traffic.subscriptionErrors.unexpected],
    unavailableWhileAway: traffic.subscriptionErrors.expected,
    unheard: [],
  };
  for (const e of expectations) {
    const side = e.approval.sentAt > stoppingAt ? heard.after : heard.before;
    side.expected++;
    const at = heardOf(e);
    if (at !== undefined) {
      side.heard++;
      heard.delays.push(at - e.approval.sentAt);
    } else heard.unheard.push({ id: e.approval.id, page: pages.indexOf(e.page) + 1, afterReturnMs: e.approval.sentAt - upAt });
  }

  const metricsAtEnd = await Promise.all(
    stack.instances.map((instance) => metricsOf(instance.url).catch(() => ({ requests: NaN, subscriptions: NaN, heapUsedMb: NaN }))),
  );
  const reviewerRow = await db.user.findUniqueOrThrow({ where: { email: DEMO_REVIEWER.email } });
  const passed = printReport({
    settings: {
      durationS: DURATION_S,
      warmUpS: WARM_UP_S,
      readers: READERS,
      readerRate: READER_RATE,
      articleRate: ARTICLE_RATE,
      members: MEMBERS,
      outageS: OUTAGE_S,
      commentsPerHour: stack.config.COMMENTS_PER_HOUR,
      nginxVersion: stack.nginxVersion,
      hostile: HOSTILE,
      attacks: ATTACKS.filter((attack) => ATTACKS_SENT.has(attack)),
      readerP99LimitMs: READER_P99_LIMIT_MS,
      eventLoopLimitMs: EVENT_LOOP_LIMIT_MS,
    },
    recorder,
    elapsedS,
    clientCpu: (cpu.user + cpu.system) / 1e6 / elapsedS,
    loadBefore,
    pageCache: traffic.pageCache,
    writes: await checkWrites(stack.databaseUrl, traffic.acknowledged, reviewerRow.uid),
    commenters: [busy, ...calm],
    hostileAddresses: hostileMembers.flatMap((_, i) => Array.from({ length: ADDRESSES_PER_CLIENT }, (_, k) => `127.0.${HOSTILE_NETWORK + i + 1}.${k + 1}`)),
    counters: await commentCounters(stack.databaseUrl),
    heard,
    instances: stack.instances.map((instance, i) => ({
      label: instance.label,
      url: instance.url,
      alive: memoryOf(instance.pid) !== null,
      memoryAtStart: memoryAtStart[i]!,
      memoryAtEnd: memoryOf(instance.pid),
      requests: metricsAtEnd[i].requests - metricsAtStart[i].requests,
      subscriptions: metricsAtStart[i].subscriptions,
      heapUsedMb: metricsAtEnd[i].heapUsedMb,
      errorLines: instance.errors,
    })),
    hostile: hostileLog,
    eventLoops: (await eventLoops).map((watch) => summarise(watch, EVENT_LOOP_LIMIT_MS)),
    controlLoop: control,
  });
  if (!passed) {
    const kept = mkdtempSync(path.join(os.tmpdir(), 'daypedia-soak-logs-'));
    for (const instance of stack.instances) copyFileSync(instance.logPath, path.join(kept, path.basename(instance.logPath)));
    console.log(`\nThe instances' logs are kept in ${kept}`);
  }
  for (const client of [...readerClients, reviewerClient, ...members.map((m) => m.client)]) client.close();
  await Promise.all(pages.map(async (page) => page.client.dispose()));
  if (!passed) process.exitCode = 1;
}

await runWithCleanUp(main);
// Sockets a failed step left open must not keep the process alive.
process.exit(process.exitCode ?? 0);
