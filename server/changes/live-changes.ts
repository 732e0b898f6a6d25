/**
 * Entry changes as they happen, for anyone who subscribes: the database announces every change it
 * records (the triggers of migration `entry_changes` NOTIFY on one channel), every instance listens
 * and hands each change to the subscriptions it holds, of its language (or of all) and of the kinds
 * of entries they follow (or of all).
 *
 * Bounded, since anonymous clients may subscribe: each address may hold a few subscriptions on an
 * instance, an instance a few thousand, and a subscription that falls too far behind (a client
 * that does not read, a burst of thousands of changes) is ended with an error telling it to read
 * what it missed with `changes(since:)`. The entry of a change, and who made it, are read once per
 * instance for every subscription that asks for them.
 */
import type DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { LOCALES, type Locale } from '#shared/locales';
import { listen } from '../db/notifications';
import type { Database } from '../db/prisma';
import type { EntryView } from '../entries/views';
import type { EntryChangeType, EntryKind } from '../generated/prisma/client';
import { logger } from '../observability/logger';
import { mayNameMaker, namesOfAnnouncedMakers } from './change-makers';
import type { AnnouncedChange } from './entry-changes';
import { readableEntryLoader, type EntryInLocale } from './readable-entries';

const CHANNEL = 'daypedia_entry_changes';

/** A change as a subscription hands it on, with its entry and who made it read once for all of them. */
export interface LiveEntryChange extends AnnouncedChange {
  readEntry(): Promise<EntryView | null>;
  /** The public name of the member whose approved revision made it; null as in `changes`. */
  readMadeBy(): Promise<string | null>;
}

/** Which changes a subscription follows: of one language or of all, of some kinds of entries or of all. */
export interface LiveFilter {
  locale: Locale | null;
  /** Empty: every kind. */
  kinds: readonly EntryKind[];
}

export interface LiveLimits {
  /** Subscriptions one client address may hold on one instance. */
  perAddress: number;
  /** Subscriptions one instance holds at most. */
  perInstance: number;
  /** Changes waiting to be sent to one subscription before it is ended as too far behind. */
  waiting: number;
}

export const LIVE_LIMITS: LiveLimits = { perAddress: 10, perInstance: 2000, waiting: 1000 };

export interface EntryChanges {
  /** The changes a filter keeps recorded from now on, until the iterator is returned; refused past the limits. */
  follow(filter: LiveFilter, address: string | null): AsyncIterableIterator<LiveEntryChange>;
  close(): Promise<void>;
}

const TYPES: readonly EntryChangeType[] = ['CREATED', 'UPDATED', 'UNLISTED'];
const KINDS: readonly EntryKind[] = ['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'];

/**
 * The changes of one notification: `[id, entryId, locale, type, milliseconds, kind]` each, as the
 * database writes them (without the kind before kinds were kept).
 */
function parseChanges(payload: string): AnnouncedChange[] {
  try {
    const rows = JSON.parse(payload) as unknown;
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row: unknown) => {
      if (!Array.isArray(row)) return [];
      const [id, entryId, locale, type, at, kind = null] = row as unknown[];
      const valid =
        Number.isInteger(id) &&
        Number.isInteger(entryId) &&
        LOCALES.includes(locale as Locale) &&
        TYPES.includes(type as EntryChangeType) &&
        Number.isInteger(at) &&
        (kind === null || KINDS.includes(kind as EntryKind));
      return valid
        ? [
            {
              id: id as number,
              entryId: entryId as number,
              locale: locale as Locale,
              type: type as EntryChangeType,
              at: new Date(at as number),
              kind: kind as EntryKind | null,
            },
          ]
        : [];
    });
  } catch {
    return [];
  }
}

interface Follower {
  locale: Locale | null;
  /** Null: every kind. */
  kinds: ReadonlySet<EntryKind> | null;
  push(change: LiveEntryChange): void;
}

const follows = (follower: Follower, change: AnnouncedChange): boolean =>
  (follower.locale === null || follower.locale === change.locale) && (follower.kinds === null || (change.kind !== null && follower.kinds.has(change.kind)));

const tooMany = (message: string) => new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });
const TOO_FAR_BEHIND = () =>
  new GraphQLError('More changes came than this subscription could send: read what it missed with `changes(since:)`, then subscribe again.', {
    extensions: { code: 'TOO_FAR_BEHIND' },
  });

