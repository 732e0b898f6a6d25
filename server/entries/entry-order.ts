/**
 * The orders of an entry list and their cursors. A cursor is opaque to clients: base64url of the
 * order it belongs to, the sort keys of the entry it stands for and the entry's id. A page starts
 * after (or ends before) that position with a keyset condition in SQL, so deep pages cost what
 * the first does, and a cursor names a place in the list, not an article: the same entry has the
 * same position whatever language the list is read in (for the orders by date; the orders by
 * title and update time are by the text of the list's language, and the order by comment count
 * by the comments of its pages in that language, or in every language for a list in none).
 *
 * Sort keys are never NULL: an entry without the date an order is by gets a key beyond every
 * real one, so it comes last in either direction, and the keyset conditions stay plain
 * comparisons an index can seek by.
 */
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Locale } from '#shared/locales';
import { Prisma } from '../generated/prisma/client';
import { rowIdSchema } from '../graphql/row-id';

export const ENTRY_ORDER_FIELDS = ['DATE', 'BIRTH', 'DEATH', 'UPDATED_AT', 'TITLE', 'COMMENT_COUNT'] as const;
type EntryOrderField = (typeof ENTRY_ORDER_FIELDS)[number];
type OrderDirection = 'ASC' | 'DESC';

export interface EntryOrder {
  field: EntryOrderField;
  direction?: OrderDirection | null;
}

/** Oldest first: the order of the list when none is asked for. */
const DEFAULT_ENTRY_ORDER: readonly EntryOrder[] = [{ field: 'DATE', direction: 'ASC' }];

/** Beyond every key of a real date (a year of ±2,147,483,647 gives ±21,474,836,471,231). */
const LAST = 100_000_000_000_000n;

/**
 * A date as one number, year * 10000 + month * 100 + day: an event's or personal entry's date,
 * else a person's birth, else the death. The migration indexes exactly these expressions.
 */
const DATED = `COALESCE(e."year", e."birthYear", e."deathYear")::bigint * 10000 + COALESCE(e."month", e."birthMonth", e."deathMonth") * 100 + COALESCE(e."day", e."birthDay", e."deathDay")`;

/** Entries without a year (holidays) after the dated ones, by their fixed day, movable feasts last: in either direction. */
const DATE_KEY: Record<OrderDirection, string> = {
  ASC: `COALESCE(${DATED}, ${LAST} + COALESCE(e."month" * 100 + e."day", 9999))`,
  DESC: `COALESCE(${DATED}, -${LAST} + COALESCE(e."month" * 100 + e."day", 0))`,
};

function personDateKey(which: 'birth' | 'death', direction: OrderDirection): string {
  const date = `e."${which}Year"::bigint * 10000 + e."${which}Month" * 100 + e."${which}Day"`;
  return `COALESCE(${date}, ${direction === 'ASC' ? '' : '-'}${LAST})`;
}

/** The ICU collation of each language, so that titles sort as readers of that language expect (the migration indexes each language's titles in its own). */
const TITLE_COLLATIONS: Record<Locale, string> = {
  en: 'en-x-icu',
  tr: 'tr-x-icu',
  de: 'de-x-icu',
  fr: 'fr-x-icu',
  it: 'it-x-icu',
  es: 'es-x-icu',
  zh: 'zh-x-icu',
  ja: 'ja-x-icu',
};

type KeyType = 'number' | 'time' | 'text';

interface SortKey {
  sql: Prisma.Sql;
  direction: OrderDirection;
  type: KeyType;
}

