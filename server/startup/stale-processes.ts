/**
 * A server killed hard (kill -9, a crash, a closed terminal) cannot stop what it started: its
 * embedded PostgreSQL and its Auth emulator keep running, orphaned, and hold the data folder and
 * the ports, so the next start would fail. The next start finds them by the process ids they left
 * in the data folder and stops them, but only when they really are orphans of this kind: a process
 * that another running server still owns is left alone.
 */
import { readFileSync } from 'node:fs';
import { logger } from '../observability/logger';

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function procFile(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** The parent's id is the fourth field of /proc/<pid>/stat, after the command in parentheses. */
function parentOf(pid: number): number {
  const stat = procFile(pid, 'stat');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Alive, running `marker`, and no longer the child of a Node process (reparented to init or a reaper). */
export function isOrphan(pid: number, marker: string): boolean {
  if (!Number.isInteger(pid) || pid <= 1 || !isRunning(pid) || !procFile(pid, 'cmdline').includes(marker)) return false;
  const parent = parentOf(pid);
  return parent === 1 || !procFile(parent, 'cmdline').includes('node');
}

/** Asks an orphan to stop and waits for it; one that will not stop is killed. */
export async function stopOrphan(pid: number, what: string, signal: NodeJS.Signals, timeoutMs = 15_000): Promise<void> {
  logger.warn({ pid }, `Stopping ${what} (process ${pid}) that an earlier run left behind`);
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process id written first in a file (PostgreSQL's postmaster.pid, the emulator's pid file), or null. */
export function pidIn(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
