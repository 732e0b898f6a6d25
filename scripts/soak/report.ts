/** The soak's report, in Markdown, and whether it passed. */
import os from 'node:os';
import { percentile } from '../timing.ts';
import type { WriteCheck } from './checks.ts';
import { EVENT_LOOP_RESOLUTION_MS, type ControlLoop, type EventLoopSummary } from './event-loop.ts';
import { ATTACKS, type HostileLog } from './hostile.ts';
import { KINDS, RECOVERY_MS, type Recorder } from './recorder.ts';
import type { CommentTally } from './traffic.ts';

export interface LiveStatus {
  before: { expected: number; heard: number };
  after: { expected: number; heard: number };
  /** From sending each approval until each of its author's pages heard it, ms. */
  delays: number[];
  subscriptionErrors: string[];
  /** UNAVAILABLE errors heard while PostgreSQL was away: expected. */
  unavailableWhileAway: number;
  /** Approvals some page of their author never heard, and when they were sent: ms after PostgreSQL was back (negative: before). */
  unheard: { id: string; page: number; afterReturnMs: number }[];
}

interface InstanceReport {
  label: string;
  url: string;
  alive: boolean;
  memoryAtStart: { rssMb: number; peakMb: number } | null;
  memoryAtEnd: { rssMb: number; peakMb: number } | null;
  /** Requests it answered during the soak, and the subscriptions it held when traffic began. */
  requests: number;
  subscriptions: number;
  /** JavaScript heap in use at the end, MB. */
  heapUsedMb: number;
  errorLines: string[];
}

