/**
 * Tells every instance that published content changed, so each can drop what it cached.
 */
import { listen, notify } from './notifications';
import type { Database } from './prisma';

export const CONTENT_CHANNEL = 'daypedia_content';

export async function announceContentChange(db: Database, what = ''): Promise<void> {
  await notify(db, CONTENT_CHANNEL, what);
}

/** Calls `onChange` for every announcement from any instance; a reconnection counts as a change. */
export function listenForContentChanges(databaseUrl: string, onChange: (what: string) => void): Promise<{ close(): Promise<void> }> {
  return listen(databaseUrl, CONTENT_CHANNEL, onChange, () => onChange(''));
}
