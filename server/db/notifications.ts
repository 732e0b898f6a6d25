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

/** Waits before connecting again: soon after a drop (what is sent meanwhile is lost), then every second at most. */
const FIRST_RECONNECT_MS = 100;
const MAX_RECONNECT_MS = 1000;

/**
 * Calls `onNotification` for every notification on the channel from any instance, and
 * `onReconnect` with the time the connection was lost once a new one holds (what was sent
 * meanwhile is lost: callers make it up). The connection is replaced whenever it errs or ends (the
 * database restarted, the network failed), retried at once and then every second until it holds: a listener never gives up and never crashes
 * the process (pg clients throw an 'error' event nobody listens to).
 */
export async function listen(
  databaseUrl: string,
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect: (lostAt: Date) => void = () => {},
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let lostAt = new Date();
  /** Only the newest connection (or attempt) may start the next one, so a late 'end' of an old one adds nothing. */
  let attempt = 0;

  const reconnect = (): void => {
    if (closed || retry) return;
    if (failures === 0) lostAt = new Date();
    const wait = Math.min(FIRST_RECONNECT_MS * 2 ** failures, MAX_RECONNECT_MS);
    failures++;
    retry = setTimeout(() => {
      retry = null;
      connect().then(() => {
        failures = 0;
        onReconnect(lostAt);
      }, reconnect);
    }, wait);
  };

  const connect = async (): Promise<void> => {
    const mine = ++attempt;
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (): void => {
      if (mine !== attempt) return;
      client = null;
      next.end().catch(() => {});
      reconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (mine === attempt) client = next;
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      attempt++;
      await client?.end();
    },
  };
}
