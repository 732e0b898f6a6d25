/**
 * The change log of published content, as analysts read it: what became readable, changed or
 * stopped being readable in each language since a moment, oldest first. The rows are written by
 * database triggers (migration `entry_changes`), whatever wrote the content.
 */
import { GraphQLError } from 'graphql';
import type { Locale } from '#shared/locales';
import type { Context } from '../graphql/context';
import { memoise } from '../graphql/context';
import { Prisma, type EntryChangeType, type EntryKind } from '../generated/prisma/client';
import { CHANGE_HORIZON_SQL, LAST_CHANGE_ID } from './change-positions';

export { cursorOf } from './change-positions';

/** A change as it is announced live: what happened to which text, and the entry's kind. */
export interface AnnouncedChange {
  id: number;
  entryId: number;
  locale: Locale;
  type: EntryChangeType;
  at: Date;
  /** Null only for changes recorded before kinds were kept, of entries deleted since. */
  kind: EntryKind | null;
}

/** A change as the log keeps it: also the member whose approved revision made it, if one did. */
export interface EntryChangeRecord extends AnnouncedChange {
  madeById: string | null;
}

/** How far back `since` may reach: a year and a day; older changes are in the dumps' content, not in a list to page through. */
export const SINCE_MAX_AGE_DAYS = 366;
/** Clocks differ: a `since` this far ahead of the server's clock is taken as now. */
const SINCE_CLOCK_SKEW_MS = 60_000;
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

const CURSOR = /^change:(\d{1,15}):([1-9]\d{0,9})$/;

export function positionOfCursor(cursor: string, argument: string): { at: Date; id: number } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const at = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || id > LAST_CHANGE_ID || Number.isNaN(new Date(at).getTime())) throw refused(`${argument}: not a cursor of this list.`);
  return { at: new Date(at), id };
}

/** The moment up to which the log is complete (`CHANGE_HORIZON_SQL`), once per request. */
function horizonOf(ctx: Context): Promise<Date> {
  return memoise(ctx, 'changes:horizon', async () => {
    const [row] = await ctx.db.$queryRaw<{ until: Date }[]>(Prisma.raw(CHANGE_HORIZON_SQL));
    return row.until;
  });
}

export interface ChangePage {
  after?: { at: Date; id: number };
  limit: number;
}

/** Which changes a list keeps: of these types, of texts in these languages, of entries of these kinds; every one where a list is empty or absent. */
export interface ChangeFilter {
  types?: readonly EntryChangeType[] | null;
  locales?: readonly Locale[] | null;
  kinds?: readonly EntryKind[] | null;
}

const distinct = <T>(values: readonly T[] | null | undefined): T[] => [...new Set(values ?? [])];

function filterWhere({ types, locales, kinds }: ChangeFilter = {}): Prisma.EntryChangeWhereInput {
  return {
    ...(types?.length ? { type: { in: distinct(types) } } : {}),
    ...(locales?.length ? { locale: { in: distinct(locales) } } : {}),
    ...(kinds?.length ? { kind: { in: distinct(kinds) } } : {}),
  };
}

/**
 * The statement of one page of changes since `since` and before `until`, oldest first, after a
 * position. Without kinds, the page is a range of the index on (at, id). With kinds, each kind
 * reads its own range of the index on (kind, at, id), in the same order, and the ranges are
 * merged: a kind that is rare, or whose changes all came at one time (an import), is found without
 * reading past everything else that changed since (past a million changes of other kinds, a page
 * took 300 ms; this way, well under a millisecond).
 */
export function changePageSql(since: Date, until: Date, { after, limit }: ChangePage, filter: ChangeFilter = {}): Prisma.Sql {
  // The index is entered at the later of `since` and the cursor, so a deep page reads no more than a first one.
  const from = after && after.at > since ? after.at : since;
  // Moments as ISO 8601 with their zone, which PostgreSQL reads the same in any session's time zone.
  const moment = (date: Date) => Prisma.sql`${date.toISOString()}::timestamptz`;
  const conditions = [
    Prisma.sql`"at" >= ${moment(from)} AND "at" < ${moment(until)}`,
    ...(after ? [Prisma.sql`("at" > ${moment(after.at)} OR ("at" = ${moment(after.at)} AND "id" > ${after.id}))`] : []),
    ...(filter.types?.length ? [Prisma.sql`"type" = ANY(${distinct(filter.types)}::"EntryChangeType"[])`] : []),
    ...(filter.locales?.length ? [Prisma.sql`"locale" = ANY(${distinct(filter.locales)}::"Locale"[])`] : []),
  ];
  const kinds = distinct(filter.kinds);
  const ranges = (kinds.length ? kinds.map((kind) => [Prisma.sql`"kind" = ${kind}::"EntryKind"`, ...conditions]) : [conditions]).map(
    (where) => Prisma.sql`(SELECT "id", "entryId", "locale", "type", "at", "kind", "madeById" FROM "EntryChange"
      WHERE ${Prisma.join(where, ' AND ')} ORDER BY "at", "id" LIMIT ${limit})`,
  );
  return Prisma.sql`SELECT * FROM (${Prisma.join(ranges, ' UNION ALL ')}) "changes" ORDER BY "at", "id" LIMIT ${limit}`;
}

/** One page of changes since `since`, oldest first, after a position: one statement. */
export async function changesSince(ctx: Context, since: Date, page: ChangePage, filter?: ChangeFilter): Promise<EntryChangeRecord[]> {
  const until = await horizonOf(ctx);
  return ctx.db.$queryRaw<EntryChangeRecord[]>(changePageSql(since, until, page, filter));
}

/** How many changes there are since `since`, up to where the pages reach. */
export async function countChangesSince(ctx: Context, since: Date, filter?: ChangeFilter): Promise<number> {
  const until = await horizonOf(ctx);
  return ctx.db.entryChange.count({ where: { at: { gte: since, lt: until }, ...filterWhere(filter) } });
}
