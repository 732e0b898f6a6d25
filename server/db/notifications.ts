/**
 * PostgreSQL's LISTEN/NOTIFY as the one way instances tell each other things (content changed,
 * an article's status changed), so no broker is needed.
 */
import pg from 'pg';
import type { Database } from './prisma';

/** Sends a notification; inside a transaction it leaves only when the transaction commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

/**
 * Calls `onNotification` for every notification on the channel from any instance, and
 * `onReconnect` after a dropped connection is back (what was sent meanwhile is lost).
 */
export async function listen(
  databaseUrl: string,
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  const reconnect = (): void => {
    if (!closed) setTimeout(() => void connect().then(onReconnect).catch(reconnect), 1000);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    next.on('error', () => {
      if (closed) return;
      client = null;
      next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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
