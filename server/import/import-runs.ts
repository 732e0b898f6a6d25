/**
 * Where a run stands (ImportRun): a run with the same options as an unfinished one continues it,
 * skipping the parts it lists as done; once every part is done the run is finished, and the next
 * run with those options starts over. A part's name is added in the transaction that writes the
 * part (write-part.ts), so a part is done exactly when its rows are there.
 */
import type { Database } from '../db/prisma';

export interface RunState {
  id: number;
  done: Set<string>;
  resumed: boolean;
}

export async function startOrResumeRun(db: Database, options: string): Promise<RunState> {
  const unfinished = await db.importRun.findFirst({ where: { options, finishedAt: null }, orderBy: { id: 'desc' } });
  if (unfinished) return { id: unfinished.id, done: new Set(unfinished.done), resumed: true };
  const run = await db.importRun.create({ data: { options } });
  return { id: run.id, done: new Set(), resumed: false };
}

export async function finishRun(db: Database, id: number): Promise<void> {
  await db.importRun.update({ where: { id }, data: { finishedAt: new Date() } });
}
