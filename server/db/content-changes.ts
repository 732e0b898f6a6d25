/**
 * Tells every instance that published content changed, through PostgreSQL's LISTEN/NOTIFY, so
 * each can drop what it cached. No broker is needed.
 */
import pg from 'pg';
import type { Database } from './prisma';

export const CONTENT_CHANNEL = 'daypedia_content';

export async function announceContentChange(db: Database, what = ''): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${CONTENT_CHANNEL}, ${what})`;
}

/** Calls `onChange` for every announcement from any instance; reconnects when the connection drops. */
export async function listenForContentChanges(databaseUrl: string, onChange: (what: string) => void): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  // Whatever changed while disconnected is unknown: a reconnection counts as a change.
  const reconnect = (): void => {
    if (!closed) setTimeout(() => void connect().then(() => onChange('')).catch(reconnect), 1000);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) onChange(message.payload ?? '');
    });
    next.on('error', () => {
      if (closed) return;
      client = null;
      next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    client = next;
  };

  await connect();
  return {
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
