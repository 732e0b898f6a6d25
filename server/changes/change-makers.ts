/**
 * Who made a change, as the public may read it: the name the member shows on the site (the name
 * an entry's contributors are given), never their e-mail address or account. A personal entry
 * names nobody, as its contributors do not; nor does a change no approval made. Names are read
 * for a whole page of changes, or for the changes announced together, in one statement.
 */
import DataLoader from 'dataloader';
import type { Database } from '../db/prisma';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';
import type { AnnouncedChange, EntryChangeRecord } from './entry-changes';

/** Whether a change may name who made it at all: not when it is a personal entry's. */
export const mayNameMaker = (change: Pick<AnnouncedChange, 'kind'>): boolean => change.kind !== 'PERSONAL';

/** The name to show; null for a name left blank. */
const publicName = (displayName: string): string | null => displayName.trim() || null;

/** Reads the names of the members asked for in the same tick with one query, each once. */
function namesOfMembers(db: Database): DataLoader<string, string | null> {
  return new DataLoader(
    async (uids) => {
      const members = await db.user.findMany({ where: { uid: { in: [...uids] } }, select: { uid: true, displayName: true } });
      const names = new Map(members.map((m) => [m.uid, publicName(m.displayName)]));
      return uids.map((uid) => names.get(uid) ?? null);
    },
    { maxBatchSize: 500 },
  );
}

/** The name of the member who made a change of the log: every change of a page in one query. */
export async function madeByOf(ctx: Context, change: EntryChangeRecord): Promise<string | null> {
  if (!mayNameMaker(change) || !change.madeById) return null;
  return perRequest(ctx, 'change-makers', () => namesOfMembers(ctx.db)).load(change.madeById);
}

/**
 * For changes announced live, which do not carry their author (a notification stays small): the
 * name of who made each, by the change's id, read from the log with its member in one query.
 */
export function namesOfAnnouncedMakers(db: Database): DataLoader<number, string | null> {
  return new DataLoader(
    async (ids) => {
      const rows = await db.$queryRaw<{ id: number; displayName: string }[]>`
        SELECT c."id", u."displayName" FROM "EntryChange" c JOIN "User" u ON u."uid" = c."madeById"
        WHERE c."id" = ANY(${[...ids]}::int[])`;
      const names = new Map(rows.map((row) => [row.id, publicName(row.displayName)]));
      return ids.map((id) => names.get(id) ?? null);
    },
    { maxBatchSize: 500 },
  );
}
