import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** The nice value of a thread, as Linux keeps it (the 19th field of its stat line). */
const niceOf = (threadId: number) => {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe.runIf(process.platform === 'linux')("a thread's priority", () => {
  it('is lowered for its thread only, not for the process', async () => {
    const before = getPriority();
    const source = new URL('./thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `import { readlinkSync } from 'node:fs';
       import { parentPort } from 'node:worker_threads';
       const { yieldToRequests } = await import(${JSON.stringify(source)});
       const lowered = yieldToRequests();
       parentPort.postMessage({ lowered, threadId: Number(readlinkSync('/proc/thread-self').split('/').pop()) });
       await new Promise((resolve) => parentPort.once('message', resolve));`,
      { eval: true, execArgv: ['--import', 'tsx'] },
    );
    try {
      const { lowered, threadId } = await new Promise<{ lowered: boolean; threadId: number }>((resolve) => worker.once('message', resolve));
      expect(lowered).toBe(true);
      expect(niceOf(threadId)).toBe(19);
      // The thread that answers requests keeps its priority.
      expect(getPriority()).toBe(before);
    } finally {
      await worker.terminate();
    }
  });
});
