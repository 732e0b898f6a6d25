/**
 * Ids of rows numbered by the database (entries, revisions, comments): a GraphQL ID is any
 * string, but only a whole number the database can hold names a row. Anything else (`abc`, `-1`,
 * `1e309`, `Infinity`, 22 digits) is refused as bad input before it reaches the database.
 */
import { z } from 'zod';

/** PostgreSQL's integer, the type of these ids. */
export const MAX_ROW_ID = 2_147_483_647;
const MESSAGE = `must be a whole number from 1 to ${MAX_ROW_ID}`;

export const rowIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, MESSAGE)
  .refine((id) => Number(id) <= MAX_ROW_ID, MESSAGE);

/** The `validate` option of an id argument or input field that names such a row. */
export const rowId = { schema: rowIdSchema };

/**
 * The row an id argument names, as resolvers read it: `rowId` or `nodeRowId` checked it before
 * the resolver runs; anything else would be 0, which names no row.
 */
export function rowNumber(id: string | number): number {
  return rowIdSchema.safeParse(String(id)).success ? Number(id) : 0;
}
