/**
 * The end of a member's sessions (they logged out, or an admin disabled them), told to every
 * instance through PostgreSQL, so that each closes the member's open sockets.
 */
import { EventEmitter } from 'node:events';
import { listen, notify } from '../db/notifications';
import type { Database } from '../db/prisma';

const SESSION_END_CHANNEL = 'daypedia_session_ended';

/** Tells every instance that a member's sessions ended; sent inside a transaction, it leaves at commit. */
export async function announceSessionEnd(db: Database, uid: string): Promise<void> {
  await notify(db, SESSION_END_CHANNEL, uid);
}

export interface SessionEnds {
  /** Calls `ended` when the member's sessions end; answers a function that stops listening. */
  onEnd(uid: string, ended: () => void): () => void;
  close(): Promise<void>;
}

export async function listenForSessionEnds(databaseUrl: string): Promise<SessionEnds> {
  const members = new EventEmitter();
  members.setMaxListeners(0);
  const listener = await listen(databaseUrl, SESSION_END_CHANNEL, (uid) => members.emit(uid));
  return {
    onEnd(uid, ended) {
      members.on(uid, ended);
      return () => members.off(uid, ended);
    },
    close: () => listener.close(),
  };
}
