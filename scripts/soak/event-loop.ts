/**
 * The event-loop guard: how long each instance's own work held its event loop while the soak ran.
 * One request that keeps the loop busy (a diff, a sanitiser, a validation rule, a render) stalls
 * every other request of that instance, whatever its own cost.
 *
 * Each instance measures itself with a timer every EVENT_LOOP_RESOLUTION_MS, in two ways, which
 * /metrics gives as the largest since the previous scrape (each scrape resets them):
 * - a hold (daypedia_event_loop_held_max_seconds, server/observability/event-loop-holds.ts): how
 *   late the timer ran, at most the processor time the main thread spent meanwhile. This is what
 *   the guard judges: a task that kept the loop working.
 * - a delay (prom-client's nodejs_eventloop_lag_{max,p99}_seconds): how late the timer ran,
 *   whatever the reason. On a machine whose processors are all busy a process also waits for one,
 *   and that wait shows here too; reported, not judged.
 * The guard scrapes every instance every second and is its only scraper while the traffic runs,
 * so the largest of its readings is the longest of the whole soak; a p99 is one second's (the
 * report gives the median second's and the worst's, not a p99 of the whole soak). (The interval
 * under way at a scrape starts again from nothing: a hold that begins in the first tick after a
 * scrape, about 1 % of the time, is not seen.)
 *
 * Beside them an idle Node process times its own loop (startControlLoop): the delay the machine's
 * load alone causes.
 */
import { spawn } from 'node:child_process';
import { request } from '../http-request.ts';
import { sleep } from '../timing.ts';
import { metricSum } from './checks.ts';

/** prom-client's default `eventLoopMonitoringPrecision`, which server/observability/metrics.ts keeps. */
export const EVENT_LOOP_RESOLUTION_MS = 10;
const SCRAPE_EVERY_MS = 1_000;
/** A loop that does not answer /metrics for this long is reported as such, and the guard goes on. */
const SCRAPE_TIMEOUT_MS = 10_000;

/** One scrape: the intervals since the previous one, as delays (ms past the timer's due time) and holds. */
interface EventLoopWindow {
  /** From the previous scrape until this one answered, ms since the soak began. */
  from: number;
  at: number;
  /** The longest hold by the instance's own work. */
  heldMs: number;
  maxMs: number;
  p99Ms: number;
}

export interface EventLoopWatch {
  label: string;
  windows: EventLoopWindow[];
  /** Scrapes that failed (the instance did not answer /metrics), with when. */
  failures: string[];
}

export interface EventLoopSummary {
  label: string;
  windows: number;
  /** The longest hold of the whole soak, ms, and when it was read. */
  heldMs: number;
  heldAt: number | null;
  /** The longest delay of the whole soak, ms. */
  maxMs: number;
  /** The per-second p99s: the median window's and the worst window's. */
  p99MedianMs: number;
  p99WorstMs: number;
  /** Windows whose longest hold passed the limit. */
  over: EventLoopWindow[];
  failures: string[];
}

const delayMs = (seconds: number) => Math.max(0, seconds * 1000 - EVENT_LOOP_RESOLUTION_MS);

async function scrape(url: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const response = await Promise.race([
    request(`${url}/metrics`).finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${SCRAPE_TIMEOUT_MS / 1000} s`)), SCRAPE_TIMEOUT_MS))),
  ]);
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.body.toString();
}

/**
 * Scrapes every instance each second until `running()` is false. The first scrape only resets the
 * instances' readings, so that the set-up before the traffic (sign-ins, seeding) is not counted.
 */
export async function watchEventLoops(
  instances: { label: string; url: string }[],
  clock: { now(): number },
  running: () => boolean,
): Promise<EventLoopWatch[]> {
  const watches: EventLoopWatch[] = instances.map(({ label }) => ({ label, windows: [], failures: [] }));
  await Promise.all(instances.map((instance) => scrape(instance.url).catch(() => '')));
  const last = instances.map(() => clock.now());
  while (running()) {
    await sleep(SCRAPE_EVERY_MS);
    await Promise.all(
      instances.map(async (instance, i) => {
        try {
          const text = await scrape(instance.url);
          const at = clock.now();
          watches[i].windows.push({
            from: last[i],
            at,
            heldMs: metricSum(text, 'daypedia_event_loop_held_max_seconds') * 1000,
            maxMs: delayMs(metricSum(text, 'nodejs_eventloop_lag_max_seconds')),
            p99Ms: delayMs(metricSum(text, 'nodejs_eventloop_lag_p99_seconds')),
          });
          last[i] = at;
        } catch (error) {
          watches[i].failures.push(`${(clock.now() / 1000).toFixed(1)} s: ${String(error)}`);
        }
      }),
    );
  }
  return watches;
}

export function summarise(watch: EventLoopWatch, limitMs: number): EventLoopSummary {
  const { windows } = watch;
  const longest = windows.reduce<EventLoopWindow | null>((top, w) => (top && top.heldMs >= w.heldMs ? top : w), null);
  const p99s = windows.map((w) => w.p99Ms).sort((a, b) => a - b);
  return {
    label: watch.label,
    windows: windows.length,
    heldMs: longest?.heldMs ?? NaN,
    heldAt: longest?.at ?? null,
    maxMs: windows.length ? Math.max(...windows.map((w) => w.maxMs)) : NaN,
    p99MedianMs: p99s.length ? p99s[Math.floor((p99s.length - 1) / 2)] : NaN,
    p99WorstMs: p99s.at(-1) ?? NaN,
    over: windows.filter((w) => w.heldMs > limitMs),
    failures: watch.failures,
  };
}

/** An idle Node process's event loop over the same time: the delays the machine's load alone causes. */
export interface ControlLoop {
  maxMs: number;
  p99Ms: number;
}

const CONTROL = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const h = monitorEventLoopDelay({ resolution: ${EVENT_LOOP_RESOLUTION_MS} });
h.enable();
process.stdin.resume();
process.stdin.on('end', () => process.stdout.write(JSON.stringify({ max: h.max, p99: h.percentile(99) })));
`;

/**
 * Starts an idle Node process that times its own event loop as the instances do, with their
 * priority: on a busy machine a process waits for a CPU, and that wait shows as a delay too.
 */
export function startControlLoop(): { stop(): Promise<ControlLoop | null> } {
  const child = spawn(process.execPath, ['-e', CONTROL], { stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      try {
        const { max, p99 } = JSON.parse(out) as { max: number; p99: number };
        return { maxMs: delayMs(max / 1e9), p99Ms: delayMs(p99 / 1e9) };
      } catch {
        return null;
      }
    },
  };
}
