/**
 * Where a reader of the change log stands, in the two places that name it: `changes` and its
 * cursors (entry-changes.ts), and the dumps, which say up to which change they hold (written on a
 * thread of their own that loads no GraphQL, hence a module of plain code and SQL).
 */

/** The greatest change id: a position after every change of a millisecond. */
export const LAST_CHANGE_ID = 2_147_483_647;

/**
 * The moment up to which the log is complete. A change is written with the database's clock while
 * its transaction runs and seen by others only when it commits, possibly after a change written
 * later: a client that read up to some time would then never see it. So the list stops before the
 * start of the oldest transaction still open that has written anything (a transaction that has
 * not will write later than now), on the database's own clock. A writing transaction still open
 * holds the list back for a minute at most, so that a session forgotten in a transaction cannot
 * stop it; writes of the site take milliseconds. Asked in a statement of its own, before the list
 * (or the dumps' snapshot): a transaction that ends in between is then seen by it.
 */
export const CHANGE_HORIZON_SQL = `
  SELECT greatest(least(statement_timestamp(), min(a.xact_start)), statement_timestamp() - '1 minute'::interval) AS "until"
  FROM pg_stat_activity a
  WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL AND a.xact_start IS NOT NULL`;

/** A cursor names a change by its time and number; opaque to clients, who only pass it back. */
export function cursorOf(change: { id: number; at: Date }): string {
  return Buffer.from(`change:${change.at.getTime()}:${change.id}`).toString('base64url');
}
