/**
 * Global IDs, Relay's way of naming any object: `node(id:)` reads one back, and every Node's `id`
 * gives one. The usual form, base64 of `Type:rowId` (`RW50cnk6NDI=` is entry 42): opaque to
 * clients, the same in every language, and read back strictly, so that anything this site never
 * gave (another type, bytes that are not base64, a row id out of range, a megabyte of text) is
 * refused as bad input before it reaches the database.
 */
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { MAX_ROW_ID, rowIdSchema } from './row-id';

/** The types with global IDs: rows the database numbers, readable by anyone who may see them. */
const NODE_TYPES = ['Entry', 'Comment'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** How many objects `nodes(ids:)` reads at once. */
export const MAX_NODES = 100;

/** Longer than any ID given here (`Comment:2147483647` is 24 characters in base64). */
const MAX_GLOBAL_ID_LENGTH = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECODED = /^([A-Za-z]+):([1-9][0-9]{0,9})$/;

export function encodeGlobalId(type: NodeType, rowId: number): string {
  return Buffer.from(`${type}:${rowId}`, 'utf8').toString('base64');
}

/** The type and row a global ID names, or null for anything this site never gave. */
function parseGlobalId(globalId: string): { type: NodeType; rowId: number } | null {
  if (globalId.length > MAX_GLOBAL_ID_LENGTH || !BASE64.test(globalId)) return null;
  const text = Buffer.from(globalId, 'base64').toString('utf8');
  // Node's decoder skips what is not base64 and tolerates missing padding: only the exact form counts.
  if (Buffer.from(text, 'utf8').toString('base64') !== globalId) return null;
  const [, type, rowId] = DECODED.exec(text) ?? [];
  if (!NODE_TYPES.includes(type as NodeType) || Number(rowId) > MAX_ROW_ID) return null;
  return { type: type as NodeType, rowId: Number(rowId) };
}

/** Reads the global ID of a `node`, `nodes` or other global-ID argument, as the relay plugin asks. */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const parsed = parseGlobalId(globalId);
  if (!parsed) {
    throw new GraphQLError(`Not an ID of Daypedia: give the \`id\` of an ${NODE_TYPES.join(' or a ')}, as the API returned it.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return { typename: parsed.type, id: String(parsed.rowId) };
}

const NOUNS: Record<NodeType, string> = { Entry: 'an entry', Comment: 'a comment' };

/**
 * The `validate` option of an argument naming an entry or a comment: its global ID, or the row
 * number clients sent before global IDs (and still may). The resolver gets the row number, as a
 * string, either way; another type's ID is refused like any other bad id.
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
