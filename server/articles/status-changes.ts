/**
 * Live review status for authors: a decision or submission on any instance is announced through
 * PostgreSQL, and every instance hands it to the subscriptions of that author it holds.
 */
import { EventEmitter, on } from 'node:events';
import { listen, notify } from '../db/notifications';
import type { Database } from '../db/prisma';

export const STATUS_CHANNEL = 'daypedia_article_status';

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

export async function listenForStatusChanges(databaseUrl: string): Promise<StatusChanges> {
  const authors = new EventEmitter();
  authors.setMaxListeners(0);
  const listener = await listen(databaseUrl, STATUS_CHANNEL, (payload) => {
    try {
      const change = JSON.parse(payload) as StatusChange;
      if (typeof change.authorId === 'string' && Number.isInteger(change.revisionId)) authors.emit(change.authorId, change.revisionId);
    } catch {
      // Not ours: every instance shares the channel, but only this code writes to it.
    }
  });
  return {
    // Node's own iterator removes its listener as soon as the subscription ends.
    of: (authorId) => on(authors, authorId) as AsyncIterableIterator<[number]>,
    close: () => listener.close(),
  };
}