/** Changes made shortly before a lost connection are announced again too: the instances' clocks differ a little. */
const CLOCK_MARGIN_MS = 1_000;
/** Ids of the changes handed on lately, so that those announced again after a reconnection are not handed on twice. */
const REMEMBERED = 10_000;
/** What is announced again after a reconnection at most; a longer outage leaves the rest to `changes(since:)`. */
const REPLAYED_MAX = 1_000;

export async function listenForEntryChanges(databaseUrl: string, db: Database, limits: LiveLimits = LIVE_LIMITS): Promise<EntryChanges> {
  const followers = new Set<Follower>();
  const byAddress = new Map<string, number>();
  const handedOn = new Set<number>();

  const handOn = (changes: AnnouncedChange[]): void => {
    const fresh = changes.filter((change) => !handedOn.has(change.id));
    if (!fresh.length || !followers.size) return;
    for (const change of fresh) handedOn.add(change.id);
    for (const id of handedOn) {
      if (handedOn.size <= REMEMBERED) break;
      handedOn.delete(id);
    }
    // One loader each for the changes announced together: their entries are read in one query, once, and so are who made them.
    const entries: DataLoader<EntryInLocale, EntryView | null, string> = readableEntryLoader(db);
    const makers = namesOfAnnouncedMakers(db);
    const live = fresh.map((change): LiveEntryChange => ({
      ...change,
      readEntry: () => entries.load(change),
      readMadeBy: () => (mayNameMaker(change) ? makers.load(change.id) : Promise.resolve(null)),
    }));
    for (const follower of followers) {
      for (const change of live) if (follows(follower, change)) follower.push(change);
    }
  };

  const announceMissed = async (lostAt: Date): Promise<void> => {
    if (!followers.size) return;
    const missed = await db.entryChange.findMany({
      where: { at: { gte: new Date(lostAt.getTime() - CLOCK_MARGIN_MS) } },
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
      take: REPLAYED_MAX,
    });
    handOn(missed);
  };

  const listener = await listen(
    databaseUrl,
    CHANNEL,
    (payload) => handOn(parseChanges(payload)),
    (lostAt) =>
      void announceMissed(lostAt).catch((error: unknown) =>
        logger.warn({ err: error }, 'Entry changes made while listening was down could not be announced again'),
      ),
  );

  return {
    follow({ locale, kinds }, address) {
      const key = address ?? 'unknown';
      const held = byAddress.get(key) ?? 0;
      if (held >= limits.perAddress) throw tooMany(`At most ${limits.perAddress} live subscriptions to entry changes per address.`);
      if (followers.size >= limits.perInstance)
        throw tooMany('This server holds as many live subscriptions as it can: try again later, or read `changes(since:)`.');

      const waiting: LiveEntryChange[] = [];
      let wake: ((result: IteratorResult<LiveEntryChange>) => void) | null = null;
      let failed: GraphQLError | null = null;
      let open = true;
      const end = (): void => {
        if (!open) return;
        open = false;
        followers.delete(follower);
        const left = (byAddress.get(key) ?? 1) - 1;
        if (left > 0) byAddress.set(key, left);
        else byAddress.delete(key);
      };
      const follower: Follower = {
        locale,
        kinds: kinds.length ? new Set(kinds) : null,
        push(change) {
          if (!open) return;
          if (wake) {
            const resolve = wake;
            wake = null;
            resolve({ value: change, done: false });
          } else if (waiting.length >= limits.waiting) {
            // Its memory goes at once; the client hears why at its next read.
            waiting.length = 0;
            failed = TOO_FAR_BEHIND();
            end();
          } else {
            waiting.push(change);
          }
        },
      };
      followers.add(follower);
      byAddress.set(key, held + 1);

      const iterator: AsyncIterableIterator<LiveEntryChange> = {
        next() {
          if (waiting.length) return Promise.resolve({ value: waiting.shift()!, done: false });
          if (failed) {
            const error = failed;
            failed = null;
            return Promise.reject(error);
          }
          if (!open) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve) => (wake = resolve));
        },
        return() {
          end();
          waiting.length = 0;
          wake?.({ value: undefined, done: true });
          wake = null;
          return Promise.resolve({ value: undefined, done: true });
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
      return iterator;
    },
    close: () => listener.close(),
  };
}
