/**
 * The change log of published content, as analysts read it: what became readable, changed or
 * stopped being readable in each language since a moment, oldest first. The rows are written by
 * database triggers (migration `entry_changes`), whatever wrote the content.
 */
import { GraphQLError } from 'graphql';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { memoise } from '../graphql/context';
import type { EntryChangeType, Prisma } from '../generated/prisma/client';

export interface EntryChangeRecord {
  id: number;
  entryId: number;
  locale: Locale;
  type: EntryChangeType;
  at: Date;
}

/** How far back `since` may reach: a year and a day; older changes are in the dumps' content, not in a list to page through. */
export const SINCE_MAX_AGE_DAYS = 366;
/** Clocks differ: a `since` this far ahead of the server's clock is taken as now. */
const SINCE_CLOCK_SKEW_MS = 60_000;
/**
 * A writing transaction still open holds the list back (see `horizonOf`) for this long at most,
 * so that a session forgotten in a transaction cannot stop the list; writes of the site take milliseconds.
 */
const HORIZON_HOLD_MAX = '1 minute';

const DAY_MS = 86_400_000;

function refused(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Refuses a `since` in the future or before the oldest moment the list reaches back to. */
export function checkSince(since: Date, now = new Date()): Date {
  if (since.getTime() > now.getTime() + SINCE_CLOCK_SKEW_MS) throw refused('since: must not be in the future.');
  const floor = new Date(now.getTime() - SINCE_MAX_AGE_DAYS * DAY_MS);
  if (since < floor) throw refused(`since: must be at most ${SINCE_MAX_AGE_DAYS} days ago (not before ${floor.toISOString()}).`);
  return since;
}

/** A cursor names a change by its time and number; opaque to clients, who only pass it back. */
export function cursorOf(change: Pick<EntryChangeRecord, 'id' | 'at'>): string {
  return Buffer.from(`change:${change.at.getTime()}:${change.id}`).toString('base64url');
}

const CURSOR = /^change:(\d{1,15}):([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;

export function positionOfCursor(cursor: string, argument: string): { at: Date; id: number } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const at = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || id > MAX_ID || Number.isNaN(new Date(at).getTime())) throw refused(`${argument}: not a cursor of this list.`);
  return { at: new Date(at), id };
}

/**
 * The moment up to which the log is complete. A change is written with the database's clock while
 * its transaction runs and seen by others only when it commits, possibly after a change written
 * later: a client that read up to some time would then never see it. So the list stops before the
 * start of the oldest transaction still open that has written anything (a transaction that has
 * not will write later than now), on the database's own clock. Asked in a statement of its own,
 * before the list: a transaction that ends in between is then seen by the list.
 */
function horizonOf(ctx: Context): Promise<Date> {
  return memoise(ctx, 'changes:horizon', async () => {
    const [row] = await ctx.db.$queryRaw<{ until: Date }[]>`
      SELECT greatest(least(statement_timestamp(), min(a.xact_start)), statement_timestamp() - ${HORIZON_HOLD_MAX}::interval) AS "until"
      FROM pg_stat_activity a
      WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL AND a.xact_start IS NOT NULL`;
    return row.until;
  });
}

export interface ChangePage {
  after?: { at: Date; id: number };
  limit: number;
}

/** Which changes a list keeps: of these types, of texts in these languages; every one where a list is empty or absent. */
export interface ChangeFilter {
  types?: readonly EntryChangeType[] | null;
  locales?: readonly Locale[] | null;
}

function filterWhere({ types, locales }: ChangeFilter = {}): Prisma.EntryChangeWhereInput {
  return { ...(types?.length ? { type: { in: [...types] } } : {}), ...(locales?.length ? { locale: { in: [...locales] } } : {}) };
}

/** One page of changes since `since`, oldest first, after a position. */
export async function changesSince(ctx: Context, since: Date, { after, limit }: ChangePage, filter?: ChangeFilter): Promise<EntryChangeRecord[]> {
  const until = await horizonOf(ctx);
  // The index is entered at the later of `since` and the cursor, so a deep page reads no more than a first one.
  const from = after && after.at > since ? after.at : since;
  return ctx.db.entryChange.findMany({
    where: {
      at: { gte: from, lt: until },
      ...(after ? { OR: [{ at: { gt: after.at } }, { at: after.at, id: { gt: after.id } }] } : {}),
      ...filterWhere(filter),
    },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
    take: limit,
  });
}

/** How many changes there are since `since`, up to where the pages reach. */
export async function countChangesSince(ctx: Context, since: Date, filter?: ChangeFilter): Promise<number> {
  const until = await horizonOf(ctx);
  return ctx.db.entryChange.count({ where: { at: { gte: since, lt: until }, ...filterWhere(filter) } });
}