function refuse(argument: string, why: string): never {
  throw new GraphQLError(`${argument}: ${why}`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The orders by a text's title or time: a list of entities (no `filter.locale`) has no one text to read them from. */
function textOfLocale(field: 'TITLE' | 'UPDATED_AT', locale: Locale | null): Locale {
  if (locale) return locale;
  return refuse(
    'orderBy',
    `${field} needs filter.locale: ${field === 'TITLE' ? "titles sort in a language's alphabetical order" : "each language's text changes on its own"}. Give filter.locale, or order by DATE, BIRTH, DEATH or COMMENT_COUNT.`,
  );
}

/**
 * The key of one order. COMMENT_COUNT counts the visible comments kept on the entry (every
 * language) or, in a list of one language, on its article there (that language's page): both kept
 * by the database and indexed with the entry's id.
 */
function sortKey(order: EntryOrder, locale: Locale | null): SortKey {
  const direction = order.direction ?? 'ASC';
  switch (order.field) {
    case 'DATE':
      return { sql: Prisma.raw(DATE_KEY[direction]), direction, type: 'number' };
    case 'BIRTH':
      return { sql: Prisma.raw(personDateKey('birth', direction)), direction, type: 'number' };
    case 'DEATH':
      return { sql: Prisma.raw(personDateKey('death', direction)), direction, type: 'number' };
    case 'UPDATED_AT':
      textOfLocale('UPDATED_AT', locale);
      return { sql: Prisma.raw(`a."updatedAt"`), direction, type: 'time' };
    case 'TITLE':
      return { sql: Prisma.raw(`a."title" COLLATE "${TITLE_COLLATIONS[textOfLocale('TITLE', locale)]}"`), direction, type: 'text' };
    case 'COMMENT_COUNT':
      return { sql: Prisma.raw(locale ? `a."commentCount"` : `e."commentCount"`), direction, type: 'number' };
  }
}

/** An order's keys that read the article (so the article's indexes serve them, with its entry id). */
function readsArticle(order: EntryOrder, locale: Locale | null): boolean {
  return order.field === 'UPDATED_AT' || order.field === 'TITLE' || (order.field === 'COMMENT_COUNT' && locale !== null);
}

/** How a cursor names an order: the comment counts of one language are not those of every language, so a cursor of one is refused by the other. */
function signatureOf(order: EntryOrder, locale: Locale | null): string {
  const field = order.field === 'COMMENT_COUNT' ? `COMMENT_COUNT(${locale ?? '*'})` : order.field;
  return `${field}:${order.direction ?? 'ASC'}`;
}

/** An order as a list of sort keys in SQL, ending with the entry's id so that every position is unique. */
export interface EntryListOrder {
  keys: SortKey[];
  /** The entry id, from the table the first key reads, so that an index of that table serves the whole order. */
  id: SortKey;
  /** What a cursor of this order starts with: a cursor of another order is refused. */
  signature: string;
}

/** The order of a list in one language, or (locale null) of a list of entities in none. */
export function entryListOrder(orderBy: readonly EntryOrder[] | null | undefined, locale: Locale | null): EntryListOrder {
  const orders = orderBy?.length ? orderBy : DEFAULT_ENTRY_ORDER;
  const keys = orders.map((order) => sortKey(order, locale));
  const fromArticle = readsArticle(orders[0], locale);
  const id: SortKey = { sql: Prisma.raw(fromArticle ? 'a."entryId"' : 'e."id"'), direction: keys.at(-1)!.direction, type: 'number' };
  return { keys, id, signature: orders.map((order) => signatureOf(order, locale)).join(',') };
}

const flip = (direction: OrderDirection): OrderDirection => (direction === 'ASC' ? 'DESC' : 'ASC');

/** ORDER BY of the list, read backwards for a page that ends at a cursor (`last`, `before`). */
export function orderBySql(order: EntryListOrder, inverted: boolean): Prisma.Sql {
  const terms = [...order.keys, order.id].map((key) => Prisma.sql`${key.sql} ${Prisma.raw(inverted ? flip(key.direction) : key.direction)}`);
  return Prisma.join(terms, ', ');
}

/** The sort keys selected with each row, as "k0", "k1", …, from which its cursor is made. */
export function sortKeyColumnsSql(order: EntryListOrder): Prisma.Sql {
  return Prisma.join(
    order.keys.map((key, i) => Prisma.sql`${key.sql} AS ${Prisma.raw(`"k${i}"`)}`),
    ', ',
  );
}

/** A decoded cursor: the keys of the entry it stands for, and its id. */
export interface EntryCursor {
  keys: (number | string)[];
  id: number;
}

function keyValueSql(value: number | string, type: KeyType): Prisma.Sql {
  if (type === 'number') return Prisma.sql`${value}::bigint`;
  if (type === 'time') return Prisma.sql`${value}::timestamp(3)`;
  return Prisma.sql`${value}::text`;
}

/**
 * Rows after the cursor in the list's order (`after`), or before it (`before`). When every key
 * runs one way it is one row comparison, which an index on the keys seeks by; mixed directions
 * spell the comparison out, bounded by the first key so that the first key's index still seeks.
 */
export function beyondCursorSql(order: EntryListOrder, cursor: EntryCursor, side: 'after' | 'before'): Prisma.Sql {
  const columns = [...order.keys, order.id];
  const values = [...cursor.keys.map((value, i) => keyValueSql(value, order.keys[i].type)), Prisma.sql`${cursor.id}::int`];
  const operator = (key: SortKey) => ((key.direction === 'ASC') === (side === 'after') ? '>' : '<');
  if (columns.every((key) => operator(key) === operator(columns[0]))) {
    return Prisma.sql`(${Prisma.join(
      columns.map((key) => key.sql),
      ', ',
    )}) ${Prisma.raw(operator(columns[0]))} (${Prisma.join(values, ', ')})`;
  }
  const alternatives = columns.map((key, i) =>
    Prisma.join(
      [...columns.slice(0, i).map((earlier, j) => Prisma.sql`${earlier.sql} = ${values[j]}`), Prisma.sql`${key.sql} ${Prisma.raw(operator(key))} ${values[i]}`],
      ' AND ',
      '(',
      ')',
    ),
  );
  const first = Prisma.sql`${columns[0].sql} ${Prisma.raw(`${operator(columns[0])}=`)} ${values[0]}`;
  return Prisma.sql`(${first} AND ${Prisma.join(alternatives, ' OR ', '(', ')')})`;
}

/** A row's cursor from its selected sort keys ("k0", …) and its entry id. */
export function cursorOf(order: EntryListOrder, row: Record<string, unknown>, id: number): string {
  const keys = order.keys.map((key, i) => {
    const value = row[`k${i}`];
    if (key.type === 'time') return (value as Date).toISOString();
    if (key.type === 'number') return Number(value);
    return String(value);
  });
  return Buffer.from(JSON.stringify([order.signature, keys, id])).toString('base64url');
}

/** A title is at most a few hundred characters: no cursor of this list comes near this. */
const CURSOR_MAX_LENGTH = 2000;

const cursorShape = z.tuple([z.string().max(200), z.array(z.union([z.number(), z.string().max(1000)])).max(ENTRY_ORDER_FIELDS.length), z.unknown()]);

function refuseCursor(argument: string, why: string): never {
  return refuse(argument, `${why}. Pass a cursor this list gave, with the same orderBy.`);
}

/** Reads a cursor a client sent back; anything this list did not give (in this order) is refused as bad input. */
export function parseEntryCursor(order: EntryListOrder, cursor: string, argument: 'after' | 'before'): EntryCursor {
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]*={0,2}$/.test(cursor)) refuseCursor(argument, 'not a cursor of this list');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    refuseCursor(argument, 'not a cursor of this list');
  }
  const parsed = cursorShape.safeParse(decoded);
  if (!parsed.success) refuseCursor(argument, 'not a cursor of this list');
  const [signature, keys, id] = parsed.data;
  if (signature !== order.signature) refuseCursor(argument, `a cursor of another order (${signature.slice(0, 60)})`);
  const rowId = rowIdSchema.safeParse(String(id));
  const fits = keys.length === order.keys.length && order.keys.every((key, i) => fitsKey(keys[i], key.type));
  if (!rowId.success || typeof id !== 'number' || !fits) refuseCursor(argument, 'not a cursor of this list');
  return { keys, id };
}

function fitsKey(value: number | string, type: KeyType): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isSafeInteger(value);
  // A time as this list writes it, and one that exists (not 30 February).
  if (type === 'time') return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
  // A title: PostgreSQL's text cannot hold NUL.
  return typeof value === 'string' && !value.includes('\u0000');
}
