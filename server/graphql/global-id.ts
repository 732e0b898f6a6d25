/**
 * Global IDs, Relay's way of naming any object: `node(id:)` reads one back, and every Node's `id`
 * gives one. The usual form is base64 of `Type:rowId` (`RW50cnk6NDI=` is entry 42). An entry is
 * read in one language at a time and each reading is an object of its own, whose text, dates and
 * contributors are that language's: its ID also names the language, `Entry:42:de`, so that
 * clients that keep objects by ID (Apollo, Relay, urql) never mix two languages' readings. The
 * language-less form still names the entry itself. Every form is opaque to clients and read back
 * strictly, so that anything this site never gave (another type, a language it has no pages in,
 * bytes that are not base64, a row id out of range, a megabyte of text) is refused as bad input
 * before it reaches the database.
 */
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { LOCALES, type Locale } from '#shared/locales';
import { MAX_ROW_ID, rowIdSchema } from './row-id';

/** The types with global IDs: rows the database numbers, readable by anyone who may see them. */
const NODE_TYPES = ['Entry', 'Comment'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** How many objects `nodes(ids:)` reads at once. */
export const MAX_NODES = 100;

/** Longer than any ID given here (`Entry:2147483647:de` is 28 characters in base64). */
const MAX_GLOBAL_ID_LENGTH = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECODED = /^([A-Za-z]+):([1-9][0-9]{0,9})(?::([a-z]{2}))?$/;

/** An entry, or one language's reading of it: what an entry's global ID names once decoded. */
export interface EntryKey {
  entryId: number;
  /** The language of the reading; null for the language-less ID of the entry itself. */
  locale: Locale | null;
}

/**
 * The global ID of a row; given a language, of an entry's reading in that language (`Entry.id`),
 * else of the entry itself, the same in every language (`Entry.entityId`).
 */
export function encodeGlobalId(type: 'Entry', rowId: number, locale?: Locale | null): string;
export function encodeGlobalId(type: NodeType, rowId: number): string;
export function encodeGlobalId(type: NodeType, rowId: number, locale?: Locale | null): string {
  return Buffer.from(locale ? `${type}:${rowId}:${locale}` : `${type}:${rowId}`, 'utf8').toString('base64');
}

/** The type, row and (for an entry's reading) language a global ID names, or null for anything this site never gave. */
function parseGlobalId(globalId: string): { type: NodeType; rowId: number; locale: Locale | null } | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH || !BASE64.test(globalId)) return null;
  const text = Buffer.from(globalId, 'base64').toString('utf8');
  // Node's decoder skips what is not base64 and tolerates missing padding: only the exact form counts.
  if (Buffer.from(text, 'utf8').toString('base64') !== globalId) return null;
  const [, type, rowId, locale] = DECODED.exec(text) ?? [];
  if (!NODE_TYPES.includes(type as NodeType) || Number(rowId) > MAX_ROW_ID) return null;
  // Only entries are read in a language; a comment's language is a field of its own.
  if (locale !== undefined && (type !== 'Entry' || !LOCALES.includes(locale as Locale))) return null;
  return { type: type as NodeType, rowId: Number(rowId), locale: (locale as Locale | undefined) ?? null };
}

/**
 * Reads the global ID of a `node`, `nodes` or other global-ID argument, as the relay plugin asks:
 * the id it hands on is the row number, followed by `:locale` for an entry's reading.
 */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const parsed = parseGlobalId(globalId);
  if (!parsed) {
    throw new GraphQLError(`Not an ID of Daypedia: give the \`id\` of an ${NODE_TYPES.join(' or a ')}, as the API returned it.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return { typename: parsed.type, id: parsed.locale ? `${parsed.rowId}:${parsed.locale}` : String(parsed.rowId) };
}

/** The entry (and language) of the id `decodeGlobalId` handed on for an Entry. */
export function entryKeyOf(id: string): EntryKey {
  const [entryId, locale] = id.split(':');
  return { entryId: Number(entryId), locale: (locale as Locale | undefined) ?? null };
}

const NOUNS: Record<NodeType, string> = { Entry: 'an entry', Comment: 'a comment' };

/**
 * The `validate` option of an argument naming an entry or a comment: its global ID (for an entry,
 * the ID of any of its readings or the language-less one), or the row number clients sent before
 * global IDs (and still may). The resolver gets the row number, as a string, either way: an
 * argument naming an entry names it in every language; another type's ID is refused like any
 * other bad id.
 */
export function nodeRowId(type: NodeType) {
  const message = `must be the ID of ${NOUNS[type]} or a whole number from 1 to ${MAX_ROW_ID}`;
  return {
    schema: z.string().transform((id, ctx) => {
      if (rowIdSchema.safeParse(id).success) return id;
      const parsed = parseGlobalId(id);
      if (parsed?.type === type) return String(parsed.rowId);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  };
}