export interface SoakReport {
  settings: {
    durationS: number;
    /** Seconds of traffic before the measured ones. */
    warmUpS: number;
    readers: number;
    /** Reads a second of all readers together; 0: each as fast as it is answered. */
    readerRate: number;
    /** Articles a second all members together; 0: written one after the other. */
    articleRate: number;
    members: number;
    outageS: number;
    commentsPerHour: number;
    nginxVersion: string;
    hostile: number;
    /** The attacks the hostile clients sent. */
    attacks: readonly string[];
    /** The soak fails when the readers' p99 (pages and queries together) is above this. */
    readerP99LimitMs: number;
    /** The soak fails when an instance's event loop was held longer than this. */
    eventLoopLimitMs: number;
  };
  recorder: Recorder;
  elapsedS: number;
  /** CPU time of the soak's own process (the clients) per second of traffic. */
  clientCpu: number;
  /** The 1-minute load average just before the traffic: other work on the machine slows everything. */
  loadBefore: number;
  pageCache: { hits: number; misses: number };
  writes: WriteCheck[];
  commenters: CommentTally[];
  /** The hostile client's addresses, whose comments PostgreSQL may count too. */
  hostileAddresses: string[];
  counters: Map<string, number>;
  heard: LiveStatus;
  instances: InstanceReport[];
  hostile: HostileLog;
  eventLoops: EventLoopSummary[];
  /** An idle process's event loop over the traffic: what the machine alone did (null if it could not be read). */
  controlLoop: ControlLoop | null;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const mb = (value: number | undefined) => (value === undefined ? '?' : `${value.toFixed(0)} MB`);

/** Per address: the busy one was stopped at its allowance, the calm ones never; only real client addresses were counted. */
function rateLimitProblems({
  commenters,
  counters,
  settings,
  hostileAddresses,
}: Pick<SoakReport, 'commenters' | 'counters' | 'settings' | 'hostileAddresses'>): string[] {
  const problems: string[] = [];
  for (const tally of commenters) {
    if (tally.forges) {
      if (!tally.limited) problems.push(`${tally.address} was never refused`);
      if (tally.accepted > settings.commentsPerHour)
        problems.push(`${tally.address} had ${tally.accepted} comments accepted, over ${settings.commentsPerHour}`);
    } else {
      if (tally.limited) problems.push(`${tally.address} was refused ${tally.limited} times, though under its allowance`);
      if (!tally.accepted) problems.push(`${tally.address} had no comment accepted`);
    }
  }
  const addresses = new Set(commenters.map((tally) => tally.address));
  for (const counted of counters.keys())
    if (!addresses.has(counted) && !hostileAddresses.includes(counted))
      problems.push(`PostgreSQL counts comments for ${counted}, which is not a client's address`);
  for (const address of addresses) if (!counters.has(address)) problems.push(`PostgreSQL counts no comments for ${address}`);
  return problems;
}

/** The ordinary readers' answers (pages and queries together), as the hostile client is compared with them. */
interface ReadersLatency {
  answers: number;
  p50: number;
  p99: number;
}

/**
 * The ordinary readers' answers, apart: those that met PostgreSQL's stop (sent before it was back
 * and its connections with it, answered after it began to stop) and all others, which the limit
 * is for.
 */
function readersP99(recorder: Recorder): { judged: ReadersLatency; outage: ReadersLatency } {
  const judged: number[] = [];
  const outage: number[] = [];
  for (const { ms: latency, at } of recorder.readerAnswers()) (recorder.metOutage(at - latency, at) ? outage : judged).push(latency);
  const summary = (latencies: number[]): ReadersLatency => {
    latencies.sort((a, b) => a - b);
    return { answers: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  };
  return { judged: summary(judged), outage: summary(outage) };
}

const READERS_PERIOD_MS = 5_000;

/** The ordinary readers' answers by period of the soak: where the slow ones were. */
function printReadersOverTime(recorder: Recorder): void {
  const periods = new Map<number, number[]>();
  for (const { ms: latency, at } of recorder.readerAnswers()) {
    const period = Math.floor(at / READERS_PERIOD_MS);
    if (!periods.has(period)) periods.set(period, []);
    periods.get(period)!.push(latency);
  }
  console.log(`\nOrdinary readers by ${READERS_PERIOD_MS / 1000} s of the soak:\n`);
  console.log('| seconds | answers | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [period, latencies] of [...periods].sort((a, b) => a[0] - b[0])) {
    const from = period * READERS_PERIOD_MS;
    const to = from + READERS_PERIOD_MS;
    const away = recorder.metOutage(from, to) ? ' (PostgreSQL stopped)' : '';
    latencies.sort((a, b) => a - b);
    console.log(
      `| ${from / 1000}–${to / 1000}${away} | ${latencies.length} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} | ${ms(latencies.at(-1)!)} |`,
    );
  }
  console.log(`\nThe slowest of them (PostgreSQL's stop apart):\n`);
  for (const { ms: latency, at, what } of recorder.slowestReads) console.log(`- ${ms(latency)} ms at ${(at / 1000).toFixed(1)} s: ${what}`);
}

const tally = (counts: Map<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([what, count]) => `${what} ${count}`)
    .join(', ') || '–';

function printHostile({ settings, hostile }: SoakReport, { judged: readers, outage }: ReturnType<typeof readersP99>): void {
  const some = settings.attacks.length < ATTACKS.length ? ` (only: ${settings.attacks.join(', ')})` : '';
  console.log(`\n### Ordinary readers beside ${settings.hostile} hostile client${settings.hostile === 1 ? '' : 's'}${some}\n`);
  console.log(
    `Refusals are what the hostile client expects; flagged: a 5xx but a 503 while PostgreSQL was away, no answer within 30 s, an internal error, a stack trace or the database's own words. Readers' p99 limit: ${settings.readerP99LimitMs} ms, for every answer but those that met PostgreSQL's stop (sent before it was back, answered after it began to stop).\n`,
  );
  console.log('| who | answers | answered | codes | flagged | p50 ms | p99 ms |');
  console.log('|---|---:|---|---|---:|---:|---:|');
  console.log(`| ordinary readers (pages and queries) | ${readers.answers} | ok | – | – | ${ms(readers.p50)} | ${ms(readers.p99)} |`);
  if (outage.answers)
    console.log(
      `| ordinary readers whose answer met PostgreSQL's stop (not judged) | ${outage.answers} | ok | – | – | ${ms(outage.p50)} | ${ms(outage.p99)} |`,
    );
  for (const attack of ATTACKS) {
    const s = hostile.stats.get(attack)!;
    if (!s.answers) continue;
    console.log(
      `| hostile: ${attack} | ${s.answers} | ${tally(s.statuses)} | ${tally(s.codes)} | ${s.flagged} | ${ms(hostile.p(attack, 50))} | ${ms(hostile.p(attack, 99))} |`,
    );
  }
  if (hostile.flags.length) {
    console.log(`\nFlagged answers of the hostile client (first ${hostile.flags.length} of ${hostile.flagCount}):\n`);
    for (const flag of hostile.flags) console.log(`- ${flag}`);
  }
}

function printEventLoops({ settings, eventLoops, controlLoop }: SoakReport): void {
  console.log(`\n### Event loops (limit ${settings.eventLoopLimitMs} ms)\n`);
  console.log(
    `Read from each instance's /metrics every second, a timer every ${EVENT_LOOP_RESOLUTION_MS} ms. A hold (judged) is how late the timer ran, at most the processor time the instance's main thread spent meanwhile: its own work. A delay (not judged) is how late it ran for any reason, waiting for a processor included.\n`,
  );
  console.log(
    '| instance | seconds read | longest hold ms | at | longest delay ms | delay p99 ms, median second | delay p99 ms, worst second | seconds held over the limit |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const loop of eventLoops)
    console.log(
      `| ${loop.label} | ${loop.windows} | ${ms(loop.heldMs)} | ${loop.heldAt === null ? '–' : `${(loop.heldAt / 1000).toFixed(1)} s`} | ${ms(loop.maxMs)} | ${ms(loop.p99MedianMs)} | ${ms(loop.p99WorstMs)} | ${loop.over.length} |`,
    );
  console.log(
    `| an idle Node process (a control: it only waits, so its delay is the machine's load alone) | – | – | – | ${ms(controlLoop?.maxMs ?? NaN)} | ${ms(controlLoop?.p99Ms ?? NaN)} (whole soak) | – | – |`,
  );
  for (const loop of eventLoops) {
    const held = [...loop.over].sort((a, b) => b.heldMs - a.heldMs).slice(0, 10);
    if (held.length)
      console.log(
        `- instance ${loop.label} was held past the limit in ${loop.over.length} of ${loop.windows} seconds; the longest: ${held.map((w) => `${ms(w.heldMs)} ms (${(w.from / 1000).toFixed(1)}–${(w.at / 1000).toFixed(1)} s)`).join(', ')}`,
      );
    for (const failure of loop.failures.slice(0, 5)) console.log(`- instance ${loop.label}'s /metrics did not answer at ${failure}`);
  }
}

export function printReport(report: SoakReport): boolean {
  const { settings, recorder, instances, writes, heard } = report;
  const cpus = os.cpus();
  const lost = writes.reduce((sum, check) => sum + check.missing.length, 0);
  const limitProblems = rateLimitProblems(report);
  const deadInstances = instances.filter((instance) => !instance.alive);
  const outage = recorder.outage;

  console.log('\n## Soak: two instances behind nginx\n');
  console.log(
    `- Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM; ${settings.nginxVersion}; the load comes from the same machine (the soak's clients used ${(100 * report.clientCpu).toFixed(0)} % of a core); load average before ${report.loadBefore.toFixed(2)}`,
  );
  console.log(
    `- ${settings.warmUpS ? `${settings.warmUpS} s of warm-up, then ` : ''}${settings.durationS} s of traffic through nginx: ${settings.readers} readers (pages and GraphQL queries in 8 languages, one request at a time each, ${settings.readerRate ? `${settings.readerRate} reads a second together, each timed from when it was due` : 'each as fast as it is answered'}), ${report.commenters.length} commenting addresses, ${settings.members} members writing and submitting (${settings.articleRate ? `${settings.articleRate} articles a second together, each member on a schedule` : 'each again 300 ms after its last submission'}), the demo reviewer approving, ${settings.members * 2} live status subscriptions over WebSocket${settings.warmUpS ? '; every answer is checked from the first second, latencies and event loops are counted after the warm-up' : ''}`,
  );
  if (outage) {
    const late = recorder.lastUnavailableAt === null || outage.upAt === null ? 0 : recorder.lastUnavailableAt - outage.upAt;
    console.log(
      `- PostgreSQL stopped at ${(outage.stoppingAt / 1000).toFixed(1)} s and answered again at ${((outage.upAt ?? NaN) / 1000).toFixed(1)} s; ${late > 0 ? `the last 503 came ${(late / 1000).toFixed(2)} s after it was back` : 'no 503 once it was back'}`,
    );
  }
  console.log(
    `- ${recorder.total.toLocaleString('en')} requests in ${report.elapsedS.toFixed(1)} s: ${(recorder.total / report.elapsedS).toFixed(0)} requests/s; pages from the page cache: ${report.pageCache.hits} of ${report.pageCache.hits + report.pageCache.misses}\n`,
  );

  console.log('| kind | requests | ok | refused on purpose | 503 while PostgreSQL was down | unexpected | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const kind of KINDS) {
    const s = recorder.stats.get(kind)!;
    const total = s.ok + s.refused + s.unavailable + s.unexpected;
    if (!total) continue;
    const sorted = [...s.latencies].sort((a, b) => a - b);
    console.log(
      `| ${kind} | ${total} | ${s.ok} | ${s.refused} | ${s.unavailable} | ${s.unexpected} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`,
    );
  }

  const readers = readersP99(recorder);
  printHostile(report, readers);
  printReadersOverTime(recorder);

  console.log('\n### Acknowledged writes found in PostgreSQL\n');
  for (const check of writes)
    console.log(
      `- ${check.what}: ${check.found} of ${check.acknowledged}${check.missing.length ? ` — MISSING: ${check.missing.slice(0, 20).join(', ')}` : ''}`,
    );

  console.log(`\n### Comment allowances per client address (${settings.commentsPerHour} per hour)\n`);
  for (const tally of report.commenters) {
    const who = tally.forges ? ` (${tally.loops} clients at once, a forged X-Forwarded-For on every request)` : '';
    const limit = tally.limited
      ? `, refused ${tally.limited} times (TOO_MANY_COMMENTS, the first after ${tally.acceptedBeforeLimit} accepted)`
      : ', never refused';
    console.log(`- ${tally.address}${who}: ${tally.accepted} accepted${limit}; attempts counted in PostgreSQL: ${report.counters.get(tally.address) ?? 0}`);
  }
  const hostileCounted = report.hostileAddresses.filter((address) => report.counters.has(address));
  if (hostileCounted.length)
    console.log(
      `- The hostile client's addresses: ${hostileCounted.map((address) => `${address} ${report.counters.get(address)}`).join(', ')} attempts counted`,
    );
  const others = [...report.counters.keys()].filter(
    (address) => !report.commenters.some((tally) => tally.address === address) && !report.hostileAddresses.includes(address),
  );
  console.log(`- Other addresses counted: ${others.length ? others.join(', ') : 'none (neither nginx’s address nor a forged one)'}`);
  for (const problem of limitProblems) console.log(`- PROBLEM: ${problem}`);

  const delays = [...heard.delays].sort((a, b) => a - b);
  console.log('\n### Live status over WebSocket through nginx\n');
  console.log(`- Subscriptions when the traffic began: ${instances.map((i) => `${i.subscriptions} on instance ${i.label}`).join(', ')}`);
  console.log(
    `- Approvals heard by every page of their author (count per page): before PostgreSQL stopped ${heard.before.heard} of ${heard.before.expected}, after it was back ${heard.after.heard} of ${heard.after.expected}`,
  );
  console.log(
    `- From sending an approval until a page heard it: p50 ${ms(percentile(delays, 50))} ms, p95 ${ms(percentile(delays, 95))} ms, max ${ms(delays.at(-1) ?? NaN)} ms`,
  );
  if (heard.unavailableWhileAway)
    console.log(`- Events the pages could not be told while PostgreSQL was away (UNAVAILABLE, expected): ${heard.unavailableWhileAway}`);
  for (const error of heard.subscriptionErrors.slice(0, 10)) console.log(`- SUBSCRIPTION ERROR: ${error}`);
  for (const u of heard.unheard.slice(0, 20)) {
    const when = u.afterReturnMs >= 0 ? `${(u.afterReturnMs / 1000).toFixed(2)} s after` : `${(-u.afterReturnMs / 1000).toFixed(2)} s before`;
    console.log(`- NOT HEARD: the approval of revision ${u.id} by page ${u.page}, sent ${when} PostgreSQL was back`);
  }

  console.log('\n### Instances\n');
  console.log('| instance | requests answered | RSS when traffic began | RSS at the end | peak RSS | JS heap used at the end | error log lines |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const i of instances) {
    console.log(
      `| ${i.label}${i.alive ? '' : ' (EXITED)'} | ${i.requests.toLocaleString('en')} | ${mb(i.memoryAtStart?.rssMb)} | ${mb(i.memoryAtEnd?.rssMb)} | ${mb(i.memoryAtEnd?.peakMb)} | ${mb(i.heapUsedMb)} | ${i.errorLines.length} |`,
    );
  }
  for (const i of instances) {
    const messages = new Map<string, number>();
    for (const line of i.errorLines) {
      let msg = line.slice(0, 200);
      try {
        const parsed = JSON.parse(line) as { msg?: string; err?: { code?: string; message?: string } };
        msg = [parsed.msg, parsed.err?.code, parsed.err?.message?.split('\n')[0]?.slice(0, 160)].filter(Boolean).join(' — ');
      } catch {
        // not JSON: shown as it is
      }
      messages.set(msg, (messages.get(msg) ?? 0) + 1);
    }
    for (const [msg, count] of messages) console.log(`- instance ${i.label} logged ${count}×: ${msg}`);
  }

  printEventLoops(report);

  if (recorder.unexpected.length) {
    console.log(`\n### Unexpected answers (first ${recorder.unexpected.length} of ${recorder.unexpectedCount})\n`);
    for (const line of recorder.unexpected) console.log(`- ${line}`);
  }

  const failures = [
    recorder.unexpectedCount ? `${recorder.unexpectedCount} unexpected answers` : '',
    lost ? `${lost} acknowledged writes missing` : '',
    limitProblems.length ? 'comment allowances not counted per address' : '',
    heard.after.expected === 0 ? 'no approval after the restart' : '',
    heard.before.heard < heard.before.expected || heard.after.heard < heard.after.expected ? 'approvals not heard' : '',
    heard.subscriptionErrors.length ? 'subscription errors' : '',
    deadInstances.length ? `instance ${deadInstances.map((i) => i.label).join(', ')} exited` : '',
    readers.judged.p99 > settings.readerP99LimitMs ? `readers' p99 ${ms(readers.judged.p99)} ms, over ${settings.readerP99LimitMs} ms` : '',
    report.hostile.flagCount ? `${report.hostile.flagCount} of the hostile client's answers flagged` : '',
    ...report.eventLoops.map((loop) =>
      loop.over.length
        ? `instance ${loop.label}'s event loop held up to ${ms(loop.heldMs)} ms by its own work, over ${settings.eventLoopLimitMs} ms (${loop.over.length} s)`
        : '',
    ),
    ...report.eventLoops.map((loop) => (loop.failures.length ? `instance ${loop.label}'s /metrics unanswered ${loop.failures.length} times` : '')),
    report.eventLoops.some((loop) => loop.windows === 0) ? 'an event loop was never measured' : '',
  ].filter(Boolean);
  console.log(
    `\n**${failures.length ? `FAILED: ${failures.join('; ')}` : 'PASSED'}** (a 503 UNAVAILABLE counts as expected from PostgreSQL's stop until ${RECOVERY_MS / 1000} s after its return)`,
  );
  return failures.length === 0;
}
