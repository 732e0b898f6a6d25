/**
 * Work nobody waits for (the dumps) runs at the lowest priority of the system on its thread: on a
 * machine whose processors are busy it gets what requests leave, instead of an equal share beside
 * them. Linux gives each thread a priority of its own; elsewhere the thread keeps the process's.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Lowers the priority of the calling thread; answers whether it could. */
export function yieldToRequests(): boolean {
  try {
    // /proc/thread-self is /proc/<pid>/task/<this thread's id>.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId)) return false;
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
