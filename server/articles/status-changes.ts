/**
 * Live review status for authors: a decision or submission on any instance is announced through
 * PostgreSQL, and every instance hands it to the subscriptions of that author it holds.
 */
import { EventEmitter, on } from 'node:events';
import { listen, notify } from '../db/notifications';
import type { Database } from '../db/prisma';
import { logger } from '../observability/logger';

const STATUS_CHANNEL = 'daypedia_article_status';

export interface StatusChange {
  revisionId: number;
  authorId: string;
}

export async function announceStatusChange(db: Database, change: StatusChange): Promise<void> {
  await notify(db, STATUS_CHANNEL, JSON.stringify(change));
}

export interface StatusChanges {
  /** The ids of the author's revisions as their status changes, until the iterator is returned. */
  of(authorId: string): AsyncIterableIterator<[number]>;
  close(): Promise<void>;
}

/** Clocks of instances differ a little: revisions changed shortly before the loss are announced again too. */
const CLOCK_MARGIN_MS = 1_000;

/**
 * Decisions announced while the listening connection was down are lost with it: after it is back,
 * the revisions of the authors followed here that changed since are announced again (an author's
 * page shows the current status of a revision it is told about, so a repeat changes nothing).
 */
async function announceMissed(db: Database, authors: EventEmitter, lostAt: Date): Promise<void> {
  const followed = authors.eventNames().filter((name): name is string => typeof name === 'string');
  if (!followed.length) return;
  const since = new Date(lostAt.getTime() - CLOCK_MARGIN_MS);
  const changed = await db.revision.findMany({
    // What is announced: submissions and decisions.
    where: { authorId: { in: followed }, OR: [{ submittedAt: { gte: since } }, { reviewedAt: { gte: since } }] },
    select: { id: true, authorId: true },
  });
  for (const { id, authorId } of changed) authors.emit(authorId, id);
}

export async function listenForStatusChanges(databaseUrl: string, db: Database): Promise<StatusChanges> {
  const authors = new EventEmitter();
  authors.setMaxListeners(0);
  const missed = (lostAt: Date) =>
    void announceMissed(db, authors, lostAt).catch((error: unknown) =>
      logger.warn({ err: error }, 'Status changes made while listening was down could not be announced again'),
    );
  const listener = await listen(
    databaseUrl,
    STATUS_CHANNEL,
    (payload) => {
      try {
        const change = JSON.parse(payload) as StatusChange;
        if (typeof change.authorId === 'string' && Number.isInteger(change.revisionId)) authors.emit(change.authorId, change.revisionId);
      } catch {
        // Not ours: every instance shares the channel, but only this code writes to it.
      }
    },
    missed,
  );
  return {
    // Node's own iterator removes its listener as soon as the subscription ends.
    of: (authorId) => on(authors, authorId) as AsyncIterableIterator<[number]>,
    close: () => listener.close(),
  };
}
