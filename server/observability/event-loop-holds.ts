/**
 * How long the process's own work held its event loop. A timer every RESOLUTION_MS notes how late
 * it ran and how much processor time the main thread spent meanwhile. A loop held by a long task
 * (a render, a diff, a garbage collection) is late by as much as it worked; a loop that only
 * waited for a processor, on a machine busy with other processes, is late without working. A
 * hold is the smaller of the two, so it counts the process's own work and nothing else.
 *
 * prom-client's nodejs_eventloop_lag_* metrics give the lateness alone, which on a saturated
 * machine is mostly the wait: both are exported, for what each says.
 */
import { performance } from 'node:perf_hooks';

/** As prom-client's event-loop monitor. */
const RESOLUTION_MS = 10;

export interface EventLoopHolds {
  /** The longest hold since the previous call, in milliseconds; the next call counts from now. */
  takeLongest(): number;
  stop(): void;
}

export function watchEventLoopHolds(resolutionMs = RESOLUTION_MS): EventLoopHolds {
  let last = performance.now();
  let lastCpu = process.threadCpuUsage();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = process.threadCpuUsage();
    const lateMs = now - last - resolutionMs;
    const workedMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    longest = Math.max(longest, Math.min(lateMs, workedMs));
    last = now;
    lastCpu = cpu;
  }, resolutionMs);
  timer.unref();
  return {
    takeLongest() {
      const taken = longest;
      longest = 0;
      return taken;
    },
    stop: () => clearInterval(timer),
  };
}
