import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoopHolds, type EventLoopHolds } from './event-loop-holds';

/** Keeps the main thread working until it has spent `ms` of processor time. */
function work(ms: number): void {
  const start = process.threadCpuUsage();
  for (;;) {
    const spent = process.threadCpuUsage(start);
    if ((spent.user + spent.system) / 1000 >= ms) return;
  }
}

/** Blocks the main thread for `ms` without working, as a process that waits for a processor does. */
function wait(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('event-loop holds', () => {
  let holds: EventLoopHolds;
  afterEach(() => holds.stop());

  /** The longest hold read after `block` ran on a loop that had been idle. */
  async function holdAround(block: () => void): Promise<number> {
    holds = watchEventLoopHolds();
    await sleep(30);
    holds.takeLongest();
    block();
    await sleep(30);
    return holds.takeLongest();
  }

  it('counts a task that keeps the loop working', async () => {
    expect(await holdAround(() => work(120))).toBeGreaterThanOrEqual(100);
    // Taken: the next reading counts from then.
    await sleep(30);
    expect(holds.takeLongest()).toBeLessThan(100);
  });

  it('does not count a loop that was late without working', async () => {
    expect(await holdAround(() => wait(150))).toBeLessThan(60);
  });
});
